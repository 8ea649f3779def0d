// The firm's messages on the staff desk (issue 42; docs/contract.md §15): a record's messages, the
// re-send of one that could not go, and the admin's outbox with the configuration state. The
// server's /api/desk routers and the desk's screens both import it.
import type { QueueName } from './desk';
import {
  CHANNELS,
  MESSAGE_KINDS,
  OUTBOX_STATES,
  type Channel,
  type MessageKind,
  type OutboxState,
} from './notifications';

/**
 * What staff may send again: a failed message (given up, its reason kept), and one kept as not
 * configured (its channel had no server or template; sent again once the admin configured it,
 * or kept so again). A pending or sent message is never sent twice by hand.
 */
export const RESENDABLE_STATES = ['failed', 'unconfigured'] as const satisfies OutboxState[];

export const isResendable = (state: OutboxState): boolean =>
  (RESENDABLE_STATES as readonly OutboxState[]).includes(state);

/** One outbox message as the desk shows it; `to` masked for roles that do not work its queue. */
export interface OutboxMessageView {
  id: string;
  kind: MessageKind;
  channel: Channel;
  to: string;
  state: OutboxState;
  attempts: number;
  /** The mail server's or provider's status line only. */
  lastError?: string;
  /** When it was queued (ISO). */
  queuedAt: string;
  sentAt?: string;
  /** Whether an .eml file was written for it (no SMTP_URL: the embedded default). */
  emailFile: boolean;
  /** The queue of the record it is about (the admin's list; undefined for another collection's). */
  queue?: QueueName;
}

export interface OutboxMessages {
  data: OutboxMessageView[];
}

/** The admin's outbox list: newest first, filtered by exact state, kind and channel. */
export interface OutboxQuery {
  state?: OutboxState;
  kind?: MessageKind;
  channel?: Channel;
  page?: number;
}

export interface OutboxPage {
  data: OutboxMessageView[];
  total: number;
  page: number;
  pageSize: number;
}

/** What the filters take: the outbox's own values. */
export const OUTBOX_FILTERS = {
  state: OUTBOX_STATES,
  kind: Object.keys(MESSAGE_KINDS) as MessageKind[],
  channel: CHANNELS,
} as const;

/** How the messages leave, as the admin's outbox screen shows it. */
export interface OutboxConfig {
  mail: {
    /** smtp: SMTP_URL is set; files: .eml files under the data folder. */
    mode: 'smtp' | 'files';
    /** The mail server answered (files: the folder is used, always true). */
    ok: boolean;
    detail: string;
  };
  sms: {
    /** SMS_PROVIDER is set: messages whose kind has a template go by SMS. */
    configured: boolean;
    ok: boolean;
    detail: string;
  };
  /** When the servers were last asked (ISO): the answer is kept briefly. */
  checkedAt: string;
}

export const outboxMsg = {
  notFound: 'There is no such message for this record.',
  notResendable: 'Only a failed message, or one kept as not configured, can be sent again.',
  resent: 'The message will be sent again.',
  noEmailFile: 'No e-mail file was written for this message.',
  badFilter: (name: string) => `${name} is not one of the outbox's values`,
} as const;
