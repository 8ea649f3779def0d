import type Router from '@koa/router';
import { join } from 'node:path';
import { routes } from '../../src/contract/api';
import { sendFileFrom } from '../files';

/** Images, downloads and the static documents, each from its own folder of the seed assets. */
export function fileRoutes(router: Router, assetsDir: string): void {
  const images = (path: string, folder: string) =>
    router.get(path, (ctx) =>
      sendFileFrom(ctx, join(assetsDir, 'images', folder), ctx.params.name ?? '', {
        maxAgeSeconds: 86_400,
      }),
    );
  images(routes.bannerImage, 'banners');
  images(routes.newsImage, 'news');
  images(routes.galleryImage, 'gallery');
  images(routes.siteImage, 'site');

  router.get(routes.download, (ctx) =>
    sendFileFrom(ctx, join(assetsDir, 'downloads'), ctx.params.name ?? '', { download: true }),
  );
  router.get(routes.file, (ctx) =>
    sendFileFrom(ctx, join(assetsDir, 'files'), ctx.params.name ?? ''),
  );
}
