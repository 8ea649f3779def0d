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
    const applied: number[] = [];
    for (const m of all.filter((m) => !done.has(m.version))) {
      await client.query(m.sql);
      await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        m.version,
        m.name,
      ]);
      applied.push(m.version);
    }
    return applied;
  });
}
