import type { Middleware } from 'koa';
import { originOf } from './sitemap';

/** The public pages may be indexed; the API and the staff desk may not. */
export const ROBOTS_TXT = [
  'User-agent: *',
  'Allow: /',
  'Disallow: /api/',
  'Disallow: /desk',
  '',
].join('\n');

/**
 * Answers /robots.txt from the server itself, so it exists whatever the web build contains, with
 * the sitemap's absolute URL (crawlers take no relative one).
 */
export const robotsTxt = (publicOrigin?: string): Middleware =>
  async function robotsTxt(ctx, next) {
    if (ctx.path !== '/robots.txt' || (ctx.method !== 'GET' && ctx.method !== 'HEAD'))
      return next();
    ctx.type = 'text/plain; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.body = `${ROBOTS_TXT}Sitemap: ${originOf(ctx, publicOrigin)}/sitemap.xml\n`;
  };
