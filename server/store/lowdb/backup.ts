import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { CONTENT_FILE } from '../contentStore';
import { writeSynced } from '../durableFile';
import { SUBMISSIONS_DIR } from './index';
import { MIGRATED_SUFFIX } from './migrate';
import { JOURNAL_SEGMENT, journalCommits } from './journal';
import { AUDIT_INTENT_FILE, INTENT_FILE } from './transaction';

/**
 * The write-ahead record of a transaction under way (docs/storage.md, The outbox) is no data file:
 * its writes are answered only once they are in their collections and it is gone, so nothing
 * acknowledged is only there, and a copy of it would add to the copy writes no one was told of.
 */
const INTENT_FILES = new Set([INTENT_FILE, AUDIT_INTENT_FILE]);

/** Written last into a backup: what it holds, so a restore can be checked before it is used. */
export const MANIFEST_FILE = 'backup-manifest.json';

export interface BackupManifest {
  createdAt: string;
  from: string;
  /** Records per collection folder (`submissions/<name>/`), old-layout files not counted. */
  records: Record<string, number>;
  files: { path: string; bytes: number }[];
}

/** The backup cannot be made; nothing was written to the target. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/**
 * Copies the committed files of an embedded data dir into `target` (docs/storage.md, "Backup").
 * Works while a server writes: every data file is replaced whole by rename, so each read sees one
 * committed version, never a torn one. Copied: the journal's segments first (a commit not yet in
 * its month file is there, and a segment a checkpoint removes meanwhile has put its commits in the
 * month files, copied after), content.json, every month file and the kept old-layout files
 * (`*.json.migrated`); not the lock, temporary files (hidden names) nor the intent of a
 * transaction of the version before the journal (INTENT_FILES). A server on the copy replays the
 * segments at its start. Each copy
 * is parsed, fsync'd and read back; the folder appears at `target` only when complete.
 */
export async function backupDataDir(
  dataDir: string,
  target: string,
  now: Date,
): Promise<BackupManifest> {
  const from = resolve(dataDir);
  const to = resolve(target);
  if (!(await isDir(from))) throw new BackupError(`No data directory at ${from}.`);
  if (!(await exists(join(from, CONTENT_FILE)))) {
    throw new BackupError(`${from} is not a data directory (it has no ${CONTENT_FILE}).`);
  }
  if (to === from || to.startsWith(from + sep)) {
    throw new BackupError(`The backup cannot go inside the data directory ${from}.`);
  }
  if ((await exists(to)) && !(await isDir(to))) {
    throw new BackupError(`${to} exists and is not a folder; choose a new folder.`);
  }
  if ((await readdir(to).catch(() => [])).length > 0) {
    throw new BackupError(`${to} exists and is not empty; choose a new folder.`);
  }
  const staging = `${to}.partial-${randomBytes(4).toString('hex')}`;
  try {
    const manifest: BackupManifest = { createdAt: now.toISOString(), from, records: {}, files: [] };
    // Each collection's records by id: one may be both in a month file and in the journal.
    const ids = new Map<string, Set<string>>();
    const count = (collection: string, id: string) =>
      ids.set(collection, (ids.get(collection) ?? new Set()).add(id));
    for (const path of await dataFiles(from)) {
      const journal = JOURNAL_SEGMENT.test(path);
      const text = await readFile(join(from, path), 'utf8').catch((err: NodeJS.ErrnoException) => {
        // A segment a checkpoint removed meanwhile: its commits are in the month files, copied
        // after the segments for that reason.
        if (journal && err.code === 'ENOENT') return null;
        throw err;
      });
      if (text === null) continue;
      const records = journal ? null : recordsIn(text, path);
      await writeDurably(join(staging, path), text);
      if ((await readFile(join(staging, path), 'utf8')) !== text) {
        throw new BackupError(`The copy of ${path} does not read back as written.`);
      }
      manifest.files.push({ path, bytes: Buffer.byteLength(text) });
      if (journal) {
        for (const writes of journalCommits(text)) {
          for (const w of writes) if (w.insert) count(w.collection, w.record.id);
        }
      }
      // Month files only (`submissions/<collection>/<YYYY-MM>.json`): old-layout files are copied
      // but their records are already counted in the months they were migrated to.
      const [top, collection, month] = path.split(sep);
      if (top === SUBMISSIONS_DIR && collection && month && records !== null) {
        for (const record of records) count(collection, (record as { id: string }).id);
      }
    }
    for (const [collection, found] of ids) manifest.records[collection] = found.size;
    await writeDurably(join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    // rmdir, not rm: should something have appeared in the target meanwhile, it stays.
    await rmdir(to).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT')
        throw new BackupError(`${to} is no longer empty; choose a new folder.`);
    });
    await rename(staging, to);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** The data files under `dir`, relative, sorted; hidden names (temporary writes) are skipped. */
async function dataFiles(dir: string, under = ''): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(join(dir, under), { withFileTypes: true })) {
    const path = join(under, entry.name);
    if (entry.name.startsWith('.') || (under === '' && INTENT_FILES.has(entry.name))) continue;
    if (entry.isDirectory()) found.push(...(await dataFiles(dir, path)));
    else if (
      entry.isFile() &&
      path !== MANIFEST_FILE &&
      (entry.name.endsWith('.json') ||
        entry.name.endsWith(`.json${MIGRATED_SUFFIX}`) ||
        (under === '' && JOURNAL_SEGMENT.test(entry.name)))
    ) {
      found.push(path);
    }
  }
  // The journal's segments first (see backupDataDir), then the rest in order.
  return found.sort(
    (a, b) =>
      Number(JOURNAL_SEGMENT.test(b)) - Number(JOURNAL_SEGMENT.test(a)) || a.localeCompare(b),
  );
}

/** Parses a data file: its records (`{ records: [...] }`), null for content.json. */
function recordsIn(text: string, path: string): unknown[] | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    // Not JSON.parse's message: it would quote what visitors sent.
    throw new BackupError(
      `${path} in the data directory is not valid JSON; nothing was backed up.`,
    );
  }
  const records = (data as { records?: unknown } | null)?.records;
  return Array.isArray(records) ? records : null;
}

async function writeDurably(path: string, text: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeSynced(path, text, 'wx');
}

async function isDir(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isDirectory() ?? false;
}

async function exists(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null)) !== null;
}
