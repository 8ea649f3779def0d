// Embedded transactions around their commit point, the durable intent (docs/storage.md, The
// outbox): a write that fails before it rolls the transaction back (the caller gets the error,
// nothing of it is stored then or after a restart, later transactions go on); a write that fails
// after it is finished, not reported.
import { cp, mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it, vi } from 'vitest';
import { acknowledgement } from '../../testing/outbox';
import { openComplaint } from '../../testing/payloads';
import { lowdbFolders } from '../testing/lowdbFolders';
import type { Store } from '../types';
import { SUBMISSIONS_DIR } from '.';
import { PartFile } from './partFile';
import { LOCK_FILE } from './lock';
import { INTENT_FILE } from './transaction';

const { afterTest, openAt, tempDir } = lowdbFolders();

async function fresh() {
  const dataDir = await tempDir('investor-tx-');
  return { dataDir, store: await openAt(dataDir) };
}

/** A complaint and its acknowledgement in one transaction (a public POST's writes). */
const post = (store: Store, complainNo: string) =>
  store.transaction(async (tx) => {
    const saved = await tx.within(store.complaint).insert(openComplaint(complainNo));
    await tx.queue(acknowledgement(saved.id));
    return saved;
  });

/** Where this month's complaints go, made unwritable by a folder in its place. */
async function blockComplaints(dataDir: string): Promise<() => Promise<void>> {
  const month = new Date().toISOString().slice(0, 7);
  const file = join(dataDir, SUBMISSIONS_DIR, 'complaints', `${month}.json`);
  await mkdir(join(file, 'inside'), { recursive: true });
  return () => rm(file, { recursive: true, force: true });
}

it('a write refused before the commit point rolls back: error, nothing stored, later ones go on', async () => {
  const { dataDir, store } = await fresh();
  const unblock = await blockComplaints(dataDir);
  await expect(post(store, 'CMP-TX-1')).rejects.toThrow();
  expect(await store.complaint.count()).toBe(0);
  expect(await store.outbox.count()).toBe(0);
  expect((await readdir(dataDir)).filter((n) => n === INTENT_FILE || n.endsWith('.tmp'))).toEqual(
    [],
  );

  // No restart: the next transaction commits, its number free again.
  await unblock();
  const saved = await post(store, 'CMP-TX-1');
  expect(await store.complaint.findBy('complainNo', 'CMP-TX-1')).toEqual(saved);
  expect(await store.outbox.count()).toBe(1);

  // A restart finds nothing of the refused one to finish.
  await store.close();
  const again = await openAt(dataDir);
  expect((await again.complaint.list()).data.map((c) => c.id)).toEqual([saved.id]);
  expect((await again.outbox.list()).data.map((m) => m.about.id)).toEqual([saved.id]);
});

it('an intent that cannot be written rolls the transaction back', async () => {
  const { dataDir, store } = await fresh();
  // A folder in the intent's place: its rename fails, and it is not this transaction's intent.
  const blocked = join(dataDir, INTENT_FILE);
  await mkdir(join(blocked, 'inside'), { recursive: true });
  await expect(post(store, 'CMP-TX-5')).rejects.toThrow();
  expect(await store.complaint.count()).toBe(0);
  expect(await store.outbox.count()).toBe(0);
  await rm(blocked, { recursive: true });
  await post(store, 'CMP-TX-5');
  expect(await store.complaint.count()).toBe(1);
  expect(await store.outbox.count()).toBe(1);
  expect((await readdir(dataDir)).filter((n) => n === INTENT_FILE || n.endsWith('.tmp'))).toEqual(
    [],
  );
});

it('grouped with a refused one, the other transactions commit', async () => {
  const { dataDir, store } = await fresh();
  const unblock = await blockComplaints(dataDir);
  afterTest(unblock);
  const feedback = (n: number) =>
    store.transaction(async (tx) => {
      const saved = await tx.within(store.feedback).insert({
        name: `Visitor ${n}`,
        email: 'visitor@example.com',
        message: 'Good service',
        rating: 5,
      } as never);
      await tx.queue(acknowledgement(saved.id, `feedback/${saved.id}/received/email`));
      return saved;
    });
  // Their steps end while the first commit is under way: they share the next.
  const outcomes = await Promise.allSettled([
    feedback(0),
    feedback(1),
    post(store, 'CMP-TX-2'),
    feedback(2),
  ]);
  expect(outcomes.map((o) => o.status)).toEqual([
    'fulfilled',
    'fulfilled',
    'rejected',
    'fulfilled',
  ]);
  expect(await store.feedback.count()).toBe(3);
  expect(await store.outbox.count()).toBe(3);
  expect(await store.complaint.count()).toBe(0);
});

it('a write failing after the commit point is finished: the caller is answered once it is stored', async () => {
  const { dataDir, store } = await fresh();
  // The rename of a prepared month file fails once, after the intent is durable.
  const prepare = PartFile.prototype.prepare;
  let failures = 0;
  vi.spyOn(PartFile.prototype, 'prepare').mockImplementation(async function (this: PartFile, part) {
    const ready = await prepare.call(this, part);
    if (!this.path.includes(`${join(SUBMISSIONS_DIR, 'complaints')}/`) || failures > 0) {
      return ready;
    }
    return {
      commit: async () => {
        failures++;
        await ready.abort();
        throw Object.assign(new Error('EIO: i/o error, rename'), { code: 'EIO' });
      },
      abort: () => ready.abort(),
    };
  });
  const saved = await post(store, 'CMP-TX-3');
  expect(failures).toBe(1);
  expect(await store.complaint.get(saved.id)).toEqual(saved);
  expect(await store.outbox.count()).toBe(1);
  expect(await readdir(dataDir)).not.toContain(INTENT_FILE);
  // Later transactions go on.
  await post(store, 'CMP-TX-4');
  await store.close();
  const again = await openAt(dataDir);
  expect(await again.complaint.count()).toBe(2);
  expect(await again.outbox.count()).toBe(2);
});

it('a stop once the intent is on disk, the part files still being written: a start finishes it', async () => {
  const { dataDir, store } = await fresh();
  // The complaints' part file is held back; the intent is written meanwhile (docs/storage.md).
  const prepare = PartFile.prototype.prepare;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  vi.spyOn(PartFile.prototype, 'prepare').mockImplementation(async function (this: PartFile, part) {
    if (this.path.includes(`${join(SUBMISSIONS_DIR, 'complaints')}/`)) await held;
    return prepare.call(this, part);
  });
  const posting = post(store, 'CMP-TX-7');
  while (!(await readdir(dataDir)).includes(INTENT_FILE)) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  // The folder as a kill now would leave it (the lock's process gone).
  const stopped = await tempDir('investor-tx-stopped-');
  await cp(dataDir, stopped, { recursive: true });
  await rm(join(stopped, LOCK_FILE));
  release();
  const saved = await posting;

  const again = await openAt(stopped);
  expect(await again.complaint.findBy('complainNo', 'CMP-TX-7')).toEqual(saved);
  expect((await again.outbox.list()).data.map((m) => m.about.id)).toEqual([saved.id]);
  expect(await readdir(stopped)).not.toContain(INTENT_FILE);
});
