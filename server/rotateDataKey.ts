// Entry point of `npm run data-key:rotate` (server/store/keyRotation.ts; README, "DATA_KEY") on the
// configured store (DATA_DIR, or DATABASE_URL), with the server stopped. The current key is
// DATA_KEY (or the demo key in the data folder), the new one NEW_DATA_KEY. A demo key file is
// replaced by the new key once everything is sealed under it; with DATA_KEY, set it to the new
// key before the next start: the old key opens nothing any more.
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_ASSETS_DIR } from './app';
import { runCommand } from './cli';
import { DEMO_KEY_FILE, resolveDataKey } from './dataKey';
import { serverSettings } from './env';
import { MAKE_DATA_KEY, parseDataKey } from './store/fieldCipher';
import { rotateDataKey } from './store/keyRotation';

await runCommand(async () => {
  const { dataDir, databaseUrl } = serverSettings(process.env);
  const newKey = process.env.NEW_DATA_KEY?.trim();
  if (!newKey) {
    console.error(`Set NEW_DATA_KEY to the new key (make one with  ${MAKE_DATA_KEY}).`);
    return 2;
  }
  const to = parseDataKey(newKey, 'NEW_DATA_KEY');
  const from = await resolveDataKey(process.env, dataDir, (line) => console.error(line));
  const demo = !process.env.DATA_KEY?.trim();
  const demoFile = join(dataDir, DEMO_KEY_FILE);
  // The new demo key is on disk before anything is sealed with it, so a stop half-way loses nothing.
  if (demo) await writeFile(`${demoFile}.new`, `${newKey}\n`, { mode: 0o600 });
  const keyId = await rotateDataKey(
    {
      dataDir,
      seedDir: join(DEFAULT_ASSETS_DIR, 'seed'),
      ...(databaseUrl ? { databaseUrl } : {}),
      info: (line) => console.error(line),
    },
    from,
    to,
  );
  if (demo) {
    await rename(`${demoFile}.new`, demoFile);
    console.info(`Everything is encrypted under the new key ${keyId}, now in ${demoFile}.`);
  } else {
    console.info(
      `Everything is encrypted under the new key ${keyId}: set DATA_KEY to NEW_DATA_KEY's value before starting the server; the old key opens nothing any more.`,
    );
  }
  return 0;
});
