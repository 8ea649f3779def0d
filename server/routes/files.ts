import type Router from '@koa/router';
import { join } from 'node:path';
import { routes } from '../../src/contract/api';
import type { FileCache } from '../fileCache';
import { sendFileFrom } from '../files';

/** Images, downloads and the static documents, each from its own folder of the seed assets. */
export function fileRoutes(router: Router, assetsDir: string, cache: FileCache): void {
  const images = (path: string, folder: string) =>
    router.get(path, (ctx) =>
      sendFileFrom(ctx, cache, join(assetsDir, 'images', folder), ctx.params.name ?? '', {
        maxAgeSeconds: 86_400,
      }),
    );
  images(routes.bannerImage, 'banners');
  images(routes.newsImage, 'news');
  images(routes.galleryImage, 'gallery');
  images(routes.siteImage, 'site');

  router.get(routes.download, (ctx) =>
    sendFileFrom(ctx, cache, join(assetsDir, 'downloads'), ctx.params.name ?? '', {
      download: true,
    }),
  );
  router.get(routes.file, (ctx) =>
    sendFileFrom(ctx, cache, join(assetsDir, 'files'), ctx.params.name ?? ''),
  );
}
