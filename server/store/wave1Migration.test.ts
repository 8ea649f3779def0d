// A data dir written by wave 1's code (server/store/lowdb/testing/wave1-data/README.md) started on
// by today's server: every record moved to the monthly layout, nothing lost, old files kept
// (docs/storage.md, "Migration from the single-file layout").
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/contract/api';
import { readSeed } from './contentStore';
import { openStore } from './index';
import { MIGRATED_SUFFIX } from './lowdb/migrate';
import { SEED_DIR } from './testing/engines';
import { COLLECTIONS, type Store } from './types';
import { startServerProcess, testCipher } from '../testing/serverProcess';

const WAVE1 = resolve(import.meta.dirname, 'lowdb/testing/wave1-data');
const EDITED_BANNER = 'Edited by the firm before the upgrade';

/** Each old file with the collection its records belong to. */
const OLD_FILES = {
  contactMessage: 'quick-connect',
  complaint: 'complaints',
  feedback: 'feedback',
  withdrawal: 'withdrawals',
  freeze: 'stop-trade',
} as const satisfies Partial<Record<keyof typeof COLLECTIONS, string>>;

type OldRecord = Record<string, unknown> & { id: string; receivedAt: string };

const oldRecords = async (name: string): Promise<OldRecord[]> =>
  (
    JSON.parse(await readFile(join(WAVE1, 'submissions', `${name}.json`), 'utf8')) as {
      records: OldRecord[];
    }
  ).records;

describe('a wave-1 data dir', () => {
  let dataDir: string;
  let store: Store | undefined;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'investor-wave1-'));
    await cp(join(WAVE1, 'submissions'), join(dataDir, 'submissions'), { recursive: true });
    const content = await readSeed(SEED_DIR);
    content.banners[0]!.title = EDITED_BANNER;
    await writeFile(join(dataDir, 'content.json'), JSON.stringify(content, null, 2));
  });
  afterEach(async () => {
    await store?.close();
    store = undefined;
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is migrated on the first start, losing nothing, and only once', async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir });
    try {
      expect(server.output()).toContain('ready at');
      for (const [name, n] of [
        ['quick-connect', 3],
        ['complaints', 3],
        ['feedback', 2],
        ['withdrawals', 1],
        ['stop-trade', 2],
      ] as const) {
        expect(server.output()).toContain(`Moved ${n} ${name} record(s) to the monthly layout`);
      }
      // The public lookup, typed as investors type it, finds each complaint with its status.
      for (const [typed, status] of [
        ['kzg0-ax8f', 'Open'],
        ['CMP 81CG FBAB', 'In Process'],
        ['cmpate6agay', 'Closed'],
      ] as const) {
        const res = await fetch(`${server.baseUrl}${api.complaintByNo(typed)}`);
        expect(res.status).toBe(200);
        expect(((await res.json()) as { data: { status: string }[] }).data[0]!.status).toBe(status);
      }
      const banners = (await (await fetch(`${server.baseUrl}${api.banners}`)).json()) as {
        data: { title: string }[];
      };
      expect(banners.data[0]!.title).toBe(EDITED_BANNER);
    } finally {
      await server.stop();
    }

    const notices: string[] = [];
    // With the server's key: its first start also sealed the phones and PAN (docs/storage.md,
    // "PII at rest"), a second version of each record holding one.
    store = await openStore({
      dataDir,
      seedDir: SEED_DIR,
      info: (line) => notices.push(line),
      cipher: testCipher(),
    });
    // A second start migrates nothing. The stopped server's lock was once found left behind in a
    // full run on a busy machine: taking it over is said, and is no migration.
    expect(notices.filter((line) => !line.startsWith('Took over the lock'))).toEqual([]);
    for (const [key, name] of Object.entries(OLD_FILES)) {
      const old = await oldRecords(name);
      const collection = store[key as keyof typeof OLD_FILES];
      expect(await collection.count()).toBe(old.length);
      const sealed: readonly string[] = COLLECTIONS[key as keyof typeof OLD_FILES].sealed;
      for (const { id, receivedAt, ...fields } of old) {
        const stored = (await collection.get(id)) as Record<string, unknown> | undefined;
        const wasSealed = sealed.some((f) => typeof fields[f] === 'string' && fields[f] !== '');
        expect(stored).toMatchObject({
          ...fields,
          id,
          createdAt: receivedAt,
          ...(wasSealed ? { version: 2 } : { updatedAt: receivedAt, version: 1 }),
        });
        // A status (the staff's hand edit included) is where the record's history starts.
        expect(stored!.history).toEqual(
          typeof fields.status === 'string'
            ? [{ by: 'migration', at: receivedAt, from: null, to: fields.status }]
            : undefined,
        );
      }
      // The old file is kept beside the new layout, byte for byte.
      expect(
        await readFile(join(dataDir, 'submissions', `${name}.json${MIGRATED_SUFFIX}`), 'utf8'),
      ).toBe(await readFile(join(WAVE1, 'submissions', `${name}.json`), 'utf8'));
    }
    expect(await readdir(join(dataDir, 'submissions', 'complaints'))).toEqual([
      '2026-10.json',
      '2026-11.json',
    ]);
    expect((await store.complaint.findBy('complainNo', 'CMP-ATE6-AGAY'))?.status).toBe('Closed');
    expect((await store.freeze.findBy('ackNo', 'FRZ-854X-N092'))?.clientCode).toBe('VS20987');
  }, 60_000);
});
