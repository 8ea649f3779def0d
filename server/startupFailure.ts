import { DataDirLockedError } from './store/lowdb/lock';

/**
 * The one line printed when the server cannot start. Causes an operator can act on are said
 * plainly; anything else keeps its message but never a stack trace (it may quote paths of the
 * code, and it does not help the person at the console).
 */
export function startupFailure(err: unknown, dataDir: string): string {
  if (err instanceof DataDirLockedError) return `Cannot start: ${err.message}`;
  const code = (err as NodeJS.ErrnoException | null)?.code;
  if (code === 'ENOSPC') {
    return `Cannot start: the disk holding the data directory ${dataDir} is full. Free some space there and start again.`;
  }
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') {
    return `Cannot start: the data directory ${dataDir} is not writable (${code}).`;
  }
  const message = err instanceof Error ? err.message : String(err);
  return `Cannot start: ${message}`;
}
