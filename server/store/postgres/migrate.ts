import { readdir, readFile } from 'node:fs/promises';
import pg from 'pg';
import { REQUEST_KINDS } from '../../../src/contract/requests';
import { COLLECTIONS, queueState, type CollectionSpec, type QueueRules } from '../types';
import { columnOf, dueColumn, tableOf } from './collection';
import { inTransaction } from './transaction';

/** Versioned schema changes: `migrations/NNN_name.sql`, applied in order, each exactly once. */
export const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);

/** Any constant shared by every app server: the key of the lock they take turns on at start. */
const MIGRATION_LOCK = 7_311_004;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export async function readMigrations(dir: URL = MIGRATIONS_DIR): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((n) => /^\d+_.+\.sql$/.test(n)).sort();
  return Promise.all(
    names.map(async (name) => ({
      version: Number.parseInt(name, 10),
      name,
      sql: await readFile(new URL(name, dir), 'utf8'),
    })),
  );
}

/**
 * `record_table(name, field…)`, which the migrations call for every collection's table: the record
 * columns that collection.ts reads and writes in all of them alike, a generated column per queried
 * field of the record (`complainNo` → `complain_no text`, so it can never disagree with `data`),
 * and the index that lists records in order of arrival. Databases in use were built by it, so an
 * edit would build new ones unlike them: a different layout needs a new function. It lives only
 * inside the migrations' transaction (created, used, dropped), so it is no part of the schema.
 */
const RECORD_TABLE = `CREATE FUNCTION record_table(name text, VARIADIC fields text[] DEFAULT '{}')
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  field text;
  generated text := '';
BEGIN
  FOREACH field IN ARRAY fields LOOP
    generated := generated || format(
      ', %I text GENERATED ALWAYS AS (data ->> %L) STORED',
      lower(regexp_replace(field, '([A-Z])', '_\\1', 'g')),
      field
    );
  END LOOP;
  EXECUTE format('CREATE TABLE %I (
    id text PRIMARY KEY,
    seq bigserial NOT NULL,
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL,
    version integer NOT NULL,
    data jsonb NOT NULL%s
  )', name, generated);
  EXECUTE format('CREATE INDEX %I ON %I (created_at, seq)', name || '_created', name);
END
$$`;

/**
 * The migrations' other helpers, which live as `record_table` does (created, used, dropped, so an
 * edit would build new databases unlike those in use): `queue_tables_without(column)`, the queue
 * tables (every table with a `queue_status` column) that lack `column`, in name order, so a kind
 * added before a migration ran is covered too; and `indexed_column(name, field)`, the generated
 * column and `<table>_<column>` index on (column, created_at, seq) that `record_table` and
 * declaredTable give an indexed field, added to a table that exists.
 */
const MIGRATION_HELPERS = [
  `CREATE FUNCTION queue_tables_without(missing text) RETURNS SETOF text LANGUAGE plpgsql AS $$
BEGIN
  RETURN QUERY SELECT columns.table_name::text FROM information_schema.columns
    WHERE table_schema = current_schema() AND column_name = 'queue_status'
      AND NOT EXISTS (SELECT FROM information_schema.columns AS c
        WHERE c.table_schema = current_schema() AND c.table_name = columns.table_name
          AND c.column_name = missing)
    ORDER BY columns.table_name;
END
$$`,
  `CREATE FUNCTION indexed_column(name text, field text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  added text := lower(regexp_replace(field, '([A-Z])', '_\\1', 'g'));
BEGIN
  EXECUTE format('ALTER TABLE %I ADD COLUMN %I text GENERATED ALWAYS AS (data ->> %L) STORED',
    name, added, field);
  EXECUTE format('CREATE INDEX %I ON %I (%I, created_at, seq)', name || '_' || added, name, added);
END
$$`,
];

/** The visitor request kinds' collections (src/contract/requests): their tables need no migration. */
const REQUEST_TABLES: readonly CollectionSpec[] = REQUEST_KINDS.map(
  (kind) => COLLECTIONS[kind.name],
);

