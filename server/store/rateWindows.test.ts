// The rate budgets' counters (RateWindows, docs/storage.md "Rate budgets") on both engines: a
// fixed window per budget and client, refused past its limit with the time left, and a limit that
// holds for requests sent at once. On PostgreSQL, two stores of one database (two app servers)
// spend one budget, and ended windows are swept from the table.
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/postgres';
import { engines, storeForEachTest, SEED_DIR } from './testing/engines';
import { openPostgresStore } from './postgres';
import { PostgresRateWindows } from './postgres/rateWindows';
import type { RateWindow, Store } from './types';

const MINUTE: RateWindow = { name: 'lookup', limit: 3, windowMs: 60_000 };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(engines)('rate windows: $name', (engine) => {
  let store: Store;
  storeForEachTest(engine, (opened) => (store = opened));

  it('lets `limit` requests through in a window, then refuses with the time left in it', async () => {
    const hits = [];
    for (let i = 0; i < 5; i++) hits.push(await store.rateWindows.hit(MINUTE, '198.51.100.1'));
    expect(hits.map((h) => h.allowed)).toEqual([true, true, true, false, false]);
    for (const { retryAfterMs } of hits) {
      expect(retryAfterMs).toBeGreaterThan(50_000);
      expect(retryAfterMs).toBeLessThanOrEqual(60_000);
    }
  });

  it('counts each client and each budget on its own', async () => {
    const post: RateWindow = { name: 'post', limit: 1, windowMs: 60_000 };
    expect((await store.rateWindows.hit(post, '198.51.100.1')).allowed).toBe(true);
    expect((await store.rateWindows.hit(post, '198.51.100.2')).allowed).toBe(true);
    expect((await store.rateWindows.hit({ ...post, name: 'signIn' }, '198.51.100.1')).allowed).toBe(
      true,
    );
    expect((await store.rateWindows.hit(post, '198.51.100.1')).allowed).toBe(false);
  });

  it('starts a new window once the last one has ended', async () => {
    const short: RateWindow = { name: 'post', limit: 1, windowMs: 300 };
    expect((await store.rateWindows.hit(short, '198.51.100.1')).allowed).toBe(true);
    expect((await store.rateWindows.hit(short, '198.51.100.1')).allowed).toBe(false);
    await sleep(400);
    const next = await store.rateWindows.hit(short, '198.51.100.1');
    expect(next.allowed).toBe(true);
    expect(next.retryAfterMs).toBeGreaterThan(0);
    expect((await store.rateWindows.hit(short, '198.51.100.1')).allowed).toBe(false);
  });

  it('lets exactly `limit` of 100 requests sent at once through', async () => {
    const burst = { name: 'post', limit: 20, windowMs: 60_000 };
    const hits = await Promise.all(
      Array.from({ length: 100 }, () => store.rateWindows.hit(burst, '198.51.100.1')),
    );
    expect(hits.filter((h) => h.allowed)).toHaveLength(20);
  });
});

describe('rate windows of two stores on one PostgreSQL database', () => {
  let db: TestDatabase;
  let stores: Store[];
  let pool: pg.Pool;
  beforeEach(async () => {
    db = await createTestDatabase(inject('pgAdminUrl'));
    stores = await Promise.all(
      [1, 2].map(() => openPostgresStore({ databaseUrl: db.url, seedDir: SEED_DIR })),
    );
    pool = new pg.Pool({ connectionString: db.url, max: 2 });
  });
  afterEach(async () => {
    await pool.end();
    await Promise.all(stores.map((s) => s.close()));
    await db.drop();
  });

  it('spend one budget: 60 requests at once through both let `limit` through', async () => {
    const burst = { name: 'signIn', limit: 10, windowMs: 900_000 };
    const hits = await Promise.all(
      Array.from({ length: 60 }, (_, i) => stores[i % 2]!.rateWindows.hit(burst, '203.0.113.5')),
    );
    expect(hits.filter((h) => h.allowed)).toHaveLength(10);
  });

  it('sweep deletes the ended windows and keeps the running ones', async () => {
    const windows = new PostgresRateWindows(pool);
    try {
      const ending: RateWindow = { name: 'lookup', limit: 1, windowMs: 200 };
      for (let i = 0; i < 50; i++) await windows.hit(ending, `198.51.100.${i}`);
      await windows.hit(MINUTE, '203.0.113.9');
      await sleep(300);
      expect(await windows.sweep()).toBe(50);
      const { rows } = await pool.query('SELECT budget, client FROM rate_budgets');
      expect(rows).toEqual([{ budget: 'lookup', client: '203.0.113.9' }]);
      // The running window still counts: one more is within its limit of 3.
      expect((await windows.hit(MINUTE, '203.0.113.9')).allowed).toBe(true);
    } finally {
      windows.close();
    }
  });
});
