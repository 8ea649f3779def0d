// Entry point of `npm run complaint:status` (server/desk/complaintStatusCli.ts) on the configured
// store: DATA_DIR, or DATABASE_URL for PostgreSQL. The embedded engine locks its folder, so with
// lowdb run this while the server is stopped.
import { runCommand, withConfiguredStore } from './cli';
import { serverSettings } from './env';
import { runComplaintStatusCli } from './desk/complaintStatusCli';

function siteOrigin(): string {
  const { publicOrigin, port } = serverSettings(process.env);
  return publicOrigin ?? `http://localhost:${port}`;
}

await runCommand(() =>
  withConfiguredStore(
    (store) =>
      runComplaintStatusCli(process.argv.slice(2), store, {
        out: (line) => process.stdout.write(`${line}\n`),
        now: () => new Date(),
        // The site's address as its server would give it (PUBLIC_ORIGIN, else this machine's).
        origin: siteOrigin(),
      }),
    { existing: true },
  ),
);
