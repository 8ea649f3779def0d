// The staff screens' admin settings (docs/contract.md §11, Access settings and Access review),
// each a declaration SettingForm draws.
import {
  SESSION_LIFETIME_DEFAULT_HOURS,
  SESSION_LIFETIME_MAX_HOURS,
  SESSION_LIFETIME_MIN_HOURS,
  UNUSED_ACCOUNT_DEFAULT_DAYS,
  UNUSED_ACCOUNT_MAX_DAYS,
  UNUSED_ACCOUNT_MIN_DAYS,
} from '../../../contract/desk';
import { accessReviewSettingsSchema, accessSettingsSchema } from '../../../contract/deskSchemas';
import { fetchAccessSettings, saveAccessSettings, saveUnusedDays } from '../shell/api';
import type { Setting } from '../shell/SettingForm';

/**
 * A whole number within the contract's bounds: its helper says the bounds and the default, so
 * they are written once, in src/contract/desk.ts.
 */
const wholeNumber = (label: string, min: number, max: number, fallback: number) =>
  ({
    field: {
      label,
      helper: `A whole number, ${min}–${max}; ${fallback} unless an admin changed it.`,
      inputMode: 'numeric',
    },
    parse: Number,
  }) as const;

/** The absolute session lifetime (docs/contract.md §11, Access settings). */
export const sessionLifetime: Setting<'sessionLifetimeHours', number> = {
  label: 'Session lifetime',
  submitLabel: 'Save session lifetime',
  note: 'However busy, a session ends this many hours after its sign-in.',
  schema: accessSettingsSchema,
  name: 'sessionLifetimeHours',
  ...wholeNumber(
    'Hours',
    SESSION_LIFETIME_MIN_HOURS,
    SESSION_LIFETIME_MAX_HOURS,
    SESSION_LIFETIME_DEFAULT_HOURS,
  ),
  load: () => fetchAccessSettings().then((s) => String(s.sessionLifetimeHours)),
  save: async (sessionLifetimeHours) => {
    const saved = await saveAccessSettings({ sessionLifetimeHours });
    return {
      shown: String(saved.sessionLifetimeHours),
      message: `Sessions now end ${saved.sessionLifetimeHours} hours after sign-in.`,
    };
  },
};

/**
 * After how many days without a sign-in the access review flags an account; the review's page
 * gives the value it loaded.
 */
export const unusedDays: Setting<'unusedDays', number> = {
  label: 'Unused accounts',
  submitLabel: 'Save days',
  note: 'An enabled account with no sign-in for longer than this is flagged for disabling.',
  schema: accessReviewSettingsSchema,
  name: 'unusedDays',
  ...wholeNumber(
    'Days without a sign-in',
    UNUSED_ACCOUNT_MIN_DAYS,
    UNUSED_ACCOUNT_MAX_DAYS,
    UNUSED_ACCOUNT_DEFAULT_DAYS,
  ),
  save: async (days) => {
    const saved = await saveUnusedDays(days);
    return {
      shown: String(saved.unusedDays),
      message: `Accounts unused for over ${saved.unusedDays} days are now flagged.`,
    };
  },
};
