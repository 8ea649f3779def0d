// Signing in and out of the desk (docs/contract.md §11).
import type { Context } from 'koa';
import {
  deskMsg,
  SIGN_IN_MAX_FAILURES,
  SIGN_IN_WINDOW_MS,
  type StaffSession,
} from '../../../src/contract/desk';
import { signInSchema } from '../../../src/contract/deskSchemas';
import { AUDIT_ACTIONS } from '../../desk/audit';
import { decoyHash, verifyPassword } from '../../desk/password';
import { authenticate, SESSION_COOKIE } from '../../middleware/deskAuth';
import { validDeskBody } from '../../validate';
import { deskRouter, type DeskDeps } from './deps';

export function sessionRoutes({ store, now, audit, sessions, events, unknownName }: DeskDeps) {
  const router = deskRouter();
  const auth = authenticate(sessions);

  router.post('/session', async (ctx) => {
    const { username, password } = await validDeskBody(ctx, signInSchema);
    const at = now();
    const user = await store.staffUsers.findBy('username', username);
    // A name that is no account's may be a password in the wrong box: audited only hashed.
    const actor = user ? username : await unknownName(username);
    // The attempt is reserved before the password is checked, so a burst of guesses, on one
    // server or several, checks at most SIGN_IN_MAX_FAILURES of them (docs/contract.md §11).
    const attempt = await audit.reserveSignIn(
      actor,
      new Date(at.getTime() - SIGN_IN_WINDOW_MS),
      SIGN_IN_MAX_FAILURES,
    );
    if (!attempt.reserved) {
      await audit.record({ actor, action: AUDIT_ACTIONS.signInLocked });
      const wait = Math.ceil((attempt.oldest.getTime() + SIGN_IN_WINDOW_MS - at.getTime()) / 1000);
      ctx.set('Retry-After', String(Math.max(1, wait)));
      return ctx.throw(429, deskMsg.tooManyAttempts);
    }
    // The hash is checked even for unknown or disabled accounts: equal time, one message.
    const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
    if (!user || user.disabled || !matches) {
      await audit.record({ actor, action: AUDIT_ACTIONS.signInFailed });
      return ctx.throw(401, deskMsg.signInFailed);
    }
    setCookie(ctx, await sessions.start(user.username));
    await audit.record({ actor: user.username, action: AUDIT_ACTIONS.signIn });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { username: user.username, roles: user.roles } satisfies StaffSession;
  });

  router.get('/session', auth, (ctx) => {
    const { username, roles } = ctx.state.staff.user;
    ctx.body = { username, roles } satisfies StaffSession;
  });

  router.delete('/session', auth, async (ctx) => {
    await sessions.end(ctx.state.staff.session);
    // Their open event streams end now, not at their next check.
    events.staffChanged(ctx.state.staff.user.username);
    setCookie(ctx, null);
    await audit.record({ actor: ctx.state.staff.user.username, action: AUDIT_ACTIONS.signOut });
    ctx.status = 204;
  });

  return router;
}

/** HttpOnly, SameSite=Strict, Secure over HTTPS; a browser-session cookie (the server times out). */
function setCookie(ctx: Context, token: string | null) {
  ctx.cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.secure,
    path: '/api/desk',
    overwrite: true,
  });
}
