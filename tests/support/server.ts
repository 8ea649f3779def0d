import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../server/app';

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
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
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
