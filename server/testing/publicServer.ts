// The public routes of one app server over a store (what visitors' browsers call): the desk's
// suites start two over one store to show a publish is served by every app server at once.
import Router from '@koa/router';
import Koa from 'koa';
import type { AddressInfo } from 'node:net';
import { FileCache } from '../files/fileCache';
import { sitemap } from '../middleware/sitemap';
import { contentRoutes } from '../routes/content';
import { repeatAnswers } from '../http/repeatAnswers';
import { fileRoutes } from '../routes/files';
import type { Store } from '../store/types';

export type PublicServer = Awaited<ReturnType<typeof publicServer>>;

export async function publicServer(store: Store, now?: () => Date) {
  const router = new Router({ prefix: '/api' });
  contentRoutes(router, store.content, now);
  fileRoutes(router, '/nonexistent-assets', new FileCache(), store.uploads);
  const app = new Koa();
  // As in the app: a repeated GET is answered ahead of the routes, and must still see a publish.
  app.use(repeatAnswers());
  app.use(
    sitemap(async () => (await store.content.get('contents')).map((c) => c._id), 'https://x.in'),
  );
  app.use(router.routes());
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    get: (path: string) => fetch(url + path),
    json: async <T>(path: string) => ((await (await fetch(url + path)).json()) as { data: T }).data,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
