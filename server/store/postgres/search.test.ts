// The desk's search on PostgreSQL (migrations/007_search.sql, docs/storage.md Search): each queue's
// `search` column holds exactly the fields its kind's declaration names and the staff notes, and
// `q` reads the column's trigram index, for every request kind: a new kind or a changed field list
// without its migration fails here (its search would miss a field, or read the whole table). So
// does the `visible` column (migrations/014_queue_counts_visible.sql) for the `q` of staff who see
// PII masked: what a masked record shows, under its own trigram index.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { REQUEST_KINDS } from '../../../src/contract/requests';
import { createTestDatabase, type TestDatabase } from '../../testing/postgres';
import { COLLECTIONS, type CollectionSpec } from '../types';
import { tableOf } from './collection';
import { migrate } from './migrate';
import { searchCondition, visibleCondition } from './search';

const KINDS = REQUEST_KINDS.map((kind) => kind.name);

describe('PostgreSQL search column and index', () => {
  let db: TestDatabase;
  let pool: pg.Pool;

  beforeAll(async () => {
    db = await createTestDatabase(inject('pgAdminUrl'));
    pool = new pg.Pool({ connectionString: db.url, max: 1 });
    await migrate(pool);
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  it.each(KINDS)(
    '%s: the search column holds its search and text fields and notes',
    async (name) => {
      const spec: CollectionSpec = COLLECTIONS[name];
      const fields = [...spec.search, ...(spec.text ?? [])];
      const data = {
        ...Object.fromEntries(fields.map((f) => [f, `Value of ${f}`])),
        other: 'not searched',
        history: [{ to: 'New' }, { to: 'Done', note: 'A staff note' }],
      };
      const { rows } = await pool.query<{ search: string }>(
        `INSERT INTO ${tableOf(spec)} (id, created_at, updated_at, version, data)
       VALUES ($1, now(), now(), 1, $2) RETURNING search`,
        [`search-${name}`, JSON.stringify(data)],
      );
      expect(rows[0]!.search.split('\n').sort()).toEqual(
        [...fields.map((f) => `Value of ${f}`), 'A staff note'].sort(),
      );
    },
  );

  it.each(KINDS)(
    '%s: the visible column holds its key, status, times, text fields and notes, no PII',
    async (name) => {
      const spec: CollectionSpec = COLLECTIONS[name];
      const rules = spec.queue!;
      const fields = [...spec.search, ...(spec.text ?? [])];
      const data = {
        ...Object.fromEntries(fields.map((f) => [f, `Value of ${f}`])),
        status: 'Checked',
        history: [{ to: 'Checked', note: 'A staff note' }],
      };
      // Two records, one due and one with no clock running ('infinity': no due time shown).
      const insert = async (n: number, due: string) => {
        const id = `visible-${name}-${n}`;
        const key = rules.key === 'id' ? id : `${n} ${rules.key}`;
        const { rows } = await pool.query<{ visible: string }>(
          `INSERT INTO ${tableOf(spec)} (id, created_at, updated_at, version, data, due_at)
           VALUES ($1, '2026-11-29T05:06:07.089Z', now(), 1, $2, $3) RETURNING visible`,
          [id, JSON.stringify({ ...data, [rules.key]: key }), due],
        );
        return { key, lines: rows[0]!.visible.split('\n') };
      };
      const texts = [...(spec.text ?? []).map((f) => `Value of ${f}`), 'A staff note'];
      const due = await insert(1, '2026-12-01T10:00:00.000Z');
      expect(due.lines).toEqual([
        due.key,
        'Checked',
        '2026-11-29T05:06:07.089Z',
        '2026-12-01T10:00:00.000Z',
        ...texts,
      ]);
      const never = await insert(2, 'infinity');
      expect(never.lines).toEqual([never.key, 'Checked', '2026-11-29T05:06:07.089Z', ...texts]);
    },
  );

  it.each(KINDS)('%s: a masked q reads its table’s visible index', async (name) => {
    const spec: CollectionSpec = COLLECTIONS[name];
    const table = tableOf(spec);
    await pool.query('SET enable_seqscan = off');
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN SELECT id FROM ${table} WHERE ${visibleCondition(spec, spec.queue!, '$1', 'note')}`,
      ['%note%'],
    );
    await pool.query('RESET enable_seqscan');
    expect(rows.map((r) => r['QUERY PLAN']).join('\n')).toContain(
      `Bitmap Index Scan on ${table}_visible`,
    );
  });

  it.each(KINDS)('%s: q reads its table’s index', async (name) => {
    const spec: CollectionSpec = COLLECTIONS[name];
    const table = tableOf(spec);
    // The tables are nearly empty: a sequential scan would be cheapest, so forbid it to see the plan.
    await pool.query('SET enable_seqscan = off');
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN SELECT id FROM ${table} WHERE ${searchCondition(spec, '$1', 'contract note')}`,
      ['%contract note%'],
    );
    await pool.query('RESET enable_seqscan');
    expect(rows.map((r) => r['QUERY PLAN']).join('\n')).toContain(
      `Bitmap Index Scan on ${table}_status_search`,
    );
  });

  // A status filter with `q` (037_queue_counts.sql): one GIN index of (queue_status, search), not
  // a bitmap of each joined, nor the status's rows each checked (at 100k, 10,000 'Open' entries
  // and 16,667 trigram matches: 5 ms for no match): 6,000 complaints, half 'Open', one in a
  // hundred holding 'refund', in a transaction rolled back.
  it('q with a status reads one index of both', async () => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(
        `INSERT INTO complaints (id, created_at, updated_at, version, data, due_at)
         SELECT 'c' || i, now(), now(), 1, jsonb_build_object('complainNo', 'C' || i,
           'complain', CASE WHEN i % 100 = 0 THEN 'refund ' ELSE 'dividend ' END || i,
           'status', (ARRAY['Open', 'Closed'])[i % 2 + 1]), 'infinity'
         FROM generate_series(1, 6000) AS i`,
      );
      await client.query('ANALYZE complaints');
      // Still small: a sequential scan, or the status's btree with each row's text checked, would
      // be cheapest here (at 100k the planner takes the GIN index by itself: docs/performance.md);
      // without them (dropped in this transaction), the conditions must both be the index's.
      await client.query(
        `SET LOCAL enable_seqscan = off;
         DROP INDEX complaints_queue_status; DROP INDEX complaints_queue_status_due`,
      );
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT id FROM complaints
         WHERE ${searchCondition(COLLECTIONS.complaint, '$1', 'refund')} AND queue_status = $2`,
        ['%refund%', 'Open'],
      );
      const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(plan).toContain('Bitmap Index Scan on complaints_status_search');
      expect(plan).toMatch(/Index Cond: \(\(queue_status = 'Open'::text\) AND \(search ~~\*/);
      expect(plan).not.toContain('BitmapAnd');
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });
});
