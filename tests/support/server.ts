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

/** The real server on a random loopback port with a fresh temporary data dir. */
export async function startApp(
  options: { log?: (err: unknown) => void } = {},
): Promise<RunningApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'investor-e2e-'));
  const app = await createApp({ dataDir, log: options.log ?? (() => {}) });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
