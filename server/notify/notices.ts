// What a record's arrival or status change says to the investor and the staff (docs/contract.md
// §15): the kind's notice declaration (src/contract/requests) made into outbox messages, one per
// channel with an address, each under the event that caused it so it is never queued twice.
import { recordDueAt } from '../../src/contract/deadlines';
import { QUEUE_NAMES, type QueueName } from '../../src/contract/desk';
import { ESCALATION, type Channel } from '../../src/contract/notifications';
import type {
  Notice,
  NoticeContext,
  NoticeDeclaration,
  PrivacyDeclaration,
  QueueState,
  Received,
  StatusChange,
  Stored,
} from '../../src/contract/requests';
import type { AlertAddresses } from '../../src/contract/alerts';
import type { EscalationStep } from '../../src/contract/escalations';
import type { QueuedMessage } from '../store/types';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../src/i18n/languages';
import { recipientsOf } from './alertAddresses';

/** A request record as the notices read it: its status and the language it was sent in. */
type RequestRecord = Stored<object> & Received & QueueState;

/** The kind's parts a notice needs: its collection, queue and notice declaration. */
export interface NoticeSource {
  collection: { name: string };
  queue: { name: string; statuses: readonly string[]; roles: readonly string[] };
  notices: NoticeDeclaration<object>;
  /** The kind's escalation steps (server/desk/escalations.ts). */
  escalations?: readonly EscalationStep[];
  /** Whether its records are linked as duplicates (server/desk/duplicates.ts). */
  duplicates?: true;
  /** Its retention and what erasure keeps (server/desk/retention.ts). */
  privacy: PrivacyDeclaration;
  /** Its reference number's field, kept by the erasure. */
  reference?: { field: string };
}

/** Where messages link to. */
export interface NoticeSettings {
  /** The public website's origin (PUBLIC_ORIGIN, else the request's own). */
  origin: string;
}

/** The language a record was sent in; records from before it was kept are English. */
export function languageOf(record: Received): Language {
  return (LANGUAGES as readonly string[]).includes(record.language ?? '')
    ? (record.language as Language)
    : DEFAULT_LANGUAGE;
}

const isQueueName = (name: string): name is QueueName =>
  (QUEUE_NAMES as readonly string[]).includes(name);

/** What the kind's notices are worded from besides the record. */
export function noticeContext(
  source: NoticeSource,
  record: RequestRecord,
  settings: NoticeSettings,
): NoticeContext {
  const status = record.status ?? source.queue.statuses[0]!;
  const { name } = source.queue;
  // Only the shipped queues have time limits (src/contract/deadlines.ts).
  const due = isQueueName(name) ? recordDueAt(name, record, status) : null;
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
  },
): QueuedMessage[] {
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
          } satisfies QueuedMessage,
        ]
      : [],
  );
}

/** The investor's acknowledgement of a record just stored. */
export function receivedMessages(
  source: NoticeSource,
  record: RequestRecord,
  settings: NoticeSettings,
): QueuedMessage[] {
  const notice = source.notices.received(record, noticeContext(source, record, settings));
  return draftMessages(notice, source.notices.to(record), {
    language: languageOf(record),
    about: { collection: source.collection.name, id: record.id },
    event: `${source.collection.name}/${record.id}/received`,
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
): QueuedMessage[] {
  const make = source.notices.status?.[change.to];
  if (!make) return [];
  const notice = make(record, change, noticeContext(source, record, settings));
  return draftMessages(notice, source.notices.to(record), {
    language: languageOf(record),
    about: { collection: source.collection.name, id: record.id },
    event: `${source.collection.name}/${record.id}/status/${step}`,
  });
}

/**
 * A staff notice (the kind's alert or a reminder) to the alert addresses of the queue's roles:
 * one message per address and channel, in English (staff kinds are English-only), each under
 * `event` with its address, so an address is alerted once per event whichever server queues it.
 */
export function staffMessages(
  source: NoticeSource,
  record: RequestRecord,
  notice: Notice,
  addresses: AlertAddresses,
  event: string,
): QueuedMessage[] {
  return recipientsOf(addresses, source.queue.roles).flatMap((to) =>
    draftMessages(notice, to, {
      language: DEFAULT_LANGUAGE,
      about: { collection: source.collection.name, id: record.id },
      event: `${source.collection.name}/${record.id}/${event}/${to.email ?? to.mobile}`,
    }),
  );
}

/** The staff alert of a record just stored, if its kind declares one (a freeze: operations). */
export function alertMessages(
  source: NoticeSource,
  record: RequestRecord,
  addresses: AlertAddresses,
  settings: NoticeSettings,
): QueuedMessage[] {
  const make = source.notices.alert;
  if (!make) return [];
  const notice = make(record, noticeContext(source, record, settings));
  return staffMessages(source, record, notice, addresses, 'alert');
}

/** The events' words for a kind's reminders. */
const REMINDER_EVENTS = { dueSoon: 'due-soon', overdue: 'overdue' } as const;

/**
 * The staff reminder `reminder` of a record, if its kind declares reminders and a clock runs on it:
 * its event names the due time, so each due date (a reopened complaint has a new one) is reminded
 * once (`<collection>/<id>/reminder/due-soon/<due>/<address>/<channel>`).
 */
export function reminderMessages(
  source: NoticeSource,
  record: RequestRecord,
  reminder: keyof typeof REMINDER_EVENTS,
  addresses: AlertAddresses,
  settings: NoticeSettings,
): QueuedMessage[] {
  const make = source.notices.reminders?.[reminder];
  const context = noticeContext(source, record, settings);
  if (!make || !context.dueAt) return [];
  const event = `reminder/${REMINDER_EVENTS[reminder]}/${context.dueAt}`;
  return staffMessages(source, record, make(record, context), addresses, event);
}
