// Several app servers on one PostgreSQL behave as one (README "Several app servers behind a load
// balancer", docs/storage.md): three real `server/main.ts` processes share a fresh test database,
// and what one is told the others know at once, for the public forms and for the staff desk, whose
// open screens hear every server's records (before: only their own server's, issue 41).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  AUDIT_ACTIONS,
  deskApi,
  SIGN_IN_MAX_FAILURES,
  type QueuePage,
  type QueueRecord,
  type StaffSessionView,
} from '../src/contract/desk';
import { api } from '../src/contract/api';
import pg from 'pg';
import { addAccount } from './desk/accounts';
import { openPostgresStore } from './store/postgres';
import { channelOf } from './store/postgres/broadcast';
import { SEED_DIR } from './store/testing/engines';
import { openDeskStream, type DeskStream } from './testing/deskStream';
import { getJson, postJson } from './testing/http';
import { validComplaint, validStopTrade } from './testing/payloads';
import { createTestDatabase, type TestDatabase } from './testing/postgres';
import { countOf, signInBurst } from './testing/signInBurst';
import { startServerProcess, type ServerProcess } from './testing/serverProcess';

const STAFF = { username: 'meera', password: 'a long enough pass phrase' };
/** Guessed at through both servers at once, one account a burst, so `meera` is never locked. */
const BURSTS = [20, 60];
const guessed = (guesses: number) => ({ username: `guessed${guesses}`, password: STAFF.password });

type Lookup = { data: { complainNo: string; status: string }[] };

let db: TestDatabase;
let dataDirs: string[];
let a: ServerProcess;
let b: ServerProcess;
let c: ServerProcess;

beforeAll(async () => {
  db = await createTestDatabase(inject('pgAdminUrl'));
  // Each server its own data folder, as on separate machines: what they share is in the database.
  dataDirs = await Promise.all([1, 2, 3].map(() => mkdtemp(join(tmpdir(), 'investor-scale-'))));
  // The sign-in budget per address is raised: the lockout per account is what is tested here.
  const env = (dataDir: string) => ({
    DATABASE_URL: db.url,
    DATA_DIR: dataDir,
    RATE_LIMIT_SIGN_IN: '1000/900',
  });
  // Started together: the others wait for the first one's migrations (docs/storage.md).
  const start = (i: number) => startServerProcess(env(dataDirs[i]!));
  [a, b, c] = await Promise.all([start(0), start(1), start(2)]);
  for (const server of [a, b, c]) expect(server.output()).toContain('data in PostgreSQL');
  // Accounts are made from a shell with the same DATABASE_URL (npm run staff), i.e. the store.
  const store = await openPostgresStore({ databaseUrl: db.url, seedDir: SEED_DIR });
  try {
    await addAccount(store, new Date(), { ...STAFF, roles: ['grievance', 'operations'] });
    for (const guesses of BURSTS) {
      await addAccount(store, new Date(), { ...guessed(guesses), roles: ['grievance'] });
    }
  } finally {
    await store.close();
  }
}, 90_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop(), c?.stop()]);
  await db?.drop();
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A desk call as the desk's own page on `server` makes it: same Origin, the session cookie. */
function desk(server: ServerProcess, path: string, cookie: string, init: RequestInit = {}) {
  return fetch(server.baseUrl + path, {
    ...init,
    headers: {
      Origin: server.baseUrl,
      Cookie: cookie,
      'Content-Type': 'application/json',
      ...init.headers,
    },
  });
}

/** Posts a visitor form to `server`, which must accept it, and returns the answer's data. */
async function submit<T>(server: ServerProcess, path: string, payload: object): Promise<T> {
  const { status, body } = await postJson<{ data: T }>(server.baseUrl, path, payload);
  expect(status).toBe(201);
  return body.data;
}

