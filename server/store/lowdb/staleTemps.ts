import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * `writeDurably`'s temporary names, `.<file>.<pid>.<counter>.tmp`: the JSON files' and the content
 * desk's uploads' (an image or PDF, and its `.type`). Nothing else is touched.
 */
const TEMP = /^\..+\.\d+\.\d+\.tmp$/;

/**
 * Removes the temporary copies a killed write left behind (full copies of what visitors sent, or
 * of an upload)
 * under `dir`, at any depth. Runs only while the data-dir lock is held, so no live writer owns one.
 * Returns how many were removed.
 */
export async function removeStaleTemps(dir: string): Promise<number> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return 0;
    throw err;
  }
  let removed = 0;
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) removed += await removeStaleTemps(path);
    else if (entry.isFile() && TEMP.test(entry.name)) {
      await rm(path, { force: true });
      removed++;
    }
  }
  return removed;
}
