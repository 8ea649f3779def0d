// The five desk queues over the store's collections (docs/contract.md §11): how a record is
// found by its key, shown as a row, and moved from one status to another with its history.
import {
  QUEUES,
  type QueueQuery,
  type QueueRecord,
  type QueueName,
  type QueueRow,
} from '../../src/contract/desk';
import { isOverdue, recordDueAt } from '../../src/contract/deadlines';
import { currentEscalation } from '../../src/contract/escalations';
import { REQUEST_KINDS } from '../../src/contract/requests';
import { scoresClock, type OdrTask } from '../../src/contract/scores';
import type {
  CollectionSpec,
  QueueCollection,
  QueueState,
  StatusChange,
  Store,
  Stored,
} from '../store/types';
import { maskPii } from './mask';
import type { NoticeSource } from '../notify/notices';
import { DESK_PAGE_SIZE } from '../../src/contract/limits';

/** Any queue's record as the desk reads it. */
export type AnyRecord = Stored<Record<string, unknown> & QueueState>;

export interface QueueSource {
  collection: QueueCollection<Record<string, unknown> & QueueState, string>;
  /** The record named by the key in URLs (complainNo, ackNo or id). */
  find(key: string): Promise<AnyRecord | undefined>;
  name(r: AnyRecord): string;
  summary(r: AnyRecord): string;
  /** What the visitor wrote (its declaration's `text` fields) and the staff notes, unmasked. */
  freeText(r: AnyRecord): string[];
  /** The kind's declaration, for the messages a status change sends (server/notify/notices.ts). */
  kind: NoticeSource;
}

/** Records a sweep reads a page at a time (`dueRecords`): it never holds more. */
const DUE_PAGE = 200;

/**
 * `source`'s records due before `horizon`, the earliest due first, read a page at a time from the
 * `skip`th (a final record has no due time). The sweeps' reading (reminders, escalations): a record
 * they act on keeps its due time, so its place in the order does not move.
 */
export async function* dueRecords(source: QueueSource, horizon: Date, skip = 0) {
  for (let offset = skip; ; offset += DUE_PAGE) {
    const page = await source.collection.queuePage({
      now: horizon,
      overdue: true,
      offset,
      limit: DUE_PAGE,
    });
    yield* page.data;
    if (page.data.length < DUE_PAGE) return;
  }
}

/** `{ [name]: value }`, or nothing when there is no value (strict optional properties). */
const optional = <K extends string, V>(name: K, value: V | undefined) =>
  (value === undefined ? {} : { [name]: value }) as Partial<Record<K, V>>;

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** Each queue over its request kind's collection, worded as its declaration words it. */
export function queueSources(store: Store): Record<QueueName, QueueSource> {
  const sources = REQUEST_KINDS.map((kind) => {
    // The desk reads every queue's records alike (AnyRecord); each declaration's own functions
    // get the records of its own collection (Store is derived from the same declarations).
    const collection = store[kind.name] as unknown as QueueSource['collection'];
    const { key, sender, summary } = kind.queue as unknown as {
      key: string;
      sender: (r: AnyRecord) => string;
      summary: (r: AnyRecord) => string;
    };
    const { text: textFields = [] }: CollectionSpec = kind.collection;
    const source: QueueSource = {
      collection,
      kind: kind as unknown as NoticeSource,
      find: (k) => (key === 'id' ? collection.get(k) : collection.findBy(key, k)),
      // Records kept from before the desk may lack the sender's field: then no name, as before.
      name: (r) => text(sender(r)),
      summary,
      freeText: (r) => [
        ...textFields.map((f) => text(r[f])),
        ...(r.history ?? []).map((h) => h.note ?? ''),
      ],
    };
    return [kind.queue.name, source] as const;
  });
  return Object.fromEntries(sources) as Record<QueueName, QueueSource>;
}

/** Records sent before the desk existed have no status: they are in the queue's first one. */
export const statusOf = (queue: QueueName, r: QueueState): string =>
  r.status ?? QUEUES[queue].statuses[0];

export const keyOf = (queue: QueueName, r: AnyRecord): string => text(r[QUEUES[queue].key]);

export function toRow(queue: QueueName, source: QueueSource, r: AnyRecord, now: Date): QueueRow {
  const status = statusOf(queue, r);
  const due = recordDueAt(queue, r, status);
  return {
    key: keyOf(queue, r),
    status,
    receivedAt: r.createdAt,
    dueAt: due?.toISOString() ?? null,
    overdue: isOverdue(due, now),
    ...optional('escalation', currentEscalation(r.escalations, due)),
    name: source.name(r),
    summary: source.summary(r),
    ...(typeof r.source === 'string' ? { source: r.source as QueueRow['source'] } : {}),
    ...(r.owner ? { owner: r.owner } : {}),
    version: r.version,
  };
}

