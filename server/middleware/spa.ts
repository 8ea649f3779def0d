import { extname } from 'node:path';
import type { Context, Middleware } from 'koa';
import type { FileCache } from '../files/fileCache';
import type { FirstHtml } from '../pages/firstHtml';
import { isApiPath } from './apiPath';
import { safePathIn, sendFile } from '../files/files';
import { isStoreUnreachable, STORE_RETRY_AFTER_SECONDS } from '../store/unreachable';

/** The page a visitor sees while the store cannot be reached: the site's own page needs its data. */
const STORE_DOWN =
  '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Back shortly</title><h1>We will be back shortly</h1><p>Our site cannot show this page just now. Please try again in a minute.</p></html>';

const NOT_BUILT =
  '<!doctype html><meta charset="utf-8"><title>Not built</title><p>The web app is not built yet: run <code>npm run build</code>.</p>';

/** Hashed names change with their content: a browser may keep them for a year unasked. */
const HASHED = 'public, max-age=31536000, immutable';

/**
 * Serves the built React app from `distDir`, compressed once through `cache`: hashed assets with
 * a long cache, other files revalidated by ETag (a rebuild shows at once), and the page's first
 * HTML (index.html with the lists it reads first, FirstHtml) for every other GET that is not a
 * file, so client routes (even '/research -report' and '/Dos and Don’ts for Investors') load when
 * typed into the address bar. /api is passed on.
 */
export function spa(distDir: string, cache: FileCache, firstHtml: FirstHtml): Middleware {
  return async function spa(ctx, next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (isApiPath(ctx.path)) return next();
    const isAsset = ctx.path.startsWith('/assets/');
    if (isAsset || /\.[a-z0-9]+$/i.test(ctx.path)) {
      const file = safePathIn(distDir, ctx.path);
      const type = extname(file ?? '') || 'application/octet-stream';
      if (file && (await sendFile(ctx, cache, file, type, isAsset ? HASHED : 'no-cache'))) return;
      // A missing file at the root (/foo.txt) is not a client route: the app's HTML under a
      // file's name only confuses crawlers and tools. Deeper paths may be routes with a dot.
      if (!file || isAsset || isRootFile(ctx.path)) ctx.throw(404);
    }
    if (await sentOrStoreDown(ctx, firstHtml)) return;
    ctx.status = 503;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = NOT_BUILT;
  };
}

/** The path as the app's router reads it; one that cannot be decoded is a 404 there too. */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

const isRootFile = (path: string) => /^\/[^/]+\.[a-z0-9]+$/i.test(path);

/**
 * Sends the page's first HTML; while the store cannot be reached, a short page of its own with 503
 * and Retry-After instead (docs/storage.md), not the JSON error of an API call.
 */
async function sentOrStoreDown(ctx: Context, firstHtml: FirstHtml): Promise<boolean> {
  try {
    return await firstHtml.send(ctx, decodedPath(ctx.path));
  } catch (err) {
    if (!isStoreUnreachable(err)) throw err;
    ctx.status = 503;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Retry-After', String(STORE_RETRY_AFTER_SECONDS));
    ctx.body = STORE_DOWN;
    return true;
  }
}
