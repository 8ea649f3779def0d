// The desk's search on PostgreSQL reads each queue's trigram index (migrations/006_search.sql):
// the expression collection.ts writes is the one indexed, for every request kind, so a new kind or
// a changed field list without its index fails here instead of scanning the table at 100k records.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { REQUEST_KINDS } from '../../../src/contract/requests';
import { createTestDatabase, type TestDatabase } from '../../testing/postgres';
import { COLLECTIONS } from '../types';
import { tableOf } from './collection';
import { migrate } from './migrate';
import { searchCondition } from './search';

describe('PostgreSQL search index', () => {
  let db: TestDatabase;
  let pool: pg.Pool;

  beforeAll(async () => {
    db = await createTestDatabase(inject('pgAdminUrl'));
    pool = new pg.Pool({ connectionString: db.url, max: 1 });
    await migrate(pool);
    // The tables are empty: a sequential scan would be cheapest, so forbid it to see the plan.
    await pool.query('SET enable_seqscan = off');
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  it.each(REQUEST_KINDS.map((kind) => kind.name))('%s: q reads its table’s index', async (name) => {
    const table = tableOf(COLLECTIONS[name]);
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN SELECT id FROM ${table} WHERE ${searchCondition(COLLECTIONS[name], '$1')}`,
      ['%contract note%'],
    );
    expect(rows.map((r) => r['QUERY PLAN']).join('\n')).toContain(
      `Bitmap Index Scan on ${table}_search`,
    );
  });
});
