// A failed sign-in's typed username is evidence, but one that names no account may be a password
// typed into the wrong box (docs/contract.md §11): the audit keeps it only as a keyed hash,
// `unknown user #<16 hex>`, the same for the same text (repeated tries show, and the lockout counts
// them), which no one can turn back into the text without the key. The key is 32 random bytes in
// the data folder, made once by the first server that needs it and read by the rest.
import { createHmac, randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const UNKNOWN_USER = 'unknown user #';
export const UNKNOWN_NAME_KEY_FILE = 'audit-unknown-names.key';
const KEY_BYTES = 32;

/** The key in `dataDir`, made there first when there is none. */
export async function unknownNameKey(dataDir: string): Promise<Buffer> {
  const file = join(dataDir, UNKNOWN_NAME_KEY_FILE);
  const existing = await readFile(file).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return undefined;
    throw err;
  });
  if (existing) return checked(existing);
  await mkdir(dataDir, { recursive: true });
  // Written whole under a name of its own, then linked in place: a server starting at the same
  // moment either wins the link or reads the key that did, never a half-written one.
  const draft = `${file}.${randomBytes(6).toString('hex')}`;
  await writeFile(draft, randomBytes(KEY_BYTES), { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    await unlink(draft);
  }
  return checked(await readFile(file));
}

function checked(key: Buffer): Buffer {
  if (key.length !== KEY_BYTES) throw new Error(`${UNKNOWN_NAME_KEY_FILE} is not a key`);
  return key;
}

/** How the audit names what was typed as a username that is no account's. */
export const unknownName = (key: Buffer, typed: string) =>
  UNKNOWN_USER + createHmac('sha256', key).update(typed).digest('hex').slice(0, 16);
