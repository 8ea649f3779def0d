// Entry point of `npm run backup` (server/store/backupCli.ts) on the server's DATA_DIR. Takes no lock:
// it is meant to run while the server does.
import { runBackupCli } from './store/backupCli';
import { runCommand } from './cli';
import { serverSettings } from './env';

await runCommand(() => {
  const { dataDir, databaseUrl } = serverSettings(process.env);
  return runBackupCli(
    process.argv.slice(2),
    { dataDir, ...(databaseUrl ? { databaseUrl } : {}) },
    {
      out: (line) => process.stdout.write(`${line}\n`),
      now: () => new Date(),
    },
  );
});
