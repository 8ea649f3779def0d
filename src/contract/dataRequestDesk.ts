// The desk's side of a data principal's request (issue 44; docs/contract.md §7c): the copy of what
// the firm holds about them, a correction of one field of one of their records, and the answer
// to an erasure. Ours, beyond the specification.
import type { QueueName } from './desk';
import type { ErasureVerdict } from './privacyDesk';

const base = (key: string) => `/api/desk/data-requests/${encodeURIComponent(key)}`;

export const dataRequestDeskApi = {
  /** GET (the queue's roles): the copy as JSON (an attachment), audited. */
  export: (key: string) => `${base(key)}/export`,
  /** GET: the same copy as a PDF (server/desk/dataCopyPdf.ts), audited. */
  exportPdf: (key: string) => `${base(key)}/export.pdf`,
  /** POST `{ queue, key, field, value, version }`: one field of one of their records corrected. */
  corrections: (key: string) => `${base(key)}/corrections`,
  /** POST `{}`: each of their records erased, or refused with the reason and the date. */
  erasure: (key: string) => `${base(key)}/erasure`,
  /**
   * POST `{}`: consent withdrawn — each of their records kept on consent alone erased now, or
   * refused with the reason (held, or kept on a legal ground); answered as the erasure is.
   */
  consentWithdrawal: (key: string) => `${base(key)}/consent-withdrawal`,
} as const;

/** One record of the investor's, in the copy: the fields the firm keeps, no staff-only parts. */
export interface DataCopyRecord {
  queue: QueueName;
  /** The queue's title ("Complaints"). */
  title: string;
  key: string;
  receivedAt: string;
  status: string;
  /** The record's own fields, by their desk labels' names (the stored names). */
  fields: Record<string, unknown>;
  /** Its status changes: when, from, to, and the note sent with it. */
  history: { at: string; from: string | null; to: string; note?: string }[];
  /** The messages the firm sent (or is sending) the investor about it, oldest first. */
  messages: DataCopyMessage[];
  /**
   * The audit log's entries about it (its target), oldest first: what was done and when; not who
   * (a staff member's name is theirs, not the investor's data).
   */
  audit: { at: string; action: string; detail?: string }[];
}

/** One message to the investor, as it was worded to them (docs/contract.md §15). */
export interface DataCopyMessage {
  /** When it was queued. */
  at: string;
  /** Its kind (`complaintReceived`…). */
  kind: string;
  channel: 'email' | 'sms';
  /** The address it went to: theirs. */
  to: string;
  /** pending, sent, failed, unconfigured (§15). */
  state: string;
  sentAt?: string;
  /** The e-mail's subject (an SMS has none: ''). */
  subject: string;
  /** The e-mail's text, or the SMS. */
  text: string;
}

/** What the firm holds about the investor the request proved (DPDP Act s. 11). */
export interface DataCopy {
  requestNo: string;
  preparedAt: string;
  /** How they were matched: the proved address, and the PAN if they gave one. */
  matchedBy: { channel: 'email' | 'mobile'; address: string; panNo?: string };
  records: DataCopyRecord[];
}

/** One record's outcome of an erasure request. */
export type ErasureOutcome = ErasureVerdict & { erased: boolean };

export interface ErasureAnswer {
  requestNo: string;
  outcomes: ErasureOutcome[];
}

export const dataDeskMsg = {
  notTheirs: 'That record is not one of this investor’s records.',
  fieldNotCorrectable: 'That field cannot be corrected: only the investor’s own details can.',
  erased: 'That record has been erased: nothing is left to correct.',
  notAccess: 'The request does not ask for this.',
} as const;