/**
 * A declared collection's table as `record_table` makes every table, with an index on each
 * indexed field (unique where declared; named `<table>_<column>` as the migrations name them, so a
 * duplicate is reported by its field) and ordered by arrival (docs/storage.md "Tables").
 */
function declaredTable(spec: CollectionSpec): string[] {
  const { escapeIdentifier: id, escapeLiteral: text } = pg;
  const table = tableOf(spec);
  const fields = spec.indexed.map(text).join(', ');
  return [
    `SELECT record_table(${[text(table), fields].filter(Boolean).join(', ')})`,
    ...spec.indexed.map((field) => {
      const column = columnOf(field);
      const unique = spec.unique?.includes(field);
      return unique
        ? `CREATE UNIQUE INDEX ${id(`${table}_${column}`)} ON ${id(table)} (${id(column)})`
        : `CREATE INDEX ${id(`${table}_${column}`)} ON ${id(table)} (${id(column)}, created_at, seq)`;
    }),
    ...(spec.notes ? searchColumn(spec) : []),
    ...(spec.queue ? queueColumns(table, spec.queue, spec.text ?? [], !!spec.notes) : []),
  ];
}

/**
 * The `queue_status` and `due_at` columns and their indexes a queue's table has for its pages
 * (collection.ts queuePage), as `queue_columns` in migrations/008_queue_order.sql made them, then
 * its `visible` column and the (queue_status, due_at) index of 014_queue_counts_visible.sql, by
 * that migration's `visible_column`, its `sealed_hashes` of 034_pii_at_rest.sql, and the triggers
 * keeping its totals by status and (with a `search` column) the (queue_status, search) index of
 * 037_queue_counts.sql, and those keeping its counts by due day of 038_due_counts.sql.
 */
function queueColumns(
  table: string,
  rules: QueueRules,
  text: readonly string[],
  searched: boolean,
): string[] {
  const { escapeIdentifier: id, escapeLiteral: literal } = pg;
  return [
    `ALTER TABLE ${id(table)} ADD COLUMN queue_status text
       GENERATED ALWAYS AS (coalesce(data ->> 'status', ${literal(rules.firstStatus)})) STORED,
     ADD COLUMN due_at timestamptz`,
    `CREATE INDEX ${id(`${table}_queue_status`)} ON ${id(table)} (queue_status, created_at DESC, seq DESC)`,
    `CREATE INDEX ${id(`${table}_due_at`)} ON ${id(table)} (due_at, created_at DESC, seq DESC)`,
    `SELECT visible_column(${[table, rules.key, rules.firstStatus, `{${text.join(',')}}`]
      .map(literal)
      .join(', ')})`,
    // The keyed hashes of its phones and PAN (034_pii_at_rest.sql).
    `SELECT sealed_column(${literal(table)})`,
    // Its totals by status, kept by the database, and its status and `search` under one index in
    // place of searchColumn's (037_queue_counts.sql).
    `SELECT count_statuses(${literal(table)})`,
    // Its records by the day they fall due, kept by the database (038_due_counts.sql).
    `SELECT count_due_days(${literal(table)})`,
    ...(searched ? [`SELECT status_search_index(${literal(table)})`] : []),
  ];
}

/** The migrations that add or clear `due_at`, which fillDueTimes then fills. */
const DUE_TIMES = ['008_queue_order.sql', '013_reopened_due.sql', '015_freeze_due_calendar.sql'];

/**
 * Each queue row's `due_at` that no write has set yet (rows stored before 008_queue_order.sql, or
 * cleared by 013_reopened_due.sql or 015_freeze_due_calendar.sql), computed by the site's deadline rules a batch at a time.
 */
