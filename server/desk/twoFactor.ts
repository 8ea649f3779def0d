// Staff two-factor sign-in (docs/contract.md §11): TOTP codes (RFC 6238, six digits, 30 s steps,
// ±1 step for the phone's clock) through otplib, each code good once (the account keeps the last
// step used), and single-use recovery codes kept only hashed. Which roles must use it is a desk
// setting, `admin` and `auditor` until an admin changes it.
import { randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import {
  RECOVERY_CODE_COUNT,
  TWO_FACTOR_DEFAULT_ROLES,
  type SecondFactor,
  type StaffRole,
} from '../../src/contract/desk';
import {
  StaleVersionError,
  type StaffSessionRecord,
  type StaffUserRecord,
  type Store,
  type Stored,
  type TotpFactor,
} from '../store/types';
import { hashPassword, verifyPassword, type ScryptCost } from './password';
import { deskSetting, saveDeskSetting, type DeskSettingsRead } from './settings';

/** RFC 6238's default step; authenticator apps assume it. */
const STEP_SECONDS = 30;
/** The name the authenticator app shows the account under. */
const ISSUER = 'Investor desk';
const ROLES_SETTING = 'two-factor-roles';

/**
 * Recovery codes are 80 random bits, so guessing one from its hash is out of reach even with a
 * fast hash; they are kept with password.ts's salted scrypt all the same (no new key to keep and
 * back up), at a lighter cost than a password's, because a sign-in may check all ten.
 */
const RECOVERY_COST: ScryptCost = { N: 2 ** 12, r: 8, p: 1 };

/** The roles that must sign in with a second factor. */
export const twoFactorRoles = (from: Store | DeskSettingsRead): Promise<StaffRole[]> =>
  deskSetting(from, ROLES_SETTING, [...TWO_FACTOR_DEFAULT_ROLES]);

export const setTwoFactorRoles = (store: Store, roles: StaffRole[], changedBy: string) =>
  saveDeskSetting(store, ROLES_SETTING, [...new Set(roles)], changedBy);

const requires = (user: StaffUserRecord, required: readonly StaffRole[]) =>
  user.roles.some((role) => required.includes(role));

/** What a right password leads to: the code of an enrolled account, or enrolment if required. */
export function signInFactor(
  user: StaffUserRecord,
  required: readonly StaffRole[],
): SecondFactor | undefined {
  if (user.totp) return 'code';
  return requires(user, required) ? 'enrol' : undefined;
}

/**
 * What a session still needs before the desk answers it: its pending second factor (the code,
 * or enrolment if the account has none, e.g. after an admin's reset), or enrolment when the
 * account's role now requires it.
 */
export function secondFactorDue(
  session: StaffSessionRecord,
  user: StaffUserRecord,
  required: readonly StaffRole[],
): SecondFactor | undefined {
  if (session.secondFactor) return user.totp ? 'code' : 'enrol';
  return !user.totp && requires(user, required) ? 'enrol' : undefined;
}

/** A new secret and its otpauth:// URI (the QR's content). */
export function newSecret(username: string): { secret: string; uri: string } {
  const secret = generateSecret();
  return { secret, uri: generateURI({ issuer: ISSUER, label: username, secret }) };
}

/**
 * The time step of `code` if it is right at `now` (±1 step) and newer than `afterStep`:
 * a code already used, or an older one, is refused.
 */
export async function codeStep(
  secret: string,
  code: string,
  now: Date,
  afterStep?: number,
): Promise<number | undefined> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: STEP_SECONDS,
    ...(afterStep === undefined ? {} : { afterTimeStep: afterStep }),
  });
  // A TOTP answer carries its step (the HOTP one of the union, a counter).
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

/** `xxxx-xxxx-xxxx-xxxx`, lower-case hex: easy to read out and type. */
const recoveryCode = () =>
  (randomBytes(10).toString('hex').match(/.{4}/g) ?? []).slice(0, 4).join('-');

/** Recovery codes are compared without their dashes, spaces and case. */
export const normalRecoveryCode = (code: string) => code.replace(/[\s-]+/g, '').toLowerCase();

/** The factor an enrolment confirmed at `step`, and its recovery codes to show once. */
export async function enrolledFactor(
  secret: string,
  step: number,
  now: Date,
): Promise<{ factor: TotpFactor; recoveryCodes: string[] }> {
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  const recoveryHashes = await Promise.all(
    recoveryCodes.map((code) => hashPassword(normalRecoveryCode(code), RECOVERY_COST)),
  );
  return {
    factor: { secret, lastStep: step, recoveryHashes, enrolledAt: now.toISOString() },
    recoveryCodes,
  };
}

/**
 * Changes `username`'s account as `change` answers from its stored copy (nothing when it
 * answers undefined), at that copy's version: two requests that check the same code (or the
 * same recovery code) at once cannot both use it; the second reads the first's write and is
 * refused by it. Answers the changed account.
 */
export async function changeFactor(
  store: Store,
  username: string,
  change: (user: Stored<StaffUserRecord>) => Promise<StaffUserRecord | undefined>,
): Promise<Stored<StaffUserRecord> | undefined> {
  for (;;) {
    const user = await store.staffUsers.findBy('username', username);
    const next = user && (await change(user));
    if (!user || !next) return undefined;
    try {
      return await store.staffUsers.update(user.id, user.version, () => next);
    } catch (err) {
      if (!(err instanceof StaleVersionError)) throw err;
    }
  }
}

/**
 * `username`'s second factor (and any enrolment waiting) removed, as an admin's reset on the desk
 * or `npm run staff -- reset-two-factor` does: undefined when the account had none.
 */
export const resetFactor = (store: Store, username: string) =>
  changeFactor(store, username, async ({ totp, totpPending, ...u }) =>
    totp || totpPending ? u : undefined,
  );

/** The hash `code` matches among the unused ones, if any. */
export async function matchingRecoveryHash(
  factor: TotpFactor,
  code: string,
): Promise<string | undefined> {
  const typed = normalRecoveryCode(code);
  for (const hash of factor.recoveryHashes) {
    if (await verifyPassword(typed, hash)) return hash;
  }
  return undefined;
}
