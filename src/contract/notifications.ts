// The firm's messages to investors and staff (issue 42; docs/contract.md §15): each kind, what it
// is worded from, and the outbox record a message is kept in until it is sent. The templates
// (notifications/templates.*.ts) word each kind in each language; the server's outbox sends them.
import type { Language } from '../i18n/languages';

/**
 * Where an investor not satisfied with the firm's answer goes next: SEBI's SCORES, then SMART ODR
 * (the site's own links: notifications.test.ts keeps them agreeing with the site's data).
 */
export const ESCALATION = {
  scoresUrl: 'https://scores.sebi.gov.in',
  smartOdrUrl: 'https://smartodr.in',
} as const;

/** Who a message goes to: the investor who sent the record, or the firm's own staff. */
export type Audience = 'investor' | 'staff';

/** The channels a message can go by. */
export const CHANNELS = ['email', 'sms'] as const;
export type Channel = (typeof CHANNELS)[number];

/**
 * What each kind is worded from. Times are ISO instants, named `…At` (the templates word them in
 * IST, in the message's language); links are absolute and named `…Url` (the HTML makes them
 * links); `resolution` and `reason` may hold line breaks, every other value is one line. Every
 * value is a string a template may put in a subject, a body or an SMS variable.
 */
export interface MessageValues {
  complaintReceived: {
    name: string;
    number: string;
    receivedAt: string;
    dueAt: string;
    lookupUrl: string;
    scoresUrl: string;
    smartOdrUrl: string;
  };
  complaintInProcess: { name: string; number: string; lookupUrl: string };
  complaintClosed: {
    name: string;
    number: string;
    closedAt: string;
    resolution: string;
    lookupUrl: string;
    /** Where an investor who is not satisfied asks for the complaint to be reopened. */
    contactUrl: string;
    feedbackUrl: string;
    scoresUrl: string;
    smartOdrUrl: string;
  };
  complaintReopened: { name: string; number: string; dueAt: string; lookupUrl: string };
  /**
   * The complaint moved to SEBI's SMART ODR (docs/contract.md §11): its ODR case number, when it
   * moved, and what happens next there.
   */
  complaintMovedToOdr: {
    name: string;
    number: string;
    odrCaseNo: string;
    movedAt: string;
    lookupUrl: string;
    smartOdrUrl: string;
  };
  /**
   * The one-time code that proves the investor is the complainant (docs/contract.md §7b): six
   * digits, valid `minutes` minutes, sent to the e-mail and mobile given with the complaint.
   */
  complaintCode: { number: string; code: string; minutes: string; lookupUrl: string };
  /** A grievance officer's reply meant for the investor (docs/contract.md §7b); `reply` may hold line breaks. */
  complaintReply: { name: string; number: string; reply: string; lookupUrl: string };
  freezeReceived: { clientCode: string; number: string; receivedAt: string };
  freezeFrozen: { clientCode: string; number: string; frozenAt: string; contactUrl: string };
  freezeRejected: { clientCode: string; number: string; reason: string; contactUrl: string };
  withdrawalReceived: { name: string; clientCode: string; receivedAt: string };
  withdrawalProcessed: { name: string; clientCode: string; processedAt: string };
  withdrawalRejected: { name: string; clientCode: string; reason: string };
  contactReceived: { name: string; receivedAt: string };
  feedbackReceived: { name: string; receivedAt: string };
  barrierReceived: { name: string; number: string; receivedAt: string; dueAt: string };
  /**
   * The one-time code that proves a data principal's e-mail address or mobile number before
   * their request is accepted (docs/contract.md §7c); sent to that one address only.
   */
  dataRequestCode: { code: string; minutes: string };
  /** A data principal's request accepted (`right`: the contract's English, DATA_RIGHTS). */
  dataRequestReceived: {
    name: string;
    number: string;
    right: string;
    receivedAt: string;
    dueAt: string;
  };
  /** To operations, at once: a freeze must be acted on within 15 minutes in trading hours. */
  staffFreezeAlert: {
    number: string;
    clientCode: string;
    receivedAt: string;
    /** freezeDueAt(receivedAt) (src/contract/deadlines.ts): 15 minutes, or the next open. */
    dueAt: string;
    deskUrl: string;
  };
  /** To the grievance officers, 3 days before a complaint's due date. */
  staffComplaintDueSoon: { number: string; dueAt: string; deskUrl: string };
  /** To the grievance officers, when a complaint is past its due date. */
  staffComplaintOverdue: { number: string; dueAt: string; deskUrl: string };
  /**
   * To the grievance officers, when a complaint reaches an escalation threshold (day 15: the
   * compliance officer's list; day 18: red), src/contract/escalations.ts.
   */
  staffComplaintEscalated: { number: string; step: string; dueAt: string; deskUrl: string };
  /** To operations, when a freeze request is still not frozen 10 minutes after its due time. */
  staffFreezeLate: { number: string; clientCode: string; dueAt: string; deskUrl: string };
}

