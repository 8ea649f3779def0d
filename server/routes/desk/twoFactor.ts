// Two-factor sign-in on the desk (docs/contract.md §11): the code (or a recovery code) after the
// password, enrolment, the roles that require it (read before sign-in, set by admins) and an
// admin's reset of an account's factor. Every code checked spends the sign-in budget.
import type { Context } from 'koa';
import {
  deskApi,
  deskMsg,
  type TwoFactorEnrolment,
  type TwoFactorSetting,
} from '../../../src/contract/desk';
import {
  enrolmentCodeSchema,
  secondFactorSchema,
  twoFactorRolesSchema,
} from '../../../src/contract/deskSchemas';
import { AUDIT_ACTIONS } from '../../desk/audit';
import {
  changeFactor,
  codeStep,
  enrolledFactor,
  matchingRecoveryHash,
  newSecret,
  resetFactor,
  setTwoFactorRoles,
  twoFactorRoles,
} from '../../desk/twoFactor';
import type { StaffUserRecord } from '../../store/types';
import { authenticate, requireRole, type DeskState } from '../../middleware/deskAuth';
import { validDeskBody } from '../../http/validate';
import { deskPath, deskRouter, type DeskDeps } from './deps';
import { spendAttempt } from './signInBudget';

export function twoFactorRoutes({ store, now, audit, sessions, events }: DeskDeps) {
  const router = deskRouter();
  const auth = authenticate(sessions);
  // The sign-in's own steps: they answer a session whose second factor is still due.
  const signingIn = authenticate(sessions, { secondFactor: true });

  /** The session is whole now: the sign-in is recorded, which also clears the attempts. */
  const finishSignIn = async (ctx: Context & { state: DeskState }) => {
    const { session, user } = ctx.state.staff;
    await sessions.completeSecondFactor(session);
    await audit.record({ actor: user.username, action: AUDIT_ACTIONS.signIn });
  };

  const refuse = async (ctx: Context, username: string, message: string) => {
    await audit.record({ actor: username, action: AUDIT_ACTIONS.twoFactorFailed });
    return ctx.throw(401, message);
  };

  router.post(deskPath(deskApi.sessionCode), signingIn, async (ctx) => {
    const { code, recoveryCode } = await validDeskBody(ctx, secondFactorSchema);
    if (!code === !recoveryCode) return ctx.throw(400, deskMsg.codeInvalid);
    const { user, secondFactor } = ctx.state.staff;
    if (secondFactor !== 'code') return ctx.throw(409, deskMsg.noCodeDue);
    const at = now();
    await spendAttempt(ctx, audit, user.username, at);
    const used = await changeFactor(store, user.username, async (u) => {
      if (!u.totp) return undefined;
      if (code) {
        const step = await codeStep(u.totp.secret, code, at, u.totp.lastStep);
        return step === undefined ? undefined : { ...u, totp: { ...u.totp, lastStep: step } };
      }
      const hash = await matchingRecoveryHash(u.totp, recoveryCode!);
      if (!hash) return undefined;
      const recoveryHashes = u.totp.recoveryHashes.filter((h) => h !== hash);
      return { ...u, totp: { ...u.totp, recoveryHashes } };
    });
    if (!used?.totp) {
      return refuse(ctx, user.username, code ? deskMsg.codeRefused : deskMsg.recoveryCodeRefused);
    }
    await audit.record({
      actor: user.username,
      action: code ? AUDIT_ACTIONS.twoFactorCode : AUDIT_ACTIONS.twoFactorRecovery,
      ...(code ? {} : { detail: `${used.totp.recoveryHashes.length} recovery codes left` }),
    });
    await finishSignIn(ctx);
    ctx.status = 204;
  });

  /** Enrolment is for an account without a factor: one that must enrol, or chooses to. */
  const mayEnrol = (ctx: Context & { state: DeskState }) => {
    const { user, secondFactor } = ctx.state.staff;
    if (secondFactor === 'code' || (!secondFactor && user.totp)) {
      ctx.throw(409, deskMsg.alreadyEnrolled);
    }
  };

  router.post(deskPath(deskApi.enrolment), signingIn, async (ctx) => {
    mayEnrol(ctx);
    const { username } = ctx.state.staff.user;
    const offered = newSecret(username);
    await changeFactor(store, username, async (u) => ({ ...u, totpPending: offered.secret }));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = offered satisfies TwoFactorEnrolment;
  });

  router.put(deskPath(deskApi.enrolment), signingIn, async (ctx) => {
    const { code } = await validDeskBody(ctx, enrolmentCodeSchema);
    mayEnrol(ctx);
    const { user, secondFactor } = ctx.state.staff;
    if (!user.totpPending) return ctx.throw(409, deskMsg.enrolmentNotStarted);
    const at = now();
    await spendAttempt(ctx, audit, user.username, at);
    let recoveryCodes: string[] = [];
    const enrolled = await changeFactor(store, user.username, async (u) => {
      if (!u.totpPending || u.totp) return undefined;
      const step = await codeStep(u.totpPending, code, at);
      if (step === undefined) return undefined;
      const made = await enrolledFactor(u.totpPending, step, at);
      recoveryCodes = made.recoveryCodes;
      const next: StaffUserRecord = { ...u, totp: made.factor };
      delete next.totpPending;
      return next;
    });
    if (!enrolled) return refuse(ctx, user.username, deskMsg.codeRefused);
    await audit.record({ actor: user.username, action: AUDIT_ACTIONS.twoFactorEnrol });
    if (secondFactor) await finishSignIn(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { recoveryCodes };
  });

  // Read by the sign-in screen, which says which roles need a code before anyone signs in.
  router.get(deskPath(deskApi.twoFactor), async (ctx) => {
    ctx.body = { roles: await twoFactorRoles(store) } satisfies TwoFactorSetting;
  });

  router.put(deskPath(deskApi.twoFactor), auth, requireRole('admin'), async (ctx) => {
    const { roles } = await validDeskBody(ctx, twoFactorRolesSchema);
    const username = ctx.state.staff.user.username;
    await setTwoFactorRoles(store, roles, username);
    const saved = await twoFactorRoles(store);
    await audit.record({
      actor: username,
      action: AUDIT_ACTIONS.twoFactorRoles,
      target: 'two-factor',
      detail: `roles: ${saved.join(', ') || 'none'}`,
    });
    ctx.body = { roles: saved } satisfies TwoFactorSetting;
  });

  router.delete('/staff/:username/two-factor', auth, requireRole('admin'), async (ctx) => {
    const username = String(ctx.params.username);
    const target = await store.staffUsers.findBy('username', username);
    if (!target) return ctx.throw(404, deskMsg.accountNotFound);
    const reset = await resetFactor(store, username);
    if (!reset) return ctx.throw(409, deskMsg.notEnrolled);
    // A lost phone may be in someone else's hands: its sessions end, on every app server, and
    // their open event streams now. They sign in again and, where a role requires it, enrol anew.
    const actor = ctx.state.staff.user.username;
    await audit.record({
      actor,
      action: AUDIT_ACTIONS.twoFactorReset,
      target: `staff/${username}`,
    });
    await sessions.endAllOf(username, audit, actor, 'two-factor reset');
    events.staffChanged(username);
    ctx.status = 204;
  });

  return router;
}
