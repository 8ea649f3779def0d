// Schema migrations: applied once, in one transaction, and safe when app servers start together.
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/postgres';
import { migrate, readMigrations } from './migrate';

describe('PostgreSQL schema migrations', () => {
  let db: TestDatabase;
  const pools: pg.Pool[] = [];
  const pool = () => {
    const p = new pg.Pool({ connectionString: db.url, max: 2 });
    pools.push(p);
    return p;
  };
  const tables = async () =>
    (
      await pool().query<{ tablename: string }>(
        'SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename',
      )
    ).rows.map((r) => r.tablename);

  beforeEach(async () => {
    db = await createTestDatabase(inject('pgAdminUrl'));
  });
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((p) => p.end()));
    await db.drop();
  });

  // A number may be reserved by a branch still in flight (003 while 004 lands first): migrate()
  // applies every version not yet recorded, so a gap is harmless; a repeated number is not.
  it('the repo holds numbered migrations, starting at 1, each number once', async () => {
    const versions = (await readMigrations()).map((m) => m.version);
    expect(versions[0]).toBe(1);
    expect(versions).toEqual([...new Set(versions)].sort((a, b) => a - b));
  });

  it('applies each migration once and records it', async () => {
    const all = await readMigrations();
    expect(await migrate(pool())).toEqual(all.map((m) => m.version));
    expect(await migrate(pool())).toEqual([]);
    const { rows } = await pool().query('SELECT version, name FROM schema_migrations');
    expect(rows).toEqual(all.map((m) => ({ version: m.version, name: m.name })));
    expect(await tables()).toEqual(
      expect.arrayContaining(['complaints', 'content', 'stop_trade', 'quick_connect']),
    );
  });

  it('five servers starting at once: one applies the schema, the others wait and apply nothing', async () => {
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => migrate(pool())));
    expect(results.filter((r) => r.length > 0)).toHaveLength(1);
  });

  it('a failing migration leaves the schema as it was', async () => {
    const [first] = await readMigrations();
    const broken = { version: 2, name: '002_broken.sql', sql: 'ALTER TABLE nowhere ADD x int' };
    await expect(migrate(pool(), [first!, broken])).rejects.toThrow(/nowhere/);
    expect(await tables()).toEqual([]);
  });
});
