import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, type AppOptions } from '../../server/app';
import { listen, type ConnectionLimits } from '../../server/listen';

export interface RunningApp {
  baseUrl: string;
  dataDir: string;
  close: () => Promise<void>;
}

export interface StartOptions {
  log?: (err: unknown) => void;
  /** Reuse this data dir (e.g. to restart on the same files); it is then kept on close. */
  dataDir?: string;
  /** Seed assets; default: the repo's data/. */
  assetsDir?: string;
  /** Web build; default: the repo's dist/. */
  distDir?: string;
  /** Default: no rate limits, since test suites send many requests from one address. */
  rateBudgets?: AppOptions['rateBudgets'];
  trustProxy?: boolean;
  /** Default: the production time-outs and cap. */
  connections?: ConnectionLimits;
}

/**
 * The real server on a random loopback port with a fresh temporary data dir (removed on close),
 * unless `dataDir` is given.
 */
export async function startApp(options: StartOptions = {}): Promise<RunningApp> {
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'investor-e2e-')));
  const app = await createApp({
    dataDir,
    log: options.log ?? (() => {}),
    ...(options.assetsDir ? { assetsDir: options.assetsDir } : {}),
    ...(options.distDir ? { distDir: options.distDir } : {}),
    rateBudgets: options.rateBudgets ?? false,
    trustProxy: options.trustProxy ?? false,
  });
  const server = await listen(app, {
    port: 0,
    host: '127.0.0.1',
    ...(options.connections ? { limits: options.connections } : {}),
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
