import { readFile, stat } from 'node:fs/promises';
import type { Middleware } from 'koa';
import send from 'koa-send';

/**
 * Serves the built React app from `distDir`: hashed assets with a long cache, and index.html for
 * every other GET that is not a file, so client routes (even '/research -report' and
 * '/Dos and Don’ts for Investors') load when typed into the address bar.
 */
export function spa(distDir: string): Middleware {
  let indexHtml: string | null = null;
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
        const status = (err as { status?: number }).status;
        if (status !== 404 && status !== 400) throw err;
        if (ctx.path.startsWith('/assets/')) ctx.throw(404);
      }
    }
    indexHtml ??= await loadIndex(distDir);
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = indexHtml;
  };
}

async function loadIndex(distDir: string): Promise<string> {
  const file = `${distDir}/index.html`;
  try {
    await stat(file);
    return await readFile(file, 'utf8');
  } catch {
    return '<!doctype html><meta charset="utf-8"><title>Not built</title><p>The web app is not built yet: run <code>npm run build</code>.</p>';
  }
}
