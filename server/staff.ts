// Entry point of `npm run staff` (server/desk/staffCli.ts) on the configured store: DATA_DIR, or
// DATABASE_URL for PostgreSQL. The embedded engine locks its folder, so with lowdb run this while
// the server is stopped.
import { text } from 'node:stream/consumers';
import { join } from 'node:path';
import { DEFAULT_ASSETS_DIR } from './app';
import { runStaffCli } from './desk/staffCli';
import { serverSettings } from './env';
import { openStore } from './store';

const { dataDir } = serverSettings(process.env);
const store = await openStore({
  dataDir,
  seedDir: join(DEFAULT_ASSETS_DIR, 'seed'),
  databaseUrl: process.env.DATABASE_URL || undefined,
});
try {
  process.exitCode = await runStaffCli(process.argv.slice(2), store, {
    // One line (a terminal, or `printf '%s\n' "$PW" |`), without its line break.
    readPassword: async () => (await text(process.stdin)).replace(/\r?\n$/, ''),
    out: (line) => process.stdout.write(`${line}\n`),
    now: () => new Date(),
  });
} finally {
  await store.close();
}
