// The engine is chosen once, from the configuration: DATABASE_URL wins over DATA_DIR.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { validFeedback } from '../testing/payloads';
import { createTestDatabase } from '../testing/postgres';
import { openStore } from './index';
import { openPostgresStore } from './postgres';
import { SEED_DIR } from './testing/engines';

describe('openStore', () => {
  it('with a databaseUrl, keeps everything in PostgreSQL and writes nothing to dataDir', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'investor-choice-'));
    const db = await createTestDatabase(inject('pgAdminUrl'));
    try {
      const store = await openStore({ dataDir, seedDir: SEED_DIR, databaseUrl: db.url });
      const saved = await store.feedback.insert({ ...validFeedback, modeOfCommute: 'Website' });
      await store.close();
      expect(await readdir(dataDir)).toEqual([]);
      const direct = await openPostgresStore({ databaseUrl: db.url, seedDir: SEED_DIR });
      expect(await direct.feedback.get(saved.id)).toEqual(saved);
      await direct.close();
    } finally {
      await db.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
