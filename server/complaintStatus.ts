// Entry point of `npm run complaint:status` (server/desk/complaintStatusCli.ts) on the configured
// store: DATA_DIR, or DATABASE_URL for PostgreSQL. The embedded engine locks its folder, so with
// lowdb run this while the server is stopped.
import { runCommand, withConfiguredStore } from './cli';
import { runComplaintStatusCli } from './desk/complaintStatusCli';

await runCommand(() =>
  withConfiguredStore(
    (store) =>
      runComplaintStatusCli(process.argv.slice(2), store, {
        out: (line) => process.stdout.write(`${line}\n`),
        now: () => new Date(),
      }),
    { existing: true },
  ),
);
