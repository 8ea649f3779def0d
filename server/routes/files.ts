import type Router from '@koa/router';
import type { Context } from 'koa';
import { join } from 'node:path';
import { routes } from '../../src/contract/api';
import type { FileCache } from '../files/fileCache';
import { sendFileFrom } from '../files/files';
import type { UploadStore } from '../store/types';

/** The content desk's generated names (server/desk/uploads.ts): images, a photo's widths, PDFs. */
export const UPLOAD_NAME = /^up-[0-9a-f]{24}(?:-\d{3,4})?\.(webp|svg|pdf)$/;
const IMAGE_EXT = new Set(['webp', 'svg']);

/**
 * Images, downloads and the static documents, each from its own folder of the seed assets, or,
 * for a generated upload name, from the store's uploads (docs/contract.md §13), so every app
 * server serves what the desk uploaded through any of them.
 */
export function fileRoutes(
  router: Router,
  assetsDir: string,
  cache: FileCache,
  uploads: UploadStore,
): void {
  /** True when the name is an upload's (sent, or a 404 when it is not of this route's kind). */
  const upload = async (ctx: Context, images: boolean, download = false) => {
    const name = String(ctx.params.name ?? '');
    const match = UPLOAD_NAME.exec(name);
    if (!match) return false;
    const stored = IMAGE_EXT.has(match[1]!) === images ? await uploads.get(name) : undefined;
    if (!stored) ctx.throw(404, 'File not found');
    ctx.type = stored.type;
    // Written once under a random name: it never changes.
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    if (!images) ctx.attachment(name, download ? {} : { type: 'inline' });
    ctx.body = stored.bytes;
    return true;
  };

  const images = (path: string, folder: string) =>
    router.get(path, async (ctx) => {
      if (await upload(ctx, true)) return;
      await sendFileFrom(ctx, cache, join(assetsDir, 'images', folder), ctx.params.name ?? '', {
        maxAgeSeconds: 86_400,
      });
    });
  images(routes.bannerImage, 'banners');
  images(routes.newsImage, 'news');
  images(routes.galleryImage, 'gallery');
  images(routes.siteImage, 'site');

  router.get(routes.download, async (ctx) => {
    if (await upload(ctx, false, true)) return;
    await sendFileFrom(ctx, cache, join(assetsDir, 'downloads'), ctx.params.name ?? '', {
      download: true,
    });
  });
  router.get(routes.file, async (ctx) => {
    if (await upload(ctx, false)) return;
    await sendFileFrom(ctx, cache, join(assetsDir, 'files'), ctx.params.name ?? '');
  });
}