function postSignIn(server: ServerProcess, account: typeof STAFF): Promise<Response> {
  return fetch(server.baseUrl + deskApi.session, {
    method: 'POST',
    headers: { Origin: server.baseUrl, 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
}

async function signIn(server: ServerProcess): Promise<string> {
  const res = await postSignIn(server, STAFF);
  expect(res.status).toBe(200);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

describe('app servers on one PostgreSQL database', () => {
  it('a complaint posted on A is found on B; its status changed on B is what A shows next', async () => {
    const { complainNo } = await submit<{ complainNo: string }>(a, api.complain, validComplaint);

    // Looked up on both first, so neither can answer the later lookup from what it saw before.
    for (const server of [b, a]) {
      const { status, body } = await getJson<Lookup>(server.baseUrl, api.complaintByNo(complainNo));
      expect(status).toBe(200);
      expect(body.data[0]).toMatchObject({ complainNo, status: 'Open' });
    }

    const cookie = await signIn(b);
    const seen = await desk(b, deskApi.record('complaints', complainNo), cookie);
    expect(seen.status).toBe(200);
    const { version } = (await seen.json()) as QueueRecord;
    const changed = await desk(b, deskApi.record('complaints', complainNo), cookie, {
      method: 'PATCH',
      body: JSON.stringify({ status: 'In Process', version }),
    });
    expect(changed.status).toBe(200);

    const onA = await getJson<Lookup>(a.baseUrl, api.complaintByNo(complainNo));
    expect(onA.body.data[0]).toMatchObject({ complainNo, status: 'In Process' });

    // The other server refuses the version B's change made stale, whoever sends it.
    const stale = await desk(a, deskApi.record('complaints', complainNo), cookie, {
      method: 'PATCH',
      body: JSON.stringify({ status: 'Closed', note: 'Resolved', version }),
    });
    expect(stale.status).toBe(409);
  });

  it("a freeze request posted on A is in B's desk queue, and B's session works on A", async () => {
    const { ackNo } = await submit<{ ackNo: string }>(a, api.stopTrade, validStopTrade);
    const cookie = await signIn(b);
    const queue = await desk(b, deskApi.queue('freeze-requests'), cookie);
    expect(queue.status).toBe(200);
    const page = (await queue.json()) as QueuePage;
    expect(page.data.map((row) => row.key)).toContain(ackNo);
    expect((await desk(a, deskApi.session, cookie)).status).toBe(200);
  });

  it('a session ended on A is refused on B at once: ended from the sessions list, or signed out', async () => {
    const kept = await signIn(a);
    const ended = await signIn(a);
    for (const cookie of [kept, ended])
      expect((await desk(b, deskApi.session, cookie)).status).toBe(200);
    const listed = await desk(a, deskApi.sessions, kept);
    const { data } = (await listed.json()) as { data: StaffSessionView[] };
    const other = data.find((s) => !s.current)!;
    expect((await desk(a, deskApi.sessionById(other.id), kept, { method: 'DELETE' })).status).toBe(
      204,
    );
    // B's next request, straight after A's answer: no cache of sessions on any server.
    expect((await desk(b, deskApi.session, ended)).status).toBe(401);
    expect((await desk(b, deskApi.session, kept)).status).toBe(200);
    expect((await desk(a, deskApi.session, kept, { method: 'DELETE' })).status).toBe(204);
    expect((await desk(b, deskApi.session, kept)).status).toBe(401);
    expect((await desk(c, deskApi.summary, kept)).status).toBe(401);
  });

  it('a username that is no account is one audit name on both servers', async () => {
    const typed = 'my secret pass phrase';
    for (const server of [a, b]) {
      expect((await postSignIn(server, { username: typed, password: 'x' })).status).toBe(401);
    }
    const store = await openPostgresStore({ databaseUrl: db.url, seedDir: SEED_DIR });
    try {
      const failed = await store.audit.list({ where: { action: AUDIT_ACTIONS.signInFailed } });
      const names = failed.data.map((entry) => entry.actor).filter((n) => n.startsWith('unknown'));
      expect(names).toHaveLength(2);
      expect(names[0]).toMatch(/^unknown user #[0-9a-f]{16}$/);
      expect(names[1]).toBe(names[0]);
    } finally {
      await store.close();
    }
  });

  it.each(BURSTS)(
    'a burst of %i guesses spread over both servers checks at most 5 passwords; the right one after them is refused',
    async (guesses) => {
      const account = guessed(guesses);
      const { wrong, right } = await signInBurst(guesses, account.password, (i, password) =>
        postSignIn(i % 2 ? b : a, { username: account.username, password }),
      );
      expect(countOf(wrong, 401)).toBe(SIGN_IN_MAX_FAILURES);
      expect(countOf(wrong, 429)).toBe(guesses - SIGN_IN_MAX_FAILURES);
      expect(right).toBe(429);
      // Still locked on both servers.
      for (const server of [a, b]) expect((await postSignIn(server, account)).status).toBe(429);
    },
  );
});

describe('live desk events across app servers', () => {
  /** What the database carries between the servers, read as another server's listener would. */
  async function listenToDatabase(): Promise<{ payloads: string[]; end: () => Promise<void> }> {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const { rows } = await client.query<{ schema: string }>('SELECT current_schema() AS schema');
    const payloads: string[] = [];
    client.on('notification', ({ payload }) => payloads.push(payload ?? ''));
    await client.query(`LISTEN ${client.escapeIdentifier(channelOf(rows[0]!.schema))}`);
    return { payloads, end: () => client.end() };
  }

  /** Posts a complaint through `server` and waits until each of `streams` has heard it. */
  async function arrival(server: ServerProcess, streams: DeskStream[]): Promise<string> {
    const { complainNo } = await submit<{ complainNo: string }>(
      server,
      api.complain,
      validComplaint,
    );
    await Promise.all(streams.map((s) => s.next((e) => e.key === complainNo)));
    return complainNo;
  }

  it('a complaint posted through B and its status changed through C reach open desk screens on A, B and C, each once, by reference only', async () => {
    const cookie = await signIn(a);
    const database = await listenToDatabase();
    const [onA, onB, onC] = await Promise.all(
      [a, b, c].map((s) => openDeskStream(s.baseUrl, cookie)),
    );
    const streams = [onA!, onB!, onC!];
    try {
      const { complainNo } = await submit<{ complainNo: string }>(b, api.complain, validComplaint);
      await onA!.next((e) => e.key === complainNo && e.kind === 'new');
      const record = deskApi.record('complaints', complainNo);
      const { version } = (await (await desk(c, record, cookie)).json()) as QueueRecord;
      const changed = await desk(c, record, cookie, {
        method: 'PATCH',
        body: JSON.stringify({ status: 'In Process', version }),
      });
      expect(changed.status).toBe(200);
      await onA!.next((e) => e.key === complainNo && e.kind === 'changed');
      // A heard both through the database, so both were sent there: anything sent after them
      // reaches every listener after them (NOTIFY keeps commit order). A later arrival from
      // another server than its own has then reached each screen after any second copy would.
      await arrival(a, [onB!, onC!]);
      await arrival(b, [onA!]);

      for (const stream of streams) {
        expect(stream.heard.filter((h) => h.event.key === complainNo).map((h) => h.event)).toEqual([
          { queue: 'complaints', key: complainNo, kind: 'new' },
          { queue: 'complaints', key: complainNo, kind: 'changed' },
        ]);
      }
      const carried = database.payloads.filter((p) => p.includes(complainNo));
      expect(carried).toHaveLength(2);
      for (const text of [...carried, ...streams.map((s) => s.text())]) {
        // Not a word the visitor wrote: names, e-mail, phone, address, the complaint itself.
        for (const field of Object.values(validComplaint)) expect(text).not.toContain(field);
      }
    } finally {
      for (const stream of streams) stream.close();
      await database.end();
    }
  });
});
