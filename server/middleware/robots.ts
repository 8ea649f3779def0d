import type { Middleware } from 'koa';

/** The public pages may be indexed; the API and the staff desk may not. */
export const ROBOTS_TXT = [
  'User-agent: *',
  'Allow: /',
  'Disallow: /api/',
  'Disallow: /desk',
  '',
].join('\n');

/** Answers /robots.txt from the server itself, so it exists whatever the web build contains. */
export const robotsTxt = (): Middleware =>
  async function robotsTxt(ctx, next) {
    if (ctx.path !== '/robots.txt' || (ctx.method !== 'GET' && ctx.method !== 'HEAD'))
      return next();
    ctx.type = 'text/plain; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.body = ROBOTS_TXT;
  };