async function fillDueTimes(client: pg.PoolClient, tables: readonly CollectionSpec[]) {
  for (const spec of tables) {
    if (!spec.queue) continue;
    const table = pg.escapeIdentifier(tableOf(spec));
    for (;;) {
      const { rows } = await client.query<{
        id: string;
        created_at: Date;
        status: unknown;
        history: unknown;
      }>(
        `SELECT id, created_at, data -> 'status' AS status, data -> 'history' AS history FROM ${table}
         WHERE due_at IS NULL LIMIT 1000`,
      );
      if (rows.length === 0) break;
      const rules = spec.queue;
      await client.query(
        `UPDATE ${table} SET due_at = v.due FROM unnest($1::text[], $2::timestamptz[]) AS v (id, due)
         WHERE ${table}.id = v.id`,
        [
          rows.map((r) => r.id),
          rows.map((r) =>
            dueColumn(
              queueState(rules, {
                createdAt: r.created_at.toISOString(),
                status: r.status,
                history: r.history,
              }),
            ),
          ),
        ],
      );
    }
  }
}

/**
 * The `search` column and its trigram index a queue's table has for `q` (search.ts), as
 * `search_column` in migrations/007_search.sql made them for the shipped kinds: its search and
 * text fields, then the staff notes (`search_text`, which that migration keeps).
 */
function searchColumn(spec: CollectionSpec): string[] {
  const { escapeIdentifier: id, escapeLiteral: text } = pg;
  const table = tableOf(spec);
  const fields = text(`{${[...spec.search, ...(spec.text ?? [])].join(',')}}`);
  return [
    `ALTER TABLE ${id(table)} ADD COLUMN search text
      GENERATED ALWAYS AS (search_text(data, ${fields})) STORED`,
    // The operator class is named in the schema pg_trgm was installed in (007_search.sql).
    `DO $$ BEGIN EXECUTE format('CREATE INDEX %I ON %I USING gin (search %I.gin_trgm_ops)',
      ${text(`${table}_search`)}, ${text(table)},
      (SELECT nspname FROM pg_extension JOIN pg_namespace ON pg_namespace.oid = extnamespace
       WHERE extname = 'pg_trgm')); END $$`,
  ];
}

/**
 * Brings the database to the newest schema. One transaction under an advisory lock: app servers
 * starting together wait for each other, and a failed migration leaves the schema as it was.
 * Then each declared collection without a table gets one made from its declaration (`tables`, the
 * request kinds' by default): a new kind of visitor request needs no migration file. Returns the
 * migration versions this call applied.
 */
export async function migrate(
  pool: pg.Pool,
  migrations: Migration[] | Promise<Migration[]> = readMigrations(),
  tables: readonly CollectionSpec[] = REQUEST_TABLES,
): Promise<number[]> {
  const all = await migrations;
  return inTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const { rows } = await client.query<{ version: number }>(
      'SELECT version FROM schema_migrations',
    );
    const done = new Set(rows.map((r) => r.version));
    const pending = all.filter((m) => !done.has(m.version));
    if (pending.length === 0 && (await missingTables(client, tables)).length === 0) return [];
    await client.query(RECORD_TABLE);
    for (const helper of MIGRATION_HELPERS) await client.query(helper);
    for (const m of pending) {
      await client.query(m.sql);
      await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        m.version,
        m.name,
      ]);
    }
    // After the migrations: the shipped kinds' tables are theirs (001_initial.sql).
    for (const spec of await missingTables(client, tables)) {
      for (const sql of declaredTable(spec)) await client.query(sql);
    }
    if (pending.some((m) => DUE_TIMES.includes(m.name))) await fillDueTimes(client, tables);
    await client.query('DROP FUNCTION record_table, queue_tables_without, indexed_column');
    return pending.map((m) => m.version);
  });
}

/** The declared collections whose table the schema does not have yet. */
async function missingTables(
  client: pg.PoolClient,
  tables: readonly CollectionSpec[],
): Promise<CollectionSpec[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT name FROM unnest($1::text[]) AS name WHERE NOT EXISTS
      (SELECT 1 FROM pg_tables WHERE schemaname = current_schema() AND tablename = name)`,
    [tables.map(tableOf)],
  );
  const absent = new Set(rows.map((r) => r.name));
  return tables.filter((spec) => absent.has(tableOf(spec)));
}
