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
import { SHORT_TEXT_MAX } from './limits';
import { choiceOf, textIn, wholeIn } from './fieldRules';
import { ESCALATION_BOUNDS } from './escalations';
import { complaintSchema } from './schemas';
import { COMPLAINT_CATEGORIES, ODR_OUTCOMES, ODR_PARTICIPATION, SCORES_NO_PATTERN } from './scores';

export const USERNAME_PATTERN = /^[a-z0-9._-]{2,32}$/;

export const signInSchema = yup.object({
  username: yup.string().trim().lowercase().required(deskMsg.signInFailed).max(64),
  password: yup.string().required(deskMsg.signInFailed).max(256),
});

/**
 * Every change of a record carries the version the person saw: a record changed since is refused
 * (409, deskMsg.staleRecord), never overwritten (docs/contract.md §11).
 */
const versionSeen = () => yup.number().integer().min(1).required(deskMsg.staleRecord);

/** Which rules depend on the queue (allowed statuses, note, freeze time) the server checks. */
export const statusUpdateSchema = yup.object({
  status: yup.string().trim().required(deskMsg.statusInvalid),
  note: yup.string().trim().max(2000).default(''),
  version: versionSeen(),
  frozenAt: yup.string().trim().default(''),
  /** Moving a complaint to ODR: its SMART ODR case number (checked by the server's rules). */
  odrCaseNo: yup.string().trim().max(40, deskMsg.odrCaseNoInvalid).default(''),
  /** Closing an Accessibility complaint: the reference to the fix. */
  fixReference: yup.string().trim().max(200, deskMsg.fixReferenceRequired).default(''),
});

/** A complaint's ODR task as the officer keeps it (src/contract/scores.ts OdrTask). */
export const odrTaskSchema = yup.object({
  participation: choiceOf(ODR_PARTICIPATION, deskMsg.odrParticipationInvalid),
  conciliationDate: yup
    .string()
    .trim()
    .default('')
    .test('day', deskMsg.odrDateInvalid, (v) => !v || istDayStart(v) !== null),
  outcome: choiceOf(ODR_OUTCOMES, deskMsg.odrOutcomeInvalid),
  version: versionSeen(),
});

/** A record linked as a duplicate of the record `of` names (its key), or unlinked (null). */
export const duplicateLinkSchema = yup.object({
  of: yup
    .string()
    .trim()
    .nullable()
    .defined(deskMsg.duplicateKeyRequired)
    .max(64, deskMsg.duplicateNotFound),
  version: versionSeen(),
});

/** A record's new owner: a username, or null for nobody (the server checks the account). */
export const ownerUpdateSchema = yup.object({
  owner: yup.string().trim().lowercase().nullable().defined(deskMsg.accountNotFound).max(64),
  version: versionSeen(),
});

/** A complaint's category changed after registration, with the reason (docs/contract.md §11). */
export const categoryChangeSchema = yup.object({
  category: choiceOf(COMPLAINT_CATEGORIES, deskMsg.categoryInvalid),
  reason: textIn({ max: 500 }, deskMsg.categoryReasonRequired),
  version: versionSeen(),
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

/** Required when `source` is one of `sources`, otherwise dropped (never stored for another channel). */
const forSources = (
  sources: readonly string[],
  field: yup.StringSchema<string | undefined>,
  message: string,
) =>
  yup
    .string()
    .trim()
    .when('source', {
      is: (source: unknown) => sources.includes(String(source)),
      then: () => field.required(message),
      otherwise: () => yup.string().strip(),
    });

/**
 * A complaint that reached the firm another way, registered by staff with its channel: from SCORES
 * its registration number and the day SCORES forwarded it (the server checks it is not in the
 * future, by its clock), from an exchange or a depository their reference, and its SCORES category
 * (docs/contract.md §11, SCORES and SMART ODR).
 */
export const staffComplaintSchema = complaintSchema.shape({
  source: choiceOf(STAFF_COMPLAINT_SOURCES, deskMsg.sourceInvalid),
  scoresNo: forSources(
    ['SCORES'],
    yup.string().trim().matches(SCORES_NO_PATTERN, deskMsg.scoresNoInvalid),
    deskMsg.scoresNoInvalid,
  ),
  scoresForwardedOn: forSources(
    ['SCORES'],
    yup
      .string()
      .trim()
      .test('day', deskMsg.scoresForwardedOnInvalid, (v) => !v || istDayStart(v) !== null),
    deskMsg.scoresForwardedOnInvalid,
  ),
  sourceReference: forSources(
    ['Stock exchange', 'Depository'],
    yup.string().trim().max(60, deskMsg.sourceReferenceRequired),
    deskMsg.sourceReferenceRequired,
  ),
  category: yup
    .string()
    .trim()
    .optional()
    .transform((v: unknown) => (v === '' ? undefined : v))
    .oneOf([...COMPLAINT_CATEGORIES, undefined], deskMsg.categoryInvalid),
});

type StatusUpdateFields = yup.InferType<typeof statusUpdateSchema>;
/** What only some changes carry (the ODR case, the fix) may be left out by the callers of others. */
export type StatusUpdateInput = Omit<StatusUpdateFields, 'odrCaseNo' | 'fixReference'> &
  Partial<Pick<StatusUpdateFields, 'odrCaseNo' | 'fixReference'>>;
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
  name: textIn({ max: 100 }, deskMsg.calendarNameRequired),
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
/** PUT deskApi.assignmentSettings: round-robin assignment of new complaints on or off. */
export const assignmentSettingsSchema = yup.object({
  enabled: yup.boolean().strict().required(deskMsg.assignmentInvalid),
});

/** PUT deskApi.onDuty: a grievance officer on or off duty. */
export const onDutySchema = yup.object({
  onDuty: yup.boolean().strict().required(deskMsg.onDutyInvalid),
});

/** The compliance officer's e-mail address for escalations ('' for none; docs/contract.md §15). */
export const complianceOfficerSchema = yup.object({
  email: yup
    .string()
    .trim()
    .defined(deskMsg.complianceEmailInvalid)
    .max(254, deskMsg.complianceEmailInvalid)
    .matches(/^$|^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, deskMsg.complianceEmailInvalid),
});

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

/** A data principal's correction (docs/contract.md §7c): one field of one of their records. */
export const correctionSchema = yup.object({
  queue: yup.string().trim().required('Which queue the record is in'),
  key: yup.string().trim().required('Which record'),
  field: yup.string().trim().required('Which field'),
  value: yup
    .string()
    .trim()
    .required('The corrected value')
    .max(SHORT_TEXT_MAX, ({ max }) => `Must be at most ${max} characters`),
  version: yup.number().integer().required('The version of the record you read'),
});
