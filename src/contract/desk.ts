// The staff desk's contract (docs/contract.md §11): roles, queues and their statuses, time limits,
// API paths and answer shapes. The desk's screens and the server's /api/desk routers both import it.

import {
  REQUEST_KINDS,
  type AnyRequestKind,
  type InternalNote,
  type OwnerChange,
  type CategoryChange,
  type StatusChange,
} from './requests';
import type { AttachmentView, ConversationReply, ResolutionRating } from './investorVoice';
import { ESCALATION_BOUNDS, type EscalationName } from './escalations';
import {
  COMPLAINT_CATEGORIES,
  ODR_OUTCOMES,
  ODR_PARTICIPATION,
  type OdrTask,
  type ScoresClock,
} from './scores';

export const STAFF_ROLES = [
  'admin',
  'grievance',
  'operations',
  'content',
  'approver',
  'auditor',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PASSWORD_MIN_LENGTH = 12;
/** A desk session ends after this long without a request. */
export const SESSION_IDLE_MS = 30 * 60_000;
/**
 * A session ends this long after its sign-in however busy it is (issue 44, SEBI CSCRF): a desk
 * setting an admin changes (`deskApi.accessSettings`) within these bounds.
 */
export const SESSION_LIFETIME_DEFAULT_HOURS = 12;
export const SESSION_LIFETIME_MIN_HOURS = 1;
export const SESSION_LIFETIME_MAX_HOURS = 72;
/** More failed sign-ins than this for one username within the window → 429 until it passes. */
export const SIGN_IN_MAX_FAILURES = 5;
export const SIGN_IN_WINDOW_MS = 15 * 60_000;
/** The roles that must sign in with a second factor until an admin says otherwise. */
export const TWO_FACTOR_DEFAULT_ROLES: readonly StaffRole[] = ['admin', 'auditor'];
/** Single-use recovery codes shown once at enrolment. */
export const RECOVERY_CODE_COUNT = 10;
/**
 * The access review (issue 44, SEBI CSCRF's periodic access review) flags an enabled account
 * with no sign-in for this many days: a desk setting an admin changes within these bounds.
 */
export const UNUSED_ACCOUNT_DEFAULT_DAYS = 90;
export const UNUSED_ACCOUNT_MIN_DAYS = 7;
export const UNUSED_ACCOUNT_MAX_DAYS = 365;

/** Declared with the complaint (requests/complaint.ts), whose receipt words it. */
export { COMPLAINT_DUE_DAYS, DATA_REQUEST_DUE_DAYS } from './requests';
/** SEBI: a voluntary freeze received in trading hours is acted on within 15 minutes. */
export const FREEZE_DUE_MS = 15 * 60_000;

/** Where a complaint came from; web and kiosk are set by the server, the rest by staff. */
export const COMPLAINT_SOURCES = [
  'Web',
  'Kiosk',
  'SCORES',
  'Stock exchange',
  'Depository',
  'Other',
] as const;
export type ComplaintSource = (typeof COMPLAINT_SOURCES)[number];
export const STAFF_COMPLAINT_SOURCES = ['SCORES', 'Stock exchange', 'Depository', 'Other'] as const;

/**
 * The five queues, each its request kind's (src/contract/requests): their statuses (the first is
 * where a new record starts; `final` ones stop the clock and take no further change, except a
 * closed complaint, which may be reopened), the roles that work them (and see their PII), and the
 * field that names a record in URLs.
 */
export const QUEUES = Object.fromEntries(
  REQUEST_KINDS.map((kind) => [kind.queue.name, kind.queue]),
) as { [K in AnyRequestKind as K['queue']['name']]: K['queue'] };
/** Moving to one of these needs a note (the resolution or the reason), docs/contract.md §11. */
export const NOTE_REQUIRED_STATUSES = ['Closed', 'Rejected'] as const;
export type QueueName = keyof typeof QUEUES;
export const QUEUE_NAMES = Object.keys(QUEUES) as QueueName[];
/** The queues whose kind declares escalation steps (the `escalated` filter, §11 Escalations). */
export const ESCALATING_QUEUES: readonly QueueName[] = REQUEST_KINDS.flatMap((kind) =>
  'escalations' in kind ? [kind.queue.name] : [],
);

export const deskApi = {
  session: '/api/desk/session',
  /** POST: the second factor of a signed-in password, `{ code }` or `{ recoveryCode }`. */
  sessionCode: '/api/desk/session/code',
  /** POST: a new secret to enrol (QR); PUT `{ code }`: enrolled, answers the recovery codes. */
  enrolment: '/api/desk/session/enrolment',
  /** GET, before sign-in: the roles that need a second factor; PUT (admins): `{ roles }`. */
  twoFactor: '/api/desk/two-factor',
  /** DELETE (admins): a staff member's second factor is reset; they enrol again. */
  staffTwoFactor: (username: string) =>
    `/api/desk/staff/${encodeURIComponent(username)}/two-factor`,
  /** GET: the signed-in staff member's own open sessions (StaffSessionView[]). */
  sessions: '/api/desk/sessions',
  /** GET (admins): every staff member's open sessions. */
  allSessions: '/api/desk/sessions/all',
  /** DELETE: one session ended; one's own, or (admins) anyone's. */
  sessionById: (id: string) => `/api/desk/sessions/${encodeURIComponent(id)}`,
  /** GET/PUT (admins): `{ sessionLifetimeHours }` (AccessSettings). */
  accessSettings: '/api/desk/access-settings',
  /** GET (admins): every account, its roles, second factor and last sign-in (AccessReview). */
  accessReview: '/api/desk/access-review',
  /** The access review as CSV (UTF-8 with BOM, for Excel); audited as an export. */
  accessReviewCsv: '/api/desk/access-review/export.csv',
  /** PUT (admins): `{ unusedDays }`, after how many days without a sign-in an account is flagged. */
  accessReviewSettings: '/api/desk/access-review/settings',
  /** POST (admins): `{ usernames }`, flagged accounts disabled and their sessions ended. */
  accessReviewDisable: '/api/desk/access-review/disable',
  summary: '/api/desk/summary',
  /** Server-sent events: `queue` events when a record arrives or changes. */
  events: '/api/desk/events',
  queue: (queue: QueueName) => `/api/desk/${queue}`,
  record: (queue: QueueName, key: string) => `/api/desk/${queue}/${encodeURIComponent(key)}`,
  /** The queue's current filter as CSV (UTF-8 with BOM, for Excel). */
  exportCsv: (queue: QueueName) => `/api/desk/${queue}/export.csv`,
  audit: '/api/desk/audit',
  staff: '/api/desk/staff',
  /** The staff alert addresses, per role (src/contract/alerts.ts); admins only. */
  alerts: '/api/desk/alerts',
  staffUser: (username: string) => `/api/desk/staff/${encodeURIComponent(username)}`,
  /** A record's messages (src/contract/deskOutbox.ts), read by the roles that read its queue. */
  messages: (queue: QueueName, key: string) =>
    `/api/desk/${queue}/${encodeURIComponent(key)}/messages`,
  /** POST: a failed or unconfigured message sent again, by the queue's own roles. */
  resend: (queue: QueueName, key: string, id: string) =>
    `/api/desk/${queue}/${encodeURIComponent(key)}/messages/${encodeURIComponent(id)}/resend`,
  /** The .eml file written for a message (text/plain), for the queue's own roles. */
  messageEmail: (queue: QueueName, key: string, id: string) =>
    `/api/desk/${queue}/${encodeURIComponent(key)}/messages/${encodeURIComponent(id)}/email`,
  /** Admins: every message, filtered and paged. */
  outbox: '/api/desk/outbox',
  /** Admins: mail mode, whether the mail server answers, whether SMS is configured. */
  outboxConfig: '/api/desk/outbox/config',
  /** PUT `{ owner, version }`: take, assign or hand over a record (its queue's roles). */
  owner: (queue: QueueName, key: string) => `/api/desk/${queue}/${encodeURIComponent(key)}/owner`,
  /** POST `{ text }`: a staff-only note on a record, without a status change. */
  notes: (queue: QueueName, key: string) => `/api/desk/${queue}/${encodeURIComponent(key)}/notes`,
  /** PUT `{ of, version }`: the record linked as a duplicate of `of` (a key), or unlinked (null). */
  duplicateOf: (queue: QueueName, key: string) =>
    `/api/desk/${queue}/${encodeURIComponent(key)}/duplicate-of`,
  /** PUT `{ category, reason, version }`: a complaint's category changed after registration. */
  category: (key: string) => `/api/desk/complaints/${encodeURIComponent(key)}/category`,
  /** PUT `{ participation, conciliationDate, outcome, version }`: a complaint's ODR task. */
  odrTask: (key: string) => `/api/desk/complaints/${encodeURIComponent(key)}/odr`,
  /** A reply to the investor (docs/contract.md §7b): complaints only. */
  replies: (queue: QueueName, key: string) =>
    `/api/desk/${queue}/${encodeURIComponent(key)}/replies`,
  /** GET: an investor's attachment (docs/contract.md §7b), for the queue's own roles only. */
  attachment: (queue: QueueName, key: string, id: string) =>
    `/api/desk/${queue}/${encodeURIComponent(key)}/attachments/${encodeURIComponent(id)}`,
  /** Who may own a queue's records: the enabled accounts with one of its roles. */
  owners: (queue: QueueName) => `/api/desk/owners/${queue}`,
  /** Admins: the .eml file written for any message. */
  outboxEmail: (id: string) => `/api/desk/outbox/${encodeURIComponent(id)}/email`,
  /** GET (staff), PUT (admins): the escalation thresholds (EscalationSettings), §11 Escalations. */
  escalationSettings: '/api/desk/escalation-settings',
  /** GET / PUT `{ email }` (admins): the compliance officer's address for escalations. */
  complianceOfficer: '/api/desk/compliance-officer',
  /** GET (staff): the exchanges' trading calendar every clock reads (docs/contract.md §11). */
  tradingCalendar: '/api/desk/trading-calendar',
  /** POST `{ date, name }` (admins): a trading holiday; DELETE …/:date removes it. */
  tradingHolidays: '/api/desk/trading-calendar/holidays',
  tradingHoliday: (date: string) =>
    `/api/desk/trading-calendar/holidays/${encodeURIComponent(date)}`,
  /** POST `{ date, name, open, close }` (admins): a special session; DELETE …/:date removes it. */
  specialSessions: '/api/desk/trading-calendar/special-sessions',
  specialSession: (date: string) =>
    `/api/desk/trading-calendar/special-sessions/${encodeURIComponent(date)}`,
  /** GET `?month=YYYY-MM` (grievance, admin, auditor): the month's GrievanceDashboard. */
  grievanceDashboard: '/api/desk/grievance-dashboard',
  /** The dashboard as CSV (UTF-8 with BOM, for Excel); audited as an export. */
  grievanceDashboardCsv: '/api/desk/grievance-dashboard/export.csv',
  /** GET (staff), PUT (admins) `{ enabled }`: new complaints assigned round-robin (AssignmentSettings). */
  assignmentSettings: '/api/desk/assignment-settings',
  /** PUT `{ onDuty }`: the staff member on or off duty (admins, or the member themself). */
  onDuty: (username: string) => `/api/desk/staff/${encodeURIComponent(username)}/on-duty`,
} as const;

/** What a signed-in password still needs: a code from the app, or enrolment first. */
export type SecondFactor = 'code' | 'enrol';

export interface StaffSession {
  username: string;
  roles: StaffRole[];
  /** Set until the second factor is given: nothing else on the desk answers before. */
  secondFactor?: SecondFactor;
}

/** An enrolment's secret: drawn as a QR of `uri`, and shown as text to type in. */
export interface TwoFactorEnrolment {
  secret: string;
  uri: string;
}

/** An open desk session as its owner and the admins see it (never its token). */
export interface StaffSessionView {
  id: string;
  username: string;
  /** The browser and system, summarised from the User-Agent it signed in with. */
  device: string;
  /** The address it signed in from. */
  address: string;
  startedAt: string;
  lastSeenAt: string;
  /** The session this request came on. */
  current: boolean;
}

/** The admins' settings of sign-in and access (docs/contract.md §11). */
export interface AccessSettings {
  sessionLifetimeHours: number;
}

/** Where an account stands with two-factor sign-in, as the access review reports it. */
export type TwoFactorState = 'enrolled' | 'missing' | 'not required';

/** One account in the access review (docs/contract.md §11, Access review). */
export interface AccessReviewRow {
  username: string;
  roles: StaffRole[];
  /** `missing`: one of its roles requires a second factor and it has none enrolled. */
  twoFactor: TwoFactorState;
  /** Its newest whole sign-in (password and any second factor); null: never signed in. */
  lastSignInAt: string | null;
  createdAt: string;
  disabled: boolean;
  /** Whole days since its last sign-in (or, never signed in, since it was made). */
  daysUnused: number;
  /** Enabled, and unused for more than the review's `unusedDays`: to be disabled. */
  flagged: boolean;
}

export interface AccessReview {
  unusedDays: number;
  /** The server's time the report was made at. */
  asOf: string;
  data: AccessReviewRow[];
}

/** What the access review's one-step disabling did. */
export interface AccessReviewDisabled {
  disabled: string[];
  /** Open sessions ended, all accounts together. */
  sessionsEnded: number;
}

export interface TwoFactorSetting {
  roles: StaffRole[];
}

/** A status change as the desk shows it: the one kept on the record (requests/kind.ts). */
export type StatusChangeView = StatusChange;

/** Query of every queue list and its CSV export. */
export interface QueueQuery {
  status?: string;
  q?: string;
  overdue?: boolean;
  /** Only the records the person signed in owns. */
  mine?: boolean;
  /** Only the records nobody owns. */
  unassigned?: boolean;
  /** Only this staff member's records (a username). */
  owner?: string;
  /**
   * Only the records past their kind's first escalation threshold (the compliance officer's
   * list: complaints from day 15, freezes late), by the thresholds set now.
   */
  escalated?: boolean;
  page?: number;
  /**
   * The key of the last row of page `page` − 1, which the desk's Next sends (docs/contract.md
   * §11): the engine reads the page from that row's place instead of skipping (page − 1) × 25
   * rows. The same rows as `page` alone while nothing moved; ignored without a page after the first.
   */
  after?: string;
}

export interface QueueRow {
  /** complainNo, ackNo or id (see QUEUES[queue].key). */
  key: string;
  status: string;
  receivedAt: string;
  /** When the firm must have acted; null once the record is finished or has no time limit. */
  dueAt: string | null;
  overdue: boolean;
  /**
   * The last escalation step fired for its current due time (src/contract/escalations.ts):
   * `compliance` on the compliance officer's list, `red` and `late` flagged red; absent: none.
   */
  escalation?: EscalationName;
  /** Who sent it (the name as given). */
  name: string;
  /** One line saying what it is about (department, subject, segment and amount, …). */
  summary: string;
  source?: ComplaintSource;
  /** Who works it (a username); absent while nobody does. */
  owner?: string;
  version: number;
}

export interface QueuePage {
  data: QueueRow[];
  total: number;
  /**
   * `total` is an estimate (to two significant digits): a search matching more than 1,000 records
   * on PostgreSQL, whose every match would otherwise be read to count them (docs/contract.md §11).
   * The rows are exact; the desk shows "about N".
   */
  totalEstimated?: boolean;
  page: number;
  pageSize: number;
}

/** One record in full: every field as sent (PII masked for roles that do not work the queue). */
export interface QueueRecord extends QueueRow {
  fields: Record<string, string | number>;
  history: StatusChangeView[];
  /** Each take, assignment and hand-over, oldest first. */
  ownerHistory: OwnerChange[];
  /** A complaint's changes of category after registration, oldest first (none: absent). */
  categoryHistory?: CategoryChange[];
  /** Staff-only notes, oldest first: never in a public answer or a message to the investor. */
  notes: InternalNote[];
  /** A complaint from SCORES: SCORES' own clock, beside the firm's (`dueAt`). */
  scoresClock?: ScoresClock;
  /** A complaint moved to SMART ODR: its ODR task. */
  odr?: OdrTask;
  /** The key of the record this one duplicates. */
  duplicateOf?: string;
  /** The keys of the records linked as duplicates of this one (a kind that declares them). */
  duplicates?: string[];
  /** The conversation with the investor, oldest first (docs/contract.md §7b). */
  replies: ConversationReply[];
  /** The investor's rating of the resolution, if given. */
  rating?: ResolutionRating;
  /** The investor's attachments, oldest first (download: deskApi.attachment, the queue's roles). */
  attachments: AttachmentView[];
}

/** A record's new owner (null: nobody), at the version the person saw (else 409). */
export interface OwnerUpdate {
  owner: string | null;
  version: number;
}

export interface StatusUpdate {
  status: string;
  note?: string;
  /** The version the person saw: a record changed since is refused (409), never overwritten. */
  version: number;
  /** Freeze requests moved to Frozen: when the account was actually frozen (ISO). */
  frozenAt?: string;
  /** Complaints moved to ODR: the SMART ODR case number. */
  odrCaseNo?: string;
  /** An Accessibility complaint closed: the reference to the fix (a ticket, a release). */
  fixReference?: string;
}

export interface QueueCounts {
  new: number;
  dueToday: number;
  overdue: number;
}
/** Only the queues the person may read. */
export type DeskSummary = Partial<Record<QueueName, QueueCounts>>;

/** What the audit log records (the screen's action filter offers exactly these). */
export const AUDIT_ACTIONS = {
  signIn: 'sign-in',
  /** Recorded before the password is checked: the lockout counts these (docs/contract.md §11). */
  signInAttempt: 'sign-in attempt',
  signInFailed: 'sign-in failed',
  signInLocked: 'sign-in refused (locked)',
  twoFactorEnrol: 'two-factor enrolled',
  twoFactorCode: 'two-factor code used',
  twoFactorRecovery: 'recovery code used',
  twoFactorFailed: 'two-factor code refused',
  twoFactorReset: 'two-factor reset',
  twoFactorRoles: 'two-factor roles changed',
  /** The trading calendar (docs/contract.md §11, Trading calendar). */
  calendarAdd: 'trading calendar day added',
  calendarRemove: 'trading calendar day removed',
  /** The investor's own voice (docs/contract.md §7b): the actor is the investor, masked. */
  investorProved: 'investor proved by code',
  investorReply: 'investor reply',
  investorRating: 'investor rating',
  investorAttachment: 'investor attachment',
  attachmentRead: 'attachment downloaded',
  staffReply: 'reply to investor',
  signOut: 'sign-out',
  /** A session ended by its owner or an admin from the sessions list, or by a reset. */
  sessionEnd: 'session ended',
  accessSettings: 'access settings changed',
  /** An unused account disabled from the access review (its sessions' ending is audited too). */
  accountDisableUnused: 'unused account disabled',
  list: 'list queue',
  view: 'view record',
  status: 'status change',
  register: 'register complaint',
  export: 'export CSV',
  accountAdd: 'account added',
  accountChange: 'account changed',
  contentCreate: 'content created',
  contentDraft: 'content draft saved',
  contentPublish: 'content published',
  contentRestore: 'content restored',
  contentMove: 'content moved',
  /** Maker–checker (docs/contract.md §13d). */
  contentSubmit: 'content sent for approval',
  contentApprove: 'content approved',
  contentSendBack: 'content sent back',
  /** Scheduling (docs/contract.md §13e): an editor's times, and the scheduler's acts at them. */
  contentSchedule: 'content schedule set',
  scheduledPublish: 'content published on schedule',
  scheduledUnpublish: 'content unpublished on schedule',
  /** The link checker (docs/contract.md §13f): an editor's "Check now". */
  linkCheck: 'link check started',
  approvalSetting: 'approval setting changed',
  upload: 'file uploaded',
  fundListImport: 'fund list imported',
  fundListAdd: 'fund list row added',
  fundListRemove: 'fund list row removed',
  fundListRestore: 'fund list restored',
  kioskSettings: 'kiosk settings changed',
  kioskEnrol: 'kiosk enrolled',
  kioskRevoke: 'kiosk key revoked',
  alertAddresses: 'alert addresses changed',
  messageResend: 'message re-sent',
  emailFileOpened: 'e-mail file opened',
  owner: 'owner changed',
  /** Round-robin assignment (docs/contract.md §11): the setting, and a staff member's duty. */
  assignmentSetting: 'assignment setting changed',
  onDuty: 'on duty changed',
  note: 'note added',
  /** A record linked to (or unlinked from) the record it duplicates. */
  duplicate: 'duplicate link changed',
  /** A complaint's SMART ODR task updated (docs/contract.md §11, SCORES and SMART ODR). */
  odrTask: 'ODR task changed',
  /** A complaint's SCORES category changed after registration (docs/contract.md §11). */
  category: 'category changed',
  /** An escalation step fired by the desk's sweep (docs/contract.md §11, Escalations). */
  escalation: 'record escalated',
  escalationSettings: 'escalation thresholds changed',
  complianceOfficer: 'compliance officer address changed',
  /** Retention (docs/contract.md §16): a record's personal fields erased by the daily sweep. */
  retentionErase: 'record erased after its retention',
  /** A data principal's request (docs/contract.md §7c): the copy made, a field corrected, the
   * erasure answered (each record's erasure is its own retentionErase entry). */
  dataExport: 'data principal copy exported',
  dataCorrection: 'data principal correction',
  dataErasure: 'data principal erasure answered',
  dataConsentWithdrawal: 'data principal consent withdrawal answered',
  legalHoldSet: 'legal hold set',
  legalHoldLift: 'legal hold lifted',
  /** The breach register (docs/contract.md §16): a breach recorded, a notice marked sent. */
  breachRecord: 'breach recorded',
  breachNotice: 'breach notice sent',
} as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];

