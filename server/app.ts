import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import Koa from 'koa';
import compress from 'koa-compress';
import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';
import { API_PREFIX } from '../src/contract/api';
import { BODY_LIMIT_BYTES } from '../src/contract/limits';
import { CONTENT_BODY_LIMIT_BYTES, CONTENT_DESK_PREFIX } from '../src/contract/contentDesk';
import { msg } from '../src/contract/messages';
import { paths } from '../src/contract/routes';
import { COMPRESS_MIN_BYTES, PRECOMPRESSED_DIR } from './files/compressed';
import { FileCache } from './files/fileCache';
import { FirstHtml } from './pages/firstHtml';
import { apiFallback } from './middleware/apiFallback';
import { API_ROUTER_OPTIONS } from './middleware/apiPath';
import { isClientGone } from './middleware/clientGone';
import { errorsToJson } from './middleware/errors';
import {
  DEFAULT_RATE_BUDGETS,
  noRateLimits,
  publicRateLimits,
  rateLimiter,
  type RateBudgets,
} from './middleware/rateLimit';
import { robotsTxt } from './middleware/robots';
import { httpsOrigins, securityHeaders } from './middleware/securityHeaders';
import { sitemap } from './middleware/sitemap';
import { spa } from './middleware/spa';
import { transportPolicy } from './middleware/transportPolicy';
import { contentRoutes } from './routes/content';
import { DeskEvents } from './desk/events';
import { deskRoutes, type DeskOptions } from './routes/desk';
import { disclosureRoutes } from './routes/disclosures';
import { fileRoutes } from './routes/files';
import { kioskFleetRoutes } from './routes/kiosk';
import { submissionRoutes } from './routes/submissions';
import { investorVoiceRoutes } from './routes/investorVoice';
import { dataRequestRoutes } from './routes/dataRequests';
import { jsonInOneCall } from './http/jsonInOneCall';
import { repeatAnswers } from './http/repeatAnswers';
import type { StreamLimits } from './desk/streamSeats';
import type { RenderLimits } from './pages/renderSlots';
import { notifySettings, notifyWorker } from './notify/config';
import { startReminderSweeps } from './notify/reminders';
import { startScheduler } from './desk/contentSchedule';
import { LinkChecker, startNightlyLinkCheck, type LinkCheckSettings } from './desk/linkCheck';
import { startRepeating } from './repeating';
import { DEFAULT_ESCALATION_SWEEP_MS, sweepEscalations } from './desk/escalations';
import { DEFAULT_RETENTION_SWEEP_MS, sweepRetention } from './desk/retention';
import { AuditLog } from './desk/audit';
import type { Transport } from './notify/transport';
import { startOutboxWorker, type WorkerOptions } from './notify/worker';
import { publicRequestsInFlightPeak, publicRequestsSeen } from './http/publicTraffic';
import { openStore } from './store';
import { FieldCipher } from './store/fieldCipher';
import type { DatabaseTimeouts } from './store/postgres';
import type { Store } from './store/types';

const root = resolve(fileURLToPath(import.meta.url), '../..');

export interface AppOptions {
  /** Where the lowdb files live (created and seeded on first start). */
  dataDir: string;
  /** postgres://… : the store is PostgreSQL instead of dataDir's files (docs/storage.md). */
  databaseUrl?: string;
  /** The PostgreSQL pool's time-outs (docs/storage.md); default: DEFAULT_DATABASE_TIMEOUTS. */
  databaseTimeouts?: DatabaseTimeouts;
  /**
   * DATA_KEY (server/dataKey.ts): phones, PAN and message addresses are stored encrypted under it
   * (docs/storage.md, "PII at rest"). server/main.ts always gives one; without it (a test of
   * something else) records are stored as given.
   */
  dataKey?: Buffer;
  /** Seed assets (JSON in seed/, images/, downloads/, files/). Default: the repo's data/. */
  assetsDir?: string;
  /** The built web app. Default: the repo's dist/. */
  distDir?: string;
  /** Where unexpected errors are reported (never to the visitor). */
  log?: (err: unknown) => void;
  /** One-line start-up notices (e.g. temp files removed). Default: console.info. */
  info?: (line: string) => void;
  /** Behind a trusted reverse proxy: X-Forwarded-For / -Proto are honoured (Koa's app.proxy). */
  trustProxy?: boolean;
  /** Requests per client address; default DEFAULT_RATE_BUDGETS, false for none (one local client). */
  rateBudgets?: RateBudgets | false;
  /** Origin of the absolute URLs in sitemap.xml and robots.txt; default: the request's own. */
  publicOrigin?: string;
  /** The clock of the desk's time limits and of the monthly disclosures; default: the real one. */
  now?: () => Date;
  /**
   * Render the home page's first HTML as the server starts (docs/performance.md), so that no
   * visitor waits for the renderer to load; off by default, as tests start many servers.
   */
  renderOnStart?: boolean;
  /** How many pages the server draws at once, and how long a page waits for its drawing. */
  renderLimits?: RenderLimits;
  /** How many desk event streams a client address and a session may hold; default: the production caps. */
  streamLimits?: StreamLimits;
  /**
   * The outbox's worker (server/notify/worker.ts), started with the app and stopped on its close.
   * Default: the embedded one (e-mails as .eml files under `dataDir`, SMS not configured).
   */
  notify?: Omit<WorkerOptions, 'outbox'>;
  /**
   * The staff reminders' sweep (server/notify/reminders.ts), started with the app: how often
   * (default 5 minutes), and the origin its desk links use when `publicOrigin` is not set.
   */
  reminders?: { everyMs?: number; origin?: string };
  /** The content scheduler (server/desk/contentSchedule.ts), started with the app: how often. */
  scheduler?: { everyMs?: number };
  /** The escalations' sweep (server/desk/escalations.ts): how often; default every minute. */
  escalations?: { everyMs?: number };
  /** The retention sweep (server/desk/retention.ts): how often; default once a day. */
  retention?: { everyMs?: number };
  /**
   * The link checker (server/desk/linkCheck.ts, docs/contract.md §13f): its time of night, time-out
   * and per-host limit (default: the README's), and whether this server takes part in the night's
   * run (`nightly`, asked every `everyMs`): off unless set, as tests start many servers and none
   * may ask the internet; server/main.ts sets it.
   */
  linkCheck?: { settings?: LinkCheckSettings; nightly?: boolean; everyMs?: number };
}

