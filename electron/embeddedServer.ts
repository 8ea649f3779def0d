// The "demo from a single laptop install" mode: the same Koa app as the branch server, on a free
// loopback port, with its lowdb files under the kiosk's user-data folder.
import type { AddressInfo } from 'node:net';
import { createApp } from '../server/app';
import { resolveDataKey } from '../server/dataKey';
import { listen } from '../server/http/listen';

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
  // One kiosk is its only client: its visitors must never share one address's budget.
  // A demo: DATA_KEY when the laptop sets one, else the demo key in its data folder (README,
  // "DATA_KEY"), whatever NODE_ENV the packaged app runs under.
  const dataKey = await resolveDataKey(
    { DATA_KEY: process.env.DATA_KEY },
    options.dataDir,
    (line) => console.info(line),
  );
  const { koa, store } = await createApp({ ...options, dataKey, rateBudgets: false });
  // Loopback only: the demo server must not be reachable from the branch network.
  const server = await listen(koa, { port: 0, host: '127.0.0.1' }).catch(async (err: unknown) => {
    await store.close();
    throw err;
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
