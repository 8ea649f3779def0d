// Entry point of `npm run staff` (server/desk/staffCli.ts) on the configured store: DATA_DIR, or
// DATABASE_URL for PostgreSQL. The embedded engine locks its folder, so with lowdb run this while
// the server is stopped.
import { text } from 'node:stream/consumers';
import { runCommand, withConfiguredStore } from './cli';
import { runStaffCli } from './desk/staffCli';

await runCommand(() =>
  withConfiguredStore((store) =>
    runStaffCli(process.argv.slice(2), store, {
      // One line (a terminal, or `printf '%s\n' "$PW" |`), without its line break.
      readPassword: async () => (await text(process.stdin)).replace(/\r?\n$/, ''),
      out: (line) => process.stdout.write(`${line}\n`),
      now: () => new Date(),
    }),
  ),
);
