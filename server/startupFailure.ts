import { DataDirLockedError } from './store/lowdb/lock';

/**
 * Why the data could not be opened, in one line (the server's start and the operator commands
 * print it). Causes an operator can act on are said plainly; anything else keeps its message but
 * never a stack trace (it may quote paths of the code, and it does not help the person at the
 * console).
 */
export function storeFailure(err: unknown, dataDir: string): string {
  if (err instanceof DataDirLockedError) return err.message;
  const code = (err as NodeJS.ErrnoException | null)?.code;
  if (code === 'ENOSPC') {
    return `the disk holding the data directory ${dataDir} is full. Free some space there and start again.`;
  }
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') {
    return `the data directory ${dataDir} is not writable (${code}).`;
  }
  return err instanceof Error ? err.message : String(err);
}

/** The one line printed when the server cannot start. */
export function startupFailure(err: unknown, dataDir: string): string {
  return `Cannot start: ${storeFailure(err, dataDir)}`;
}
