// "No write is lost" (docs/architecture.md §1): concurrent posts, restarts, a server killed mid-burst — on both
// engines (server/testing/storage.ts) — and, for the lowdb files alone, killed writes, broken and
// unwritable files. Real HTTP, real files in temporary folders, a real PostgreSQL.
import {
  chmod,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rm,
  stat,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { inspect } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../src/contract/api';
import { msg } from '../../src/contract/messages';
import type { RunningApp } from '../../tests/support/server';
import { openStore } from '.';
import { Journal, journalStats } from './lowdb/journal';
import { SEED_DIR } from './testing/engines';
import { COLLECTIONS } from './types';
import { notifySettings, notifyWorker } from '../notify/config';
import { makeFixture, type FixtureDirs } from '../testing/fixture';
import { killWriterMidWrite } from '../testing/killWriter';
import { getJson, jsonBody, postJson, rawRequest } from '../testing/http';
import { POSTS, validComplaint, validFeedback } from '../testing/payloads';
import { startServerProcess, testCipher } from '../testing/serverProcess';
import {
  makeTestStorage,
  onlyEmbedded,
  startTestApp,
  storageEnv,
  type TestAppOptions,
  type TestStorage,
} from '../testing/storage';

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanup.length) await cleanup.pop()!();
});

/** A fixture assets folder and a storage place that outlive one server, so a test can restart it. */
async function setup() {
  const fx = await makeFixture();
  const storage = await makeTestStorage();
  cleanup.push(() => rm(fx.root, { recursive: true, force: true }));
  cleanup.push(() => storage.remove());
  const { dataDir } = storage;
  return { fx, storage, dataDir, subs: join(dataDir, 'submissions') };
}

async function start(
  fx: FixtureDirs,
  storage: TestStorage,
  options: { log?: (err: unknown) => void; notify?: TestAppOptions['notify'] } = {},
): Promise<RunningApp> {
  const app = await startTestApp({
    assetsDir: fx.assetsDir,
    distDir: fx.distDir,
    storage,
    ...options,
  });
  cleanup.push(() => app.close());
  return app;
}

/** A wait for the journal's checkpoint (a second after a commit), generous for a loaded machine. */
const CHECKPOINTED = { timeout: 10_000 };

type Registered = { message: string; data: { complainNo: string } };
type Lookup = { data?: { complainNo: string }[] };
const readRecords = async (file: string) =>
  (JSON.parse(await readFile(file, 'utf8')) as { records: Record<string, unknown>[] }).records;
/** Every record on disk of one collection (`submissions/<name>/<YYYY-MM>.json`). */
const readCollection = async (subs: string, name: string) => {
  const dir = join(subs, name);
  const files = (await readdir(dir)).filter((n) => n.endsWith('.json'));
  return (await Promise.all(files.map((f) => readRecords(join(dir, f))))).flat();
};
/** The month file a record written now goes to. */
const thisMonth = (subs: string, name: string) =>
  join(subs, name, `${new Date().toISOString().slice(0, 7)}.json`);

describe('concurrent posts', () => {
  it('200 simultaneous complaints get 200 distinct numbers, all stored after a restart', async () => {
    const { fx, storage } = await setup();
    const first = await start(fx, storage);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        postJson<Registered>(first.baseUrl, api.complain, {
          ...validComplaint,
          complain: `Complaint number ${i} about a late contract note`,
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
    const numbers = answers.map((a) => a.body.data.complainNo);
    expect(new Set(numbers).size).toBe(200);

    await first.close();
    const second = await start(fx, storage);
    const stored = (await second.store.complaint.list()).data;
    expect(stored).toHaveLength(200);
    expect(new Set(stored.map((r) => r.complainNo))).toEqual(new Set(numbers));
    expect(new Set(stored.map((r) => r.complain)).size).toBe(200);
    for (const no of numbers.filter((_, i) => i % 40 === 0)) {
      const { status, body } = await getJson<{ data: { complainNo: string }[] }>(
        second.baseUrl,
        api.complaintByNo(no),
      );
      expect(status).toBe(200);
      expect(body.data[0]?.complainNo).toBe(no);
    }
  });

  it('posts of different kinds at once each land in their own collection', async () => {
    const { fx, storage } = await setup();
    const app = await start(fx, storage);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        POSTS.map((p) => postJson(app.baseUrl, p.path, p.valid)),
      ).flat(),
    );
    expect(answers.every((a) => a.status === 201)).toBe(true);
    for (const kind of new Set(POSTS.map((p) => p.collection))) {
      const expected = POSTS.filter((p) => p.collection === kind).length * 10;
      expect(await app.store[kind].count(), kind).toBe(expected);
    }
  });
});

