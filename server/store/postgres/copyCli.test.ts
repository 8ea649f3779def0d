// `npm run db:copy-to-postgres -- --from <dataDir>` as an operator runs it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { validComplaint } from '../../testing/payloads';
import { createTestDatabase, type TestDatabase } from '../../testing/postgres';
import { runCommandProcess } from '../../testing/serverProcess';
import { openLowdbStore } from '../lowdb';
import { SEED_DIR } from '../testing/engines';
import { openPostgresStore } from './index';

/** What the operator sees: standard output and errors together. */
async function copy(args: string[], databaseUrl: string) {
  const { code, stdout, stderr } = await runCommandProcess('scripts/db-copy-to-postgres.ts', args, {
    DATABASE_URL: databaseUrl,
  });
  return { code, out: stdout + stderr };
}

describe('npm run db:copy-to-postgres', () => {
  let dataDir: string;
  let db: TestDatabase;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'investor-copy-cli-'));
    db = await createTestDatabase(inject('pgAdminUrl'));
  });
  afterEach(async () => {
    await db.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('copies a data dir, prints counts per collection, and copies nothing the second time', async () => {
    const embedded = await openLowdbStore({ dataDir, seedDir: SEED_DIR });
    for (const complainNo of ['CMP-CLI0-0001', 'CMP-CLI0-0002']) {
      await embedded.complaint.insert({
        ...validComplaint,
        department: 'DP',
        complainNo,
        status: 'Open',
        history: [{ by: 'web', at: new Date().toISOString(), from: null, to: 'Open' }],
      });
    }
    await embedded.close();

    const first = await copy(['--from', dataDir], db.url);
    expect(first.out).toMatch(/complaint\s+2\s+2\n/);
    expect(first.out).toMatch(/feedback\s+0\s+0\n/);
    expect(first.code).toBe(0);
    const second = await copy(['--from', dataDir], db.url);
    expect(second.out).toMatch(/complaint\s+2\s+0\n/);
    expect(second.code).toBe(0);

    const pg = await openPostgresStore({ databaseUrl: db.url, seedDir: SEED_DIR });
    expect((await pg.complaint.list({ sort: 'oldest' })).data.map((c) => c.complainNo)).toEqual([
      'CMP-CLI0-0001',
      'CMP-CLI0-0002',
    ]);
    await pg.close();
  }, 40_000);

  it('says what is missing: usage without --from, a clear line for a folder that is not there', async () => {
    const usage = await copy([], db.url);
    expect(usage.code).toBe(2);
    expect(usage.out).toContain('--from <dataDir>');
    const missing = await copy(['--from', join(dataDir, 'nope')], db.url);
    expect(missing.code).toBe(1);
    expect(missing.out).toContain(`No data dir at ${join(dataDir, 'nope')}`);
    expect(missing.out).not.toMatch(/\n\s+at /); // no stack trace
  }, 40_000);
});
