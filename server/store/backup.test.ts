// `npm run backup -- --to DIR` (docs/storage.md, "Backup"): refusals in process; a backup taken
// while a real server process is writing, then a server started on the copy.
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/contract/api';
import { BACKUP_USAGE, runBackupCli } from './backupCli';
import { LOCK_FILE } from './lowdb/lock';
import { INTENT_FILE } from './lowdb/transaction';
import { backupDataDir, MANIFEST_FILE, type BackupManifest } from './lowdb/backup';
import { openLowdbStore } from './lowdb';
import { SEED_DIR } from './testing/engines';
import { COLLECTIONS } from './types';
import { postComplaint } from '../testing/http';
import { validComplaint, validFeedback, validStopTrade } from '../testing/payloads';
import { runCommandProcess, startServerProcess } from '../testing/serverProcess';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'investor-backup-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('npm run backup (refusals)', () => {
  let lines: string[];
  const run = (argv: string[], config: { dataDir: string; databaseUrl?: string }) => {
    lines = [];
    return runBackupCli(argv, config, { out: (l) => lines.push(l), now: () => new Date() });
  };

  it('refuses a non-empty target, a target inside the data dir, a missing data dir, PostgreSQL and bad usage, writing nothing', async () => {
    const dataDir = join(root, 'data');
    const store = await openLowdbStore({ dataDir, seedDir: SEED_DIR });
    await store.close();
    const taken = join(root, 'taken');
    await mkdir(taken);
    await writeFile(join(taken, 'keep.txt'), 'mine');

    expect(await run(['--to', taken], { dataDir })).toBe(1);
    expect(lines).toEqual([`${taken} exists and is not empty; choose a new folder.`]);
    expect(await readdir(taken)).toEqual(['keep.txt']);

    expect(await run(['--to', join(taken, 'keep.txt')], { dataDir })).toBe(1);
    expect(lines).toEqual([
      `${join(taken, 'keep.txt')} exists and is not a folder; choose a new folder.`,
    ]);

    expect(await run(['--to', join(dataDir, 'copy')], { dataDir })).toBe(1);
    expect(lines).toEqual([`The backup cannot go inside the data directory ${dataDir}.`]);

    expect(await run(['--to', join(root, 'b')], { dataDir: join(root, 'nope') })).toBe(1);
    expect(lines).toEqual([`No data directory at ${join(root, 'nope')}.`]);

    expect(await run(['--to', join(root, 'b')], { dataDir, databaseUrl: 'postgres://x/y' })).toBe(
      1,
    );
    expect(lines[0]).toContain('pg_dump');

    expect(await run([], { dataDir })).toBe(2);
    expect(await run(['--to'], { dataDir })).toBe(2);
    expect(await run(['--from', 'x'], { dataDir })).toBe(2);
    expect(lines.at(-1)).toContain(BACKUP_USAGE);
    expect((await readdir(root)).sort()).toEqual(['data', 'taken']);
  });

  it('refuses a data file that is not JSON, leaving no partial copy', async () => {
    const dataDir = join(root, 'data');
    const store = await openLowdbStore({ dataDir, seedDir: SEED_DIR });
    await store.close();
    await mkdir(join(dataDir, 'submissions', 'feedback'), { recursive: true });
    await writeFile(join(dataDir, 'submissions', 'feedback', '2026-11.json'), '{"records": [');
    expect(await run(['--to', join(root, 'b')], { dataDir })).toBe(1);
    expect(lines).toEqual([
      `${join('submissions', 'feedback', '2026-11.json')} in the data directory is not valid JSON; nothing was backed up.`,
    ]);
    expect((await readdir(root)).sort()).toEqual(['data']);
  });
});