onlyEmbedded('group commit of the month files', () => {
  const SLOW_WRITE_MS = 250;

  it('posts arriving while a write is in flight share the next write, each kind in its own file', async () => {
    const { fx, storage, subs, dataDir } = await setup();
    // The outbox's worker writes nothing while they come: its clock stands before the posts, so
    // none of their messages is due.
    const notify = { ...notifyWorker(notifySettings({}), dataDir), now: () => new Date(0) };
    const app = await start(fx, storage, { notify });
    // A slow disk: each of the journal's writes takes a quarter of a second, so many posts arrive
    // during each, however loaded the machine.
    const proto = Journal.prototype as unknown as { write: (bytes: Buffer) => Promise<void> };
    const write = proto.write;
    const slowDisk = vi.spyOn(proto, 'write').mockImplementation(async function (
      this: Journal,
      bytes,
    ) {
      await new Promise((resolve) => setTimeout(resolve, SLOW_WRITE_MS));
      return write.call(this, bytes);
    });
    cleanup.push(async () => slowDisk.mockRestore());
    const groupsBefore = journalStats.groups;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        POSTS.map((p) => postJson(app.baseUrl, p.path, p.valid)),
      ).flat(),
    );
    const groups = journalStats.groups - groupsBefore;
    expect(answers.every((a) => a.status === 201)).toBe(true);
    expect(groups).toBeGreaterThan(0);
    // Each post is a transaction: its record and its acknowledgements in one line of the journal;
    // one post at a time would be a write each, grouped commits share them.
    expect(groups).toBeLessThan(answers.length / 2);
    // Its checkpoint puts each kind in its own part file.
    await app.close();
    for (const kind of new Set(POSTS.map((p) => p.collection))) {
      const expected = POSTS.filter((p) => p.collection === kind).length * 20;
      const name = COLLECTIONS[kind].name;
      expect(await readCollection(subs, name), name).toHaveLength(expected);
    }
  });
});

describe('a server process killed during a burst of posts', () => {
  const TOTAL = 3000;
  const burstComplaint = (i: number) => ({
    ...validComplaint,
    complain: `Burst complaint ${i} about a late contract note`,
  });
  const indexOf = (complain: unknown) =>
    Number(/^Burst complaint (\d+) /.exec(String(complain))?.[1]);
  // The production budgets would answer most of the burst with 429.
  const unlimited = { RATE_LIMIT_POST: '1000000/60', RATE_LIMIT_LOOKUP: '1000000/60' };

  it('keeps every acknowledged complaint, whole, with its acknowledgements, when restarted on the same storage', async () => {
    const storage = await makeTestStorage();
    cleanup.push(() => storage.remove());
    const env = { ...storageEnv(storage), ...unlimited };
    const first = await startServerProcess(env);
    cleanup.push(() => first.stop());
    expect(first.output()).toContain('ready at');

    const acked = new Map<number, string>();
    const refused: number[] = [];
    let next = 0;
    const sender = async () => {
      while (next < TOTAL) {
        const i = next++;
        const answer = await postJson<Registered>(
          first.baseUrl,
          api.complain,
          burstComplaint(i),
        ).catch(() => undefined);
        if (!answer) return; // the server is gone
        if (answer.status === 201) acked.set(i, answer.body.data.complainNo);
        else refused.push(answer.status);
      }
    };
    const senders = Array.from({ length: 16 }, sender);
    // SIGKILL once writes are under way, at a random moment with posts in flight.
    while (acked.size < 50) await new Promise((r) => setTimeout(r, 5));
    await new Promise((r) => setTimeout(r, Math.random() * 200));
    first.kill('SIGKILL');
    await first.exited;
    await Promise.all(senders);
    expect(refused).toEqual([]);
    expect(acked.size).toBeLessThan(TOTAL);

    const second = await startServerProcess(env);
    cleanup.push(() => second.stop());
    expect(second.output()).toContain('ready at');
    const lookups = await Promise.all(
      [...acked.values()].map((no) => getJson<Lookup>(second.baseUrl, api.complaintByNo(no))),
    );
    expect(lookups.map((l) => l.body.data?.[0]?.complainNo)).toEqual([...acked.values()]);
    await second.stop();

    // Every stored record is one that was sent, whole: acknowledged or cut off before its answer.
    const store = await openStore({
      ...storage,
      seedDir: SEED_DIR,
      info: () => {},
      cipher: testCipher(),
    });
    try {
      const stored = (await store.complaint.list()).data;
      expect(stored.length).toBeGreaterThanOrEqual(acked.size);
      for (const record of stored) {
        const i = indexOf(record.complain);
        expect(record).toMatchObject({ ...burstComplaint(i), status: 'Open' });
        expect(record.history).toHaveLength(1);
        if (acked.has(i)) expect(record.complainNo).toBe(acked.get(i));
      }
      expect(new Set(stored.map((r) => indexOf(r.complain))).size).toBe(stored.length);
      // Each stored complaint with its acknowledgements (one a channel), none without its record:
      // the record and its messages are one transaction (docs/storage.md, The outbox).
      const about = new Map<string, string[]>();
      for await (const batch of store.outbox.scan()) {
        for (const m of batch) about.set(m.about.id, [...(about.get(m.about.id) ?? []), m.event]);
      }
      const received = (id: string) =>
        ['email', 'sms'].map((channel) => `complaints/${id}/received/${channel}`);
      expect(stored.map((r) => about.get(r.id)?.sort())).toEqual(stored.map((r) => received(r.id)));
      expect([...about.keys()].sort()).toEqual(stored.map((r) => r.id).sort());
    } finally {
      await store.close();
    }
  }, 90_000);
});

