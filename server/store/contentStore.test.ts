// The content file of the lowdb engine (docs/storage.md): a file written before a document existed
// gets that document's seed at start, and keeps everything it holds.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { CONTENT_FILE, openContent, readSeed } from './contentStore';

const seedDir = join(import.meta.dirname, '../../data/seed');
let dataDir = '';
afterEach(() => rm(dataDir, { recursive: true, force: true }));

it('adds the seed of documents an older content file lacks, keeping what it holds', async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'content-'));
  const { siteHi, siteGu, ...older } = await readSeed(seedDir);
  const edited = {
    ...older,
    site: { ...older.site, firm: { ...older.site.firm, name: 'Edited' } },
  };
  await writeFile(join(dataDir, CONTENT_FILE), JSON.stringify(edited));

  const data = await openContent(dataDir, seedDir);

  expect(data.site.firm.name).toBe('Edited');
  expect(data.siteHi).toEqual(siteHi);
  expect(data.siteGu).toEqual(siteGu);
  const onDisk = JSON.parse(await readFile(join(dataDir, CONTENT_FILE), 'utf8')) as typeof data;
  expect(onDisk.siteHi).toEqual(siteHi);
  expect(onDisk.site.firm.name).toBe('Edited');
});