export interface App {
  koa: Koa;
  /**
   * Close it after the HTTP server: it stops the app's background work, finishes pending writes
   * and releases the data dir.
   */
  store: Store;
}

export const DEFAULT_ASSETS_DIR = resolve(root, 'data');
export const DEFAULT_DIST_DIR = resolve(root, 'dist');

/** Opens the store and builds the Koa app over it. */
export async function createApp(options: AppOptions): Promise<App> {
  const store = await openStore({
    dataDir: resolve(options.dataDir),
    seedDir: resolve(options.assetsDir ?? DEFAULT_ASSETS_DIR, 'seed'),
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
    ...(options.databaseTimeouts ? { databaseTimeouts: options.databaseTimeouts } : {}),
    ...(options.dataKey ? { cipher: new FieldCipher(options.dataKey) } : {}),
    info: options.info ?? ((line) => console.info(line)),
  });
  try {
    const notify = options.notify ?? notifyWorker(notifySettings({}), resolve(options.dataDir));
    const { koa, stop } = await buildKoa(store, options, notify.transports);
    const worker = startOutboxWorker({
      log: options.info ?? ((line) => console.info(line)),
      // The sends give way to the investors' requests, and a flood of them holds the next claim
      // (docs/storage.md, The outbox).
      requestsStarted: publicRequestsSeen,
      requestsInFlight: publicRequestsInFlightPeak,
      ...notify,
      outbox: store.outbox,
    });
    const now = options.now ?? (() => new Date());
    // Only a server with neither (a test) links to localhost.
    const origin = options.publicOrigin ?? options.reminders?.origin ?? 'http://localhost';
    const reminders = startReminderSweeps({
      store,
      now,
      settings: { origin },
      ...(options.reminders?.everyMs ? { everyMs: options.reminders.everyMs } : {}),
      log: options.log ?? ((err) => console.error('[reminders]', err)),
    });
    const scheduler = startScheduler({
      store,
      now,
      ...(options.scheduler?.everyMs ? { everyMs: options.scheduler.everyMs } : {}),
      log: options.log ?? ((err) => console.error('[scheduler]', err)),
    });
    const audit = new AuditLog(store, now);
    const linkCheck = options.linkCheck?.nightly
      ? startNightlyLinkCheck({
          checker: new LinkChecker(
            store,
            resolve(options.assetsDir ?? DEFAULT_ASSETS_DIR),
            now,
            options.linkCheck.settings,
          ),
          ...(options.linkCheck.everyMs ? { everyMs: options.linkCheck.everyMs } : {}),
          log: options.log ?? ((err) => console.error('[link check]', err)),
        })
      : undefined;
    const escalations = startRepeating(
      options.escalations?.everyMs ?? DEFAULT_ESCALATION_SWEEP_MS,
      async () => {
        await sweepEscalations(store, now(), audit, { origin });
      },
      options.log ?? ((err) => console.error('[escalations]', err)),
    );
    // Erases what has passed its retention period, never a held record (docs/contract.md §16).
    const retention = startRepeating(
      options.retention?.everyMs ?? DEFAULT_RETENTION_SWEEP_MS,
      async () => {
        await sweepRetention(store, now(), audit);
      },
      options.log ?? ((err) => console.error('[retention]', err)),
    );
    // The app's background work (the disclosures' month ends, the reminders, the scheduler, the
    // escalations, the retention sweep, the night's link check, the outbox's sends) stops with
    // the store.
    const close = async () => {
      await reminders.stop();
      await scheduler.stop();
      await escalations.stop();
      await retention.stop();
      await linkCheck?.stop();
      await worker.stop();
      await Promise.all(notify.transports.map((transport) => transport.close()));
      await stop();
      await store.close();
    };
    return { koa, store: { ...store, close } };
  } catch (err) {
    await store.close();
    throw err;
  }
}

