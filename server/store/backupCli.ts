// `npm run backup -- --to DIR` (README, "Backing up the embedded files"): a copy of DATA_DIR that
// a server can be started on, made while the server runs (docs/storage.md, "Backup").
import { parseArgs } from 'node:util';
import { BackupError, backupDataDir } from './lowdb/backup';

export const BACKUP_USAGE = 'Usage: npm run backup -- --to DIR   (DIR: a new or empty folder)';

export interface BackupCliIo {
  out(line: string): void;
  now(): Date;
}

/** Returns the exit code (2: bad usage, 1: refused or failed, 0: done). */
export async function runBackupCli(
  argv: string[],
  config: { dataDir: string; databaseUrl?: string },
  io: BackupCliIo,
): Promise<number> {
  let to: string | undefined;
  try {
    to = parseArgs({ args: argv, options: { to: { type: 'string' } } }).values.to;
  } catch (err) {
    io.out(`${(err as Error).message}\n${BACKUP_USAGE}`);
    return 2;
  }
  if (!to) {
    io.out(BACKUP_USAGE);
    return 2;
  }
  if (config.databaseUrl) {
    io.out(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump (README, "Backing up PostgreSQL").',
    );
    return 1;
  }
  try {
    const manifest = await backupDataDir(config.dataDir, to, io.now());
    io.out(`Backed up ${manifest.from} to ${to} (${manifest.files.length} files)`);
    for (const [name, n] of Object.entries(manifest.records)) {
      io.out(`${name.padEnd(16)} ${String(n).padStart(8)} record(s)`);
    }
    return 0;
  } catch (err) {
    if (err instanceof BackupError) {
      io.out(err.message);
      return 1;
    }
    throw err;
  }
}
