import { close, fsync, open, write } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import { dirname, basename, join } from 'node:path';
import { promisify } from 'node:util';
import type { Adapter } from 'lowdb';

let tmpCounter = 0;

/**
 * The durable writes' calls on file descriptors, not FileHandle objects: a FileHandle costs the
 * server's thread about twice as much per call, and every audit entry (each desk page view) and
 * every POST makes a durable write of about ten calls (docs/performance.md, "Lookups beside five
 * officers on lowdb").
 */
const openFd = promisify(open);
const writeFd = promisify(write);
const syncFd = promisify(fsync);
const closeFd = promisify(close);

/**
 * What a durable write writes: a text, bytes, or pieces of bytes written one after the other (a
 * part file's head, body and tail: no copy of the body joined to them, partFile.ts).
 */
export type Bytes = string | Uint8Array | readonly Uint8Array[];

/**
 * Completed writes since start, across all files (tests check how well they batch), and the
 * folders made for them (`mkdir` calls: made once per folder, madeFolders).
 */
export const writeStats = { writes: 0, folders: 0 };

/**
 * The folders this process has made (or found) for its writes: a write into one of them makes no
 * `mkdir` (docs/storage.md, Group commit: a `mkdir -p` of a folder that exists was two system
 * calls a file, every write). A folder removed meanwhile is noticed by the write's ENOENT and
 * made again (prepareDurably).
 */
const madeFolders = new Set<string>();

async function makeFolder(dir: string): Promise<void> {
  writeStats.folders++;
  await mkdir(dir, { recursive: true });
  madeFolders.add(dir);
}

/** The file exists but is not valid JSON; it is left exactly as it is for staff to repair. */
export class CorruptFileError extends Error {
  constructor(readonly file: string) {
    super(`${basename(file)} is not valid JSON`);
    this.name = 'CorruptFileError';
  }
}

/**
 * A lowdb adapter whose write is durable and atomic: the JSON goes to a temporary file beside the
 * target, is fsync'd, renamed over the target, and the folder is fsync'd. A crash at any point
 * leaves either the previous file or the new one, never a torn file. (lowdb's own JSONFile renames
 * atomically but does not fsync, so an acknowledged write could vanish on power loss.)
 */
export class DurableJSONFile<T> implements Adapter<T> {
  constructor(private readonly file: string) {}

  async read(): Promise<T | null> {
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      // Not JSON.parse's message: it quotes the file, which holds what visitors sent.
      throw new CorruptFileError(this.file);
    }
    // null means "no file yet" to lowdb, which would then start afresh over whatever this was.
    if (data === null) throw new CorruptFileError(this.file);
    return data as T;
  }

  async write(data: T): Promise<void> {
    await writeDurably(this.file, JSON.stringify(data, null, 2));
  }
}

/**
 * Writes `bytes` to `file` durably and atomically (temporary file beside it, fsync, rename, fsync
 * of the folder): content.json (DurableJSONFile), the part files (lowdb/partFile.ts) and the
 * content desk's uploads share it.
 */
export async function writeDurably(file: string, bytes: Bytes): Promise<void> {
  await (await prepareDurably(file, bytes)).commit();
}

/** A file's next content, on disk beside it but not in its place yet (prepareDurably). */
export interface PreparedFile {
  /** Puts it in place (rename, fsync of the folder); a failed rename leaves the file as it was. */
  commit(): Promise<void>;
  /** Removes it: the file stays as it was. */
  abort(): Promise<void>;
}

/**
 * writeDurably in two steps, for an embedded transaction (lowdb/transaction.ts): the part that
 * can fail for want of space or rights (the temporary file, written and fsync'd) before its
 * commit point, the rename after it.
 */
export async function prepareDurably(file: string, bytes: Bytes): Promise<PreparedFile> {
  const dir = dirname(file);
  if (!madeFolders.has(dir)) await makeFolder(dir);
  const tmp = join(dir, `.${basename(file)}.${process.pid}.${++tmpCounter}.tmp`);
  // A failed write (disk full, folder gone) must not leave its half-written copy behind.
  const abort = () => rm(tmp, { force: true });
  try {
    await writeSynced(tmp, bytes).catch(async (err: unknown) => {
      // The folder was removed since it was made here (the file could not be created).
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      madeFolders.delete(dir);
      await makeFolder(dir);
      await writeSynced(tmp, bytes);
    });
  } catch (err) {
    await abort();
    throw err;
  }
  return {
    commit: async () => {
      try {
        await rename(tmp, file);
      } catch (err) {
        await abort();
        throw err;
      }
      await syncFolder(dir);
      writeStats.writes++;
    },
    abort,
  };
}

/**
 * Writes `bytes` to `file` in place and fsyncs it; `flag` 'wx': only a file not there yet. Not
 * atomic on its own: prepareDurably's temporary file, or a backup's staging folder, makes it so.
 */
export async function writeSynced(
  file: string,
  bytes: Bytes,
  flag: 'w' | 'wx' = 'w',
): Promise<void> {
  const fd = await openFd(file, flag);
  const pieces =
    typeof bytes === 'string'
      ? [Buffer.from(bytes)]
      : bytes instanceof Uint8Array
        ? [bytes]
        : bytes;
  try {
    for (const data of pieces) {
      for (let at = 0; at < data.length;) {
        at += (await writeFd(fd, data, at, data.length - at, null)).bytesWritten;
      }
    }
    await syncFd(fd);
  } finally {
    await closeFd(fd);
  }
}

/** Removes `file` durably (its folder fsync'd): a crash after this finds it gone. */
export async function removeDurably(file: string): Promise<void> {
  await rm(file, { force: true });
  await syncFolder(dirname(file));
}

/** Makes the names in `dir` durable (a file made or renamed there). */
export async function syncFolder(dir: string): Promise<void> {
  const fd = await openFd(dir, 'r');
  try {
    await syncFd(fd);
  } catch {
    // Some file systems refuse fsync on a directory; the rename itself is still atomic there.
  } finally {
    await closeFd(fd);
  }
}
