// The desk's guards (docs/contract.md §11): one middleware finds the session, one per route checks
// the role, and state-changing calls must come from the desk's own origin.
import type { Context, Middleware, Next } from 'koa';
import { deskMsg, type StaffRole } from '../../src/contract/desk';
import type { ActiveSession, Sessions } from '../desk/sessions';
import { originOf } from './sitemap';

export const SESSION_COOKIE = 'desk_session';

export interface DeskState {
  staff: ActiveSession;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a POST/PATCH/DELETE whose Origin is another site's (cross-site request forgery), on
 * top of the SameSite=Strict cookie. Requests without Origin (scripts, curl) carry no browser
 * cookie of ours unless someone copied it, so they go on to the session check.
 */
export const sameOrigin = (): Middleware =>
  async function sameOrigin(ctx: Context, next: Next) {
    if (!SAFE_METHODS.has(ctx.method)) {
      const origin = ctx.get('Origin');
      // The desk's own origin, as the request reached it (not a configured public origin).
      if (
        (origin && origin !== originOf(ctx, undefined)) ||
        ctx.get('Sec-Fetch-Site') === 'cross-site'
      ) {
        ctx.throw(403, deskMsg.foreignOrigin);
      }
    }
    await next();
  };

/**
 * 401 without a live session; 403 while its second factor is due (docs/contract.md §11), unless
 * `secondFactor` says the route is one of the sign-in's own (giving the code, enrolling);
 * otherwise `ctx.state.staff` is the user and the session.
 */
export const authenticate = (
  sessions: Sessions,
  { secondFactor = false }: { secondFactor?: boolean } = {},
): Middleware<DeskState> =>
  async function authenticate(ctx, next) {
    const active = await sessions.resolve(ctx.cookies.get(SESSION_COOKIE));
    if (!active) return ctx.throw(401, deskMsg.signInRequired);
    if (active.secondFactor && !secondFactor) {
      return ctx.throw(
        403,
        active.secondFactor === 'code' ? deskMsg.secondFactorRequired : deskMsg.enrolRequired,
      );
    }
    ctx.state.staff = active;
    ctx.set('Cache-Control', 'no-store');
    await next();
  };

export const hasRole = (state: DeskState, roles: readonly StaffRole[]): boolean =>
  state.staff.user.roles.some((role) => roles.includes(role));

/** 403 unless the user holds one of `roles`. */
export const requireRole = (...roles: StaffRole[]): Middleware<DeskState> =>
  async function requireRole(ctx, next) {
    if (!hasRole(ctx.state, roles)) ctx.throw(403, deskMsg.forbidden);
    await next();
  };
