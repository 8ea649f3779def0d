// The embedded engine's file layout (docs/storage.md, Performance): a month is split into parts of
// PART_SIZE records, an insert rewrites only the last part, and a restart reads every part back;
// each part file is read and written by lowdb's `Low` with the PartFile adapter (Layers).
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Low } from 'lowdb';
import { afterEach, expect, it, vi } from 'vitest';
import { COLLECTIONS, queueState, type CollectionSpec, type Stored } from '../types';
import { LowdbCollection, PART_SIZE } from './collection';
import { PartFile, type PartText } from './partFile';

interface Note {
  text: string;
  ref: string;
}

const dirs: string[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

const spec: CollectionSpec = { name: 'notes', indexed: ['ref'], unique: ['ref'], search: ['text'] };

const open = (dir: string) => LowdbCollection.open<Note, 'ref'>(dir, spec);

it('splits a busy month into parts; an update rewrites one part; a restart reads all', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'investor-parts-'));
  dirs.push(dir);
  const first = await open(dir);
  const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i).toISOString();
  const many: Stored<Note>[] = Array.from({ length: PART_SIZE * 2 + 10 }, (_, i) => ({
    text: `note ${i}`,
    ref: `R${i}`,
    id: `id-${i}`,
    createdAt: at(i),
    updatedAt: at(i),
    version: 1,
  }));
  expect(await first.insertStored(many)).toBe(many.length);
  expect((await readdir(dir)).sort()).toEqual(['2026-01.1.json', '2026-01.2.json', '2026-01.json']);

  const untouched = async () =>
    Promise.all(
      ['2026-01.1.json', '2026-01.2.json'].map(async (f) => (await stat(join(dir, f))).mtimeMs),
    );
  const before = await untouched();
  await first.update('id-2', 1, (r) => ({ text: 'changed', ref: r.ref }));
  const inFirst = JSON.parse(await readFile(join(dir, '2026-01.json'), 'utf8')) as {
    records: Note[];
  };
  expect(inFirst.records).toHaveLength(PART_SIZE);
  expect(inFirst.records[2]!.text).toBe('changed');
  expect(await untouched()).toEqual(before);

  const second = await open(dir);
  expect(await second.count()).toBe(many.length);
  expect((await second.findBy('ref', 'R2'))?.text).toBe('changed');
  expect((await second.findBy('ref', `R${PART_SIZE * 2 + 9}`))?.id).toBe(`id-${PART_SIZE * 2 + 9}`);
  const oldest = await second.list({ sort: 'oldest', limit: 3 });
  expect(oldest.data.map((r) => r.id)).toEqual(['id-0', 'id-1', 'id-2']);
});

it('keeps records as their text: a part file holds one record a line, reads are copies', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'investor-parts-'));
  dirs.push(dir);
  const notes = await open(dir);
  const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i).toISOString();
  const texts = ['first', 'Ünïcödé नमस्ते', 'third'];
  await notes.insertStored(
    texts.map((text, i) => ({ text, ref: `R${i}`, id: `id-${i}`, ...meta(at(i)) })),
  );
  // The middle record grows by many bytes: the records after it are still read whole.
  await notes.update('id-1', 1, (r) => ({ ...r, text: `${r.text} — मराठी ${'x'.repeat(500)}` }));
  expect((await notes.findBy('ref', 'R2'))?.text).toBe('third');
  expect((await notes.get('id-0'))?.text).toBe('first');
  expect((await notes.list({ q: 'मराठी' })).data.map((r) => r.id)).toEqual(['id-1']);
  expect((await notes.list({ q: 'ÜNÏ' })).total).toBe(1);
  // Search fields are matched one by one, never across two.
  expect((await notes.list({ q: '\u0000' })).total).toBe(0);

  const got = (await notes.get('id-0'))!;
  got.text = 'changed by the caller';
  expect((await notes.get('id-0'))?.text).toBe('first');

  const lines = (await readFile(join(dir, '2026-01.json'), 'utf8')).split('\n');
  expect([...lines.slice(0, 2), ...lines.slice(5)]).toEqual([
    '{',
    '  "records": [',
    '  ]',
    '}',
    '',
  ]);
  expect(lines.slice(2, 5).map((l) => (JSON.parse(l.replace(/,$/, '')) as Note).ref)).toEqual([
    'R0',
    'R1',
    'R2',
  ]);
  const reopened = await open(dir);
  expect((await reopened.get('id-1'))?.text).toMatch(/^Ünïcödé नमस्ते — मराठी x{500}$/);
});

