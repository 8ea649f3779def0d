import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type {
  CollectionSpec,
  ListQuery,
  Page,
  QueueCollection,
  QueueCountQuery,
  QueueCountResult,
  QueuePageQuery,
  QueueRules,
  RecordMeta,
  Stored,
} from '../types';
import {
  ESTIMATE_ABOVE,
  DuplicateKeyError,
  NotFoundError,
  queueState,
  SCAN_BATCH,
  StaleVersionError,
} from '../types';
import { isUnstorableText } from '../../../src/contract/jsonTypes';
import { searchCondition, visibleCondition } from './search';

export interface Row {
  id: string;
  created_at: Date;
  updated_at: Date;
  version: number;
  data: object;
}

export const COLUMNS = 'id, created_at, updated_at, version, data';

/** The share of a table's pages a broad search's estimated total is counted on (broadPage). */
const SAMPLE_PERCENT = 5;

/**
 * How long a broad search's sampled count is used again for the same search (broadPage): the
 * officer paging through it, or the next officer asking the same, gets the same "about N" without
 * the sample's 5 % of the table read again (docs/storage.md, "Queue pages").
 */
export const ESTIMATE_KEPT_MS = 60_000;
/** Searches whose sampled count is kept at most (the oldest goes first). */
const ESTIMATES_KEPT = 100;

/** A search's filter and parameters but `now`: what its sampled count is kept by. */
function sampleKey(filter: string, params: unknown[], now: string): string {
  return JSON.stringify([filter, params.filter((_, i) => `$${i + 1}` !== now)]);
}

/** `n` to two significant digits (an estimate should not look like a count). */
function twoDigits(n: number): number {
  if (n < 100) return Math.round(n);
  const step = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / step) * step;
}

/**
 * How many rows a queue's kept counts may be in before a reader folds them into one a status
 * (037_queue_counts.sql): each write adds one, so a busy queue is folded every few dozen writes.
 */
export const FOLD_ABOVE = 32;

/** A pool, or one of its connections inside a transaction (Store.appendAudit). */
export type Queryable = Pick<pg.Pool, 'query'>;
const INSERT_BATCH = 1000;

/** `quick-connect` → `quick_connect`, `complainNo` → `complain_no`. */
export function tableOf(spec: CollectionSpec): string {
  return spec.name.replace(/-/g, '_');
}

