// Whether a download's file is there to be served (docs/contract.md §13): what /api/downloads/
// answers with, an upload in the store under its generated name or a shipped PDF in the assets'
// downloads/ folder, so the desk never publishes a link to nothing.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { API_PREFIX, routes } from '../../src/contract/api';
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

/**
 * The file routes of server/routes/files.ts: each one's seed folder under the assets and whether
 * its uploads are pictures (a WebP or SVG upload) or documents (a PDF).
 */
const FILE_ROUTES: readonly (readonly [route: string, folder: string, images: boolean])[] = [
  [routes.download, 'downloads', false],
  [routes.file, 'files', false],
  [routes.newsImage, 'images/news', true],
  [routes.bannerImage, 'images/banners', true],
  [routes.galleryImage, 'images/gallery', true],
  [routes.siteImage, 'images/site', true],
];

/**
 * Whether a file path of the API (`/api/files/kyc.pdf`, `/api/news-images/up-….webp`) is served:
 * undefined when the path is no file route's, else whether the route finds the file (an upload in
 * the store, or a seed file in the route's folder), as the link checker asks (docs/contract.md §13f).
 */
export function servedFileExists(assetsDir: string, uploads: UploadStore) {
  return async (apiPath: string): Promise<boolean | undefined> => {
    for (const [route, folder, images] of FILE_ROUTES) {
      const prefix = API_PREFIX + route.replace(':name', '');
      if (!apiPath.startsWith(prefix)) continue;
      let name: string;
      try {
        name = decodeURIComponent(apiPath.slice(prefix.length));
      } catch {
        return false;
      }
      const upload = UPLOAD_NAME.exec(name);
      if (upload) {
        const isImage = upload[1] !== 'pdf';
        return isImage === images && (await uploads.get(name)) !== undefined;
      }
      const full = safeFileIn(join(assetsDir, folder), name);
      return full !== null && ((await stat(full).catch(() => null))?.isFile() ?? false);
    }
    return undefined;
  };
}
