import Router from '@koa/router';
import { join } from 'node:path';
import { sendFileFrom } from '../files';
import type { FileCache } from '../fileCache';

/** Images, downloads and the static documents, each from its own folder of the seed assets. */
export function fileRoutes(assetsDir: string, cache: FileCache): Router {
  const router = new Router();
  const images = (path: string, folder: string) =>
    router.get(`${path}/:name`, (ctx) =>
      sendFileFrom(ctx, cache, join(assetsDir, 'images', folder), ctx.params.name ?? '', {
        maxAgeSeconds: 86_400,
      }),
    );
  images('/api/banner-images', 'banners');
  images('/api/news-images', 'news');
  images('/api/gallery-images', 'gallery');
  images('/api/site-images', 'site');

  router.get('/api/downloads/:name', (ctx) =>
    sendFileFrom(ctx, cache, join(assetsDir, 'downloads'), ctx.params.name ?? '', {
      download: true,
    }),
  );
  router.get('/api/files/:name', (ctx) =>
    sendFileFrom(ctx, cache, join(assetsDir, 'files'), ctx.params.name ?? ''),
  );
  return router;
}