/** What a queue's record shows besides the row: its fields (masked unless `pii`) and history. */
export function toRecord(
  queue: QueueName,
  source: QueueSource,
  r: AnyRecord,
  now: Date,
  pii: boolean,
  /** The keys of its duplicates (duplicatesOf), for a kind that declares them. */
  duplicates?: readonly string[],
): QueueRecord {
  const rest: Record<string, unknown> = { ...r };
  const desk = [
    'history',
    'status',
    'owner',
    'ownerHistory',
    'categoryHistory',
    'notes',
    'odr',
    'duplicateOf',
    'replies',
    'rating',
    'attachments',
  ];
  for (const meta of ['id', 'createdAt', 'updatedAt', 'version', ...desk]) {
    delete rest[meta];
  }
  const fields: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(pii ? rest : maskPii(rest))) {
    if (typeof v === 'string' || typeof v === 'number') fields[k] = v;
  }
  return {
    ...toRow(queue, source, r, now),
    fields,
    history: (r.history ?? []).map((h: StatusChange) => ({ ...h })),
    ownerHistory: (r.ownerHistory ?? []).map((h) => ({ ...h })),
    ...optional(
      'categoryHistory',
      r.categoryHistory?.length ? r.categoryHistory.map((h) => ({ ...h })) : undefined,
    ),
    notes: (r.notes ?? []).map((n) => ({ ...n })),
    ...optional(
      'scoresClock',
      scoresClock(r, statusOf(queue, r), QUEUES[queue].final, now) ?? undefined,
    ),
    ...optional('odr', isOdrTask(r.odr) ? { ...r.odr } : undefined),
    ...optional('duplicateOf', typeof r.duplicateOf === 'string' ? r.duplicateOf : undefined),
    ...optional('duplicates', duplicates ? [...duplicates] : undefined),
    replies: (r.replies ?? []).map((m) => ({ ...m })),
    ...(r.rating ? { rating: { ...r.rating } } : {}),
    // The file's name may name the investor: masked for those who read the queue without its PII.
    attachments: (r.attachments ?? []).map(({ file: _file, ...a }) =>
      pii ? { ...a } : { ...a, name: `•••.${a.name.split('.').pop() ?? ''}` },
    ),
  };
}

export const isOdrTask = (v: unknown): v is OdrTask =>
  typeof v === 'object' && v !== null && typeof (v as OdrTask).caseNo === 'string';

/**
 * The owner a query asks for: `mine` the person's, `unassigned` nobody's (null), else `owner`'s.
 */
const ownerFilter = (query: QueueQuery, me: string): string | null | undefined =>
  query.mine ? me : query.unassigned ? null : query.owner;

/**
 * The filtered queue, overdue first (the most overdue on top), then newest first: `page` of it
 * (every row without one, for the CSV export) and its total. The store filters, orders and pages
 * (docs/storage.md, "Queue pages"): a record's lateness is its due time against `now`, and old
 * records without a status count as the first one.
 */
export async function listQueue(
  queue: QueueName,
  source: QueueSource,
  query: QueueQuery,
  now: Date,
  pii: boolean,
  page?: number,
  /** Who asks (`mine`). */
  me = '',
  /** Only the records due before this (`escalated`: escalatedBefore, server/desk/escalations.ts). */
  dueBefore?: Date,
): Promise<{ rows: QueueRow[]; total: number; estimated?: boolean }> {
  const owner = ownerFilter(query, me);
  // The previous page's last row, by its key (QueueQuery.after): the engine pages from its place.
  // One no longer stored leaves the page to its offset.
  const after = page && page > 1 && query.after ? (await source.find(query.after))?.id : undefined;
  const { data, total, estimated } = await source.collection.queuePage({
    now: dueBefore ?? now,
    status: query.status,
    ...(owner !== undefined && { owner }),
    overdue: dueBefore ? true : query.overdue,
    q: query.q,
    // Whoever sees PII masked searches only what they see unmasked, or `q` would find a record by
    // the phone or e-mail it hides, one probe at a time (docs/contract.md §11).
    visibleOnly: !pii,
    ...(page && { offset: (page - 1) * DESK_PAGE_SIZE, limit: DESK_PAGE_SIZE }),
    ...(after !== undefined && { after }),
  });
  return {
    rows: data.map((r) => toRow(queue, source, r, now)),
    total,
    ...(estimated && { estimated }),
  };
}
