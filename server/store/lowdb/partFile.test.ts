// The durable adapter lowdb's `Low` holds each part file with (docs/storage.md, Layers): the file
// becomes a PartText and back, older pretty-printed files are read as they are, a file changed
// outside the server is never overwritten, and a failed write shows nothing new.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { CorruptFileError } from '../durableFile';
import { LowDocument } from './lowDocument';
import {
  appendTo,
  emptyPart,
  ForeignChangeError,
  layOut,
  PartFile,
  RECORD_SEPARATOR,
  type PartText,
} from './partFile';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

async function tempFile(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'investor-partfile-'));
  dirs.push(dir);
  return join(dir, '2026-01.json');
}

const records = [
  { id: 'a', text: 'first' },
  { id: 'b', text: 'नमस्ते' },
];

function partOf(list: { id: string }[]): PartText {
  return { ids: list.map((r) => r.id), ...layOut(list.map((r) => JSON.stringify(r))) };
}

function textsOf(part: PartText): unknown[] {
  return part.ids.map((_, i) =>
    JSON.parse(
      part.body.subarray(part.starts[i], part.starts[i + 1]! - RECORD_SEPARATOR.length).toString(),
    ),
  );
}

it('reads an older pretty-printed file as its compact records; a write is one record a line', async () => {
  const file = await tempFile();
  await writeFile(file, JSON.stringify({ records }, null, 2));
  const doc = new LowDocument(new PartFile(file), emptyPart());
  await doc.read();
  expect(doc.shown.ids).toEqual(['a', 'b']);
  expect(textsOf(doc.shown)).toEqual(records);

  await doc.replace(partOf([...records, { id: 'c', text: 'third' }]));
  expect(await readFile(file, 'utf8')).toBe(
    '{\n  "records": [\n' +
      '    {"id":"a","text":"first"},\n' +
      '    {"id":"b","text":"नमस्ते"},\n' +
      '    {"id":"c","text":"third"}\n' +
      '  ]\n}\n',
  );
  const again = new LowDocument(new PartFile(file), emptyPart());
  await again.read();
  expect(again.shown.ids).toEqual(['a', 'b', 'c']);
});

it('keeps the empty part when there is no file, and refuses a file that holds no records', async () => {
  const file = await tempFile();
  const doc = new LowDocument(new PartFile(file), emptyPart());
  await doc.read();
  expect(doc.shown.ids).toEqual([]);
  await writeFile(file, JSON.stringify({ records: [null] }));
  await expect(new PartFile(file).read()).rejects.toBeInstanceOf(CorruptFileError);
  await writeFile(file, JSON.stringify({ list: [] }));
  await expect(new PartFile(file).read()).rejects.toBeInstanceOf(CorruptFileError);
});

it('refuses to write over a file changed outside the server; what readers see stays', async () => {
  const file = await tempFile();
  const doc = new LowDocument(new PartFile(file), emptyPart());
  await doc.read();
  const first = partOf(records.slice(0, 1));
  await doc.replace(first);
  await writeFile(file, JSON.stringify({ records: [{ id: 'x', text: 'by hand' }] }));
  await expect(doc.replace(partOf(records))).rejects.toBeInstanceOf(ForeignChangeError);
  expect(doc.shown).toBe(first);
  expect(await readFile(file, 'utf8')).toContain('by hand');
});

it('a failed write leaves the document shown, and the next write starts from it', async () => {
  let fail = true;
  const written: PartText[] = [];
  const doc = new LowDocument<PartText>(
    {
      read: async () => null,
      write: async (part) => {
        if (fail) throw new Error('disk full');
        written.push(part);
      },
    },
    emptyPart(),
  );
  const shown = doc.shown;
  await expect(doc.replace(partOf(records))).rejects.toThrow('disk full');
  expect(doc.shown).toBe(shown);
  fail = false;
  const next = partOf(records.slice(0, 1));
  await doc.replace(next);
  expect(written).toEqual([next]);
  expect(doc.shown).toBe(next);
});

it('appends records to a part as laying the whole part out again would, the part given unchanged', () => {
  const more = [
    { id: 'c', text: 'तीसरा, "quoted"' },
    { id: 'd', text: 'fourth' },
  ];
  for (const before of [[], records.slice(0, 1), records]) {
    const part = partOf(before);
    const copy = { ids: [...part.ids], body: Buffer.from(part.body), starts: [...part.starts] };
    const appended = appendTo(
      part,
      more.map((r) => r.id),
      more.map((r) => JSON.stringify(r)),
    );
    expect(appended).toEqual(partOf([...before, ...more]));
    expect(textsOf(appended)).toEqual([...before, ...more]);
    // Documents are never changed in place (lowDocument.ts): readers may hold the one before.
    expect(part).toEqual(copy);
  }
  const part = partOf(records);
  expect(appendTo(part, [], [])).toEqual(part);
});
