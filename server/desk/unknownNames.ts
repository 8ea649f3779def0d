// A failed sign-in's typed username is evidence, but one that names no account may be a password
// typed into the wrong box (docs/contract.md §11): the audit keeps it only as a keyed hash,
// `unknown user #<16 hex>`, the same for the same text (repeated tries show, and the lockout counts
// them), which no one can turn back into the text without the key. The key is 32 random bytes in
// the store, made once by the first app server that needs it and read by the rest, so every server
// on one PostgreSQL names a typed text alike (issue 39).
import { createHmac, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DuplicateKeyError, type Store } from '../store/types';

export const UNKNOWN_USER = 'unknown user #';
/** The key's name in the store's server keys. */
export const UNKNOWN_NAME_KEY = 'audit-unknown-names';
/** Where servers before the key moved into the store kept it, one per data folder. */
export const UNKNOWN_NAME_KEY_FILE = 'audit-unknown-names.key';
const KEY_BYTES = 32;

/** The store's key, made there first when there is none. */
export async function unknownNameKey(store: Store, dataDir: string): Promise<Buffer> {
  const existing = await store.serverKeys.findBy('name', UNKNOWN_NAME_KEY);
  if (existing) return checked(Buffer.from(existing.base64, 'base64'));
  // A data folder's key from before is adopted, so the names the audit already holds stay the
  // names of the same texts.
  const key = (await earlierKey(dataDir)) ?? randomBytes(KEY_BYTES);
  try {
    await store.serverKeys.insert({
      name: UNKNOWN_NAME_KEY,
      base64: checked(key).toString('base64'),
    });
    return key;
  } catch (err) {
    // Another server made it first: its key is the one.
    if (!(err instanceof DuplicateKeyError)) throw err;
    return unknownNameKey(store, dataDir);
  }
}

async function earlierKey(dataDir: string): Promise<Buffer | undefined> {
  return readFile(join(dataDir, UNKNOWN_NAME_KEY_FILE)).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return undefined;
    throw err;
  });
}

function checked(key: Buffer): Buffer {
  if (key.length !== KEY_BYTES) throw new Error(`the ${UNKNOWN_NAME_KEY} key is damaged`);
  return key;
}

/** How the audit names what was typed as a username that is no account's. */
export const unknownName = (key: Buffer, typed: string) =>
  UNKNOWN_USER + createHmac('sha256', key).update(typed).digest('hex').slice(0, 16);
