import { readFileSync } from 'node:fs';
import { link, readFile, rename, rm, writeFile } from 'node:fs/promises';
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
 * (killed, crashed, machine restarted) is taken over, and `info` says so. Returns the release
 * function.
 */
export async function lockDataDir(
  dataDir: string,
  info: (line: string) => void = () => {},
): Promise<() => Promise<void>> {
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    if (await createWithPid(path)) {
      held.add(dataDir);
      return async () => {
        held.delete(dataDir);
        await rm(path, { force: true });
      };
    }
    const text = await readFile(path, 'utf8').catch(() => null);
    if (text === null) continue; // released in the meantime
    const owner = Number.parseInt(text, 10);
    if (Number.isInteger(owner) && owner > 0 && isAlive(owner) && sameProcess(owner, text)) {
      // Our own pid in a lock we do not hold is a previous life of this process id (a restarted
      // container starts at the same pid): stale.
      if (owner !== process.pid || held.has(dataDir)) throw new DataDirLockedError(dataDir, owner);
    }
    if (await removeIfStill(path, text)) {
      const whose = Number.isInteger(owner) ? `process ${owner}` : 'an unknown process';
      info(`Took over the lock of ${dataDir} left by ${whose}, which is no longer running`);
    }
  }
  throw new Error(`could not take the lock ${path}`);
}

/**
 * Creates the lock already holding our pid (written to a private file, then hard-linked into
 * place), so another process never reads an empty lock and takes it for a stale one. False when a
 * lock exists.
 */
async function createWithPid(path: string): Promise<boolean> {
  const mine = `${path}.${process.pid}`;
  await writeFile(mine, lockText(process.pid), { flush: true });
  try {
    await link(mine, path);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    await rm(mine, { force: true });
  }
}

/**
 * Removes the stale lock only if it still says `stale`. Two processes taking over at once must not
 * both win: the lock is moved aside (rename is atomic, so each moves whatever is there at that
 * instant), and if what was moved is another process's fresh lock, it is put back.
 */
export async function removeIfStill(path: string, stale: string): Promise<boolean> {
  const aside = `${path}.stale.${process.pid}`;
  try {
    await rename(path, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
  try {
    if ((await readFile(aside, 'utf8')) === stale) return true;
    await link(aside, path).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'EEXIST') throw err;
    });
    return false;
  } finally {
    await rm(aside, { force: true });
  }
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

/**
 * A lock's text: the pid on the first line (what older locks hold alone), then what tells this
 * process from a later one given the same pid: its start time (field 22 of /proc/<pid>/stat, in
 * clock ticks since boot) and the boot's id. Systems without /proc write the pid only.
 */
function lockText(pid: number): string {
  const start = startTimeOf(pid);
  const boot = bootId();
  return [pid, start && `start=${start}`, boot && `boot=${boot}`]
    .filter(Boolean)
    .map((line) => `${line}\n`)
    .join('');
}

/**
 * Whether the live process `pid` is the one that wrote `text`: not when the lock names another boot
 * or another start time (the pid was given to an unrelated process since). A lock without them (an
 * older server's, or from a system without /proc) is taken to be its owner's: refusing to start is
 * safe, two writers are not.
 */
function sameProcess(pid: number, text: string): boolean {
  const field = (name: string) => new RegExp(`^${name}=(\\S+)$`, 'm').exec(text)?.[1];
  const boot = field('boot');
  const start = field('start');
  const currentBoot = bootId();
  if (boot && currentBoot && boot !== currentBoot) return false;
  const currentStart = startTimeOf(pid);
  return !(start && currentStart && start !== currentStart);
}

function startTimeOf(pid: number): string | undefined {
  const stat = readProc(`/proc/${pid}/stat`);
  // The command name (field 2) may hold spaces and parentheses: count from its closing one.
  const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields?.[19];
}

const bootId = () => readProc('/proc/sys/kernel/random/boot_id')?.trim() || undefined;

function readProc(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}
