import { join } from 'node:path';
import { CONTENT_FILE, openContent } from '../contentStore';
import { DurableJSONFile } from '../durableFile';
import type { ContentData, ContentStore } from '../types';

/** content.json, read once; a `put` rewrites it durably before the new value is served. */
export async function openLowdbContent(dataDir: string, seedDir: string): Promise<ContentStore> {
  let data = await openContent(dataDir, seedDir);
  const file = new DurableJSONFile<ContentData>(join(dataDir, CONTENT_FILE));
  let writing = Promise.resolve();
  return {
    get: async (key) => data[key],
    put: (key, value) => {
      // Chained, so each put starts from the previous one's result.
      const write = writing.then(async () => {
        const next = { ...data, [key]: value };
        await file.write(next);
        data = next;
      });
      writing = write.catch(() => undefined);
      return write;
    },
  };
}
