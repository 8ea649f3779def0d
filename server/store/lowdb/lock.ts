import { open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

export const LOCK_FILE = 'server.lock';

/** Data dirs this process holds, so a lock carrying our own pid is told apart from a stale one. */
const held = new Set<string>();

/** Another live process owns the data dir: lowdb files have exactly one writer. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another server (process ${pid}). ` +
        'Only one process may use a data directory; stop that one first, or use DATABASE_URL to run several servers.',
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * Takes `<dataDir>/server.lock` (created exclusively, holding our pid). A lock whose process is gone
 * (killed, crashed, machine restarted) is taken over. Returns the release function.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const handle = await open(path, 'wx');
      try {
        await handle.writeFile(`${process.pid}\n`);
        await handle.sync();
      } catch (err) {
        await handle.close();
        await rm(path, { force: true });
        throw err;
      }
      await handle.close();
      held.add(dataDir);
      return async () => {
        held.delete(dataDir);
        await rm(path, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const owner = Number.parseInt(await readFile(path, 'utf8').catch(() => ''), 10);
    if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
      // Our own pid in a lock we do not hold is a previous life of this process id (a restarted
      // container starts at the same pid): stale.
      if (owner !== process.pid || held.has(dataDir)) throw new DataDirLockedError(dataDir, owner);
    }
    await rm(path, { force: true });
  }
  throw new Error(`could not take the lock ${path}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
