import { join } from 'node:path';
import { CONTENT_FILE, openContent } from '../contentStore';
import { DurableJSONFile } from '../durableFile';
import type { ContentData, ContentStore } from '../types';
import { LowDocument } from './lowDocument';

/**
 * content.json, read once (openContent: seeded on first start) and then held by lowdb's `Low`
 * through the durable adapter: a `put` or `update` is written before the new value is served.
 */
export async function openLowdbContent(dataDir: string, seedDir: string): Promise<ContentStore> {
  const file = join(dataDir, CONTENT_FILE);
  const doc = new LowDocument(
    new DurableJSONFile<ContentData>(file),
    await openContent(dataDir, seedDir),
  );
  let writing = Promise.resolve();
  // Chained, so each write starts from the previous one's result (one process owns the data dir).
  const update: ContentStore['update'] = (key, change) => {
    const write = writing.then(async () => {
      const value = change(doc.shown[key]);
      await doc.replace({ ...doc.shown, [key]: value });
      return value;
    });
    writing = write.then(
      () => undefined,
      () => undefined,
    );
    return write;
  };
  return {
    get: async (key) => doc.shown[key],
    put: async (key, value) => {
      await update(key, () => value);
    },
    update,
  };
}
