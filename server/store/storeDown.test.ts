// While PostgreSQL cannot be reached, every route answers 503 with Retry-After (docs/storage.md,
// "When the database is down"), the pages with a short page of their own, and within the pool's
// time-outs even when the server is frozen. Before: the forms answered 503, but the desk, the news
// list and the page HTML answered a plain 500, and a frozen database held every request (11 s
// and more: the pool had no time-outs). A PostgreSQL of this file's own, as it is stopped and
// frozen mid-run: the shared one serves the other files. A second app server on the same database
// shows that the desk's live events cross servers again once the database is back (each server's
// listener connects again; before, a lost listener stayed lost).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../../tests/support/server';
import { api } from '../../src/contract/api';
import { deskApi } from '../../src/contract/desk';
import { paths } from '../../src/contract/routes';
import { addAccount } from '../desk/accounts';
import { DEFAULT_RATE_BUDGETS } from '../middleware/rateLimit';
import { makeFixture, type FixtureDirs } from '../testing/fixture';
import { openDeskStream } from '../testing/deskStream';
import { validComplaint, validStopTrade } from '../testing/payloads';
import { createTestDatabase, startPostgres, type TestPostgres } from '../testing/postgres';
import { TEST_SCRYPT_COST } from '../testing/staffCost';

const PASSWORD = 'a long enough pass phrase';
/** Far beyond the 1-s time-outs below, far below "a request hangs". */
const ANSWERED_WITHIN_MS = 10_000;

let postgres: TestPostgres;
let dirs: FixtureDirs;
let dataDir: string;
let app: RunningApp;
/** Another app server of the same database. */
let other: RunningApp;
let cookie: string;

beforeAll(async () => {
  postgres = await startPostgres({ durable: false });
  const database = await createTestDatabase(postgres.adminUrl);
  dirs = await makeFixture();
  dataDir = await mkdtemp(join(tmpdir(), 'store-down-'));
  const options = {
    databaseUrl: database.url,
    assetsDir: dirs.assetsDir,
    distDir: dirs.distDir,
    databaseTimeouts: { connectMs: 1000, queryMs: 1000 },
  };
  // Its budgets are counted in the database too, and out of reach they answer as the store does
  // (503, not 500); the post budget is raised past what the polls below send.
  const rateBudgets = { ...DEFAULT_RATE_BUDGETS, post: { limit: 1000, windowSeconds: 600 } };
  app = await startApp({ ...options, dataDir, rateBudgets });
  other = await startApp(options);
  const account = { username: 'ravi', roles: ['operations' as const], password: PASSWORD };
  await addAccount(app.store, new Date(), account, TEST_SCRYPT_COST);
  const res = await fetch(app.baseUrl + deskApi.session, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'ravi', password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  cookie = res.headers.get('set-cookie')!.split(';')[0]!;
}, 120_000);

afterAll(async () => {
  await postgres?.thaw().catch(() => undefined);
  await app?.close();
  await other?.close();
  await postgres?.stop();
  await rm(dataDir, { recursive: true, force: true });
  await rm(dirs.root, { recursive: true, force: true });
}, 60_000);

/** One request of each kind: a page, a public list, a desk call, a form. */
const REQUESTS: [string, () => Promise<Response>][] = [
  ['page HTML', () => get(paths.home)],
  ['news list', () => get(api.news)],
  ['desk summary', () => get(deskApi.summary, { Cookie: cookie })],
  [
    'complaint form',
    () =>
      fetch(app.baseUrl + api.complain, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(validComplaint),
        signal: AbortSignal.timeout(ANSWERED_WITHIN_MS),
      }),
  ],
];

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(app.baseUrl + path, { headers, signal: AbortSignal.timeout(ANSWERED_WITHIN_MS) });

async function expectAllDown() {
  for (const [name, request] of REQUESTS) {
    const res = await request();
    expect(res.status, name).toBe(503);
    expect(res.headers.get('retry-after'), name).toMatch(/^\d+$/);
    const body = await res.text();
    if (name === 'page HTML') {
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(body).toContain('back shortly');
    } else {
      expect(JSON.parse(body), name).toHaveProperty('message');
    }
    expect(body, name).not.toMatch(/ECONN|postgres|at \w+ \(/i);
  }
}

async function expectAllUp() {
  for (const [name, request] of REQUESTS) {
    await expect
      .poll(async () => (await request()).status, { message: name, timeout: 20_000 })
      .toBeLessThan(300);
  }
}

describe('PostgreSQL out of reach', () => {
  // Stopped, the connections are refused; frozen (SIGSTOP), they are accepted and never answered.
  it.each([
    [
      'answers 503 with Retry-After on every route while the database is stopped, and serves again once it is back',
      () => postgres.halt(),
      () => postgres.restart(),
    ],
    [
      'answers 503 within the pool’s time-outs while the database is frozen',
      () => postgres.freeze(),
      () => postgres.thaw(),
    ],
  ])('%s', async (_name, outage, end) => {
    await expectAllUp();
    await outage();
    try {
      await expectAllDown();
    } finally {
      await end();
    }
    await expectAllUp();
  });
});

describe('live desk events when PostgreSQL restarts', () => {
  const heardFrom = async (
    server: RunningApp,
    stream: Awaited<ReturnType<typeof openDeskStream>>,
  ) => {
    const res = await fetch(server.baseUrl + api.stopTrade, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(validStopTrade),
      signal: AbortSignal.timeout(ANSWERED_WITHIN_MS),
    });
    if (res.status !== 201) return false;
    const { ackNo } = ((await res.json()) as { data: { ackNo: string } }).data;
    // Heard now or not at all: a later try finds out whether the listener is back.
    return Promise.race([
      stream.next((e) => e.key === ackNo).then(() => true),
      new Promise<false>((done) => setTimeout(() => done(false), 1000)),
    ]);
  };

  it('a server listens again once the database is back, and events sent while it is away break nothing', async () => {
    const stream = await openDeskStream(app.baseUrl, cookie);
    try {
      // Both servers listen (after the restarts above, their listeners reconnect in their time).
      await expect
        .poll(() => heardFrom(other, stream), { interval: 0, timeout: 30_000 })
        .toBe(true);
      await postgres.halt();
      try {
        // The database cannot carry them: this server's own screens still hear its own.
        app.store.broadcast.publish({
          queue: 'freeze-requests',
          key: 'FRZ-AWAY-0001',
          kind: 'new',
        });
        other.store.broadcast.publish({
          queue: 'freeze-requests',
          key: 'FRZ-AWAY-0002',
          kind: 'new',
        });
        await stream.next((e) => e.key === 'FRZ-AWAY-0001');
      } finally {
        await postgres.restart();
      }
      await expect
        .poll(() => heardFrom(other, stream), { interval: 0, timeout: 30_000 })
        .toBe(true);
    } finally {
      stream.close();
    }
  }, 60_000);
});