/** The request's path through the app reads top to bottom. `stop` ends its background work. */
async function buildKoa(
  store: Store,
  options: AppOptions,
  transports: readonly Transport[],
): Promise<{ koa: Koa; stop: () => Promise<void> }> {
  const assetsDir = resolve(options.assetsDir ?? DEFAULT_ASSETS_DIR);
  const distDir = resolve(options.distDir ?? DEFAULT_DIST_DIR);
  const log = options.log ?? ((err) => console.error('[server]', err));
  const site = await store.content.get('site');

  const rateBudgets = options.rateBudgets ?? DEFAULT_RATE_BUDGETS;
  const limiter = rateBudgets ? rateLimiter(rateBudgets, store.rateWindows) : noRateLimits;
  // Built and seed files, compressed once (the build's files by the build); koa-compress is left
  // the small dynamic JSON answers.
  const files = new FileCache(undefined, undefined, join(distDir, PRECOMPRESSED_DIR));

  const app = new Koa();
  app.proxy = options.trustProxy ?? false;
  // Only the address our proxy appended: entries before it were written by the client.
  app.maxIpsCount = 1;
  app.silent = true; // errors are reported by errorsToJson, without request bodies
  // The few that escape errorsToJson, e.g. a broken file stream; a client that left is no error.
  app.on('error', (err: unknown) => {
    if (!isClientGone(err)) log(err);
  });
  // A URL answered before from compressed bytes is answered again at once (same headers).
  app.use(repeatAnswers());
  app.use(errorsToJson(log));
  app.use(securityHeaders(httpsOrigins([site.home?.ticker?.url, site.contact?.mapEmbedUrl])));
  app.use(transportPolicy());
  app.use(publicRateLimits(limiter));
  app.use(robotsTxt(options.publicOrigin));
  app.use(
    sitemap(
      async () => (await store.content.get('contents')).map((c) => c._id),
      options.publicOrigin,
    ),
  );
  const api = new Router({ prefix: API_PREFIX, ...API_ROUTER_OPTIONS });
  const now = options.now ?? (() => new Date());
  const lists = contentRoutes(api, store.content, now);
  // The site's files first, so their GETs skip the API's body parsing, compression and routers.
  const firstHtml = new FirstHtml(distDir, lists, log, options.renderLimits);
  if (options.renderOnStart) firstHtml.prepare(paths.home).catch(log);
  app.use(spa(distDir, files, firstHtml));
  app.use(compress({ threshold: COMPRESS_MIN_BYTES }));
  app.use(jsonInOneCall());
  // The content desk's saves carry whole pages of HTML: a larger limit on its paths only.
  const json = (limit: number) =>
    bodyParser({
      enableTypes: ['json'],
      jsonLimit: limit,
      onError: (err, ctx) => {
        const status = (err as { status?: number }).status;
        ctx.throw(status === 413 ? 413 : 400, status === 413 ? msg.bodyTooLarge : 'Invalid JSON');
      },
    });
  const formJson = json(BODY_LIMIT_BYTES);
  const contentJson = json(CONTENT_BODY_LIMIT_BYTES);
  app.use((ctx, next) =>
    ctx.path.startsWith(CONTENT_DESK_PREFIX) ? contentJson(ctx, next) : formJson(ctx, next),
  );
  fileRoutes(api, assetsDir, files, store.uploads);
  // One stream of arrivals: what the public routes of any app server of the store save appears on
  // open desk screens at once (the store's broadcast).
  const events = new DeskEvents(store.broadcast);
  submissionRoutes(api, store, events, options.publicOrigin, now);
  // The investor's own voice on a complaint, after a one-time code (docs/contract.md §7b).
  investorVoiceRoutes(api, {
    store,
    events,
    audit: new AuditLog(store, now),
    now,
    publicOrigin: options.publicOrigin,
  });
  // A data principal's one-time code; the request is the kind's own POST (docs/contract.md §7c).
  dataRequestRoutes(api, store, now);
  const disclosures = disclosureRoutes(api, store, now);
  serveKiosksAndDesk(app, api, {
    store,
    events,
    now,
    assetsDir,
    dataDir: resolve(options.dataDir),
    transports,
    ...(options.streamLimits ? { streamLimits: options.streamLimits } : {}),
    ...(options.publicOrigin ? { publicOrigin: options.publicOrigin } : {}),
    ...(options.linkCheck?.settings ? { linkCheck: options.linkCheck.settings } : {}),
  });
  return {
    koa: app,
    stop: async () => {
      disclosures.stop();
      await firstHtml.close();
    },
  };
}

/**
 * The tail every server ends with, the desk harness too (server/testing/desk.ts), so a test's desk
 * is the app's: the kiosks' calls on the API router (after whatever public routes it holds), the
 * desk's middleware, then the API's JSON 404.
 */
export function serveKiosksAndDesk(
  app: Koa,
  api: Router,
  options: DeskOptions & { now: () => Date },
): void {
  kioskFleetRoutes(api, options.store, options.now);
  app.use(api.routes());
  for (const middleware of deskRoutes(options)) app.use(middleware);
  app.use(apiFallback());
}
