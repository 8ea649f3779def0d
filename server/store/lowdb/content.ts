import { join } from 'node:path';
import { CONTENT_FILE, openContent } from '../contentStore';
import { DurableJSONFile } from '../durableFile';
import type { ContentData, ContentStore } from '../types';

/** content.json, read once; a `put` or `update` rewrites it durably before the new value is served. */
export async function openLowdbContent(dataDir: string, seedDir: string): Promise<ContentStore> {
  let data = await openContent(dataDir, seedDir);
  const file = new DurableJSONFile<ContentData>(join(dataDir, CONTENT_FILE));
  let writing = Promise.resolve();
  // Chained, so each write starts from the previous one's result (one process owns the data dir).
  const update: ContentStore['update'] = (key, change) => {
    const write = writing.then(async () => {
      const value = change(data[key]);
      const next = { ...data, [key]: value };
      await file.write(next);
      data = next;
      return value;
    });
    writing = write.then(
      () => undefined,
      () => undefined,
    );
    return write;
  };
  return {
    get: async (key) => data[key],
    put: async (key, value) => {
      await update(key, () => value);
    },
    update,
  };
}
