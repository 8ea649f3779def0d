// What the PostgreSQL engine adds to the storage contract: app servers sharing one database see
// each other's writes at once, and free text is matched literally.
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { validFeedback } from '../../testing/payloads';
import { createTestDatabase, type TestDatabase } from '../../testing/postgres';
import { SEED_DIR } from '../testing/engines';
import type { Store } from '../types';
import { openPostgresStore } from './index';

describe('two stores on one PostgreSQL database', () => {
  let db: TestDatabase;
  let a: Store;
  let b: Store;
  beforeEach(async () => {
    db = await createTestDatabase(inject('pgAdminUrl'));
    [a, b] = await Promise.all([
      openPostgresStore({ databaseUrl: db.url, seedDir: SEED_DIR }),
      openPostgresStore({ databaseUrl: db.url, seedDir: SEED_DIR }),
    ]);
  });
  afterEach(async () => {
    await Promise.all([a.close(), b.close()]);
    await db.drop();
  });

  it('content changed through one is served by the other on its next read', async () => {
    const banners = await b.content.get('banners'); // b has it cached now
    expect(banners.length).toBeGreaterThan(1);
    await a.content.put('banners', banners.slice(1));
    expect(await b.content.get('banners')).toEqual(banners.slice(1));
    await a.content.put('banners', banners);
    expect(await b.content.get('banners')).toEqual(banners);
  });

  it('a record updated through one is stale for the other', async () => {
    const saved = await a.feedback.insert({ ...validFeedback, modeOfCommute: 'Website' });
    await b.feedback.update(saved.id, 1, (f) => ({ ...f, feedback: 'edited on b' }));
    await expect(a.feedback.update(saved.id, 1, (f) => f)).rejects.toThrow(/changed by someone/);
    expect((await a.feedback.get(saved.id))?.feedback).toBe('edited on b');
  });

  it('search text with % and _ matches those characters, not any text', async () => {
    await a.feedback.insert({ ...validFeedback, modeOfCommute: 'Website', email: 'x_1@ex.in' });
    await a.feedback.insert({ ...validFeedback, modeOfCommute: 'Website', email: 'xa1@ex.in' });
    expect((await b.feedback.list({ q: 'x_1' })).total).toBe(1);
    expect((await b.feedback.list({ q: '%' })).total).toBe(0);
  });
});