function meta(at: string) {
  return { createdAt: at, updatedAt: at, version: 1 };
}

it('parses a long list in turns with other work, from the texts as they were when asked', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'investor-parts-'));
  dirs.push(dir);
  const notes = await open(dir);
  const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i).toISOString();
  const count = PART_SIZE * 5;
  await notes.insertStored(
    Array.from({ length: count }, (_, i) => ({
      text: 'before',
      ref: `R${i}`,
      id: `id-${i}`,
      ...meta(at(i)),
    })),
  );
  const listing = notes.list({ sort: 'oldest' });
  let otherWork = false;
  setImmediate(() => (otherWork = true));
  const changed = notes.update(`id-${count - 1}`, 1, (r) => ({ ...r, text: 'after' }));
  const [page] = await Promise.all([listing, changed]);
  expect(otherWork).toBe(true);
  expect(page.data).toHaveLength(count);
  expect(page.data.at(-1)?.text).toBe('before');
  expect((await notes.get(`id-${count - 1}`))?.text).toBe('after');
});

it("reads and writes each part file through lowdb's Low with the PartFile adapter", async () => {
  const dir = await mkdtemp(join(tmpdir(), 'investor-parts-'));
  dirs.push(dir);
  const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i).toISOString();
  const writes = vi.spyOn(Low.prototype, 'write');
  const notes = await open(dir);
  await notes.insertStored(
    Array.from({ length: PART_SIZE + 1 }, (_, i) => ({
      text: 'stored',
      ref: `R${i}`,
      id: `id-${i}`,
      ...meta(at(i)),
    })),
  );
  const posted = await notes.insert({ text: 'posted', ref: 'NEW' });
  await notes.update('id-3', 1, (r) => ({ ...r, text: 'changed' }));
  // Which file each write of Low went to (its adapter), and which records its document holds.
  const written = (calls: typeof writes.mock) =>
    calls.contexts.map((low) => {
      const { adapter, data } = low as Low<PartText>;
      expect(adapter).toBeInstanceOf(PartFile);
      return { file: (adapter as PartFile).path, ids: data.ids.length, last: data.ids.at(-1) };
    });
  const thisMonth = `${posted.createdAt.slice(0, 7)}.json`;
  expect(written(writes.mock)).toEqual([
    { file: join(dir, '2026-01.json'), ids: PART_SIZE, last: `id-${PART_SIZE - 1}` },
    { file: join(dir, '2026-01.1.json'), ids: 1, last: `id-${PART_SIZE}` },
    { file: join(dir, thisMonth), ids: 1, last: posted.id },
    { file: join(dir, '2026-01.json'), ids: PART_SIZE, last: `id-${PART_SIZE - 1}` },
  ]);

  const reads = vi.spyOn(Low.prototype, 'read');
  const reopened = await open(dir);
  const files = reads.mock.contexts.map((low) => ((low as Low<PartText>).adapter as PartFile).path);
  expect(files.sort()).toEqual(
    ['2026-01.1.json', '2026-01.json', thisMonth].map((f) => join(dir, f)).sort(),
  );
  expect((await reopened.get('id-3'))?.text).toBe('changed');
  expect((await reopened.findBy('ref', 'NEW'))?.id).toBe(posted.id);
});

