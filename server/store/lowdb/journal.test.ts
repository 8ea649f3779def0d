// The embedded engine's journal (docs/storage.md, The journal): appends that arrive together share
// one write, a start reads every whole line and skips a torn one, and a checkpoint removes a
// segment only once every collection has written what it held.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { journalLine } from './collection';
import { Journal, journalStats, readJournal, type JournalWrite } from './journal';

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function folder(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'investor-journal-'));
  dirs.push(dir);
  return dir;
}

const write = (n: number): JournalWrite => ({
  collection: 'complaints',
  insert: true,
  record: { id: `id-${n}`, createdAt: '', updatedAt: '', version: 1 },
});

/** A collection as the checkpoint sees it, counting its calls; `fail` makes the next one fail. */
function collection() {
  const c = { calls: 0, fail: null as Error | null, checkpoint: async () => {} };
  c.checkpoint = async () => {
    c.calls++;
    if (c.fail) throw c.fail;
  };
  return c;
}

it('writes appends that arrive together in one group, each line whole', async () => {
  const dir = await folder();
  const journal = await Journal.begin(dir, 0, []);
  const before = journalStats.groups;
  await Promise.all(Array.from({ length: 50 }, (_, n) => journal.append(journalLine([write(n)]))));
  expect(journalStats.groups - before).toBeLessThan(5);
  const { commits, segments } = await readJournal(dir);
  expect(segments.map((f) => f.slice(dir.length + 1))).toEqual(['journal-1.log']);
  expect(commits.map((c) => c[0]!.record.id)).toEqual(
    Array.from({ length: 50 }, (_, n) => `id-${n}`),
  );
  await journal.close();
});

it('at start, reads every whole line of every segment in order and skips a torn or broken one', async () => {
  const dir = await folder();
  const line = (n: number) => journalLine([write(n)]);
  await writeFile(join(dir, 'journal-2.log'), `${line(3)}\n{"writes":[{"coll\n${line(4)}\n`);
  await writeFile(join(dir, 'journal-1.log'), `${line(1)}\n${line(2)}\n`);
  // Cut short by a crash: never answered, so never replayed.
  await writeFile(join(dir, 'journal-10.log'), `${line(5)}\n${line(6).slice(0, 20)}`);
  const { commits } = await readJournal(dir);
  expect(commits.map((c) => c[0]!.record.id)).toEqual(['id-1', 'id-2', 'id-3', 'id-4', 'id-5']);
});

it('a checkpoint removes the segments before it once every collection has written its parts', async () => {
  const dir = await folder();
  const a = collection();
  const b = collection();
  const journal = await Journal.begin(dir, 4, [a, b]);
  await journal.append(journalLine([write(1)]));
  b.fail = new Error('no space');
  await expect(journal.checkpoint()).rejects.toThrow('no space');
  // Kept for the replay: b's part files lack the commit.
  expect((await readdir(dir)).sort()).toEqual(['journal-5.log', 'journal-6.log']);
  // Retried with the segment before still kept: the current one takes the next line, no new file.
  await journal.append(journalLine([write(2)]));
  await expect(journal.checkpoint()).rejects.toThrow('no space');
  expect((await readdir(dir)).sort()).toEqual(['journal-5.log', 'journal-6.log']);
  b.fail = null;
  await journal.checkpoint();
  expect(await readdir(dir)).toEqual(['journal-6.log']);
  // The next one begins a segment again: what the current one held is in the part files.
  await journal.checkpoint();
  expect(await readdir(dir)).toEqual(['journal-7.log']);
  expect(a.calls).toBe(4);
  expect(b.calls).toBe(4);
  // Closed with everything in the part files: no segment is left.
  await journal.close();
  expect(await readdir(dir)).toEqual([]);
});

it('holds each commit as one line of its records', async () => {
  const dir = await folder();
  const journal = await Journal.begin(dir, 0, []);
  await journal.append(journalLine([write(7)]));
  const text = await readFile(join(dir, 'journal-1.log'), 'utf8');
  expect(text).toBe(`${journalLine([write(7)])}\n`);
  await journal.close();
});