onlyEmbedded('crash safety of the files', () => {
  it('a temp file left by a killed write is ignored and never corrupts the JSON', async () => {
    const { fx, storage, subs } = await setup();
    const app = await start(fx, storage);
    const first = await postJson<Registered>(app.baseUrl, api.complain, validComplaint);
    // What a write killed before its rename leaves: a torn copy beside the real file.
    const file = thisMonth(subs, 'complaints');
    await expect
      .poll(async () => (await readRecords(file).catch(() => [])).length, CHECKPOINTED)
      .toBe(1);
    const torn = join(subs, 'complaints', `.${basename(file)}.${process.pid}.99.tmp`);
    await writeFile(torn, '{"records": [{"compl');
    const second = await postJson<Registered>(app.baseUrl, api.complain, validComplaint);
    expect(second.status).toBe(201);
    // Written by the journal's next checkpoint (docs/storage.md, The journal).
    await expect
      .poll(async () => (await readRecords(file)).map((r) => r.complainNo), CHECKPOINTED)
      .toEqual([first.body.data.complainNo, second.body.data.complainNo]);
    const lookup = await getJson(app.baseUrl, api.complaintByNo(first.body.data.complainNo));
    expect(lookup.status).toBe(200);
  });

  it("temp files of killed writes (full copies of visitors' data) are removed at the next start, with one log line", async () => {
    const { fx, storage, dataDir, subs } = await setup();
    const first = await start(fx, storage);
    expect((await postJson(first.baseUrl, api.complain, validComplaint)).status).toBe(201);
    await first.close();
    const month = basename(thisMonth(subs, 'complaints'));
    const leftovers = [
      join(subs, 'complaints', `.${month}.99999.7.tmp`),
      join(subs, 'feedback', `.${month}.123.1.tmp`),
      join(dataDir, '.content.json.4242.3.tmp'),
      // An upload's bytes and its type, written by the content desk when the server was killed.
      join(dataDir, 'uploads', '.up-0123456789abcdef01234567.webp.4242.5.tmp'),
      join(dataDir, 'uploads', '.up-0123456789abcdef01234567.webp.type.4242.4.tmp'),
    ];
    // Not this server's naming: left alone.
    const others = [join(subs, 'complaints', 'notes.tmp'), join(dataDir, '.hidden.tmp')];
    await mkdir(join(subs, 'feedback'), { recursive: true });
    await mkdir(join(dataDir, 'uploads'), { recursive: true });
    for (const f of [...leftovers, ...others]) await writeFile(f, '{"records": [{"email": "x');

    const lines: string[] = [];
    const fxApp = await startTestApp({
      assetsDir: fx.assetsDir,
      distDir: fx.distDir,
      storage,
      info: (line) => lines.push(line),
    });
    cleanup.push(() => fxApp.close());
    for (const f of leftovers) await expect(stat(f)).rejects.toThrow();
    for (const f of others) expect((await stat(f)).isFile()).toBe(true);
    expect(lines.filter((l) => l.includes('temporary'))).toEqual([
      `Removed 5 temporary file(s) left by interrupted writes in ${dataDir}`,
    ]);
    expect((await readCollection(subs, 'complaints')).length).toBe(1);
  });

  it('a write killed at a random moment leaves a complete previous or next file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'investor-kill-'));
    cleanup.push(() => rm(dir, { recursive: true, force: true }));
    const file = join(dir, 'complaints.json');
    const generations: number[] = [];
    for (let round = 0; round < 6; round++) {
      await killWriterMidWrite('killedWriter.ts', file, { atLeastMs: 5, randomMs: 300 });
      const data = JSON.parse(await readFile(file, 'utf8')) as {
        generation: number;
        records: { generation: number }[];
      };
      expect(data.records).toHaveLength(20_000);
      expect(data.records.every((r) => r.generation === data.generation)).toBe(true);
      generations.push(data.generation);
    }
    expect(generations.every((g) => g >= 1)).toBe(true);
  }, 60_000);
});