it('q reads a record’s text and notes as they are now: after an update, an insert and a restart', async () => {
  // The parts' free text (freeText.ts) follows each write at the record's place, in every part.
  const dir = await mkdtemp(join(tmpdir(), 'investor-free-'));
  dirs.push(dir);
  const texts: CollectionSpec = { ...spec, search: ['ref'], text: ['text'], notes: true };
  type Noted = Note & { history?: { note?: string }[] };
  const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i).toISOString();
  const first = await LowdbCollection.open<Noted, 'ref'>(dir, texts);
  await first.insertStored(
    Array.from({ length: PART_SIZE + 5 }, (_, i) => ({
      text: i % 2 ? `Dividend of ${i}` : `Ledger of ${i}`,
      ref: `R${i}`,
      id: `id-${i}`,
      createdAt: at(i),
      updatedAt: at(i),
      version: 1,
    })),
  );
  const found = async (c: LowdbCollection<Noted, 'ref'>, q: string) =>
    (await c.list({ q })).data.map((r) => r.ref).sort();
  expect(await found(first, 'dividend of 1001')).toEqual(['R1001']);
  await first.update('id-1001', 1, (r) => ({ ...r, text: 'Pledge', history: [{ note: 'ÉCRIT' }] }));
  await first.update('id-3', 1, (r) => ({ ...r, history: [{ note: 'Called back' }] }));
  await first.insert({ text: 'Margin of new', ref: 'R-new' });
  for (const c of [first, await LowdbCollection.open<Noted, 'ref'>(dir, texts)]) {
    expect(await found(c, 'dividend of 1001')).toEqual([]);
    expect(await found(c, 'pledge')).toEqual(['R1001']);
    expect(await found(c, 'écrit')).toEqual(['R1001']);
    expect(await found(c, 'CALLED')).toEqual(['R3']);
    expect(await found(c, 'margin of')).toEqual(['R-new']);
    expect(await found(c, 'of 100')).toEqual(['R100', 'R1000', 'R1002', 'R1003', 'R1004']);
    // A text ends where the next begins: no match spans two, nor a NUL any.
    expect(await found(c, 'pledgeécrit')).toEqual([]);
    expect(await found(c, 'pledge\0')).toEqual([]);
  }
});

it("a collection's own partSize splits its months sooner (the outbox's 100)", async () => {
  const dir = await mkdtemp(join(tmpdir(), 'investor-parts-'));
  dirs.push(dir);
  const small = await LowdbCollection.open<Note, 'ref'>(dir, { ...spec, partSize: 100 });
  const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i).toISOString();
  await small.insertStored(
    Array.from({ length: 250 }, (_, i) => ({
      text: 'n',
      ref: `R${i}`,
      id: `id-${i}`,
      ...meta(at(i)),
    })),
  );
  expect((await readdir(dir)).sort()).toEqual(['2026-01.1.json', '2026-01.2.json', '2026-01.json']);
  const last = JSON.parse(await readFile(join(dir, '2026-01.2.json'), 'utf8')) as {
    records: Note[];
  };
  expect(last.records).toHaveLength(50);
  expect(COLLECTIONS.outbox.partSize).toBe(100);
});

