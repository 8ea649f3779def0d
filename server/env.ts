import { resolve } from 'node:path';
import { DEFAULT_ASSETS_DIR } from './app';
import { flag, wholeNumber, type Env } from './envValues';
import type { ConnectionLimits } from './http/listen';
import { DEFAULT_CONNECTION_LIMITS } from './http/listen';
import type { Budget, RateBudgets } from './middleware/rateLimit';
import { DEFAULT_RATE_BUDGETS } from './middleware/rateLimit';
import { DEFAULT_RENDER_LIMITS, type RenderLimits } from './pages/renderSlots';
import { DEFAULT_STREAM_LIMITS, type StreamLimits } from './desk/streamSeats';
import { notifySettings, type NotifySettings } from './notify/config';
import { DEFAULT_REMINDER_SWEEP_MS } from './notify/reminders';
import { DEFAULT_LINK_CHECK_SETTINGS, type LinkCheckSettings } from './desk/linkCheck';
import { TIME_OF_DAY } from '../src/contract/linkCheck';
import { DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts } from './store/postgres';

export interface ServerSettings {
  port: number;
  host: string;
  dataDir: string;
  /** Behind a reverse proxy: honour X-Forwarded-For / X-Forwarded-Proto (Koa's app.proxy). */
  trustProxy: boolean;
  connections: ConnectionLimits;
  rateBudgets: RateBudgets;
  renderLimits: RenderLimits;
  /** The desk's live event streams per client address and per session. */
  streamLimits: StreamLimits;
  /** PUBLIC_ORIGIN: the site's public address, for sitemap.xml; unset: each request's own. */
  publicOrigin: string | undefined;
  /** DATABASE_URL: when set, the PostgreSQL engine instead of DATA_DIR's files. */
  databaseUrl?: string;
  /** PG_CONNECT_TIMEOUT_SECONDS, PG_QUERY_TIMEOUT_SECONDS: the pool's time-outs (docs/storage.md). */
  databaseTimeouts: DatabaseTimeouts;
  /** SMTP_URL, MAIL_FROM, SMS_*: how the firm's messages leave (README, E-mail and SMS). */
  notify: NotifySettings;
  /** REMINDER_SWEEP_SECONDS: how often the staff reminders are swept (server/notify/reminders.ts). */
  reminderSweepMs: number;
  /** LINK_CHECK_AT, LINK_CHECK_TIMEOUT_MS, LINK_CHECK_PER_HOST (server/desk/linkCheck.ts). */
  linkCheck: LinkCheckSettings;
}

/**
 * PORT (default 8080), HOST (default all interfaces) and DATA_DIR (default data/runtime/, which
 * git ignores: tracked files are never written at run time); DATABASE_URL picks PostgreSQL;
 * TRUST_PROXY, the connection time-outs, the rate-limit budgets and the server rendering's limits (README, configuration). A wrong
 * value stops the start with a message.
 */
