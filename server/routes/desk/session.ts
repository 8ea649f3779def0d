// Signing in and out of the desk (docs/contract.md §11).
import type { Context } from 'koa';
import { deskMsg, type StaffSession } from '../../../src/contract/desk';
import { signInSchema } from '../../../src/contract/deskSchemas';
import { AUDIT_ACTIONS } from '../../desk/audit';
import { decoyHash, verifyPassword } from '../../desk/password';
import { signInFactor, twoFactorRoles } from '../../desk/twoFactor';
import { authenticate, SESSION_COOKIE } from '../../middleware/deskAuth';
import { validDeskBody } from '../../http/validate';
import { deskRouter, type DeskDeps } from './deps';
import { spendAttempt } from './signInBudget';

export function sessionRoutes({ store, now, audit, sessions, events, unknownName }: DeskDeps) {
  const router = deskRouter();
  // Signing out and asking who is signed in work before the second factor too.
  const auth = authenticate(sessions, { secondFactor: true });

  router.post('/session', async (ctx) => {
    const { username, password } = await validDeskBody(ctx, signInSchema);
    const at = now();
    const user = await store.staffUsers.findBy('username', username);
    // A name that is no account's may be a password in the wrong box: audited only hashed.
    const actor = user ? username : await unknownName(username);
    await spendAttempt(ctx, audit, actor, at);
    // The hash is checked even for unknown or disabled accounts: equal time, one message.
    const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
    if (!user || user.disabled || !matches) {
      await audit.record({ actor, action: AUDIT_ACTIONS.signInFailed });
      return ctx.throw(401, deskMsg.signInFailed);
    }
    // An enrolled account gives its code next; one whose role requires a second factor enrols
    // first. The sign-in (which clears the attempts) is recorded once the factor is given.
    const secondFactor = signInFactor(user, await twoFactorRoles(store));
    setCookie(
      ctx,
      await sessions.start(user.username, secondFactor, {
        userAgent: ctx.get('User-Agent'),
        address: ctx.ip,
      }),
    );
    if (!secondFactor) await audit.record({ actor: user.username, action: AUDIT_ACTIONS.signIn });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      username: user.username,
      roles: user.roles,
      ...(secondFactor ? { secondFactor } : {}),
    } satisfies StaffSession;
  });

  router.get('/session', auth, (ctx) => {
    const { user, secondFactor } = ctx.state.staff;
    ctx.body = {
      username: user.username,
      roles: user.roles,
      ...(secondFactor ? { secondFactor } : {}),
    } satisfies StaffSession;
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
