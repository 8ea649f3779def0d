import type { Context, Middleware } from 'koa';
import { api } from '../../src/contract/api';
import { deskApi } from '../../src/contract/desk';
import { KIOSK_API_PREFIX } from '../../src/contract/kioskFleet';
import { msg } from '../../src/contract/messages';
import type { RateWindow, RateWindows } from '../store/types';
import { isApiPath, normalizedPath } from './apiPath';

/** At most `limit` requests per client address in each window of `windowSeconds`. */
export interface Budget {
  limit: number;
  windowSeconds: number;
}

/**
 * The named budgets (docs/contract.md §7, §11 and §14 routes): complaint lookups, every public
 * POST, staff sign-in, and the kiosks' heartbeats and settings.
 */
export interface RateBudgets {
  lookup: Budget;
  post: Budget;
  signIn: Budget;
  kiosk: Budget;
}

/**
 * Well above what a visitor filling in forms by hand can reach (a lookup every 2 s for a minute,
 * a form every 30 s for ten minutes), well below what guessing complaint numbers, flooding the
 * submission files or guessing staff passwords needs.
 */
export const DEFAULT_RATE_BUDGETS: RateBudgets = {
  lookup: { limit: 30, windowSeconds: 60 },
  post: { limit: 20, windowSeconds: 600 },
  signIn: { limit: 10, windowSeconds: 900 },
  // A kiosk beats 10 times in 10 minutes and fetches its settings at each reset: room for a
  // branch of a dozen kiosks behind one address, without spending the visitors' POST budget.
  kiosk: { limit: 300, windowSeconds: 600 },
};

export interface RateLimiter {
  /** A middleware that spends one request of the named budget, or answers 429. */
  limit: (name: keyof RateBudgets) => Middleware;
}

/**
 * Counts per client address (`ctx.ip`: the socket's address, or X-Forwarded-For's when the app
 * trusts its proxy) in the store's counters, so every app server of a PostgreSQL store spends one
 * budget (docs/storage.md, "Rate budgets"). A refused request gets 429, `Retry-After` in seconds
 * and a JSON message. A store that cannot count (PostgreSQL out of reach) fails the request as the
 * store's own errors do: 503 with Retry-After (server/middleware/errors.ts).
 */
export function rateLimiter(budgets: RateBudgets, windows: RateWindows): RateLimiter {
  return {
    limit: (name) => {
      const { limit, windowSeconds } = budgets[name];
      const window: RateWindow = { name, limit, windowMs: windowSeconds * 1000 };
      return async function rateLimit(ctx, next) {
        const { allowed, retryAfterMs } = await windows.hit(window, ctx.ip);
        if (!allowed) {
          ctx.set('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
          ctx.throw(429, msg.tooManyRequests);
        }
        await next();
      };
    },
  };
}

/** For the kiosk's embedded server and tests: one local client, nothing to limit. */
export const noRateLimits: RateLimiter = { limit: () => (_ctx, next) => next() };

// Compared with the normalized path, so in its lower case.
const LOOKUP_PREFIX = api.complaintByNo('').toLowerCase();
const KIOSK_PREFIX = KIOSK_API_PREFIX.toLowerCase();
const SIGN_IN = deskApi.session.toLowerCase();
const DESK_PREFIX = '/api/desk/';

/**
 * The budgets, applied by path before any body is read; the desk's only limited call is sign-in.
 * Every spelling of a limited route spends its budget (`/API/complain`, `/api//desk/session/`):
 * the routers answer only one of them, but none may be a way round the count.
 */
export function publicRateLimits(limiter: RateLimiter): Middleware {
  const lookup = limiter.limit('lookup');
  const post = limiter.limit('post');
  const signIn = limiter.limit('signIn');
  const kiosk = limiter.limit('kiosk');
  return async function publicRateLimits(ctx: Context, next) {
    const path = normalizedPath(ctx.path);
    if (path.startsWith(KIOSK_PREFIX)) return kiosk(ctx, next);
    if (ctx.method === 'GET' && path.startsWith(LOOKUP_PREFIX)) return lookup(ctx, next);
    if (ctx.method === 'POST' && path === SIGN_IN) return signIn(ctx, next);
    if (ctx.method === 'POST' && isApiPath(path) && !path.startsWith(DESK_PREFIX)) {
      return post(ctx, next);
    }
    return next();
  };
}