/**
 * Query of the audit log. `from` and `to` are India calendar days (YYYY-MM-DD), both included:
 * the firm's day, whatever the PC's zone.
 */
export interface AuditQuery {
  actor?: string;
  action?: string;
  q?: string;
  from?: string;
  to?: string;
  page?: number;
}

export interface AuditEntryView {
  seq: number;
  at: string;
  actor: string;
  action: string;
  target?: string;
  detail?: string;
  hash: string;
}

export interface AuditPage {
  data: AuditEntryView[];
  total: number;
  /** The hash chain checked end to end: a removed or altered entry is reported here. */
  chain: { ok: true } | { ok: false; brokenAt: number; reason: string };
}

export interface StaffAccountView {
  username: string;
  roles: StaffRole[];
  disabled: boolean;
  createdAt: string;
  /** Whether the account has enrolled a second factor. */
  twoFactor: boolean;
  /** On duty for the round-robin assignment of new complaints (a grievance officer's). */
  onDuty: boolean;
}

/**
 * GET/PUT deskApi.assignmentSettings (docs/contract.md §11, Round-robin assignment): whether new
 * complaints are given in turn to the grievance officers on duty, and who is on duty now.
 */
export interface AssignmentSettings {
  enabled: boolean;
  /** The enabled grievance officers on duty, in the rotation's (username) order; read-only. */
  onDuty: string[];
}

