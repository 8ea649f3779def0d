import { mkdtemp, rm } from 'node:fs/promises';
import type Koa from 'koa';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, type AppOptions } from '../../server/app';
import { DEFAULT_LINK_CHECK_SETTINGS, NOT_CHECKED } from '../../server/desk/linkCheck';
import { DEFAULT_CONNECTION_LIMITS, listen, type ConnectionLimits } from '../../server/http/listen';
import { DEFAULT_RENDER_LIMITS } from '../../server/pages/renderSlots';
import type { Store } from '../../server/store/types';

export interface RunningApp {
  baseUrl: string;
  dataDir: string;
  /** The server's own store, for tests that check what was stored, whatever the engine. */
  store: Store;
  /** The server's Koa app, for tests that watch its middleware chain. */
  koa: Koa;
  /** The server's clock (StartOptions.now): a test's sign-in code is of its time. */
  now: () => Date;
  close: () => Promise<void>;
}

export interface StartOptions {
  log?: (err: unknown) => void;
  /** Start-up notices; default: dropped. */
  info?: (line: string) => void;
  /** Reuse this data dir (e.g. to restart on the same files); it is then kept on close. */
  dataDir?: string;
  /** postgres://… : keep the data in this database (kept on close) instead of the data dir. */
  databaseUrl?: string;
  /** DATA_KEY (server/dataKey.ts); default: none, records stored as given. */
  dataKey?: Buffer;
  /** Seed assets; default: the repo's data/. */
  assetsDir?: string;
  /** Web build; default: the repo's dist/. */
  distDir?: string;
  /** Default: no rate limits, since test suites send many requests from one address. */
  rateBudgets?: AppOptions['rateBudgets'];
  trustProxy?: boolean;
  publicOrigin?: AppOptions['publicOrigin'];
  /**
   * Default: the production time-outs and cap, and no cap per client address, since test suites
   * send bursts of requests from one address.
   */
  connections?: ConnectionLimits;
  /** The server's clock (desk time limits, closed months); default: the real one. */
  now?: () => Date;
  /** Default: the production caps of the desk's event streams. */
  streamLimits?: AppOptions['streamLimits'];
  /** Default: the production time-outs of the PostgreSQL pool. */
  databaseTimeouts?: AppOptions['databaseTimeouts'];
  /** The outbox's worker; default: the embedded one (e-mails as .eml files in the data dir). */
  notify?: AppOptions['notify'];
  /** The staff reminders' sweep; default: every 5 minutes, so a short test sees none. */
  reminders?: AppOptions['reminders'];
  /** The escalations' sweep; default: every hour (not the app's minute), so a short test sees none. */
  escalations?: AppOptions['escalations'];
  /**
   * Default: the production number of renderings at once, with a budget long enough that a page
   * is drawn on a loaded test machine too: the tests that read a first HTML's drawn text would
   * otherwise fail whenever the machine is slow. The budget's own tests set theirs.
   */
  renderLimits?: AppOptions['renderLimits'];
}

const TEST_RENDER_LIMITS = { ...DEFAULT_RENDER_LIMITS, budgetMs: 60_000 };

/**
 * The real server on a random loopback port with a fresh temporary data dir (removed on close),
 * unless `dataDir` is given.
 */
export async function startApp(options: StartOptions = {}): Promise<RunningApp> {
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'investor-e2e-')));
  const { koa, store } = await createApp({
    dataDir,
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
    ...(options.dataKey ? { dataKey: options.dataKey } : {}),
    log: options.log ?? (() => {}),
    info: options.info ?? (() => {}),
    ...(options.assetsDir ? { assetsDir: options.assetsDir } : {}),
    ...(options.distDir ? { distDir: options.distDir } : {}),
    rateBudgets: options.rateBudgets ?? false,
    trustProxy: options.trustProxy ?? false,
    ...(options.publicOrigin ? { publicOrigin: options.publicOrigin } : {}),
    ...(options.now ? { now: options.now } : {}),
    renderLimits: options.renderLimits ?? TEST_RENDER_LIMITS,
    ...(options.databaseTimeouts ? { databaseTimeouts: options.databaseTimeouts } : {}),
    ...(options.streamLimits ? { streamLimits: options.streamLimits } : {}),
    ...(options.notify ? { notify: options.notify } : {}),
    ...(options.reminders ? { reminders: options.reminders } : {}),
    escalations: options.escalations ?? { everyMs: 3_600_000 },
    // A machine without a network: "Check now" never asks the internet for the seed's links.
    linkCheck: { settings: { ...DEFAULT_LINK_CHECK_SETTINGS, external: async () => NOT_CHECKED } },
  });
  const server = await listen(koa, {
    port: 0,
    host: '127.0.0.1',
    behindProxy: options.trustProxy ?? false,
    limits: options.connections ?? {
      ...DEFAULT_CONNECTION_LIMITS,
      maxConnectionsPerClient: DEFAULT_CONNECTION_LIMITS.maxConnections,
    },
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir,
    store,
    koa,
    now: options.now ?? (() => new Date()),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await store.close();
      // A last write of a request answered while the server closed may still land: rm retries a
      // folder that filled up under it (ENOTEMPTY), as the kioskTaps teardown once saw.
      if (ownsDataDir) await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}
