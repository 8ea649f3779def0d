// What a record's arrival or status change says to the investor and the staff (docs/contract.md
// §15): the kind's notice declaration (src/contract/requests) made into outbox messages, one per
// channel with an address, each under the event that caused it so it is never queued twice.
import { randomUUID } from 'node:crypto';
import { dueAt } from '../../src/contract/deadlines';
import type { QueueName } from '../../src/contract/desk';
import { ESCALATION, type Channel, type OutboxMessage } from '../../src/contract/notifications';
import type {
  Notice,
  NoticeContext,
  NoticeDeclaration,
  Received,
  StatusChange,
  Stored,
} from '../../src/contract/requests';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../src/i18n/languages';

/** A request record as the notices read it: its status and the language it was sent in. */
type RequestRecord = Stored<object> & Received & { status?: string };

/** The kind's parts a notice needs: its collection, queue and notice declaration. */
export interface NoticeSource {
  collection: { name: string };
  queue: { name: string; statuses: readonly string[] };
  notices: NoticeDeclaration<object>;
}

/** Where messages are addressed from and link to. */
export interface NoticeSettings {
  /** The public website's origin (PUBLIC_ORIGIN, else the request's own). */
  origin: string;
  /** The right-hand side of each message's Message-ID (the sender's domain). */
  messageDomain: string;
}

/** The language a record was sent in; records from before it was kept are English. */
export function languageOf(record: Received): Language {
  return (LANGUAGES as readonly string[]).includes(record.language ?? '')
    ? (record.language as Language)
    : DEFAULT_LANGUAGE;
}

/** What the kind's notices are worded from besides the record. */
export function noticeContext(
  source: NoticeSource,
  record: RequestRecord,
  settings: NoticeSettings,
): NoticeContext {
  const status = record.status ?? source.queue.statuses[0]!;
  const due = dueAt(source.queue.name as QueueName, new Date(record.createdAt), status);
  return { origin: settings.origin, escalation: ESCALATION, dueAt: due?.toISOString() ?? '' };
}

/** One message for each of `to`'s channels, under `event` (its channel appended). */
export function draftMessages(
  notice: Notice,
  to: { email?: string; mobile?: string },
  parts: {
    language: Language;
    about: { collection: string; id: string };
    event: string;
    now: Date;
    settings: NoticeSettings;
  },
): OutboxMessage[] {
  const addresses: [Channel, string | undefined][] = [
    ['email', to.email],
    ['sms', to.mobile],
  ];
  return addresses.flatMap(([channel, address]) =>
    address?.trim()
      ? [
          {
            kind: notice.kind,
            channel,
            to: address.trim(),
            language: parts.language,
            values: notice.values,
            about: parts.about,
            event: `${parts.event}/${channel}`,
            state: 'pending',
            attempts: 0,
            nextAttemptAt: parts.now.toISOString(),
            messageId: `<${randomUUID()}@${parts.settings.messageDomain}>`,
          } satisfies OutboxMessage,
        ]
      : [],
  );
}

/** The investor's acknowledgement of a record just stored. */
export function receivedMessages(
  source: NoticeSource,
  record: RequestRecord,
  settings: NoticeSettings,
  now: Date,
): OutboxMessage[] {
  const notice = source.notices.received(record, noticeContext(source, record, settings));
  return draftMessages(notice, source.notices.to(record), {
    language: languageOf(record),
    about: { collection: source.collection.name, id: record.id },
    event: `${source.collection.name}/${record.id}/received`,
    now,
    settings,
  });
}

/**
 * The investor's message on a move to `change.to`, if the kind sends one for that status. `record`
 * is the record as changed; `step` numbers the change (its place in the record's history), so
 * each change is one event even when a record returns to a status.
 */
export function statusMessages(
  source: NoticeSource,
  record: RequestRecord,
  change: StatusChange,
  step: number,
  settings: NoticeSettings,
  now: Date,
): OutboxMessage[] {
  const make = source.notices.status?.[change.to];
  if (!make) return [];
  const notice = make(record, change, noticeContext(source, record, settings));
  return draftMessages(notice, source.notices.to(record), {
    language: languageOf(record),
    about: { collection: source.collection.name, id: record.id },
    event: `${source.collection.name}/${record.id}/status/${step}`,
    now,
    settings,
  });
}
