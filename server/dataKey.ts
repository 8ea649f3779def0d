// DATA_KEY, the key phones and PAN are encrypted at rest with (docs/storage.md, "PII at rest";
// README, "DATA_KEY"): from the environment, 32 random bytes in base64. Production refuses to start
// without it; a demo (`npm start`, any other NODE_ENV) makes one in the data folder and says so.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Env } from './envValues';
import { MAKE_DATA_KEY, newDataKey, parseDataKey } from './store/fieldCipher';

/** The demo key's file in DATA_DIR: never copied by a backup (docs/storage.md, Backup). */
export const DEMO_KEY_FILE = 'data-key.demo';

/** Production's refusal, saying how to make a key. */
export const NO_KEY_IN_PRODUCTION = `DATA_KEY is not set. In production (NODE_ENV=production) the server needs the key that encrypts phone numbers and PAN at rest: make one with  ${MAKE_DATA_KEY}  and set it as DATA_KEY, kept apart from the data and its backups (README, "DATA_KEY").`;

/**
 * The data key: DATA_KEY when set (a wrong one is refused with how to make one), else the demo
 * key in `dataDir` (made on first use, readable by this user only) outside production.
 */
export async function resolveDataKey(
  env: Env,
  dataDir: string,
  info: (line: string) => void,
): Promise<Buffer> {
  const given = env.DATA_KEY?.trim();
  if (given) return parseDataKey(given);
  if (env.NODE_ENV === 'production') throw new Error(NO_KEY_IN_PRODUCTION);
  const file = join(dataDir, DEMO_KEY_FILE);
  try {
    const key = parseDataKey(await readFile(file, 'utf8'), file);
    info(`No DATA_KEY: using the demo key in ${file} (set DATA_KEY in production)`);
    return key;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  await mkdir(dataDir, { recursive: true });
  const key = newDataKey();
  // `wx`: two starts at once never write two keys; the loser reads the winner's.
  try {
    await writeFile(file, `${key}\n`, { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST')
      return parseDataKey(await readFile(file, 'utf8'), file);
    throw err;
  }
  info(
    `No DATA_KEY: made a demo key in ${file} to encrypt phone numbers and PAN. For production set DATA_KEY to a key kept apart from the data (README, "DATA_KEY").`,
  );
  return parseDataKey(key);
}
