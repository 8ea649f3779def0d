// Settings-like records kept one per key (an approval rule per scope, a content schedule per item),
// whose last writer stands: written through the versioned update and the unique key, so two app
// servers writing at once never lose a record or store two (docs/storage.md).
import { DuplicateKeyError, StaleVersionError, type Collection, type Stored } from './types';

/** How often a write raced by another writer is tried again before its error is thrown. */
const RETRIES = 3;

/**
 * Inserts `record`, or replaces the one whose unique `field` holds the same value; `found`: that
 * one as the caller already read it. A writer in between (a stale version, or an insert of the
 * same key) is read again and replaced.
 */
export async function replaceBy<T extends object, K extends string & keyof T>(
  collection: Collection<T, K>,
  field: K,
  record: T,
  found?: Stored<T>,
): Promise<void> {
  let current = found ?? (await collection.findBy(field, String(record[field])));
  for (let attempt = 0; ; attempt++) {
    try {
      if (current) await collection.update(current.id, current.version, () => record);
      else await collection.insert(record);
      return;
    } catch (err) {
      const raced = err instanceof StaleVersionError || err instanceof DuplicateKeyError;
      if (!raced || attempt >= RETRIES) throw err;
      current = await collection.findBy(field, String(record[field]));
    }
  }
}