onlyEmbedded('a broken submissions file is never overwritten', () => {
  const broken: [string, string][] = [
    ['truncated JSON', '{"records": [{"complainNo": "CMP-AAAA-BBBB", "status": "In Pro'],
    ['not JSON at all', 'complaints were here\n'],
    ['JSON of the wrong shape (array)', '[{"complainNo": "CMP-AAAA-BBBB"}]'],
    ['JSON of the wrong shape (records not a list)', '{"records": {"a": 1}}'],
    ['JSON null', 'null'],
  ];
  it.each(broken)(
    '%s at start: POST and lookup → JSON 503, the bytes stay as they were',
    async (_name, text) => {
      const { fx, storage, subs } = await setup();
      const file = thisMonth(subs, 'complaints');
      await mkdir(join(subs, 'complaints'), { recursive: true });
      await writeFile(file, text);
      const before = await readFile(file);
      const logged: unknown[] = [];
      const app = await start(fx, storage, { log: (err) => logged.push(err) });

      const post = await rawRequest(app.baseUrl, api.complain, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(validComplaint),
      });
      expect(jsonBody(post, 503)).toEqual({ message: msg.storageError });
      const lookup = await rawRequest(app.baseUrl, api.complaintByNo('CMP-AAAA-BBBB'));
      expect(lookup.status).toBe(503);
      expect(JSON.parse(lookup.text)).toEqual({ message: msg.serverError });
      expect((await readFile(file)).equals(before)).toBe(true);
      expect((await readdir(join(subs, 'complaints'))).filter((n) => n.endsWith('.tmp'))).toEqual(
        [],
      );

      // The failure is the server's to report, without what the visitor sent.
      expect(logged.length).toBeGreaterThan(0);
      const report = logged.map((e) => inspect(e, { depth: 5 })).join('\n');
      expect(report).not.toContain(validComplaint.email);
      expect(report).not.toContain(validComplaint.contactNo);
      expect(report).not.toContain('In Pro');

      // Other kinds of submission are unaffected.
      expect((await postJson(app.baseUrl, api.feedback, validFeedback)).status).toBe(201);

      // Once staff repair the file and restart, posts work again (nothing is stuck).
      await app.close();
      await writeFile(file, JSON.stringify({ records: [] }));
      const repaired = await start(fx, storage);
      const retry = await postJson<Registered>(repaired.baseUrl, api.complain, validComplaint);
      expect(retry.status).toBe(201);
      await expect.poll(async () => (await readRecords(file)).length, CHECKPOINTED).toBe(1);
    },
  );

  it('a file changed outside the server while it runs: never overwritten, the collection out of service, nothing sent lost', async () => {
    const { fx, storage, subs } = await setup();
    const app = await start(fx, storage);
    expect((await postJson(app.baseUrl, api.complain, validComplaint)).status).toBe(201);
    const file = thisMonth(subs, 'complaints');
    await expect.poll(async () => (await readRecords(file)).length, CHECKPOINTED).toBe(1);
    const edited = JSON.stringify({ records: [], note: 'edited by hand' });
    await writeFile(file, edited);
    // Committed to the journal; the checkpoint then finds the file changed and stops there.
    const kept = await postJson<Registered>(app.baseUrl, api.complain, validComplaint);
    expect(kept.status).toBe(201);
    const number = kept.body.data.complainNo;
    await expect
      .poll(
        async () => (await getJson(app.baseUrl, api.complaintByNo(number))).status,
        CHECKPOINTED,
      )
      .toBe(503);
    const post = await postJson(app.baseUrl, api.complain, validComplaint);
    expect(post.status).toBe(503);
    expect(post.body).toEqual({ message: msg.storageError });
    expect(await readFile(file, 'utf8')).toBe(edited);
    // A restart replays the journal over the file as staff left it.
    await app.close();
    const again = await start(fx, storage);
    expect((await getJson(again.baseUrl, api.complaintByNo(number))).status).toBe(200);
  });
});

