import type { Context, Middleware } from 'koa';
import { paths } from '../../src/contract/routes';
import { escapeHtml } from '../../src/contract/html';

/**
 * Routes left out of the sitemap: /content-test is the spec's placeholder page, /news and
 * /gallery-details show what a visitor picked on /all-news or /gallery (a client-side choice a
 * crawler's visit cannot carry), so their own URL has nothing stable to index, and the staff desk
 * is no public page (robots.txt keeps crawlers out of it).
 */
export const UNLISTED: readonly string[] = [
  paths.contentTest,
  paths.news,
  paths.galleryDetails,
  paths.desk,
];

/**
 * Every public page, percent-encoded (spaces and the curly apostrophe of two contract routes): the
 * fixed routes of docs/contract.md §2 and one /cms/{id} per content page.
 */
export function sitemapPaths(contentIds: readonly string[]): string[] {
  const fixed = Object.values(paths).filter(
    (path): path is Extract<(typeof paths)[keyof typeof paths], string> =>
      typeof path === 'string' && !path.includes(':') && !UNLISTED.includes(path),
  );
  return [...fixed.map((path) => encodeURI(path)), ...contentIds.map((id) => paths.cms(id))];
}

/** The configured public origin, or the one the request came to (Host, and the proxy's scheme). */
export const originOf = (ctx: Context, publicOrigin: string | undefined) =>
  publicOrigin ?? `${ctx.protocol}://${ctx.host}`;

function sitemapXml(origin: string, pagePaths: readonly string[]): string {
  const urls = pagePaths.map((path) => `  <url><loc>${escapeHtml(origin + path)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * Answers /sitemap.xml with absolute URLs of every public page (docs/contract.md §2). The content
 * page ids are read per request (pages published on the desk appear at once).
 */
export function sitemap(
  contentIds: () => Promise<readonly string[]>,
  publicOrigin?: string,
): Middleware {
  return async function sitemap(ctx, next) {
    if (ctx.path !== '/sitemap.xml' || (ctx.method !== 'GET' && ctx.method !== 'HEAD'))
      return next();
    ctx.type = 'application/xml; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = sitemapXml(originOf(ctx, publicOrigin), sitemapPaths(await contentIds()));
  };
}
