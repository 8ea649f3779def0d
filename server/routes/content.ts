import Router from '@koa/router';
import { PrecomputedJson } from '../precomputed';
import type { ContentData } from '../store/contentStore';

/** The read-only lists of SPEC §7; each answers `{ data: [...] }` (the spec's `data.data`). */
export function contentRoutes(content: ContentData): Router {
  const router = new Router();
  // The content does not change while the server runs: each answer is built once.
  const list = (path: string, data: unknown) => {
    const answer = new PrecomputedJson({ data });
    router.get(path, (ctx) => answer.send(ctx));
  };

  list('/api/site', content.site);
  list('/api/banner', content.banners);
  list('/api/news-master', content.news);
  list('/api/content-master', content.contents);
  list('/api/gallery-category', content.galleryCategories);
  list('/api/gallery', content.gallery);
  list('/api/downloads', content.downloads);
  list('/api/download-form', content.downloadForms);
  list('/api/amc-master', content.amcs);
  list('/api/amc-category', content.amcCategories);

  // Names may hold spaces, '&' and '/': the client URL-encodes each part, the router decodes it.
  router.get('/api/amc-scheme/:amc/:category', (ctx) => {
    const { amc, category } = ctx.params as { amc: string; category: string };
    ctx.body = {
      data: content.schemes
        .filter((s) => s.AMCName === amc && s.CategoryName === category)
        .map(({ SchemeName }) => ({ SchemeName })),
    };
  });
  return router;
}
