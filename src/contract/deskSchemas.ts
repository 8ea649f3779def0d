// The desk's forms, validated in the desk's screens and again by the server (docs/contract.md §11).
import { REPLY_MAX } from './investorVoice';
import * as yup from 'yup';
import {
  deskMsg,
  PASSWORD_MIN_LENGTH,
  SESSION_LIFETIME_MAX_HOURS,
  SESSION_LIFETIME_MIN_HOURS,
  STAFF_COMPLAINT_SOURCES,
  STAFF_ROLES,
  UNUSED_ACCOUNT_MAX_DAYS,
  UNUSED_ACCOUNT_MIN_DAYS,
  type StaffRole,
} from './desk';
import { istDayStart } from './deadlines';
import { ESCALATION_BOUNDS } from './escalations';
import { complaintSchema } from './schemas';

export const USERNAME_PATTERN = /^[a-z0-9._-]{2,32}$/;

export const signInSchema = yup.object({
  username: yup.string().trim().lowercase().required(deskMsg.signInFailed).max(64),
  password: yup.string().required(deskMsg.signInFailed).max(256),
});

/** Which rules depend on the queue (allowed statuses, note, freeze time) the server checks. */
export const statusUpdateSchema = yup.object({
  status: yup.string().trim().required(deskMsg.statusInvalid),
  note: yup.string().trim().max(2000).default(''),
  version: yup.number().integer().min(1).required(deskMsg.staleRecord),
  frozenAt: yup.string().trim().default(''),
});

/** A record's new owner: a username, or null for nobody (the server checks the account). */
export const ownerUpdateSchema = yup.object({
  owner: yup.string().trim().lowercase().nullable().defined(deskMsg.accountNotFound).max(64),
  version: yup.number().integer().min(1).required(deskMsg.staleRecord),
});

/** A staff-only note: at most as long as a status change's. */
export const noteSchema = yup.object({
  text: yup.string().trim().required(deskMsg.noteEmpty).max(2000),
});

/** A reply to the investor (docs/contract.md §7b): sent to them, so as long as their own replies. */
export const staffReplySchema = yup.object({
  text: yup.string().trim().required(deskMsg.replyEmpty).max(REPLY_MAX),
});

const roles = yup
  .array(yup.string().oneOf(STAFF_ROLES).required())
  .min(1, deskMsg.rolesInvalid)
  .typeError(deskMsg.rolesInvalid)
  .test('known', deskMsg.rolesInvalid, (v) => !v || v.every((r) => STAFF_ROLES.includes(r)));

export const password = yup
  .string()
  .required(deskMsg.passwordTooShort)
  .min(PASSWORD_MIN_LENGTH, deskMsg.passwordTooShort)
  .max(256);

export const newStaffSchema = yup.object({
  username: yup
    .string()
    .trim()
    .required(deskMsg.usernameInvalid)
    .matches(USERNAME_PATTERN, deskMsg.usernameInvalid),
  roles: roles.required(deskMsg.rolesInvalid),
  password,
});

export const staffChangeSchema = yup.object({
  roles: roles.optional().default(undefined),
  disabled: yup.boolean().optional(),
  password: password.optional().default(undefined),
});

/** A complaint that reached the firm another way, registered by staff with its channel. */
export const staffComplaintSchema = complaintSchema.shape({
  source: yup
    .string()
    .required(deskMsg.sourceInvalid)
    .oneOf(STAFF_COMPLAINT_SOURCES, deskMsg.sourceInvalid),
});

export type StatusUpdateInput = yup.InferType<typeof statusUpdateSchema>;
export type NewStaffInput = yup.InferType<typeof newStaffSchema> & { roles: StaffRole[] };

/** A pasted code may carry the authenticator's space ("123 456"): spaces are not typed errors. */
const withoutSpaces = (v: unknown) => (typeof v === 'string' ? v.replace(/\s+/g, '') : v);

/** A six-digit TOTP code (RFC 6238). */
export const totpCode = yup
  .string()
  .transform(withoutSpaces)
  .required(deskMsg.codeInvalid)
  .matches(/^\d{6}$/, deskMsg.codeInvalid);

export const enrolmentCodeSchema = yup.object({ code: totpCode });

