// Schema migrations: applied once, in one transaction, and safe when app servers start together.
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/postgres';
import { REQUEST_KINDS } from '../../../src/contract/requests';
import { DuplicateKeyError, type CollectionSpec } from '../types';
import { PostgresCollection } from './collection';
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

  // Each number once: two files of one number clash in schema_migrations (its key). A gap is
  // harmless (migrate() applies what schema_migrations lacks), so a branch may reserve a number.
  it('the repo holds numbered migrations, starting at 1, each number once', async () => {
    const versions = (await readMigrations()).map((m) => m.version);
    expect(versions[0]).toBe(1);
    expect(new Set(versions).size).toBe(versions.length);
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

  it('a request kind declared after the migrations gets its table at start, with no migration file', async () => {
    // The worked example's kind (server/requestKind.test.ts), on a database already in use.
    const callbacks = {
      name: 'callbacks',
      indexed: ['callNo', 'status'],
      unique: ['callNo'],
      search: ['callNo', 'clientCode'],
      text: ['reason'],
      notes: true,
    } satisfies CollectionSpec;
    const shipped = REQUEST_KINDS.map((kind) => kind.collection);
    await migrate(pool());
    expect(await tables()).not.toContain('callbacks');

    expect(await migrate(pool(), readMigrations(), [...shipped, callbacks])).toEqual([]);
    expect(await tables()).toContain('callbacks');
    const { rows } = await pool().query<{ indexname: string }>(
      "SELECT indexname FROM pg_indexes WHERE tablename = 'callbacks' ORDER BY indexname",
    );
    expect(rows.map((r) => r.indexname)).toEqual([
      'callbacks_call_no',
      'callbacks_created',
      'callbacks_pkey',
      'callbacks_search',
      'callbacks_status',
    ]);
    type Callback = { callNo: string; clientCode: string; reason: string; history?: object[] };
    const stored = new PostgresCollection<Callback, 'callNo'>(pool(), callbacks);
    await stored.insert({
      callNo: 'CLB-1',
      clientCode: 'VS1',
      reason: 'Margin call query',
      history: [
        { status: 'Done', at: '2026-11-29T00:00:00.000Z', by: 'ops', note: 'Called at noon' },
      ],
    });
    expect(await stored.findBy('callNo', 'CLB-1')).toMatchObject({ clientCode: 'VS1' });
    // `q` reads its search and text fields and its staff notes, as the shipped queues' do.
    for (const q of ['vs1', 'margin call', 'AT NOON']) {
      expect((await stored.list({ q })).total).toBe(1);
    }
    expect((await stored.list({ q: 'evening' })).total).toBe(0);
    await expect(stored.insert({ callNo: 'CLB-1', clientCode: 'VS2', reason: '' })).rejects.toThrow(
      DuplicateKeyError,
    );
    // A later start finds it and makes nothing; the shipped tables stay as their migrations made them.
    expect(await migrate(pool(), readMigrations(), [...shipped, callbacks])).toEqual([]);
    expect(await tables()).toEqual(expect.arrayContaining(['complaints', 'stop_trade']));
  });
});
