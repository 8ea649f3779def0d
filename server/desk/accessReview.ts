// The access review (docs/contract.md §11, Access review; issue 44, SEBI CSCRF's periodic access
// review): every staff account with its roles, second factor and last sign-in; an enabled account
// unused for longer than an admin's setting (90 days by default) is flagged, and the flagged ones
// are disabled in one step, their open sessions ended.
import {
  deskMsg,
  UNUSED_ACCOUNT_DEFAULT_DAYS,
  type AccessReview,
  type AccessReviewRow,
  type TwoFactorState,
} from '../../src/contract/desk';
import type { StaffUserRecord, Store, Stored } from '../store/types';
import { AccountError, changeAccount } from './accounts';
import { deskSetting, readDeskSettings, saveDeskSetting, type DeskSettingsRead } from './settings';
import { signInFactor, twoFactorRoles } from './twoFactor';

const DAY_MS = 86_400_000;
const UNUSED_DAYS_SETTING = 'unused-account-days';
/** How many of an account's sessions are read at a time, newest first, for its last sign-in. */
const SESSIONS_PAGE = 200;

export const unusedAccountDays = (from: Store | DeskSettingsRead) =>
  deskSetting(from, UNUSED_DAYS_SETTING, UNUSED_ACCOUNT_DEFAULT_DAYS);

export const setUnusedAccountDays = (store: Store, days: number, changedBy: string) =>
  saveDeskSetting(store, UNUSED_DAYS_SETTING, days, changedBy);

/**
 * When `username` last signed in: the start of its newest session that is whole (a session still
 * waiting for its second factor is no sign-in). Sessions are kept, never deleted, so they carry
 * it; null when there is none.
 */
async function lastSignIn(store: Store, username: string): Promise<string | null> {
  // Page on past sessions that never got their second factor: however many of those came after
  // the last whole sign-in, it is found, and the account is not flagged as unused for them.
  for (let offset = 0; ; offset += SESSIONS_PAGE) {
    const { data } = await store.staffSessions.list({
      where: { username },
      sort: 'newest',
      offset,
      limit: SESSIONS_PAGE,
    });
    const whole = data.find((s) => !s.secondFactor);
    if (whole) return whole.startedAt;
    if (data.length < SESSIONS_PAGE) return null;
  }
}

const TWO_FACTOR_STATE = { code: 'enrolled', enrol: 'missing' } as const;

function reviewRow(
  user: Stored<StaffUserRecord>,
  lastSignInAt: string | null,
  required: Parameters<typeof signInFactor>[1],
  now: Date,
  unusedDays: number,
): AccessReviewRow {
  const factor = signInFactor(user, required);
  const twoFactor: TwoFactorState = factor ? TWO_FACTOR_STATE[factor] : 'not required';
  const idleMs = now.getTime() - Date.parse(lastSignInAt ?? user.createdAt);
  return {
    username: user.username,
    roles: user.roles,
    twoFactor,
    lastSignInAt,
    createdAt: user.createdAt,
    disabled: user.disabled,
    daysUnused: Math.max(0, Math.floor(idleMs / DAY_MS)),
    flagged: !user.disabled && idleMs > unusedDays * DAY_MS,
  };
}

/** Every account as the review shows it at `now`, oldest account first. */
export async function accessReview(store: Store, now: Date): Promise<AccessReview> {
  const [settings, { data: users }] = await Promise.all([
    readDeskSettings(store),
    store.staffUsers.list({ sort: 'oldest' }),
  ]);
  const [unusedDays, required, lastSignIns] = await Promise.all([
    unusedAccountDays(settings),
    twoFactorRoles(settings),
    Promise.all(users.map((user) => lastSignIn(store, user.username))),
  ]);
  const data = users.map((user, i) => reviewRow(user, lastSignIns[i]!, required, now, unusedDays));
  return { unusedDays, asOf: now.toISOString(), data };
}

/**
 * Disables each of `usernames`, every one of which must be flagged at `now` (else nothing is
 * disabled: a 409, or a 404 for an unknown name); answers their review rows as they were, for the
 * audit. Ending their sessions and the audit are the caller's (routes/desk/accessReview.ts).
 */
export async function disableUnused(
  store: Store,
  now: Date,
  usernames: readonly string[],
): Promise<AccessReviewRow[]> {
  const review = await accessReview(store, now);
  const chosen = [...new Set(usernames)].map((name) => {
    const row = review.data.find((r) => r.username === name);
    if (!row) throw new AccountError(deskMsg.accountNotFound, 404);
    if (!row.flagged) throw new AccountError(deskMsg.disableNotFlagged, 409);
    return row;
  });
  for (const row of chosen) await changeAccount(store, now, row.username, { disabled: true });
  return chosen;
}
