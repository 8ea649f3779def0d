import pg from 'pg';
import {
  COLLECTIONS,
  type AuditRecord,
  type ContentData,
  type Store,
  type Stored,
  type UploadStore,
} from '../types';
import { SEED_FILES } from '../contentStore';
import { PostgresCollection, tableOf } from './collection';
import { openPostgresContent } from './content';
import { openPostgresUploads } from './uploads';
import { migrate } from './migrate';

/** Per collection: records in the data dir, and how many of them this run added. */
export type CopyCounts = Record<
  keyof typeof COLLECTIONS | 'content' | 'uploads' | 'attachmentFiles',
  { found: number; copied: number }
>;

/** The database holds records that are not in the data dir: copying would merge two histories. */
export class ForeignDataError extends Error {
  constructor(table: string, n: number) {
    super(
      `the database already holds ${n} record(s) in ${table} that are not in this data dir; ` +
        'copy only into an empty database (or one filled by an earlier copy of the same data dir)',
    );
    this.name = 'ForeignDataError';
  }
}

/**
 * Copies every record and content document of `source` (an embedded data dir, opened by the
 * caller) into PostgreSQL (docs/storage.md), keeping ids, times, versions and histories.
 * Idempotent: a re-run adds nothing. A database holding other records is refused before anything
 * is written, so two histories are never silently merged.
 */
export async function copyToPostgres(source: Store, databaseUrl: string): Promise<CopyCounts> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    await migrate(pool);
    const keys = Object.keys(COLLECTIONS) as (keyof typeof COLLECTIONS)[];
    const records = new Map<keyof typeof COLLECTIONS, Stored<object>[]>();
    for (const key of keys) {
      const all = (await source[key].list({ sort: 'oldest' })).data as Stored<object>[];
      // The audit chain goes in its own order, which the copy's `seq` keeps (docs/storage.md, The
      // audit chain): its times are the writers' clocks and may run backwards.
      if (key === 'audit') all.sort((a, b) => chainNumber(a) - chainNumber(b));
      records.set(key, all);
      await refuseForeign(pool, tableOf(COLLECTIONS[key]), all);
    }
    const counts = {} as CopyCounts;
    for (const key of keys) {
      const all = records.get(key)!;
      const copied = await new PostgresCollection(pool, COLLECTIONS[key]).insertStored(all);
      counts[key] = { found: all.length, copied };
    }
    counts.content = await copyContent(pool, source);
    counts.uploads = await copyUploads(source.uploads, openPostgresUploads(pool));
    counts.attachmentFiles = await copyUploads(
      source.attachmentFiles,
      openPostgresUploads(pool, 'attachment_files'),
    );
    return counts;
  } finally {
    await pool.end();
  }
}

async function refuseForeign(pool: pg.Pool, table: string, own: Stored<object>[]) {
  const { rows } = await pool.query<{ n: string }>(
    `SELECT count(*) AS n FROM ${table} WHERE NOT (id = ANY($1::text[]))`,
    [own.map((r) => r.id)],
  );
  const n = Number(rows[0]?.n ?? 0);
  if (n > 0) throw new ForeignDataError(table, n);
}

/**
 * The content desk's images and PDFs, or the investors' attachments, the database does not have
 * yet (a name is written once).
 */
async function copyUploads(source: UploadStore, target: UploadStore) {
  const [names, present] = await Promise.all([source.names(), target.names()]);
  const have = new Set(present);
  let copied = 0;
  for (const name of names) {
    if (have.has(name)) continue;
    const upload = await source.get(name);
    if (!upload) continue;
    await target.put(name, upload);
    copied++;
  }
  return { found: names.length, copied };
}

/** The data dir's content documents, for those the database does not have yet. */
async function copyContent(pool: pg.Pool, source: Store) {
  const before = await pool.query('SELECT key FROM content');
  const keys = Object.keys(SEED_FILES) as (keyof ContentData)[];
  await openPostgresContent(pool, async () => {
    const entries = await Promise.all(keys.map(async (k) => [k, await source.content.get(k)]));
    return Object.fromEntries(entries) as ContentData;
  });
  return { found: keys.length, copied: keys.length - (before.rowCount ?? 0) };
}

function chainNumber(entry: object): number {
  return (entry as Pick<AuditRecord, 'seq'>).seq;
}