/**
 * POSTs of `post`'s kind to `app` refused with 503 and the storage error once the journal's
 * checkpoint has found their files unwritable (docs/storage.md, The journal); those before it were
 * committed to the journal (201), in the data folder, and wait there for the files.
 */
async function refusedOnceUnwritable(app: RunningApp, post: (typeof POSTS)[number]) {
  const send = () =>
    rawRequest(app.baseUrl, post.path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(post.valid),
    });
  await expect
    .poll(async () => (await send()).status, { ...CHECKPOINTED, message: post.name })
    .toBe(503);
  expect(JSON.parse((await send()).text)).toEqual({ message: msg.storageError });
}

onlyEmbedded('an unwritable location → 503 JSON once found, nothing half-written', () => {
  it('a read-only folder', async () => {
    const { fx, storage, subs } = await setup();
    const app = await start(fx, storage);
    await mkdir(subs);
    await chmod(subs, 0o555);
    if (process.getuid?.() === 0) {
      // root ignores file modes: /sys, which refuses new files even to root, stands in for a
      // read-only mount.
      await rm(subs, { recursive: true });
      await symlink('/sys', subs);
    }
    for (const post of POSTS) await refusedOnceUnwritable(app, post);
    const left = await readdir(subs);
    expect(left.filter((n) => n.endsWith('.tmp') || n.endsWith('.json'))).toEqual([]);
    cleanup.push(() => chmod(subs, 0o755).catch(() => undefined));
  });

  it('the submissions folder is blocked by a file', async () => {
    const { fx, storage, dataDir, subs } = await setup();
    const app = await start(fx, storage);
    await writeFile(subs, 'not a folder');
    for (const post of POSTS) await refusedOnceUnwritable(app, post);
    expect(await readFile(subs, 'utf8')).toBe('not a folder');
    expect((await readdir(dataDir)).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });

  it('the file cannot be replaced (a folder in its place)', async () => {
    const { fx, storage, subs } = await setup();
    const app = await start(fx, storage);
    // A folder where the month file belongs: the checkpoint cannot put the file there.
    const file = thisMonth(subs, 'feedback');
    await mkdir(join(file, 'inside'), { recursive: true });
    await refusedOnceUnwritable(
      app,
      POSTS.find((p) => p.path === api.feedback)!,
    );
    expect(await readdir(join(subs, 'feedback'))).toEqual([basename(file)]);
    expect(await readdir(file)).toEqual(['inside']);
  });
});

onlyEmbedded('the content file', () => {
  it('is copied from the seed on first start, and later starts keep the copy as it is', async () => {
    const { fx, storage, dataDir } = await setup();
    const first = await start(fx, storage);
    const contentFile = join(dataDir, 'content.json');
    const copy = JSON.parse(await readFile(contentFile, 'utf8')) as {
      banners: { title: string }[];
    };
    expect(copy.banners[0]?.title).toBe('Banner one');
    await first.close();

    // Staff edit the data dir's copy; the seed is never read again, and never written.
    const seedBefore = await readFile(join(fx.assetsDir, 'seed', 'banners.json'));
    copy.banners[0]!.title = 'Edited by staff';
    await writeFile(contentFile, JSON.stringify(copy));
    const second = await start(fx, storage);
    const { body } = await getJson<{ data: { title: string }[] }>(second.baseUrl, api.banners);
    expect(body.data[0]?.title).toBe('Edited by staff');
    expect((await readFile(join(fx.assetsDir, 'seed', 'banners.json'))).equals(seedBefore)).toBe(
      true,
    );
  });
});