export function serverSettings(env: Env): ServerSettings {
  const port = env.PORT ? Number(env.PORT) : 8080;
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  }
  const seconds = (name: string, fallbackMs: number) =>
    wholeNumber(env, name, fallbackMs / 1000, 1) * 1000;
  const connections: ConnectionLimits = {
    headersTimeoutMs: seconds(
      'HEADERS_TIMEOUT_SECONDS',
      DEFAULT_CONNECTION_LIMITS.headersTimeoutMs,
    ),
    requestTimeoutMs: seconds(
      'REQUEST_TIMEOUT_SECONDS',
      DEFAULT_CONNECTION_LIMITS.requestTimeoutMs,
    ),
    keepAliveTimeoutMs: seconds(
      'KEEP_ALIVE_TIMEOUT_SECONDS',
      DEFAULT_CONNECTION_LIMITS.keepAliveTimeoutMs,
    ),
    idleTimeoutMs: seconds('IDLE_TIMEOUT_SECONDS', DEFAULT_CONNECTION_LIMITS.idleTimeoutMs),
    maxConnections: wholeNumber(
      env,
      'MAX_CONNECTIONS',
      DEFAULT_CONNECTION_LIMITS.maxConnections,
      1,
    ),
    maxConnectionsPerClient: wholeNumber(
      env,
      'MAX_CONNECTIONS_PER_CLIENT',
      DEFAULT_CONNECTION_LIMITS.maxConnectionsPerClient,
      1,
    ),
  };
  if (connections.headersTimeoutMs > connections.requestTimeoutMs) {
    throw new Error('HEADERS_TIMEOUT_SECONDS must not be longer than REQUEST_TIMEOUT_SECONDS');
  }
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR || resolve(DEFAULT_ASSETS_DIR, 'runtime')),
    trustProxy: flag(env, 'TRUST_PROXY'),
    publicOrigin: origin(env, 'PUBLIC_ORIGIN'),
    notify: notifySettings(env),
    reminderSweepMs: seconds('REMINDER_SWEEP_SECONDS', DEFAULT_REMINDER_SWEEP_MS),
    linkCheck: linkCheckSettings(env),
    connections,
    renderLimits: {
      maxConcurrent: wholeNumber(
        env,
        'RENDER_MAX_CONCURRENT',
        DEFAULT_RENDER_LIMITS.maxConcurrent,
        1,
      ),
      budgetMs: seconds('RENDER_BUDGET_SECONDS', DEFAULT_RENDER_LIMITS.budgetMs),
    },
    streamLimits: {
      ...DEFAULT_STREAM_LIMITS,
      perClient: wholeNumber(env, 'DESK_STREAMS_PER_CLIENT', DEFAULT_STREAM_LIMITS.perClient, 1),
      perSession: wholeNumber(env, 'DESK_STREAMS_PER_SESSION', DEFAULT_STREAM_LIMITS.perSession, 1),
    },
    rateBudgets: {
      lookup: budget(env, 'RATE_LIMIT_LOOKUP', DEFAULT_RATE_BUDGETS.lookup),
      post: budget(env, 'RATE_LIMIT_POST', DEFAULT_RATE_BUDGETS.post),
      signIn: budget(env, 'RATE_LIMIT_SIGN_IN', DEFAULT_RATE_BUDGETS.signIn),
      kiosk: budget(env, 'RATE_LIMIT_KIOSK', DEFAULT_RATE_BUDGETS.kiosk),
    },
    databaseTimeouts: {
      connectMs: seconds('PG_CONNECT_TIMEOUT_SECONDS', DEFAULT_DATABASE_TIMEOUTS.connectMs),
      queryMs: seconds('PG_QUERY_TIMEOUT_SECONDS', DEFAULT_DATABASE_TIMEOUTS.queryMs),
    },
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
  };
}

/** The link checker's night time (`HH:MM` in India), time-out and requests at once per host. */
function linkCheckSettings(env: Env): LinkCheckSettings {
  const at = env.LINK_CHECK_AT?.trim() || DEFAULT_LINK_CHECK_SETTINGS.at;
  if (!TIME_OF_DAY.test(at)) {
    throw new Error(`LINK_CHECK_AT must be a time of day in India as HH:MM, not "${at}"`);
  }
  return {
    at,
    timeoutMs: wholeNumber(
      env,
      'LINK_CHECK_TIMEOUT_MS',
      DEFAULT_LINK_CHECK_SETTINGS.timeoutMs,
      100,
    ),
    perHost: wholeNumber(env, 'LINK_CHECK_PER_HOST', DEFAULT_LINK_CHECK_SETTINGS.perHost, 1),
  };
}

/** An http(s) origin such as "https://www.example.in", without a path. */
function origin(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== raw.replace(/\/$/, '')) {
    throw new Error(`${name} must be an origin such as "https://www.example.in", not "${raw}"`);
  }
  return url.origin;
}

/** "30/60": 30 requests per 60 seconds. */
function budget(env: Env, name: string, fallback: Budget): Budget {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(raw);
  const limit = Number(match?.[1]);
  const windowSeconds = Number(match?.[2]);
  if (!match || limit < 1 || windowSeconds < 1) {
    throw new Error(`${name} must be REQUESTS/SECONDS such as "30/60", not "${raw}"`);
  }
  return { limit, windowSeconds };
}
