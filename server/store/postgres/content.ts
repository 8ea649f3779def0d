import type pg from 'pg';
import { SEED_FILES } from '../contentStore';
import type { ContentData, ContentStore } from '../types';
import { inTransaction } from './transaction';

/**
 * The `content` table: one row per named document, seeded from data/seed on first start.
 *
 * Reads are cached per app server, but every read asks the database for the row's version (one
 * indexed lookup that sends the document only when it changed), so a `put` through any server is
 * served by all of them on their next read: no stale window, and no large JSON parsed per request.
 */
export async function openPostgresContent(
  pool: pg.Pool,
  seed: () => Promise<ContentData>,
): Promise<ContentStore> {
  await seedMissing(pool, seed);
  const cache = new Map<keyof ContentData, { version: number; value: unknown }>();
  return {
    async get(key) {
      const cached = cache.get(key);
      const { rows } = await pool.query<{ version: number; value: unknown }>(
        `SELECT version, CASE WHEN version = $2 THEN NULL ELSE value END AS value
         FROM content WHERE key = $1`,
        [key, cached?.version ?? 0],
      );
      const row = rows[0];
      if (!row) throw new Error(`content "${key}" is missing from the database`);
      if (row.version !== cached?.version) cache.set(key, row);
      return cache.get(key)!.value as ContentData[typeof key];
    },
    async put(key, value) {
      await pool.query(
        `INSERT INTO content (key, value) VALUES ($1, $2)
         ON CONFLICT (key) DO UPDATE SET value = $2, version = content.version + 1, updated_at = now()`,
        [key, JSON.stringify(value)],
      );
    },
    async update(key, change) {
      return inTransaction(pool, async (client) => {
        // The row lock makes a second server's update wait and then read this one's result.
        const { rows } = await client.query<{ value: ContentData[typeof key] }>(
          'SELECT value FROM content WHERE key = $1 FOR UPDATE',
          [key],
        );
        if (!rows[0]) throw new Error(`content "${key}" is missing from the database`);
        const value = change(rows[0].value);
        await client.query(
          'UPDATE content SET value = $2, version = version + 1, updated_at = now() WHERE key = $1',
          [key, JSON.stringify(value)],
        );
        return value;
      });
    },
  };
}

/** Inserts the seed of each document not in the table yet; what is there is never overwritten. */
async function seedMissing(pool: pg.Pool, seed: () => Promise<ContentData>): Promise<void> {
  const { rows } = await pool.query<{ key: string }>('SELECT key FROM content');
  const present = new Set(rows.map((r) => r.key));
  if (Object.keys(SEED_FILES).every((key) => present.has(key))) return;
  for (const [key, value] of Object.entries(await seed())) {
    // Several app servers may seed at once: the first insert wins, the others do nothing.
    await pool.query(
      'INSERT INTO content (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING',
      [key, JSON.stringify(value)],
    );
  }
}