export function columnOf(field: string): string {
  return field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** Fits a LIKE pattern: the visitor's text matched literally. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A queue record's `due_at` (migrations/008_queue_order.sql): 'infinity' when no clock runs. */
export function dueColumn({ due }: { due: Date | null }): string {
  return due?.toISOString() ?? 'infinity';
}

export function toStored<T>(row: Row): Stored<T> {
  return {
    ...(row.data as T),
    id: row.id,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    version: row.version,
  };
}

/** The record without the store's meta, which lives in columns. */
export function dataOf(record: object): object {
  const data: Record<string, unknown> = { ...record };
  for (const key of ['id', 'createdAt', 'updatedAt', 'version'] satisfies (keyof RecordMeta)[]) {
    delete data[key];
  }
  return data;
}

/**
 * One collection of the PostgreSQL engine (docs/storage.md): a table whose indexed fields are
 * real columns generated from the `data` jsonb. Every call is one statement, so several app
 * servers on one database see each other's writes at once.
 */
export class PostgresCollection<
  T extends object,
  K extends string = never,
> implements QueueCollection<T, K> {
  private readonly table: string;
  private readonly indexed: ReadonlySet<string>;
  /** A queue's table also has `due_at`, which every write sets (dueColumn). */
  private readonly due: string;
  /** `created_at` is the writing server's clock; `seq` is the database's arrival order. */
  private readonly orderBy: (direction: 'ASC' | 'DESC') => string;
  /** Broad searches' sampled counts by their filter and parameters (broadPage). */
  private readonly sampled = new Map<string, { at: number; n: number }>();

  constructor(
    private readonly pool: Queryable,
    private readonly spec: CollectionSpec,
  ) {
    this.table = tableOf(spec);
    this.indexed = new Set(spec.indexed);
    this.due = spec.queue ? ', due_at' : '';
    this.orderBy = (d) => (spec.order === 'arrival' ? `seq ${d}` : `created_at ${d}, seq ${d}`);
  }

  /** This collection on `client`: its statements part of the client's transaction. */
  on(client: pg.PoolClient): PostgresCollection<T, K> {
    return new PostgresCollection<T, K>(client, this.spec);
  }

  /**
   * A value a unique index already holds inserts nothing and is refused as DuplicateKeyError
   * without an error in the database (ON CONFLICT DO NOTHING), so inside a transaction the caller
   * may catch it and go on (Transaction.within; a failed statement would abort the transaction).
   */
  async insert(record: T): Promise<Stored<T>> {
    const now = new Date().toISOString();
    const rows = await this.writeRows(
      `INSERT INTO ${this.table} (id, created_at, updated_at, version, data${this.due})
       VALUES ($1, $2, $2, 1, $3${this.due && ', $4'}) ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
      [
        randomUUID(),
        now,
        JSON.stringify(dataOf(record)),
        ...this.dueOf({ ...record, createdAt: now }),
      ],
      `${this.table}_insert`,
    );
    if (!rows[0]) throw new DuplicateKeyError(await this.takenField(record));
    return toStored<T>(rows[0]);
  }

  /**
   * `records` inserted in one statement, in order, each answered in order: undefined for one a
   * unique index refused (ON CONFLICT DO NOTHING, so a transaction goes on; Transaction.queueAll).
   * Not for a queue's table (no due time is written).
   */
  async insertEach(records: readonly T[]): Promise<(Stored<T> | undefined)[]> {
    if (this.due) throw new Error(`${this.table}: insertEach is not for a queue's table`);
    if (records.length === 0) return [];
    const ids = records.map(() => randomUUID());
    const rows = await this.writeRows(
      `INSERT INTO ${this.table} (id, created_at, updated_at, version, data)
       SELECT id, $2::timestamptz, $2::timestamptz, 1, data
         FROM unnest($1::text[], $3::jsonb[]) WITH ORDINALITY AS r(id, data, n) ORDER BY n
       ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
      [ids, new Date().toISOString(), records.map((r) => JSON.stringify(dataOf(r)))],
      `${this.table}_insert_each`,
    );
    const byId = new Map(rows.map((row) => [row.id, toStored<T>(row)]));
    return ids.map((id) => byId.get(id));
  }

  /** Which unique field of `record` another record holds (the conflict has committed by now). */
  private async takenField(record: T): Promise<string> {
    const unique = this.spec.unique ?? [];
    if (unique.length === 1) return unique[0]!;
    for (const field of unique) {
      const value = (record as Record<string, unknown>)[field];
      if (typeof value === 'string' && (await this.findBy(field as K, value))) return field;
    }
    return 'value';
  }

  /** The `due_at` parameter of a queue's write (none for other tables). */
  private dueOf(record: { createdAt: string }): string[] {
    return this.spec.queue ? [dueColumn(queueState(this.spec.queue, record))] : [];
  }

  /**
   * Records that already carry their meta (a copy of an embedded data dir), in batches; ids
   * already in the table are skipped, so a re-run adds nothing. Returns how many were new.
   */
  async insertStored(records: Stored<T>[]): Promise<number> {
    let inserted = 0;
    for (let start = 0; start < records.length; start += INSERT_BATCH) {
      const batch = records.slice(start, start + INSERT_BATCH);
      const result = await this.writeResult(
        // `seq` is assigned in this order: by time, or as given where it is the collection's own
        // order (the audit chain copied from the embedded engine's arrival order).
        `INSERT INTO ${this.table} (id, created_at, updated_at, version, data${this.due})
         SELECT id, created_at, updated_at, version, data${this.due} FROM unnest(
           $1::text[], $2::timestamptz[], $3::timestamptz[], $4::int[], $5::jsonb[]${this.due && ', $6::timestamptz[]'}
         ) WITH ORDINALITY AS r(id, created_at, updated_at, version, data${this.due}, n)
         ORDER BY ${this.spec.order === 'arrival' ? 'n' : 'created_at'}
         ON CONFLICT (id) DO NOTHING`,
        [
          batch.map((r) => r.id),
          batch.map((r) => r.createdAt),
          batch.map((r) => r.updatedAt),
          batch.map((r) => r.version),
          batch.map((r) => JSON.stringify(dataOf(r))),
          ...(this.due ? [batch.map((r) => this.dueOf(r)[0])] : []),
        ],
      );
      inserted += result.rowCount ?? 0;
    }
    return inserted;
  }

  async get(id: string): Promise<Stored<T> | undefined> {
    const { rows } = await this.pool.query<Row>({
      name: `${this.table}_get`,
      text: `SELECT ${COLUMNS} FROM ${this.table} WHERE id = $1`,
      values: [id],
    });
    return rows[0] && toStored<T>(rows[0]);
  }

  async findBy(field: K, value: string): Promise<Stored<T> | undefined> {
    const where = this.where({ [field]: value });
    // Named, so each pooled connection parses and plans the lookup once (docs/storage.md,
    // Performance); the text depends only on the table and the field.
    const { rows } = await this.pool.query<Row>({
      name: `${this.table}_find_${columnOf(field)}`,
      text: `SELECT ${COLUMNS} FROM ${this.table} ${where.sql} ORDER BY ${this.orderBy('ASC')} LIMIT 1`,
      values: where.params,
    });
    return rows[0] && toStored<T>(rows[0]);
  }

  /** The record stored last (by this collection's order), without counting the rest. */
  async newest(): Promise<Stored<T> | undefined> {
    const { rows } = await this.pool.query<Row>(
      `SELECT ${COLUMNS} FROM ${this.table} ORDER BY ${this.orderBy('DESC')} LIMIT 1`,
    );
    return rows[0] && toStored<T>(rows[0]);
  }

  async list(query: ListQuery = {}): Promise<Page<Stored<T>>> {
    const where = this.where(query.where, query.q, undefined, query.hashes);
    const order = query.sort === 'oldest' ? 'ASC' : 'DESC';
    const params = [...where.params, query.limit ?? null, query.offset ?? 0];
    const n = where.params.length;
    // count(*) OVER () gives the total of the filter in the same statement as the page.
    const { rows } = await this.pool.query<Row & { total: string }>(
      `SELECT ${COLUMNS}, count(*) OVER () AS total FROM ${this.table} ${where.sql}
       ORDER BY ${this.orderBy(order)} LIMIT $${n + 1} OFFSET $${n + 2}`,
      params,
    );
    const total = rows[0]
      ? Number(rows[0].total)
      : await this.count(query.where, query.q, query.hashes);
    return { data: rows.map((r) => toStored<T>(r)), total };
  }

  async *scan(batchSize = SCAN_BATCH): AsyncIterable<Stored<T>[]> {
    // Keyset paging on the (created_at, seq) index: each batch costs its own rows, not an offset's.
    // The time travels as text, so no precision is lost on the way through a JS Date.
    let after: [string, string] = ['-infinity', '0'];
    for (;;) {
      const { rows } = await this.pool.query<Row & { key_at: string; seq: string }>(
        `SELECT ${COLUMNS}, created_at::text AS key_at, seq FROM ${this.table}
         WHERE (created_at, seq) > ($1::timestamptz, $2::bigint)
         ORDER BY created_at, seq LIMIT $3`,
        [...after, batchSize],
      );
      const last = rows.at(-1);
      if (!last) return;
      after = [last.key_at, last.seq];
      yield rows.map((r) => toStored<T>(r));
      if (rows.length < batchSize) return;
    }
  }

  async update(
    id: string,
    expectedVersion: number,
    change: (current: Stored<T>) => T,
  ): Promise<Stored<T>> {
    const current = await this.get(id);
    if (!current) throw new NotFoundError(id);
    if (current.version !== expectedVersion) throw new StaleVersionError(id);
    const next = change(current);
    // The version check is repeated in the statement: a write by another server between our
    // read and this update makes it match no row, and the change is refused, not merged.
    const rows = await this.writeRows(
      `UPDATE ${this.table} SET data = $3, version = version + 1, updated_at = $4${this.due && ', due_at = $5'}
       WHERE id = $1 AND version = $2 RETURNING ${COLUMNS}`,
      [
        id,
        expectedVersion,
        JSON.stringify(dataOf(next)),
        new Date().toISOString(),
        ...this.dueOf({ ...next, createdAt: current.createdAt }),
      ],
    );
    if (!rows[0]) throw new StaleVersionError(id);
    return toStored<T>(rows[0]);
  }

  async count(
    where?: Record<string, string>,
    q?: string,
    hashes?: readonly string[],
  ): Promise<number> {
    const clause = this.where(where, q, undefined, hashes);
    const { rows } = await this.pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM ${this.table} ${clause.sql}`,
      clause.params,
    );
    return Number(rows[0]?.n ?? 0);
  }

  /** The records of `ids`, in that order (one deleted meanwhile is left out). */
  private async inOrder(ids: readonly string[]): Promise<Stored<T>[]> {
    const { rows } = await this.pool.query<Row>(
      `SELECT ${COLUMNS} FROM ${this.table} WHERE id = ANY($1)`,
      [ids],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toStored<T>(row)] : [];
    });
  }

  /**
   * Overdue first (by `due_at`), then newest (docs/storage.md, "Queue pages"): a count of the
   * filter, then each part's page from its index (`due_at`; `created_at` or `queue_status`).
   */
  async queuePage(query: QueuePageQuery): Promise<Page<Stored<T>>> {
    const rules = this.queueRules();
    const where = this.where(
      undefined,
      query.q,
      query.visibleOnly ? (p, text) => visibleCondition(this.spec, rules, p, text) : undefined,
      query.hashes,
    );
    const params = [...where.params, query.now.toISOString()];
    const now = `$${params.length}`;
    const parts = where.sql ? [where.sql.slice('WHERE '.length)] : [];
    let status: string | undefined;
    if (query.status !== undefined) {
      params.push(query.status);
      status = `$${params.length}`;
      parts.push(`queue_status = ${status}`);
    }
    if (query.overdue) parts.push(`due_at < ${now}`);
    if (query.owner === null) parts.push('owner IS NULL');
    else if (query.owner !== undefined) {
      params.push(query.owner);
      parts.push(`owner = $${params.length}`);
    }
    const filter = parts.length ? parts.join(' AND ') : 'TRUE';
    if (where.params.length) return this.searchedPage(filter, params, now, query);
    const offset = query.offset ?? 0;
    const end = query.limit === undefined ? Infinity : offset + query.limit;
    // The overdue part is counted no further than the page's end (an index-only scan of `due_at`,
    // or of queue_status with due_at: 014_queue_counts_visible.sql): past it, its rows are the
    // page's and the rest is not read. The total of the whole queue or of a status is the sum of
    // the database's kept counts (037_queue_counts.sql), in the same statement (one snapshot);
    // an owner's is counted from its index. The overdue filter's is its overdue part: alone, from
    // the counts by due day the database keeps (038_due_counts.sql); with another condition,
    // counted from the index.
    const kept = query.owner === undefined;
    const { rows: counts } = await this.pool.query<{
      total: string;
      late?: string;
      deltas: string;
      due_deltas?: string;
    }>(
      query.overdue && parts.length === 1
        ? `SELECT ${this.keptOverdue(now)} AS total, 0 AS deltas, ${this.dueDeltas()} AS due_deltas`
        : query.overdue
          ? `SELECT count(*) AS total, 0 AS deltas FROM ${this.table} WHERE ${filter}`
          : `SELECT ${
              kept
                ? this.keptTotal(status)
                : `(SELECT count(*) FROM ${this.table} WHERE ${filter}) AS total, 0 AS deltas`
            },
          (SELECT count(*) FROM (SELECT FROM ${this.table} WHERE ${filter} AND due_at < ${now}
            LIMIT $${params.length + 1}) AS late) AS late`,
      query.overdue ? params : [...params, Number.isFinite(end) ? end : null],
    );
    const total = Number(counts[0]?.total ?? 0);
    // Under the overdue filter every record of the total is overdue.
    const late = query.overdue ? total : Number(counts[0]?.late ?? 0);
    if (Number(counts[0]?.deltas ?? 0) > FOLD_ABOVE) await this.fold('queue_counts');
    if (Number(counts[0]?.due_deltas ?? 0) > FOLD_ABOVE) await this.fold('due_counts');
    if (query.limit !== undefined) {
      const rows = await this.pageAfter(filter, params, now, query, query.limit);
      if (rows) return { data: rows.map((r) => toStored<T>(r)), total };
    }
    const page = async (condition: string, order: string, from: number, to: number) => {
      if (to <= from) return [];
      const { rows } = await this.pool.query<Row>(
        `SELECT ${COLUMNS} FROM ${this.table} WHERE ${filter} AND ${condition}
         ORDER BY ${order} OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
        [...params, from, Number.isFinite(to) ? to - from : null],
      );
      return rows;
    };
    const overdue = await page(
      `due_at < ${now}`,
      'due_at, created_at DESC, seq DESC',
      offset,
      Math.min(end, late),
    );
    // The overdue filter has no rest.
    const rest = query.overdue
      ? []
      : await page(
          `NOT (due_at < ${now})`,
          'created_at DESC, seq DESC',
          Math.max(0, offset - late),
          end - late,
        );
    return { data: [...overdue, ...rest].map((r) => toStored<T>(r)), total };
  }

  /**
   * Where record `after` stands in the queue's two orders: whether it is overdue at `now`, and
   * the conditions of the records after it in the overdue part (due time, then newest) and in the
   * rest (newest), each a bound on its index (docs/storage.md, "Queue pages": keyset), with the
   * values they take from parameter `p` on (its times and `seq` as text, exact). Given as values,
   * not read by a subquery, so the planner sees how far from the index's end the bound is (a
   * subquery's unknown bound made it read a search's every overdue match). Undefined, so the page
   * goes by its offset, without `after`, when the record is no longer stored, or when it is no
   * longer overdue under the overdue filter.
   */
  private async placeOf({ after, now, overdue }: QueuePageQuery, p: number) {
    if (after === undefined) return undefined;
    const { rows } = await this.pool.query<{
      late: boolean;
      due: string | null;
      at: string;
      seq: string;
    }>(
      `SELECT coalesce(due_at < $2, FALSE) AS late, due_at::text AS due, created_at::text AS at,
         seq::text AS seq FROM ${this.table} WHERE id = $1`,
      [after, now.toISOString()],
    );
    const at = rows[0];
    if (!at || at.due === null || (overdue && !at.late)) return undefined;
    const newer = (q: number) => `(created_at, seq) < ($${q}::timestamptz, $${q + 1}::bigint)`;
    return {
      late: at.late,
      lateAfter: {
        sql: `due_at >= $${p}::timestamptz AND (due_at > $${p}::timestamptz OR ${newer(p + 1)})`,
        values: [at.due, at.at, at.seq],
      },
      restAfter: { sql: newer(p), values: [at.at, at.seq] },
    };
  }

  /**
   * The `limit` records after record `query.after` (QueuePageQuery.after; docs/storage.md, "Queue
   * pages"): from its place in the overdue part, then the rest from its start, or from its place
   * in the rest; each read from its index's bound, so a 50th page reads its 25 rows, not the 1,225
   * an offset skips. Undefined (the caller pages by offset) without a place (placeOf).
   */
  private async pageAfter(
    filter: string,
    params: unknown[],
    now: string,
    query: QueuePageQuery,
    limit: number,
  ): Promise<Row[] | undefined> {
    const place = await this.placeOf(query, params.length + 1);
    if (!place) return undefined;
    // `bound`: the record's place in this part (its condition and values), or none: from the start.
    const read = async (
      condition: string,
      order: string,
      n: number,
      bound?: { sql: string; values: string[] },
    ) =>
      (
        await this.pool.query<Row>(
          `SELECT ${COLUMNS} FROM ${this.table} WHERE ${filter} AND ${condition}
           ${bound ? `AND ${bound.sql}` : ''}
           ORDER BY ${order} LIMIT $${params.length + 1 + (bound?.values.length ?? 0)}`,
          [...params, ...(bound?.values ?? []), n],
        )
      ).rows;
    const late = place.late
      ? await read(`due_at < ${now}`, 'due_at, created_at DESC, seq DESC', limit, place.lateAfter)
      : [];
    if (query.overdue || late.length === limit) return late;
    const rest = await read(
      `NOT (due_at < ${now})`,
      'created_at DESC, seq DESC',
      limit - late.length,
      place.late ? undefined : place.restAfter,
    );
    return [...late, ...rest];
  }

  /**
   * A page of `q`'s matches (docs/storage.md, "Queue pages"): one pass over them, to the bound
   * for a page (the trigram index's candidates, each row's text checked), gives their total and
   * the page's ids in order, then the page's rows are read by id. Paging each part as above would check the matches' text
   * again for each part read past its index's first rows.
   */
  private async searchedPage(
    filter: string,
    params: unknown[],
    now: string,
    query: QueuePageQuery,
  ): Promise<Page<Stored<T>>> {
    const n = params.length;
    // A search whose sample was counted less than ESTIMATE_KEPT_MS ago was broad then: its next
    // pages skip the bounded count (their rows are read in order either way; broadPage).
    if (query.limit !== undefined && this.freshSample(filter, params, now)) {
      return this.broadPage(filter, params, now, query, query.limit);
    }
    // A page's search reads its matches up to the bound only (the first ESTIMATE_ABOVE + 1): up
    // to the bound they are all, counted and paged in the same statement; past it the search is
    // broad (broadPage). The CSV export (no page) reads them all.
    const bound = query.limit === undefined ? '' : `LIMIT ${ESTIMATE_ABOVE + 1}`;
    const { rows: found } = await this.pool.query<{ total: string; ids: string[] }>(
      `WITH matches AS MATERIALIZED (
         SELECT id, coalesce(due_at < ${now}, FALSE) AS late, due_at, created_at, seq
         FROM ${this.table} WHERE ${filter} ${bound})
       SELECT (SELECT count(*) FROM matches) AS total,
         ARRAY(SELECT id FROM matches
               ORDER BY late DESC, CASE WHEN late THEN due_at END, created_at DESC, seq DESC
               OFFSET $${n + 1} LIMIT $${n + 2}) AS ids`,
      [...params, query.offset ?? 0, query.limit ?? null],
    );
    if (query.limit !== undefined && Number(found[0]!.total) > ESTIMATE_ABOVE) {
      return this.broadPage(filter, params, now, query, query.limit);
    }
    const { total, ids } = found[0]!;
    const data = await this.inOrder(ids);
    return { data, total: Number(total) };
  }

  /**
   * A page of a search matching more than ESTIMATE_ABOVE records (docs/storage.md, "Queue pages"):
   * the page's ids from the overdue part in `due_at` order, then (when it ends before the page
   * does) the rest in arrival order, each read no further than the page's end, so only the rows
   * read are checked; the total estimated from a fixed 5 % sample of the table's pages (the same
   * sample each time, so it does not move from one page to the next), at least the bound, to two
   * significant digits. When both parts end before the page's end, every match was read: the
   * total is exact.
   */
  private async broadPage(
    filter: string,
    params: unknown[],
    now: string,
    query: QueuePageQuery,
    limit: number,
  ): Promise<Page<Stored<T>>> {
    const n = params.length;
    const offset = query.offset ?? 0;
    // From record `query.after`'s place (keyset, as pageAfter): only the page's rows are read,
    // numbered from 0, and `offset` records are before them. Without a place (placeOf), the page
    // goes by its offset.
    const place = await this.placeOf(query, n + 3);
    const from = place ? 0 : offset;
    const end = place ? limit : offset + limit;
    const before = place ? offset : 0;
    const lateBound = place ? (place.late ? ` AND ${place.lateAfter.sql}` : ' AND FALSE') : '';
    const restBound = place && !place.late ? ` AND ${place.restAfter.sql}` : '';
    // The same search's sample, counted less than ESTIMATE_KEPT_MS ago, is not read again.
    const key = sampleKey(filter, params, now);
    const fresh = this.freshSample(filter, params, now);
    // The overdue part first; the rest only when the overdue part ends before the page does.
    // Each part is read to the page's end, numbered in its order, and only the page's ids come
    // back with how many were read (a 50th page: 25 ids, not 1,250).
    const { rows: first } = await this.pool.query<{
      n: string;
      ids: string[];
      sampled: string | null;
    }>(
      `WITH late AS MATERIALIZED (
         SELECT id, row_number() OVER (ORDER BY due_at, created_at DESC, seq DESC) AS place
         FROM ${this.table} WHERE ${filter} AND due_at < ${now}${lateBound}
         ORDER BY due_at, created_at DESC, seq DESC LIMIT $${n + 1})
       SELECT (SELECT count(*) FROM late) AS n,
         ARRAY(SELECT id FROM late WHERE place > $${n + 2} ORDER BY place) AS ids,
         ${
           fresh
             ? 'NULL'
             : `(SELECT count(*) FROM ${this.table} TABLESAMPLE SYSTEM (${SAMPLE_PERCENT})
            REPEATABLE (41) WHERE ${filter})`
         } AS sampled`,
      [...params, end, from, ...(place?.late ? place.lateAfter.values : [])],
    );
    const late = Number(first[0]!.n);
    const sampled = fresh ? fresh.n : Number(first[0]!.sampled);
    if (!fresh) {
      this.sampled.delete(key);
      this.sampled.set(key, { at: Date.now(), n: sampled });
      if (this.sampled.size > ESTIMATES_KEPT)
        this.sampled.delete(this.sampled.keys().next().value!);
    }
    let rest = { n: 0, ids: [] as string[] };
    if (late < end) {
      const { rows: second } = await this.pool.query<{ n: string; ids: string[] }>(
        `WITH rest AS MATERIALIZED (
           SELECT id, row_number() OVER (ORDER BY created_at DESC, seq DESC) AS place
           FROM ${this.table} WHERE ${filter} AND NOT coalesce(due_at < ${now}, FALSE)${restBound}
           ORDER BY created_at DESC, seq DESC LIMIT $${n + 1})
         SELECT (SELECT count(*) FROM rest) AS n,
           ARRAY(SELECT id FROM rest WHERE place > $${n + 2} ORDER BY place) AS ids`,
        [
          ...params,
          end - late,
          Math.max(0, from - late),
          ...(restBound ? place!.restAfter.values : []),
        ],
      );
      rest = { n: Number(second[0]!.n), ids: second[0]!.ids };
    }
    // Both parts ended before the page's end: every match was read.
    const exact = late + rest.n < end;
    const total = exact
      ? before + late + rest.n
      : Math.max(ESTIMATE_ABOVE + 1, twoDigits((sampled * 100) / SAMPLE_PERCENT));
    const ids = [...first[0]!.ids, ...rest.ids].slice(0, limit);
    const data = await this.inOrder(ids);
    return { data, total, ...(!exact && { estimated: true }) };
  }

  /** The search's sampled count (broadPage) if it was counted less than ESTIMATE_KEPT_MS ago. */
  private freshSample(filter: string, params: unknown[], now: string) {
    const kept = this.sampled.get(sampleKey(filter, params, now));
    return kept && Date.now() - kept.at < ESTIMATE_KEPT_MS ? kept : undefined;
  }

  /**
   * `total` (the queue's, or the status's in parameter `status`) and `deltas` (how many rows the
   * queue's counts are in) as select-list items: the sums of the counts the database keeps
   * (037_queue_counts.sql), a few rows a status, not the queue's rows.
   */
  private keptTotal(status?: string): string {
    const queue = `queue = '${this.table}'`;
    return `(SELECT coalesce(sum(n), 0) FROM queue_counts
        WHERE ${queue}${status ? ` AND status = ${status}` : ''}) AS total,
      (SELECT count(*) FROM queue_counts WHERE ${queue}) AS deltas`;
  }

  /**
   * The queue's kept counts folded into one row a status (037_queue_counts.sql) or a due day
   * (038_due_counts.sql), in one statement: the rows no other folder holds (SKIP LOCKED: two
   * readers folding at once neither wait nor deadlock, each folds its own rows) are deleted and
   * their sums inserted. A writer's rows not yet committed are not seen, so stay; a reader sees the
   * statement's rows all before or all after.
   */
  private async fold(counts: 'queue_counts' | 'due_counts'): Promise<void> {
    const key = counts === 'queue_counts' ? 'status' : 'due_day';
    await this.pool.query({
      name: `${this.table}_fold_${counts}`,
      text: `WITH gone AS (
          DELETE FROM ${counts} WHERE id IN
            (SELECT id FROM ${counts} WHERE queue = $1 FOR UPDATE SKIP LOCKED)
          RETURNING ${key}, n)
        INSERT INTO ${counts} (queue, ${key}, n)
        SELECT $1, ${key}, sum(n) FROM gone GROUP BY ${key} HAVING sum(n) <> 0`,
      values: [this.table],
    });
  }

  /**
   * The records overdue at parameter `now` (a select-list expression): the counts the database
   * keeps of the days before now's UTC day (038_due_counts.sql), a few hundred rows at most, and
   * now's own day up to now counted from the `due_at` index (a day's records, not every overdue
   * one's).
   */
  private keptOverdue(now: string): string {
    const today = `(${now}::timestamptz AT TIME ZONE 'UTC')::date`;
    return `((SELECT coalesce(sum(n), 0) FROM due_counts
        WHERE queue = '${this.table}' AND due_day < ${today})
      + (SELECT count(*) FROM ${this.table}
        WHERE due_at >= (${today}::timestamp AT TIME ZONE 'UTC') AND due_at < ${now}::timestamptz))`;
  }

  /** How many rows past one a day the queue's counts by due day are in (folded past FOLD_ABOVE: fold). */
  private dueDeltas(): string {
    return `(SELECT count(*) - count(DISTINCT due_day) FROM due_counts
      WHERE queue = '${this.table}')`;
  }

  /** The status's total and the overdue records from the kept counts, the due ones from the `due_at` index. */
  async queueCounts({ status, now, dueBefore }: QueueCountQuery): Promise<QueueCountResult> {
    this.queueRules();
    const { rows } = await this.pool.query<{
      total: string;
      deltas: string;
      overdue: string;
      due_deltas: string;
      due: string;
    }>({
      name: `${this.table}_queue_counts`,
      text: `SELECT ${this.keptTotal('$1')},
        ${this.keptOverdue('$2')} AS overdue, ${this.dueDeltas()} AS due_deltas,
        (SELECT count(*) FROM ${this.table} WHERE due_at >= $2 AND due_at < $3) AS due`,
      values: [status, now.toISOString(), dueBefore.toISOString()],
    });
    const row = rows[0]!;
    if (Number(row.deltas) > FOLD_ABOVE) await this.fold('queue_counts');
    if (Number(row.due_deltas) > FOLD_ABOVE) await this.fold('due_counts');
    return {
      inStatus: Number(row.total),
      overdue: Number(row.overdue),
      dueBefore: Number(row.due),
    };
  }

  private queueRules(): QueueRules {
    if (!this.spec.queue) throw new Error(`${this.table} is not a desk queue`);
    return this.spec.queue;
  }

  private async writeRows(sql: string, params: unknown[], name?: string): Promise<Row[]> {
    return (await this.writeResult(sql, params, name)).rows;
  }

  /** Runs a write; a unique index other than the id's refusing it is a DuplicateKeyError. */
  private async writeResult(
    sql: string,
    params: unknown[],
    name?: string,
  ): Promise<pg.QueryResult<Row>> {
    try {
      return await this.pool.query<Row>(
        name ? { name, text: sql, values: params } : { text: sql, values: params },
      );
    } catch (err) {
      const { code, constraint } = err as { code?: string; constraint?: string };
      if (code === '23505' && constraint !== `${this.table}_pkey`) {
        const field = this.spec.unique?.find((f) => constraint?.endsWith(columnOf(f)));
        throw new DuplicateKeyError(field ?? 'value');
      }
      throw err;
    }
  }

  /**
   * Exact matches (a column for indexed fields, the jsonb otherwise) and the free-text filter
   * (`search`: its condition on the LIKE pattern in a parameter; the collection's by default).
   */
  private where(
    where: Record<string, string> = {},
    q?: string,
    search = (p: string, text: string) => searchCondition(this.spec, p, text),
    /** ListQuery.hashes: a queue's row matches too when its `sealed_hashes` holds one (034). */
    hashes?: readonly string[],
  ) {
    const params: unknown[] = [];
    const parts: string[] = [];
    for (const [field, value] of Object.entries(where)) {
      params.push(value);
      if (this.indexed.has(field)) {
        parts.push(`${columnOf(field)} = $${params.length}`);
      } else {
        params.push(field);
        parts.push(`coalesce(data ->> $${params.length}, '') = $${params.length - 1}`);
      }
    }
    const text = q?.trim();
    // No record holds what PostgreSQL cannot keep (a NUL: docs/contract.md §11, Bodies), and as
    // a parameter it fails the statement: such a search finds nothing, as on the embedded engine.
    if (text && isUnstorableText(text)) {
      parts.push('FALSE');
    } else if (text) {
      params.push(`%${likeLiteral(text)}%`);
      const condition = search(`$${params.length}`, text);
      if (hashes?.length && this.spec.queue && this.spec.sealed?.length) {
        params.push(hashes);
        parts.push(`((${condition}) OR sealed_hashes && $${params.length}::text[])`);
      } else parts.push(condition);
    }
    return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
  }
}
