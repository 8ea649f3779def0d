// Plumbing shared by the operator commands (`npm run staff`, `npm run complaint:status`,
// `npm run backup`): the configuration the server reads, and one clear line and a non-zero exit
// instead of a stack trace when something is wrong (README, "Other scripts").
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_ASSETS_DIR } from './app';
import { serverSettings } from './env';
import { storeFailure } from './startupFailure';
import { resolveDataKey } from './dataKey';
import { openStore } from './store';
import { FieldCipher } from './store/fieldCipher';
import { CONTENT_FILE } from './store/contentStore';
import type { Store } from './store/types';

/** Runs a command's main and sets the exit code; a throw becomes its message on stderr. */
export async function runCommand(main: () => Promise<number>): Promise<void> {
  try {
    process.exitCode = await main();
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exitCode = 1;
  }
}

/**
 * Opens the store the server would open (DATABASE_URL, else DATA_DIR), runs `command` on it and
 * closes it. The embedded engine's folder is locked like a server locks it, so a command refuses a
 * folder a running server owns (docs/storage.md). With `existing`, a DATA_DIR no server has used
 * (a typo, most likely) is refused instead of being created.
 */
export async function withConfiguredStore(
  command: (store: Store) => Promise<number>,
  options: { existing?: boolean } = {},
) {
  const { dataDir, databaseUrl } = serverSettings(process.env);
  if (options.existing && !databaseUrl && !existsSync(join(dataDir, CONTENT_FILE))) {
    console.error(`No data directory at ${dataDir}: set DATA_DIR to the server's.`);
    return 1;
  }
  let store: Store;
  try {
    const dataKey = await resolveDataKey(process.env, dataDir, (line) => console.error(line));
    store = await openStore({
      dataDir,
      cipher: new FieldCipher(dataKey),
      seedDir: join(DEFAULT_ASSETS_DIR, 'seed'),
      ...(databaseUrl ? { databaseUrl } : {}),
      // stderr: standard output is the command's answer.
      info: (line) => console.error(line),
    });
  } catch (err) {
    console.error(`Cannot open the data: ${storeFailure(err, dataDir)}`);
    return 1;
  }
  try {
    return await command(store);
  } finally {
    await store.close();
  }
}
