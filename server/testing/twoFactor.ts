// The tests' second factor (server/desk/twoFactor.ts): accounts of the roles that need one by
// default are enrolled with TEST_TOTP_SECRET where the helpers make them (desk.ts's addStaff,
// tests/support/staff.ts's dataDirWithStaff), and the helpers that sign in answer its code, so a
// suite about something else signs in as before. twoFactor.test.ts tests the factor itself.
import { generate } from 'otplib';
import { TWO_FACTOR_DEFAULT_ROLES, type StaffRole } from '../../src/contract/desk';
import type { Store } from '../store/types';

/** Base32, as an authenticator app is given it. */
export const TEST_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const STEP_MS = 30_000;

/** The code of the step `at` falls in. */
export const totpCode = (at: Date | number, secret = TEST_TOTP_SECRET): Promise<string> =>
  generate({ secret, epoch: Math.floor(new Date(at).getTime() / 1000) });

/** Enrols `username` as a confirmed enrolment leaves it, if its roles need a factor by default. */
export async function enrolIfRequired(
  store: Store,
  username: string,
  roles: readonly StaffRole[],
  now: Date,
): Promise<void> {
  if (!roles.some((role) => TWO_FACTOR_DEFAULT_ROLES.includes(role))) return;
  const user = (await store.staffUsers.findBy('username', username))!;
  await store.staffUsers.update(user.id, user.version, (u) => ({
    ...u,
    totp: {
      secret: TEST_TOTP_SECRET,
      lastStep: 0,
      recoveryHashes: [],
      enrolledAt: now.toISOString(),
    },
  }));
}

/**
 * The tests sign one account in many times a step, each a sign-in of its own: the in-process
 * harness forgets the step last used before it answers (the refusal of a used code is
 * twoFactor.test.ts's to test).
 */
export async function forgetUsedStep(store: Store, username: string): Promise<void> {
  const user = await store.staffUsers.findBy('username', username);
  if (!user?.totp) return;
  await store.staffUsers.update(user.id, user.version, (u) => ({
    ...u,
    totp: { ...u.totp!, lastStep: 0 },
  }));
}

/** The steps this process used per server and account, for servers it cannot reach into. */
const usedSteps = new Map<string, number>();
/** The secrets this process enrolled per server and account (unlisted: TEST_TOTP_SECRET). */
const secrets = new Map<string, string>();

/**
 * A code `account` (a server's address and a username) has not used, on the server's `clock`:
 * this step's or the next (the server takes ±1 step); when both are spent, it waits for the next.
 */
export async function unusedCode(account: string, clock = () => new Date()): Promise<string> {
  for (;;) {
    const current = Math.floor(clock().getTime() / STEP_MS);
    const step = Math.max(current, (usedSteps.get(account) ?? 0) + 1);
    if (step <= current + 1) {
      usedSteps.set(account, step);
      return totpCode(step * STEP_MS, secrets.get(account));
    }
    const wait = (current + 1) * STEP_MS - clock().getTime() + 50;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/** Remembers the secret `account` enrolled with (read from the answer or the screen). */
export function enrolledWith(account: string, secret: string): void {
  secrets.set(account, secret);
}
