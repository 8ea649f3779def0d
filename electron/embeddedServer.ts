// The "demo from a single laptop install" mode: the same Koa app as the branch server, on a free
// loopback port, with its lowdb files under the kiosk's user-data folder.
import type { AddressInfo } from 'node:net';
import { createApp } from '../server/app';

export interface EmbeddedServer {
  /** e.g. http://127.0.0.1:49731/ */
  url: string;
  close: () => Promise<void>;
}

export interface EmbeddedServerOptions {
  /** Writable: the lowdb files (seeded on first start). */
  dataDir: string;
  /** Shipped seed data: JSON, images, downloads (inside the app, read-only). */
  assetsDir: string;
  /** The built React app. */
  distDir: string;
  log?: (err: unknown) => void;
}

export async function startEmbeddedServer(options: EmbeddedServerOptions): Promise<EmbeddedServer> {
  const { koa, store } = await createApp(options);
  // Loopback only: the demo server must not be reachable from the branch network.
  const server = koa.listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await store.close();
    },
  };
}