export type MessageKind = keyof MessageValues;

/** Each kind's audience, in the order the desk lists kinds. */
export const MESSAGE_KINDS = {
  complaintReceived: 'investor',
  complaintInProcess: 'investor',
  complaintClosed: 'investor',
  complaintReopened: 'investor',
  complaintMovedToOdr: 'investor',
  complaintCode: 'investor',
  complaintReply: 'investor',
  freezeReceived: 'investor',
  freezeFrozen: 'investor',
  freezeRejected: 'investor',
  withdrawalReceived: 'investor',
  withdrawalProcessed: 'investor',
  withdrawalRejected: 'investor',
  contactReceived: 'investor',
  feedbackReceived: 'investor',
  barrierReceived: 'investor',
  dataRequestCode: 'investor',
  dataRequestReceived: 'investor',
  staffFreezeAlert: 'staff',
  staffComplaintDueSoon: 'staff',
  staffComplaintOverdue: 'staff',
  staffComplaintEscalated: 'staff',
  staffFreezeLate: 'staff',
} as const satisfies Record<MessageKind, Audience>;

/** A message as a channel delivers it: an e-mail's subject, plain text and HTML; an SMS's text. */
export interface RenderedMessage {
  subject: string;
  text: string;
  html: string;
  /** The SMS body (DLT templates are short): the text a provider's template variables fill. */
  sms: string;
}

/**
 * pending: waiting for its next attempt; sent: the channel accepted it; failed: given up (the
 * reason in `lastError`), a staff member may send it again; unconfigured: its channel has no
 * server or template configured (kept, visible, never silently dropped).
 */
export const OUTBOX_STATES = ['pending', 'sent', 'failed', 'unconfigured'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** One message in the store's outbox (docs/storage.md, The outbox). */
export interface OutboxMessage<K extends MessageKind = MessageKind> {
  kind: K;
  channel: Channel;
  /** An e-mail address or a 10-digit Indian mobile number. */
  to: string;
  language: Language;
  values: MessageValues[K];
  /** The record it is about: its collection and id (the desk lists a record's messages). */
  about: { collection: string; id: string };
  /**
   * What caused it and by which channel, unique in the outbox: `complaints/<id>/received/email`,
   * `…/status/3/sms`, `…/due-soon/email/<to>`. A second message for the same event is refused by
   * the store, so an alert or an acknowledgement is never queued twice.
   */
  event: string;
  state: OutboxState;
  attempts: number;
  /** When it may next be tried (ISO); a worker claims the due ones. */
  nextAttemptAt: string;
  /** Held by a worker until then (ISO): a crashed worker's claim runs out and another takes it. */
  claimedUntil?: string;
  /** The same on every attempt, so a re-send after a crash is the same e-mail to the receiver. */
  messageId: string;
  sentAt?: string;
  /** The server's or provider's status line only: never a body, never an address. */
  lastError?: string;
}