/** The second factor: a code from the app, or one of the recovery codes instead (one of them). */
export const secondFactorSchema = yup.object({
  code: yup
    .string()
    .transform(withoutSpaces)
    .optional()
    .matches(/^\d{6}$/, deskMsg.codeInvalid),
  recoveryCode: yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' ? v.replace(/[\s-]+/g, '').toLowerCase() : v))
    .optional()
    .max(64, deskMsg.recoveryCodeRefused),
});

/** The roles that must use a second factor; none is allowed (the admin's choice). */
export const twoFactorRolesSchema = yup.object({
  roles: yup
    .array(yup.string().oneOf(STAFF_ROLES).required())
    .required(deskMsg.rolesInvalid)
    .typeError(deskMsg.rolesInvalid)
    .test('known', deskMsg.rolesInvalid, (v) => v.every((r) => STAFF_ROLES.includes(r))),
});

/** A day of the trading calendar (docs/contract.md §11): a real IST calendar day and its name. */
const calendarDay = {
  date: yup
    .string()
    .trim()
    .required(deskMsg.calendarDateInvalid)
    .test('day', deskMsg.calendarDateInvalid, (v) => istDayStart(v) !== null),
  name: yup
    .string()
    .trim()
    .required(deskMsg.calendarNameRequired)
    .max(100, deskMsg.calendarNameRequired),
};

/** IST wall-clock time, 00:00–23:59. */
const clockTime = yup
  .string()
  .trim()
  .required(deskMsg.calendarTimeInvalid)
  .matches(/^([01]\d|2[0-3]):[0-5]\d$/, deskMsg.calendarTimeInvalid);

export const tradingHolidaySchema = yup.object(calendarDay);

/** A special session opens a day the market is otherwise closed (Muhurat trading), at its hours. */
export const specialSessionSchema = yup.object({
  ...calendarDay,
  open: clockTime,
  close: clockTime.test(
    'after-open',
    deskMsg.calendarOpenAfterClose,
    // Zero-padded HH:MM texts compare as times; a malformed open is reported on its own field.
    (close, { parent }: { parent: { open?: unknown } }) =>
      typeof parent.open !== 'string' || parent.open.trim() < close,
  ),
});

/** A whole number within `bounds`, `message` for anything else (a desk setting's number). */
const wholeIn = (bounds: { min: number; max: number }, message: string) =>
  yup
    .number()
    .strict()
    .typeError(message)
    .required(message)
    .integer(message)
    .min(bounds.min, message)
    .max(bounds.max, message);

/** The admins' access settings: the absolute session lifetime in whole hours. */
export const accessSettingsSchema = yup.object({
  sessionLifetimeHours: wholeIn(
    { min: SESSION_LIFETIME_MIN_HOURS, max: SESSION_LIFETIME_MAX_HOURS },
    deskMsg.sessionLifetimeInvalid,
  ),
});

/** The access review's threshold: days without a sign-in before an account is flagged. */
export const accessReviewSettingsSchema = yup.object({
  unusedDays: wholeIn(
    { min: UNUSED_ACCOUNT_MIN_DAYS, max: UNUSED_ACCOUNT_MAX_DAYS },
    deskMsg.unusedDaysInvalid,
  ),
});

/** The flagged accounts to disable in one step (the review's list, or one of them). */
export const disableUnusedSchema = yup.object({
  usernames: yup
    .array(
      yup
        .string()
        .required(deskMsg.accountNotFound)
        .matches(USERNAME_PATTERN, deskMsg.accountNotFound),
    )
    .required(deskMsg.disableNoneChosen)
    .typeError(deskMsg.disableNoneChosen)
    .min(1, deskMsg.disableNoneChosen)
    .max(1000, deskMsg.disableNoneChosen),
});

/** The escalation thresholds (src/contract/escalations.ts): every one given, red not before compliance. */
export const escalationSettingsSchema = yup.object({
  complaintComplianceDays: wholeIn(ESCALATION_BOUNDS.complaintDays, deskMsg.escalationDaysInvalid),
  complaintRedDays: wholeIn(ESCALATION_BOUNDS.complaintDays, deskMsg.escalationDaysInvalid).test(
    'after-compliance',
    deskMsg.escalationRedBeforeCompliance,
    (red, { parent }) =>
      typeof parent.complaintComplianceDays !== 'number' || red >= parent.complaintComplianceDays,
  ),
  freezeLateMinutes: wholeIn(ESCALATION_BOUNDS.freezeLateMinutes, deskMsg.escalationMinutesInvalid),
});