/** Every message the desk's server answers with; the screens show them as they are. */
export const deskMsg = {
  assignmentInvalid: 'enabled must be true or false.',
  onDutyInvalid: 'onDuty must be true or false.',
  onDutyNotOfficer: 'Only a grievance officer is on or off duty for new complaints.',
  onDutyNotYours: 'Only an admin puts another staff member on or off duty.',
  signInFailed: 'The username or password is not correct.',
  tooManyAttempts: 'Too many failed sign-ins. Please wait 15 minutes and try again.',
  signInRequired: 'Please sign in to the staff desk.',
  forbidden: 'Your role does not allow this.',
  foreignOrigin: 'This request did not come from the staff desk and was refused.',
  recordNotFound: 'No such record in this queue.',
  attachmentNotFound: 'No such attachment on this record.',
  staleRecord: 'Someone else changed this record. Reload it and try again.',
  sameStatus: 'The record already has this status.',
  finalStatus: 'This record is finished and cannot change any more.',
  statusInvalid: 'Choose one of the statuses of this queue.',
  noteRequired: 'A note is required to close or reject.',
  frozenAtRequired: 'Enter the time the account was frozen.',
  frozenAtInvalid: 'The freeze time must be after the request arrived and not in the future.',
  usernameInvalid: 'A username is 2–32 lower-case letters, digits, dots, dashes or underscores.',
  usernameTaken: 'That username is taken.',
  rolesInvalid: `Give at least one role: ${STAFF_ROLES.join(', ')}.`,
  passwordTooShort: `A password has at least ${PASSWORD_MIN_LENGTH} characters.`,
  sourceInvalid: `The source is one of: ${STAFF_COMPLAINT_SOURCES.join(', ')}.`,
  accountNotFound: 'No such staff account.',
  auditDateInvalid: 'Dates are written YYYY-MM-DD, and the first is not after the last.',
  ownerNotInQueue:
    'That staff member has no role that works this queue, so cannot own its records.',
  ownerUnchanged: 'The record already has this owner.',
  noteEmpty: 'Write the note first.',
  replyEmpty: 'Write the reply first.',
  secondFactorRequired: 'Enter the code from your authenticator app to finish signing in.',
  enrolRequired: 'Set up two-factor sign-in before using the desk.',
  codeInvalid: 'Enter the 6-digit code from your authenticator app.',
  codeRefused: 'That code is not correct or was already used. Wait for the next code.',
  recoveryCodeRefused: 'That recovery code is not correct or was already used.',
  enrolmentNotStarted: 'Start the set-up again: no secret is waiting to be confirmed.',
  notEnrolled: 'This account has no two-factor sign-in to reset.',
  noCodeDue: 'This session is not waiting for a code.',
  alreadyEnrolled: 'Two-factor sign-in is already set up for this account.',
  calendarDateInvalid: 'Write the date as YYYY-MM-DD, a real day.',
  calendarNameRequired: 'Name the day (for example Diwali-Balipratipada), up to 100 characters.',
  calendarTimeInvalid: 'Write the times as HH:MM on the 24-hour clock (IST), for example 18:00.',
  calendarOpenAfterClose: 'The session must open before it closes.',
  calendarDayListed: 'That date is already in the list. Remove it first to change it.',
  calendarDayNotListed: 'That date is not in the list.',
  sessionNotFound: 'No such open session: it may have ended already.',
  unusedDaysInvalid: `The days without a sign-in are a whole number, ${UNUSED_ACCOUNT_MIN_DAYS}–${UNUSED_ACCOUNT_MAX_DAYS}.`,
  disableNoneChosen: 'Choose at least one unused account to disable.',
  disableNotFlagged:
    'An account chosen is not flagged as unused any more (signed in, or already disabled). Reload the review and try again.',
  sessionLifetimeInvalid: `The session lifetime is a whole number of hours, ${SESSION_LIFETIME_MIN_HOURS}–${SESSION_LIFETIME_MAX_HOURS}.`,
  escalationDaysInvalid: `A complaint's escalation day is a whole number, ${ESCALATION_BOUNDS.complaintDays.min}–${ESCALATION_BOUNDS.complaintDays.max} (before its 21st day).`,
  escalationRedBeforeCompliance:
    'The red flag day cannot come before the day a complaint goes to the compliance officer.',
  scoresNoInvalid:
    'Enter the SCORES registration number as SCORES shows it (letters, digits, / and -; 5–40 characters).',
  scoresForwardedOnInvalid:
    'Enter the day SCORES forwarded the complaint as YYYY-MM-DD, a real day not in the future.',
  sourceReferenceRequired:
    "Enter the exchange's or depository's complaint reference (up to 60 characters).",
  categoryInvalid: `The category is one of: ${COMPLAINT_CATEGORIES.join(', ')}.`,
  complianceEmailInvalid:
    "The compliance officer's address must look like name@example.com (empty for none).",
  categoryReasonRequired: 'Say why the category changes (up to 500 characters).',
  categoryUnchanged: 'The complaint already has this category.',
  categoryFinal: 'A closed complaint keeps its category: reopen it first to change it.',
  odrCaseNoInvalid:
    'Enter the SMART ODR case number as the portal shows it (letters, digits, / and -; 4–40 characters).',
  odrFromClosed: 'A closed complaint is reopened before it is moved to ODR.',
  odrNotMoved: 'This complaint has not been moved to ODR.',
  odrParticipationInvalid: `The participation is one of: ${ODR_PARTICIPATION.join(', ')}.`,
  odrOutcomeInvalid: `The outcome is one of: ${ODR_OUTCOMES.join(', ')}.`,
  odrDateInvalid: 'Write the conciliation date as YYYY-MM-DD, a real day.',
  fixReferenceRequired:
    'An Accessibility complaint is closed only with a reference to the fix (a ticket, a release or a page), up to 200 characters.',
  duplicateKindRefused: 'Records of this queue are not linked as duplicates.',
  duplicateKeyRequired: 'Enter the reference of the record this one duplicates.',
  duplicateOfItself: 'A record cannot duplicate itself.',
  duplicateNotFound: 'No record of this queue has that reference.',
  duplicateChain:
    'Link to the first record: that one is itself a duplicate, or this one has duplicates of its own.',
  duplicateFinished: 'Only open records are linked or unlinked as duplicates.',
  duplicateOtherInvestor:
    'The two records are not from the same investor (neither the e-mail nor the mobile number match).',
  duplicateUnchanged: 'The record already has this link.',
  escalationMinutesInvalid: `A freeze request's escalation is a whole number of minutes after its due time, ${ESCALATION_BOUNDS.freezeLateMinutes.min}–${ESCALATION_BOUNDS.freezeLateMinutes.max}.`,
} as const;

/** The data of a `queue` server-sent event (JSON): which record arrived or changed. */
export interface DeskQueueEvent {
  queue: QueueName;
  key: string;
  kind: 'new' | 'changed';
}