it('a queue’s sorted indexes are built from the files on open: another process’s writes are in them', async () => {
  // queueIndex.ts: kept in memory only, so what another process (`npm run complaint:status` with
  // the server stopped) wrote to the files is in them on the next open, in every order.
  const dir = await mkdtemp(join(tmpdir(), 'investor-queue-index-'));
  dirs.push(dir);
  const complaints = COLLECTIONS.complaint;
  const rules = complaints.queue!;
  type Complaint = Record<string, unknown>;
  const openQueue = () => LowdbCollection.open<Complaint, never>(dir, complaints);
  const now = new Date('2026-02-20T00:00:00.000Z');
  const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + (i % 200) * 3_600_000).toISOString();
  const statuses = ['Open', 'In Process', 'Closed'];
  const first = await openQueue();
  await first.insertStored(
    Array.from({ length: 400 }, (_, i) => ({
      complainNo: `CMP-${i}`,
      status: statuses[i % 3],
      ...(i % 5 === 0 && { owner: 'meera' }),
      id: `id-${i}`,
      // Two records at each time: equal times keep their arrival order.
      createdAt: at(i),
      updatedAt: at(i),
      version: 1,
    })),
  );
  const other = await openQueue();
  for (let i = 0; i < 400; i += 7) {
    await other.update(`id-${i}`, 1, (r) => ({
      ...r,
      status: statuses[(i + 1) % 3],
      owner: i % 2 ? 'omar' : undefined,
    }));
  }
  await other.insert({ complainNo: 'CMP-new', status: 'Open', owner: 'meera' });

  /** Every record in the store's newest-first order, filtered and sorted here. */
  const reference = async (
    c: LowdbCollection<Complaint, never>,
    query: { status?: string; overdue?: boolean; owner?: string | null },
  ) => {
    const rows = (await c.list()).data
      .map((r) => ({
        id: r.id,
        owner: (r.owner as string | undefined) ?? null,
        ...queueState(rules, r),
      }))
      .filter((r) => query.status === undefined || r.status === query.status)
      .filter((r) => query.owner === undefined || r.owner === query.owner);
    const late = rows.filter((r) => r.due && r.due < now);
    late.sort((a, b) => a.due!.getTime() - b.due!.getTime());
    const rest = query.overdue ? [] : rows.filter((r) => !(r.due && r.due < now));
    return [...late, ...rest].map((r) => r.id);
  };
  const reopened = await openQueue();
  for (const query of [
    {},
    { status: 'Closed' },
    { status: 'Open', owner: 'meera' },
    { overdue: true },
    { owner: null },
    { owner: 'omar', overdue: true },
  ]) {
    const want = await reference(reopened, query);
    const all = await reopened.queuePage({ ...query, now });
    expect({ query, ids: all.data.map((r) => r.id), total: all.total }).toEqual({
      query,
      ids: want,
      total: want.length,
    });
    const page = await reopened.queuePage({ ...query, now, offset: 25, limit: 25 });
    expect({ query, ids: page.data.map((r) => r.id) }).toEqual({ query, ids: want.slice(25, 50) });
  }
  expect((await reopened.queuePage({ now, owner: 'omar' })).total).toBeGreaterThan(0);
  expect((await reopened.queuePage({ now, overdue: true })).total).toBeGreaterThan(0);
});

it('a queue’s word index is built from the files on open: another process’s text changes are in it', async () => {
  // wordIndex.ts: kept in memory only, like the sorted indexes; `list` (which scans every record's
  // texts) is the reference.
  const dir = await mkdtemp(join(tmpdir(), 'investor-word-index-'));
  dirs.push(dir);
  type Complaint = Record<string, unknown>;
  const openQueue = () => LowdbCollection.open<Complaint, never>(dir, COLLECTIONS.complaint);
  const now = new Date('2026-02-20T00:00:00.000Z');
  const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString();
  const first = await openQueue();
  await first.insertStored(
    Array.from({ length: 300 }, (_, i) => ({
      complainNo: `CMP-${i}`,
      fName: 'Asha',
      email: `asha${i}@example.in`,
      complain: `My dividend of ${i}`,
      status: 'Open',
      history: [],
      id: `id-${i}`,
      createdAt: at(i),
      updatedAt: at(i),
      version: 1,
    })),
  );
  const queries = ['dividend', 'ledger', 'kavitha', 'nebulous', 'ebulo', 'asha1', 'of 2'];
  for (const q of queries) await first.queuePage({ q, now });
  const other = await openQueue();
  for (let i = 0; i < 300; i += 7) {
    await other.update(`id-${i}`, 1, (r) =>
      i % 3 === 0
        ? { ...r, complain: `My ledger of ${i}` }
        : i % 3 === 1
          ? { ...r, fName: 'Kavitha', email: `kavitha${i}@example.in` }
          : { ...r, history: [{ by: 'omar', at: at(i), note: 'Nebulous reply' }] },
    );
  }
  await other.insert({ complainNo: 'CMP-new', complain: 'Nebulous ledger', status: 'Open' });
  const reopened = await openQueue();
  for (const q of queries) {
    const want = (await reopened.list({ q })).data.map((r) => r.id).sort();
    const got = (await reopened.queuePage({ q, now })).data.map((r) => r.id).sort();
    expect({ q, got }).toEqual({ q, got: want });
    expect({ q, found: want.length > 0 }).toEqual({ q, found: true });
  }
});
