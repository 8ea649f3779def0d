import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import Koa from 'koa';
import compress from 'koa-compress';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { API_PREFIX } from '../src/contract/api';
import { BODY_LIMIT_BYTES } from '../src/contract/limits';
import { msg } from '../src/contract/messages';
import { apiFallback } from './middleware/apiFallback';
import { errorsToJson } from './middleware/errors';
import { httpsOrigins, securityHeaders } from './middleware/securityHeaders';
import { spa } from './middleware/spa';
import { contentRoutes } from './routes/content';
import { fileRoutes } from './routes/files';
import { submissionRoutes } from './routes/submissions';
import { openStore } from './store';
import type { Store } from './store/types';

const root = resolve(fileURLToPath(import.meta.url), '../..');

export interface AppOptions {
  /** Where the lowdb files live (created and seeded on first start). */
  dataDir: string;
  /** postgres://… : the store is PostgreSQL instead of dataDir's files (docs/storage.md). */
  databaseUrl?: string;
  /** Seed assets (JSON in seed/, images/, downloads/, files/). Default: the repo's data/. */
  assetsDir?: string;
  /** The built web app. Default: the repo's dist/. */
  distDir?: string;
  /** Where unexpected errors are reported (never to the visitor). */
  log?: (err: unknown) => void;
  /** One-line start-up notices (e.g. temp files removed). Default: console.info. */
  info?: (line: string) => void;
}

export interface App {
  koa: Koa;
  /** Close it after the HTTP server: it finishes pending writes and releases the data dir. */
  store: Store;
}

export const DEFAULT_ASSETS_DIR = resolve(root, 'data');
export const DEFAULT_DIST_DIR = resolve(root, 'dist');

/** Builds the Koa app. The request's path through it reads top to bottom. */
export async function createApp(options: AppOptions): Promise<App> {
  const assetsDir = resolve(options.assetsDir ?? DEFAULT_ASSETS_DIR);
  const distDir = resolve(options.distDir ?? DEFAULT_DIST_DIR);
  const log = options.log ?? ((err) => console.error('[server]', err));
  const store = await openStore({
    dataDir: resolve(options.dataDir),
    seedDir: resolve(assetsDir, 'seed'),
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
    info: options.info ?? ((line) => console.info(line)),
  });
  try {
    return { koa: await buildKoa(store, assetsDir, distDir, log), store };
  } catch (err) {
    await store.close();
    throw err;
  }
}

async function buildKoa(
  store: Store,
  assetsDir: string,
  distDir: string,
  log: (err: unknown) => void,
): Promise<Koa> {
  const site = await store.content.get('site');

  const app = new Koa();
  app.silent = true; // errors are reported by errorsToJson, without request bodies
  app.on('error', (err: unknown) => log(err)); // the few that escape it, e.g. a broken file stream
  app.use(errorsToJson(log));
  app.use(securityHeaders(httpsOrigins([site.home?.ticker?.url, site.contact?.mapEmbedUrl])));
  app.use(compress({ threshold: 1024 }));
  app.use(
    bodyParser({
      enableTypes: ['json'],
      jsonLimit: BODY_LIMIT_BYTES,
      onError: (err, ctx) => {
        const status = (err as { status?: number }).status;
        ctx.throw(status === 413 ? 413 : 400, status === 413 ? msg.bodyTooLarge : 'Invalid JSON');
      },
    }),
  );
  const api = new Router({ prefix: API_PREFIX });
  await contentRoutes(api, store.content);
  fileRoutes(api, assetsDir);
  submissionRoutes(api, store);
  app.use(api.routes());
  app.use(apiFallback());
  app.use(spa(distDir));
  return app;
}
