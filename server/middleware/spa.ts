import { extname, join } from 'node:path';
import type { Middleware } from 'koa';
import type { FileCache } from '../fileCache';
import { safePathIn, sendFile } from '../files';

const NOT_BUILT =
  '<!doctype html><meta charset="utf-8"><title>Not built</title><p>The web app is not built yet: run <code>npm run build</code>.</p>';

/** Hashed names change with their content: a browser may keep them for a year unasked. */
const HASHED = 'public, max-age=31536000, immutable';

/**
 * Serves the built React app from `distDir`, compressed once through `cache`: hashed assets with
 * a long cache, other files and index.html revalidated by ETag (a rebuild shows at once), and
 * index.html for every other GET that is not a file, so client routes (even '/research -report'
 * and '/Dos and Don’ts for Investors') load when typed into the address bar. /api is passed on.
 */
export function spa(distDir: string, cache: FileCache): Middleware {
  const index = join(distDir, 'index.html');
  return async function spa(ctx, next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/api' || ctx.path.startsWith('/api/')) return next();
    const isAsset = ctx.path.startsWith('/assets/');
    if (isAsset || /\.[a-z0-9]+$/i.test(ctx.path)) {
      const file = safePathIn(distDir, ctx.path);
      const type = extname(file ?? '') || 'application/octet-stream';
      if (file && (await sendFile(ctx, cache, file, type, isAsset ? HASHED : 'no-cache'))) return;
      // A missing file at the root (/foo.txt) is not a client route: the app's HTML under a
      // file's name only confuses crawlers and tools. Deeper paths may be routes with a dot.
      if (!file || isAsset || isRootFile(ctx.path)) ctx.throw(404);
    }
    if (await sendFile(ctx, cache, index, 'html', 'no-cache')) return;
    ctx.status = 503;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = NOT_BUILT;
  };
}

const isRootFile = (path: string) => /^\/[^/]+\.[a-z0-9]+$/i.test(path);
