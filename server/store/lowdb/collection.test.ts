// The embedded engine's file layout (docs/storage.md, Performance): a month is split into parts of
// PART_SIZE records, an insert rewrites only the last part, and a restart reads every part back.
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import type { CollectionSpec, Stored } from '../types';
import { LowdbCollection, PART_SIZE } from './collection';

interface Note {
  text: string;
  ref: string;
}

const dirs: string[] = [];
afterEach(async () => {
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
