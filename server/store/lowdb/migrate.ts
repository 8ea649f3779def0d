import { rename } from 'node:fs/promises';
import { exists } from '../contentStore';
import type { Stored, StatusChange } from '../types';
import type { LowdbCollection } from './collection';
import { readRecords } from './partFile';

/** Where the old layout's file is kept after its records are copied: renamed, never deleted. */
export const MIGRATED_SUFFIX = '.migrated';

/**
 * Copies an old-layout file (`submissions/<name>.json`, `{ records: [...] }`, each record with `id`
 * and `receivedAt`) into the collection's month files, then renames it to `<name>.json.migrated`.
 * Safe to re-run after a crash: records keep (or get a deterministic) id, and ids already stored
 * are skipped. Entries that are not records (staff edits gone wrong) stay in the renamed file.
 * Returns how many records were copied, or null when there was nothing to migrate.
 */
export async function migrateOldFile<T extends object>(
  oldFile: string,
  name: string,
  collection: LowdbCollection<T, string>,
): Promise<{ copied: number; skipped: number } | null> {
  if (!(await exists(oldFile))) return null;
  const records = await readRecords(oldFile);
  const now = new Date().toISOString();
  const stored: Stored<T>[] = [];
  let skipped = 0;
  records.forEach((entry, i) => {
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) {
      skipped++;
      return;
    }
    stored.push(fromOld(entry as Record<string, unknown>, `legacy-${name}-${i}`, now) as Stored<T>);
  });
  await collection.insertStored(stored);
  await rename(oldFile, oldFile + MIGRATED_SUFFIX);
  return { copied: stored.length, skipped };
}

function fromOld(old: Record<string, unknown>, fallbackId: string, now: string) {
  const { id, receivedAt, ...rest } = old;
  const createdAt = validDate(receivedAt) ?? now;
  const record: Record<string, unknown> = {
    ...rest,
    id: typeof id === 'string' && id ? id : fallbackId,
    createdAt,
    updatedAt: createdAt,
    version: 1,
  };
  // Complaints: today's status (perhaps set by a staff edit) becomes the start of the history.
  if (typeof rest.status === 'string' && !Array.isArray(rest.history)) {
    const first: StatusChange = { by: 'migration', at: createdAt, from: null, to: rest.status };
    record.history = [first];
  }
  return record;
}

function validDate(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const t = Date.parse(value);
  return Number.isNaN(t) ? undefined : new Date(t).toISOString();
}
