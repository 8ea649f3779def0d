// Whether a download's file is there to be served (docs/contract.md §13): what /api/downloads/
// answers with, an upload in the store under its generated name or a shipped PDF in the assets'
// downloads/ folder, so the desk never publishes a link to nothing.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { safeFileIn } from '../files/files';
import { UPLOAD_NAME } from '../routes/files';
import type { UploadStore } from '../store/types';

export type DocumentExists = (name: string) => Promise<boolean>;

/** Answers whether `/api/downloads/<name>` serves a PDF. */
export function downloadExists(assetsDir: string, uploads: UploadStore): DocumentExists {
  return async (name) => {
    if (UPLOAD_NAME.test(name)) return (await uploads.get(name))?.type === 'application/pdf';
    const full = safeFileIn(join(assetsDir, 'downloads'), name);
    return full !== null && ((await stat(full).catch(() => null))?.isFile() ?? false);
  };
}
