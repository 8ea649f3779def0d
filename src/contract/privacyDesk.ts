// The desk's privacy screens (issue 44; docs/contract.md §16, Retention and Breach register): the
// retention sweep's dry run, the admins' legal holds, and the personal-data breach register with
// its reporting clocks. Admins only.
import type { QueueName } from './desk';

export const privacyApi = {
  /** GET (admins): the dry run, what the next sweep would erase and when (RetentionReport). */
  retention: '/api/desk/retention',
  /**
   * GET (admins): whether one record may be erased now, and if not why and from when
   * (ErasureVerdict); what a data-principal erasure request is answered with.
   */
  retentionRecord: (queue: QueueName, key: string) =>
    `/api/desk/retention/records/${queue}/${encodeURIComponent(key)}`,
  /** GET (admins): the legal holds, active first; POST `{ queue, key, reason }`: one set. */
  legalHolds: '/api/desk/legal-holds',
  /** POST `{ reason }` (admins): the hold lifted. */
  liftHold: (id: string) => `/api/desk/legal-holds/${encodeURIComponent(id)}/lift`,
  /** GET (admins): the breach register (BreachView[]); POST (BreachInput): a breach recorded. */
  breaches: '/api/desk/breaches',
  /** POST (admins): a notice marked as sent (its time and who), audited. */
  breachNotice: (id: string, notice: BreachNoticeName) =>
    `/api/desk/breaches/${encodeURIComponent(id)}/notices/${notice}`,
  /** GET (admins): the affected investors' contacts as CSV (UTF-8 with BOM), audited. */
  breachContacts: (id: string) => `/api/desk/breaches/${encodeURIComponent(id)}/contacts.csv`,
} as const;

/** Where a record stands against its kind's retention (server/desk/retention.ts). */
export type RetentionState =
  /** Past its period and under no hold: the next sweep erases it. */
  | 'erasable'
  /** Under a legal hold (an admin's, or in ODR): kept however old, until the hold ends. */
  | 'held'
  /** Still open, or within its period: kept. */
  | 'kept'
  /** Already erased by a sweep. */
  | 'erased';

export interface ErasureVerdict {
  queue: QueueName;
  key: string;
  state: RetentionState;
  /** Why, in a sentence a data principal can be given. */
  reason: string;
  /**
   * From when it may be erased (ISO): the end of its period; null while it is open or held (no
   * date can be given until it closes or the hold is lifted); when erased, when it was.
   */
  erasableFrom: string | null;
  /** When it reached its final status (ISO); null while open. */
  closedAt: string | null;
  /** When its kind's period after closing ends (ISO): a held record's too; null while open. */
  periodEndsAt: string | null;
  /** The admin's hold, when one is set. */
  hold?: { id: string; reason: string; setBy: string; setAt: string };
}

/** A kind's retention as its declaration gives it. */
export interface RetentionPeriod {
  queue: QueueName;
  title: string;
  retentionYears: number;
  legalBasis: string;
}

/** The dry run (GET retention): nothing is changed by asking. */
export interface RetentionReport {
  asOf: string;
  /** The days ahead `upcoming` covers. */
  days: number;
  periods: RetentionPeriod[];
  /** What the next sweep would erase: past its period, under no hold. */
  due: ErasureVerdict[];
  /** Past its period but held: kept, with the reason. */
  held: ErasureVerdict[];
  /** What becomes erasable within `days`, earliest first. */
  upcoming: ErasureVerdict[];
}

/** The dry run's look-ahead, in days. */
export const RETENTION_LOOKAHEAD = { default: 30, max: 366 } as const;

export interface LegalHoldView {
  id: string;
  queue: QueueName;
  key: string;
  reason: string;
  setBy: string;
  setAt: string;
  state: 'active' | 'lifted';
  liftedBy?: string;
  liftedAt?: string;
  liftReason?: string;
}

/**
 * Whom a breach touches: whole kinds received in a period (the query), named records, or both.
 * `receivedFrom`/`receivedTo` are India calendar days (YYYY-MM-DD), both included.
 */
export interface BreachAffects {
  queues: QueueName[];
  receivedFrom?: string;
  receivedTo?: string;
  records: { queue: QueueName; key: string }[];
}

export interface BreachInput {
  what: string;
  /** When the firm became aware of it (ISO): the clocks run from here. */
  foundAt: string;
  affects: BreachAffects;
}

/**
 * The notices a breach calls for, with their clocks from `foundAt`: the DPDP Rules 2025 r. 7
 * (the Data Protection Board: intimation without delay, the detailed report within 72 hours; each
 * affected person without delay) and the CERT-In Directions of 28 April 2022 (6 hours).
 * Sources: docs/contract.md §16, Breach register.
 */
export const BREACH_NOTICES = {
  certIn: { label: 'CERT-In: incident report', withinHours: 6 },
  board: { label: 'Data Protection Board: detailed report', withinHours: 72 },
  investors: { label: 'Each affected investor: without delay', withinHours: 0 },
} as const;
export type BreachNoticeName = keyof typeof BREACH_NOTICES;
export const BREACH_NOTICE_NAMES = Object.keys(BREACH_NOTICES) as BreachNoticeName[];

export interface BreachNoticeView {
  notice: BreachNoticeName;
  label: string;
  /** foundAt + the hours the rule gives (ISO); for the investors, foundAt itself (at once). */
  dueAt: string;
  /** Hours left on the server's clock (negative: late); null once sent. */
  hoursLeft: number | null;
  sentAt?: string;
  sentBy?: string;
}

export interface BreachView extends BreachInput {
  id: string;
  recordedAt: string;
  recordedBy: string;
  notices: BreachNoticeView[];
  /** The affected records found now (erased records have no contacts left and are not counted). */
  affectedRecords: number;
}

export const privacyMsg = {
  holdReasonRequired: 'Give the reason for the hold (3–500 characters).',
  liftReasonRequired: 'Give the reason for lifting the hold (3–500 characters).',
  queueInvalid: 'Choose one of the desk queues.',
  keyInvalid: 'Give the record’s number (or id), up to 80 characters.',
  holdExists: 'This record is already under a legal hold. Lift it first to set another.',
  holdNotFound: 'No such legal hold.',
  holdLifted: 'This hold is already lifted.',
  recordErased: 'This record has been erased already: there is nothing left to hold.',
  lookaheadInvalid: `The look-ahead is a whole number of days, 0–${RETENTION_LOOKAHEAD.max}.`,
  breachWhatRequired: 'Say what happened (3–2000 characters).',
  breachFoundAtInvalid:
    'Give when the breach was found as a date and time, not in the future (for example 2026-11-30T09:30).',
  breachAffectsRequired:
    'Say whom it affects: at least one queue (with its dates) or one record, up to 1000 records.',
  breachDatesInvalid: 'Dates are written YYYY-MM-DD, and the first is not after the last.',
  breachNotFound: 'No such breach in the register.',
  breachNoticeInvalid: `The notice is one of: ${BREACH_NOTICE_NAMES.join(', ')}.`,
  breachNoticeSent: 'This notice is already marked as sent.',
} as const;
