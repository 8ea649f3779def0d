import { describe, expect, it } from 'vitest';
import { serverSettings } from './env';
import { DEFAULT_CONNECTION_LIMITS } from './http/listen';
import { DEFAULT_RATE_BUDGETS } from './middleware/rateLimit';
import { DEFAULT_REMINDER_SWEEP_MS } from './notify/reminders';
import { DEFAULT_LEASE_MS } from './notify/worker';

describe('serverSettings: proxy, connections and rate limits', () => {
  it('defaults: no trusted proxy, the default time-outs, cap and budgets', () => {
    expect(serverSettings({})).toMatchObject({
      trustProxy: false,
      connections: DEFAULT_CONNECTION_LIMITS,
      rateBudgets: DEFAULT_RATE_BUDGETS,
      reminderSweepMs: DEFAULT_REMINDER_SWEEP_MS,
      linkCheck: { at: '02:30', timeoutMs: 5000, perHost: 2 },
      notify: expect.objectContaining({ leaseMs: DEFAULT_LEASE_MS }),
    });
  });

  it('reads each from the environment', () => {
    const settings = serverSettings({
      TRUST_PROXY: '1',
      HEADERS_TIMEOUT_SECONDS: '5',
      REQUEST_TIMEOUT_SECONDS: '20',
      KEEP_ALIVE_TIMEOUT_SECONDS: '2',
      IDLE_TIMEOUT_SECONDS: '15',
      MAX_CONNECTIONS: '200',
      RATE_LIMIT_LOOKUP: '10/30',
      RATE_LIMIT_POST: '5 / 300',
      RATE_LIMIT_SIGN_IN: '3/600',
      RATE_LIMIT_KIOSK: '50/60',
      MAX_CONNECTIONS_PER_CLIENT: '12',
      DESK_STREAMS_PER_CLIENT: '6',
      DESK_STREAMS_PER_SESSION: '3',
      PG_CONNECT_TIMEOUT_SECONDS: '2',
      PG_QUERY_TIMEOUT_SECONDS: '7',
      RENDER_MAX_CONCURRENT: '4',
      RENDER_BUDGET_SECONDS: '5',
      REMINDER_SWEEP_SECONDS: '60',
      OUTBOX_LEASE_SECONDS: '90',
      LINK_CHECK_AT: '23:05',
      LINK_CHECK_TIMEOUT_MS: '300',
      LINK_CHECK_PER_HOST: '1',
    });
    expect(settings.linkCheck).toEqual({ at: '23:05', timeoutMs: 300, perHost: 1 });
    expect(settings.reminderSweepMs).toBe(60_000);
    expect(settings.notify.leaseMs).toBe(90_000);
    expect(settings.databaseTimeouts).toEqual({ connectMs: 2000, queryMs: 7000 });
    expect(settings.renderLimits).toEqual({ maxConcurrent: 4, budgetMs: 5000 });
    expect(settings.trustProxy).toBe(true);
    expect(settings.connections).toEqual({
      headersTimeoutMs: 5000,
      requestTimeoutMs: 20_000,
      keepAliveTimeoutMs: 2000,
      idleTimeoutMs: 15_000,
      maxConnections: 200,
      maxConnectionsPerClient: 12,
    });
    expect(settings.streamLimits).toMatchObject({ perClient: 6, perSession: 3 });
    expect(settings.rateBudgets).toEqual({
      lookup: { limit: 10, windowSeconds: 30 },
      post: { limit: 5, windowSeconds: 300 },
      signIn: { limit: 3, windowSeconds: 600 },
      kiosk: { limit: 50, windowSeconds: 60 },
    });
  });

  it.each([
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY must be 1 or 0'],
    [{ MAX_CONNECTIONS: '0' }, 'MAX_CONNECTIONS must be a whole number of at least 1'],
    [{ IDLE_TIMEOUT_SECONDS: '1.5' }, 'IDLE_TIMEOUT_SECONDS must be a whole number'],
    [{ OUTBOX_LEASE_SECONDS: '0' }, 'OUTBOX_LEASE_SECONDS must be a whole number of at least 1'],
    [
      { REMINDER_SWEEP_SECONDS: '0' },
      'REMINDER_SWEEP_SECONDS must be a whole number of at least 1',
    ],
    [{ RATE_LIMIT_POST: '20' }, 'RATE_LIMIT_POST must be REQUESTS/SECONDS'],
    [{ LINK_CHECK_AT: '2:30' }, 'LINK_CHECK_AT must be a time of day in India as HH:MM'],
    [
      { LINK_CHECK_TIMEOUT_MS: '50' },
      'LINK_CHECK_TIMEOUT_MS must be a whole number of at least 100',
    ],
    [{ LINK_CHECK_PER_HOST: '0' }, 'LINK_CHECK_PER_HOST must be a whole number of at least 1'],
    [{ RATE_LIMIT_LOOKUP: '0/60' }, 'RATE_LIMIT_LOOKUP must be REQUESTS/SECONDS'],
    [
      { HEADERS_TIMEOUT_SECONDS: '60', REQUEST_TIMEOUT_SECONDS: '30' },
      'must not be longer than REQUEST_TIMEOUT_SECONDS',
    ],
  ])('refuses %o', (env, message) => {
    expect(() => serverSettings(env)).toThrow(message);
  });
});
