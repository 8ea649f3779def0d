import { readdir, readFile } from 'node:fs/promises';
import type pg from 'pg';
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
 * Brings the database to the newest schema. One transaction under an advisory lock: app servers
 * starting together wait for each other, and a failed migration leaves the schema as it was.
 * Returns the versions this call applied.
 */
export async function migrate(
  pool: pg.Pool,
  migrations: Migration[] | Promise<Migration[]> = readMigrations(),
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
    if (pending.length === 0) return [];
    await client.query(RECORD_TABLE);
    for (const m of pending) {
      await client.query(m.sql);
      await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        m.version,
        m.name,
      ]);
    }
    await client.query('DROP FUNCTION record_table');
    return pending.map((m) => m.version);
  });
}
