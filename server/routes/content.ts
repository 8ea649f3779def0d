import type Router from '@koa/router';
import { routes, type ApiAnswers } from '../../src/contract/api';
import { PrecomputedJson } from '../precomputed';
import type { ContentStore } from '../store/types';

/** The read-only lists of docs/contract.md §7; each answers `{ data: [...] }`. */
export async function contentRoutes(router: Router, content: ContentStore): Promise<void> {
  // Content changes only through the store between starts: each answer is built once.
  const list = (path: string, answer: object) => {
    const json = new PrecomputedJson(answer);
    router.get(path, (ctx) => json.send(ctx));
  };
  const get = content.get.bind(content);

  list(routes.site, { data: await get('site') } satisfies ApiAnswers['site']);
  list(routes.banners, { data: await get('banners') } satisfies ApiAnswers['banners']);
  list(routes.news, { data: await get('news') } satisfies ApiAnswers['news']);
  list(routes.contents, { data: await get('contents') } satisfies ApiAnswers['contents']);
  list(routes.galleryCategories, {
    data: await get('galleryCategories'),
  } satisfies ApiAnswers['galleryCategories']);
  list(routes.gallery, { data: await get('gallery') } satisfies ApiAnswers['gallery']);
  list(routes.downloads, { data: await get('downloads') } satisfies ApiAnswers['downloads']);
  list(routes.downloadForm, {
    data: await get('downloadForms'),
  } satisfies ApiAnswers['downloadForm']);
  list(routes.amcs, { data: await get('amcs') } satisfies ApiAnswers['amcs']);
  list(routes.amcCategories, {
    data: await get('amcCategories'),
  } satisfies ApiAnswers['amcCategories']);

  // Names may hold spaces, '&' and '/': the client URL-encodes each part, the router decodes it.
  const schemes = await get('schemes');
  router.get(routes.schemes, (ctx) => {
    const { amc, category } = ctx.params as { amc: string; category: string };
    ctx.body = {
      data: schemes
        .filter((s) => s.AMCName === amc && s.CategoryName === category)
        .map(({ SchemeName }) => ({ SchemeName })),
    } satisfies ApiAnswers['schemes'];
  });
}
