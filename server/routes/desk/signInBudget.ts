// The sign-in budget (docs/contract.md §11): a password and a second-factor code each spend one
// attempt of the username's, reserved before it is checked, so a burst of guesses, on one server
// or several, checks at most SIGN_IN_MAX_FAILURES of them until a sign-in or the window's end.
import type { Context } from 'koa';
import { deskMsg, SIGN_IN_MAX_FAILURES, SIGN_IN_WINDOW_MS } from '../../../src/contract/desk';
import { AUDIT_ACTIONS, type AuditLog } from '../../desk/audit';

/** Reserves an attempt for `actor`, or answers 429 with Retry-After when none is left. */
export async function spendAttempt(
  ctx: Context,
  audit: AuditLog,
  actor: string,
  at: Date,
): Promise<void> {
  const attempt = await audit.reserveSignIn(
    actor,
    new Date(at.getTime() - SIGN_IN_WINDOW_MS),
    SIGN_IN_MAX_FAILURES,
  );
  if (attempt.reserved) return;
  await audit.record({ actor, action: AUDIT_ACTIONS.signInLocked });
  const wait = Math.ceil((attempt.oldest.getTime() + SIGN_IN_WINDOW_MS - at.getTime()) / 1000);
  ctx.set('Retry-After', String(Math.max(1, wait)));
  ctx.throw(429, deskMsg.tooManyAttempts);
}
