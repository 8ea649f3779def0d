import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';

const NOT_BUILT =
  '<!doctype html><meta charset="utf-8"><title>Not built</title><p>The web app is not built yet: run <code>npm run build</code>.</p>';

/**
 * Serves the built React app from `distDir`: hashed assets with a long cache, and index.html for
 * every other GET that is not a file, so client routes (even '/research -report' and
 * '/Dos and Don’ts for Investors') load when typed into the address bar.
 */
export function spa(distDir: string): Middleware {
  const index = indexLoader(join(distDir, 'index.html'));
  return async function spa(ctx, next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(ctx.path)) {
      try {
        const immutable = ctx.path.startsWith('/assets/');
        await send(ctx, ctx.path, {
          root: distDir,
          immutable,
          maxage: immutable ? 31_536_000_000 : 0,
        });
        return;
      } catch (err) {
        // 403 is koa-send's answer to a path that leaves distDir: to the visitor, not found.
        const status = (err as { status?: number }).status;
        if (status !== 404 && status !== 400 && status !== 403) throw err;
        // A missing file at the root (/foo.txt) is not a client route: the app's HTML under a
        // file's name only confuses crawlers and tools. Deeper paths may be routes with a dot.
        if (status === 403 || ctx.path.startsWith('/assets/') || isRootFile(ctx.path)) {
          ctx.throw(404);
        }
      }
    }
    const html = await index();
    ctx.status = html === null ? 503 : 200;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = html ?? NOT_BUILT;
  };
}

const isRootFile = (path: string) => /^\/[^/]+\.[a-z0-9]+$/i.test(path);

/**
 * index.html, read again only when the file changes: a rebuild while the server runs points to
 * new hashed assets, and an old cached copy would point to files that no longer exist.
 */
function indexLoader(file: string): () => Promise<string | null> {
  let cached: { mtimeMs: number; html: string } | null = null;
  return async () => {
    try {
      const { mtimeMs } = await stat(file);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await readFile(file, 'utf8') };
      return cached.html;
    } catch {
      return null;
    }
  };
}