describe('npm run backup (a stopped server)', () => {
  it('holds every record of every collection as the original has it', async () => {
    const dataDir = join(root, 'data');
    const original = await openLowdbStore({ dataDir, seedDir: SEED_DIR });
    await original.complaint.insert({
      ...validComplaint,
      department: 'Back Office',
      complainNo: 'CMP-7K4Q-9XTD',
      status: 'Open',
      history: [],
    });
    await original.feedback.insert({ ...validFeedback, modeOfCommute: 'Website' });
    await original.freeze.insert({ ...validStopTrade, ackNo: 'FRZ-7K4Q-9XTD' });
    await original.content.put('banners', []);
    await original.close();
    // A transaction under way when the copy is made: its writes were not acknowledged yet.
    const unanswered = { ...validComplaint, complainNo: 'CMP-UNAN-SWRD', status: 'Open' };
    const write = { collection: 'complaints', insert: true, record: { ...unanswered, id: 'x1' } };
    await writeFile(join(dataDir, INTENT_FILE), JSON.stringify({ writes: [write] }));

    const manifest = await backupDataDir(dataDir, join(root, 'copy'), new Date());
    expect(await readdir(join(root, 'copy'))).not.toContain(INTENT_FILE);
    await rm(join(dataDir, INTENT_FILE));
    expect(manifest.records).toEqual({ complaints: 1, feedback: 1, 'stop-trade': 1 });
    const [a, b] = await Promise.all([
      openLowdbStore({ dataDir, seedDir: SEED_DIR }),
      openLowdbStore({ dataDir: join(root, 'copy'), seedDir: SEED_DIR }),
    ]);
    try {
      for (const key of Object.keys(COLLECTIONS) as (keyof typeof COLLECTIONS)[]) {
        expect((await b[key].list()).data).toEqual((await a[key].list()).data);
      }
      expect(await b.content.get('banners')).toEqual([]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe('npm run backup (a running server)', () => {
  it('copies the committed files while the server writes; a server on the copy serves them', async () => {
    const dataDir = join(root, 'data');
    const target = join(root, 'backup');
    const server = await startServerProcess({ DATA_DIR: dataDir, RATE_LIMIT_POST: '100000/60' });
    const post = () => postComplaint(server.baseUrl);
    let before: string[];
    let during: string[] = [];
    try {
      before = await Promise.all(Array.from({ length: 5 }, post));
      let writing = true;
      // Settled into a value, so a failed post is reported below, not as an unhandled rejection.
      const writer = (async () => {
        while (writing) during = [...during, ...(await Promise.all([post(), post()]))];
      })().then(
        () => undefined,
        (err: unknown) => err,
      );
      const result = await runCommandProcess('server/backup.ts', ['--to', target], {
        DATA_DIR: dataDir,
      });
      writing = false;
      expect(await writer).toBeUndefined();
      expect(result.stderr.split('\n').filter((l) => l && !l.startsWith('npm warn'))).toEqual([]);
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(
        new RegExp(`^Backed up ${dataDir} to ${target} \\(\\d+ files\\)\\n`),
      );
    } finally {
      await server.stop();
    }
    expect(during.length).toBeGreaterThan(0);

    const manifest = JSON.parse(
      await readFile(join(target, MANIFEST_FILE), 'utf8'),
    ) as BackupManifest;
    const files = await readdir(target, { recursive: true });
    expect(files).not.toContain(LOCK_FILE);
    expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(manifest.files.map((f) => f.path).sort()).toEqual(
      files.filter((f) => /\.(json|log)$/.test(f) && f !== MANIFEST_FILE).sort(),
    );

    // Everything acknowledged before the backup is in it; what came during may be.
    const copy = await startServerProcess({ DATA_DIR: target });
    try {
      for (const no of before) {
        expect((await fetch(`${copy.baseUrl}${api.complaintByNo(no)}`)).status).toBe(200);
      }
    } finally {
      await copy.stop();
    }
    const store = await openLowdbStore({ dataDir: target, seedDir: SEED_DIR });
    try {
      const total = await store.complaint.count();
      expect(manifest.records.complaints).toBe(total);
      expect(total).toBeGreaterThanOrEqual(before.length);
      expect(total).toBeLessThanOrEqual(before.length + during.length);
    } finally {
      await store.close();
    }
  }, 90_000);
});
