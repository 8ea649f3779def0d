// `npm run db:copy-to-postgres -- --from <dataDir>`: copies an embedded data dir into the
// PostgreSQL database of DATABASE_URL (docs/storage.md). Safe to run again; prints counts.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { DEFAULT_ASSETS_DIR } from '../server/app';
import { openLowdbStore } from '../server/store/lowdb';
import { copyToPostgres } from '../server/store/postgres/copyFromEmbedded';

const USAGE = 'usage: DATABASE_URL=postgres://… npm run db:copy-to-postgres -- --from <dataDir>';

async function main(): Promise<number> {
  let from: string | undefined;
  try {
    from = parseArgs({ options: { from: { type: 'string' } } }).values.from;
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  const databaseUrl = process.env.DATABASE_URL;
  if (!from || !databaseUrl) {
    console.error(USAGE);
    return 2;
  }
  if (!existsSync(resolve(from))) {
    console.error(`No data dir at ${resolve(from)}`);
    return 1;
  }
  try {
    // Opened as its own server would open it: locked, old layout migrated, temp files removed.
    const source = await openLowdbStore({
      dataDir: resolve(from),
      seedDir: resolve(DEFAULT_ASSETS_DIR, 'seed'),
      info: (line) => console.info(line),
    });
    const counts = await copyToPostgres(source, databaseUrl).finally(() => source.close());
    console.info('collection       in data dir   copied now');
    for (const [name, { found, copied }] of Object.entries(counts)) {
      console.info(
        `${name.padEnd(16)} ${String(found).padStart(11)}   ${String(copied).padStart(10)}`,
      );
    }
    return 0;
  } catch (err) {
    // The reason only (a driver error's detail can quote a record). A re-run resumes safely.
    console.error(`Copy stopped: ${(err as Error).message}`);
    return 1;
  }
}

process.exitCode = await main();
