import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { writeDurably } from '../durableFile';
import type { StoredUpload, UploadStore } from '../types';
import { safeFileIn } from '../../files/files';

/** The content desk's uploads: `<dataDir>/uploads/<name>` plus `<name>.type` holding its type. */
export const UPLOADS_DIR = 'uploads';
/** The investors' attachments (docs/contract.md §7b), laid out alike but never served publicly. */
export const ATTACHMENTS_DIR = 'attachments';

export function openLowdbUploads(dataDir: string, dir = UPLOADS_DIR): UploadStore {
  const folder = join(dataDir, dir);
  const pathOf = (name: string) => {
    const path = safeFileIn(folder, name);
    if (!path) throw new Error('invalid upload name');
    return path;
  };
  return {
    async put(name, { type, bytes }) {
      const path = pathOf(name);
      // The type first: a file whose bytes exist is complete.
      await writeDurably(`${path}.type`, type);
      await writeDurably(path, bytes);
    },
    async get(name): Promise<StoredUpload | undefined> {
      const path = safeFileIn(folder, name);
      if (!path) return undefined;
      try {
        const [bytes, type] = await Promise.all([readFile(path), readFile(`${path}.type`, 'utf8')]);
        return { bytes, type };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },
    async remove(name) {
      const path = pathOf(name);
      // The bytes first: a type left without its bytes is no upload (`names`).
      await rm(path, { force: true });
      await rm(`${path}.type`, { force: true });
    },
    async names() {
      let files: string[];
      try {
        files = await readdir(folder);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw err;
      }
      // An upload is complete once its bytes exist beside its type (`put` writes the type first).
      const present = new Set(files);
      return files.filter((f) => !f.startsWith('.') && present.has(`${f}.type`)).sort();
    },
  };
}
