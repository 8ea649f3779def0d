// Embedded transactions around their commit point, one line of the journal (docs/storage.md, The
// journal): a line that cannot be written rolls the transaction back (the caller gets the error,
// nothing of it is stored then or after a restart, later transactions go on); an answered one is
// kept across a stop before its part files are written, and a part file that refuses the
// checkpoint loses nothing.
import { cp, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { acknowledgement } from '../../testing/outbox';
import { openComplaint } from '../../testing/payloads';
import { lowdbFolders } from '../testing/lowdbFolders';
import type { Store } from '../types';
import { SUBMISSIONS_DIR } from '.';
import { Journal } from './journal';
import { LOCK_FILE } from './lock';
import { PartFile } from './partFile';

const { openAt, tempDir } = lowdbFolders();
afterEach(() => void vi.restoreAllMocks());

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

/** The journal's writes refused (no space) while `refuses` says so of the bytes. */
function journalRefuses(refuses: (text: string) => boolean) {
  const proto = Journal.prototype as unknown as { write: (bytes: Buffer) => Promise<void> };
  const write = proto.write;
  return vi.spyOn(proto, 'write').mockImplementation(async function (this: Journal, bytes) {
    if (refuses(bytes.toString())) throw noSpace();
    return write.call(this, bytes);
  });
}

/** What the store says of its health: 'healthy', or why not. */
const healthOf = (store: Store) =>
  store.health().then(
    () => 'healthy',
    (err: Error) => err.message,
  );

/** A wait for the journal's checkpoint (a second after a commit), generous for a loaded machine. */
const CHECKPOINTED = { timeout: 10_000 };

/** What a full disk answers a write. */
const noSpace = () =>
  Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });

const segmentsIn = async (dir: string) =>
  (await readdir(dir)).filter((n) => n.startsWith('journal-'));

it('a line the journal cannot write rolls back: error, nothing stored, later ones go on', async () => {
  const { dataDir, store } = await fresh();
  const refusing = journalRefuses(() => true);
  await expect(post(store, 'CMP-TX-1')).rejects.toThrow('ENOSPC');
  expect(await store.complaint.count()).toBe(0);
  expect(await store.outbox.count()).toBe(0);

  // No restart: the next transaction commits, its number free again.
  refusing.mockRestore();
  const saved = await post(store, 'CMP-TX-1');
  expect(await store.complaint.findBy('complainNo', 'CMP-TX-1')).toEqual(saved);
  expect(await store.outbox.count()).toBe(1);

  // A restart finds nothing of the refused one.
  await store.close();
  expect(await segmentsIn(dataDir)).toEqual([]);
  const again = await openAt(dataDir);
  expect((await again.complaint.list()).data.map((c) => c.id)).toEqual([saved.id]);
  expect((await again.outbox.list()).data.map((m) => m.about.id)).toEqual([saved.id]);
});

it('grouped with a refused one, the other transactions commit', async () => {
  const { store } = await fresh();
  // The group's line is refused while it holds the complaint; each is then tried alone.
  journalRefuses((text) => text.includes('CMP-TX-2'));
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

it('a stop after the answer, before the part files are written: a start replays the journal', async () => {
  const { dataDir, store } = await fresh();
  // The checkpoint a second away held off until the folder is copied: a loaded machine may take
  // longer than that between the answer and the copy.
  const held = vi.spyOn(Journal.prototype, 'checkpoint').mockResolvedValue();
  const saved = await post(store, 'CMP-TX-7');
  // The folder as a kill now would leave it (the lock's process gone): the commit is in the
  // journal alone.
  const stopped = await tempDir('investor-tx-stopped-');
  await cp(dataDir, stopped, { recursive: true });
  held.mockRestore();
  await rm(join(stopped, LOCK_FILE));
  expect(await segmentsIn(stopped)).toEqual(['journal-1.log']);
  expect(await readdir(stopped)).not.toContain(SUBMISSIONS_DIR);

  const again = await openAt(stopped);
  expect(await again.complaint.findBy('complainNo', 'CMP-TX-7')).toEqual(saved);
  expect((await again.outbox.list()).data.map((m) => m.about.id)).toEqual([saved.id]);
  // Replayed into the part files: the start's own segment is the only one left.
  expect(await segmentsIn(stopped)).toEqual(['journal-2.log']);
  expect(await readdir(join(stopped, SUBMISSIONS_DIR, 'complaints'))).toHaveLength(1);
});

it('a start after many commits no checkpoint has written writes each part file once', async () => {
  const { dataDir, store } = await fresh();
  // The checkpoints held off: the commits are in the journal alone, as a kill can leave them.
  const held = vi.spyOn(Journal.prototype, 'checkpoint').mockResolvedValue();
  const saved = [];
  for (let n = 0; n < 30; n++) saved.push(await post(store, `CMP-TX-R${n}`));
  let first = saved[0]!;
  for (let n = 0; n < 5; n++) {
    first = await store.complaint.update(first.id, first.version, (c) => ({
      ...c,
      status: n % 2 ? 'Open' : 'In Process',
    }));
  }
  const stopped = await tempDir('investor-tx-many-');
  await cp(dataDir, stopped, { recursive: true });
  await rm(join(stopped, LOCK_FILE));
  held.mockRestore();

  const written: string[] = [];
  const prepare = PartFile.prototype.prepare;
  vi.spyOn(PartFile.prototype, 'prepare').mockImplementation(async function (this: PartFile, part) {
    written.push(this.path.slice(stopped.length + 1));
    return prepare.call(this, part);
  });
  const again = await openAt(stopped);
  expect(await again.complaint.count()).toBe(30);
  expect(await again.complaint.get(first.id)).toEqual(first);
  expect(await again.outbox.count()).toBe(30);
  // Each collection's one part, in at most two writes (the first may leave before the rest come);
  // one write per commit before.
  const parts = new Set(written);
  expect(parts.size).toBe(2);
  expect(written.length).toBeLessThanOrEqual(2 * parts.size);
});

it('a part file the checkpoint cannot write: the answered commit is kept, the collection takes no more until it can', async () => {
  const { dataDir, store } = await fresh();
  const prepare = PartFile.prototype.prepare;
  let full = true;
  vi.spyOn(PartFile.prototype, 'prepare').mockImplementation(async function (this: PartFile, part) {
    if (full && this.path.includes(`${join(SUBMISSIONS_DIR, 'complaints')}/`)) throw noSpace();
    return prepare.call(this, part);
  });
  const saved = await post(store, 'CMP-TX-3');
  // The next checkpoint fails: the store says so, and the complaints take no new commit.
  await expect.poll(() => healthOf(store), CHECKPOINTED).toContain('ENOSPC');
  await expect(post(store, 'CMP-TX-4')).rejects.toThrow('ENOSPC');
  expect(await store.complaint.get(saved.id)).toEqual(saved);
  // Space again: a later checkpoint writes the part, and commits go on.
  full = false;
  await expect.poll(() => healthOf(store), CHECKPOINTED).toBe('healthy');
  await post(store, 'CMP-TX-4');
  await store.close();
  expect(await segmentsIn(dataDir)).toEqual([]);
  const again = await openAt(dataDir);
  expect(await again.complaint.count()).toBe(2);
  expect(await again.outbox.count()).toBe(2);
});
