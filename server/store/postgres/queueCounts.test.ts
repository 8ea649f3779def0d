// The queue totals PostgreSQL keeps itself (migrations/037_queue_counts.sql and 038_due_counts.sql;
// docs/storage.md, "Queue pages"): inserted as deltas by each write's statement, folded by the
// readers, they equal count(*) of each status, and of the overdue records at any instant, after
// concurrent inserts, status changes and deletes through two app servers, and the desk's page
// totals and summary counts are read from them.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { COMPLAINT_STATUSES } from '../../../src/contract/choices';
import { createTestDatabase, type TestDatabase } from '../../testing/postgres';
import { SEED_DIR } from '../testing/engines';
import type { ComplaintRecord, Store } from '../types';
import { FOLD_ABOVE } from './collection';
import { openPostgresStore } from './index';

const WRITERS = 4;
const EACH = 12;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('queue totals kept by PostgreSQL, two app servers writing at once', () => {
  let db: TestDatabase;
  let a: Store;
  let b: Store;
  let raw: pg.Pool;
  beforeAll(async () => {
    db = await createTestDatabase(inject('pgAdminUrl'));
    const open = () => openPostgresStore({ databaseUrl: db.url, seedDir: SEED_DIR });
    [a, b] = await Promise.all([open(), open()]);
    raw = new pg.Pool({ connectionString: db.url, max: 2 });
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close(), raw?.end()]);
    await db?.drop();
  });

  const complaint = (no: string, status: string) =>
    ({ complainNo: no, status, complain: `About ${no}` }) as unknown as ComplaintRecord;

  /** count(*) of each status, and of all, as the rows stand. */
  async function counted(): Promise<Record<string, number>> {
    const { rows } = await raw.query<{ status: string; n: string }>(
      'SELECT queue_status AS status, count(*) AS n FROM complaints GROUP BY queue_status',
    );
    const byStatus: Record<string, number> = {};
    for (const r of rows) byStatus[r.status] = Number(r.n);
    return byStatus;
  }

  /** One server's writer: inserts, changes statuses, reads pages (which fold) meanwhile. */
  async function writer(store: Store, name: string) {
    for (let i = 0; i < EACH; i++) {
      const status = COMPLAINT_STATUSES[i % COMPLAINT_STATUSES.length]!;
      const record = await store.complaint.insert(complaint(`${name}-${i}`, status));
      if (i % 2 === 0) {
        const next = COMPLAINT_STATUSES[(i + 1) % COMPLAINT_STATUSES.length]!;
        await store.complaint.update(record.id, record.version, (r) => ({ ...r, status: next }));
      }
      if (i % 3 === 0) await store.complaint.queuePage({ now: new Date(), limit: 5 });
    }
  }

  it('equal count(*) of every status after concurrent inserts, updates and deletes, and the pages say so', async () => {
    // Rows stored in bulk (a copy, a seed) count too.
    await a.complaint.insertStored(
      Array.from({ length: 40 }, (_, i) => ({
        ...complaint(`bulk-${i}`, COMPLAINT_STATUSES[i % 3]!),
        id: `bulk-${i}`,
        // One a day from New Year's Day, each at another hour: forty days they fall due on.
        createdAt: new Date(Date.UTC(2026, 0, 1 + i, i % 24, i)).toISOString(),
        updatedAt: new Date(Date.UTC(2026, 0, 1 + i, i % 24, i)).toISOString(),
        version: 1,
      })),
    );
    await Promise.all([
      ...Array.from({ length: WRITERS }, (_, w) => writer(w % 2 ? b : a, `w${w}`)),
      // Deletes (no route deletes a complaint; an operator's might) and a status set by hand.
      (async () => {
        for (let i = 0; i < 10; i++) {
          await raw.query(`DELETE FROM complaints WHERE id = $1`, [`bulk-${i * 2}`]);
          await raw.query(
            `UPDATE complaints SET data = jsonb_set(data, '{status}', '"Moved to ODR"') WHERE id = $1`,
            [`bulk-${i * 2 + 1}`],
          );
        }
      })(),
    ]);
    const expected = await counted();
    const all = Object.values(expected).reduce((s, n) => s + n, 0);
    expect(all).toBe(40 - 10 + WRITERS * EACH);
    const { rows: kept } = await raw.query<{ status: string; n: string }>(
      `SELECT status, sum(n) AS n FROM queue_counts WHERE queue = 'complaints'
       GROUP BY status HAVING sum(n) <> 0`,
    );
    expect(Object.fromEntries(kept.map((r) => [r.status, Number(r.n)]))).toEqual(expected);
    const now = new Date();
    for (const store of [a, b]) {
      expect((await store.complaint.queuePage({ now, limit: 5 })).total).toBe(all);
      for (const status of COMPLAINT_STATUSES) {
        const page = await store.complaint.queuePage({ now, status, limit: 5 });
        expect(page.total).toBe(expected[status] ?? 0);
        expect((await store.complaint.queueCounts({ status, now, dueBefore: now })).inStatus).toBe(
          expected[status] ?? 0,
        );
      }
    }
    // The readers folded the deltas: a few rows a status, not one a write.
    const { rows: left } = await raw.query<{ n: string }>(
      "SELECT count(*) AS n FROM queue_counts WHERE queue = 'complaints'",
    );
    expect(Number(left[0]!.n)).toBeLessThanOrEqual(FOLD_ABOVE);
    // The overdue totals at instants among the bulk rows' due days (each at another hour), now,
    // and ahead, when the new rows fall due, come from the counts by due day.
    const seen = new Set<number>();
    const instants = [
      ...[20.3, 31.6, 44.9, 58.1, 70.5].map((d) => Date.UTC(2026, 0, 1) + d * DAY),
      ...[0, 40.9].map((d) => now.getTime() + d * DAY),
    ];
    for (const instant of instants) {
      const at = new Date(instant);
      const overdue = await overdueAt(at);
      seen.add(overdue);
      for (const store of [a, b]) {
        const page = await store.complaint.queuePage({ now: at, overdue: true, limit: 5 });
        expect(page.total).toBe(overdue);
        const counts = await store.complaint.queueCounts({
          status: 'Open',
          now: at,
          dueBefore: at,
        });
        expect(counts.overdue).toBe(overdue);
      }
    }
    expect(seen.size).toBeGreaterThan(4);
    const { rows: days } = await raw.query<{ n: string }>(
      "SELECT count(*) - count(DISTINCT due_day) AS n FROM due_counts WHERE queue = 'complaints'",
    );
    expect(Number(days[0]!.n)).toBeLessThanOrEqual(FOLD_ABOVE);
  });

  /** count(*) of the records overdue at `at`, as the rows stand. */
  async function overdueAt(at: Date): Promise<number> {
    const { rows } = await raw.query<{ n: string }>(
      'SELECT count(*) AS n FROM complaints WHERE due_at < $1',
      [at],
    );
    return Number(rows[0]!.n);
  }

  it('readers folding at once on both servers while writers write lose no delta', async () => {
    const before = await counted();
    const folds = async (store: Store) => {
      for (let i = 0; i < 20; i++) await store.complaint.queuePage({ now: new Date(), limit: 1 });
    };
    await Promise.all([writer(a, 'x1'), writer(b, 'x2'), folds(a), folds(b), folds(a)]);
    const after = await counted();
    expect(Object.values(after).reduce((s, n) => s + n, 0)).toBe(
      Object.values(before).reduce((s, n) => s + n, 0) + 2 * EACH,
    );
    for (const status of COMPLAINT_STATUSES) {
      const page = await b.complaint.queuePage({ now: new Date(), status, limit: 1 });
      expect(page.total).toBe(after[status] ?? 0);
    }
    const at = new Date(Date.now() + 30 * DAY);
    const page = await a.complaint.queuePage({ now: at, overdue: true, limit: 1 });
    expect(page.total).toBe(await overdueAt(at));
  });
});
