import type { Middleware } from 'koa';
import { msg } from '../../src/contract/messages';
import { isApiPath } from './apiPath';

/**
 * The end of the line for /api (any spelling): a path no router answered is a JSON 404, or a 405 (with `Allow`)
 * when the path exists with other methods. Nothing under /api ever falls through to the web app.
 */
export const apiFallback = (): Middleware =>
  async function apiFallback(ctx, next) {
    // Every spelling of /api, so `/API/complain` is the API's 404, not the web app's page.
    if (!isApiPath(ctx.path)) return next();
    // @koa/router records every layer whose path matched, whatever its method.
    const matched = (ctx as { matched?: { methods: string[] }[] }).matched ?? [];
    const allowed = [...new Set(matched.flatMap((layer) => layer.methods))];
    if (allowed.length > 0) {
      ctx.set('Allow', allowed.join(', '));
      ctx.throw(405, 'Method not allowed');
    }
    ctx.throw(404, msg.notFound);
  };
