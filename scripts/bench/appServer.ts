// The server under test of `npm run bench`: createApp + listen as server/main.ts does, but with
// the rate limits and the cap per client address off (one local client sends every request, over
// more connections than one address may hold in production) and its port reported over IPC.
// Its own process, so the RSS the benchmark samples is the server's alone. DATA_DIR is required;
// DATABASE_URL picks PostgreSQL (docs/storage.md). BENCH_RATE_BUDGETS=counted counts every
// request's budget as production does, with limits it never reaches (scripts/bench/rateBudgets.ts).
// Its outbox sends as configured by SMTP_URL and MAIL_FROM (server/notify/config.ts);
// BENCH_OUTBOX=off is the baseline of scripts/bench/outbox.ts: the same app with no investor's
// address to answer, so a POST stores its record and queues nothing; BENCH_OUTBOX=unsent queues
// as the app does but gives the worker no transport, so it claims each message and keeps it as
// unconfigured without wording or sending it (what the sending costs is the difference).
// DATA_KEY seals the personal fields as server/main.ts does with its key (docs/storage.md, "PII at
// rest"); without it they are stored as given, as in the parts whose stores the bench seeds itself.
import { REQUEST_KINDS } from '../../src/contract/requests';
import { createApp } from '../../server/app';
import { DEFAULT_CONNECTION_LIMITS, listen } from '../../server/http/listen';
import type { RateBudgets } from '../../server/middleware/rateLimit';
import { notifySettings, notifyWorker } from '../../server/notify/config';
import { parseDataKey } from '../../server/store/fieldCipher';

const never = { limit: 1_000_000_000, windowSeconds: 600 };
const UNREACHED_BUDGETS: RateBudgets = { lookup: never, post: never, signIn: never, kiosk: never };

async function start(): Promise<void> {
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) throw new Error('DATA_DIR is required');
  const databaseUrl = process.env.DATABASE_URL;
  if (process.env.BENCH_OUTBOX === 'off') {
    for (const kind of REQUEST_KINDS) Object.assign(kind.notices, { to: () => ({}) });
  }
  const { koa, store } = await createApp({
    dataDir,
    notify: {
      ...notifyWorker(notifySettings(process.env), dataDir),
      ...(process.env.BENCH_OUTBOX === 'unsent' ? { transports: [] } : {}),
      // BENCH_SEND_THREAD=off: worded and sent on the server's thread, as before the send thread
      // (scripts/bench/outboxCpu.ts).
      ...(process.env.BENCH_SEND_THREAD === 'off'
        ? { deliver: undefined, prepare: undefined }
        : {}),
      log: () => undefined,
    },
    ...(process.env.DATA_KEY ? { dataKey: parseDataKey(process.env.DATA_KEY) } : {}),
    rateBudgets: process.env.BENCH_RATE_BUDGETS === 'counted' ? UNREACHED_BUDGETS : false,
    info: () => undefined,
    ...(databaseUrl ? { databaseUrl } : {}),
  });
  const server = await listen(koa, {
    port: 0,
    host: '127.0.0.1',
    limits: {
      ...DEFAULT_CONNECTION_LIMITS,
      maxConnectionsPerClient: DEFAULT_CONNECTION_LIMITS.maxConnections,
    },
  });
  process.once('SIGTERM', () => {
    server.close(() => void store.close().finally(() => process.exit(0)));
    server.closeAllConnections();
  });
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
}

start().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
