// Duplicates (issue 43; docs/contract.md §11, Duplicates): staff link a record to another of its
// queue as its duplicate (the same investor, the same grievance) and unlink it. A duplicate keeps
// the key of the record it duplicates (`duplicateOf`, indexed by migration 029); the SEBI tables
// count only the first (server/disclosures/complaintTables.ts) and closing the first closes its
// open duplicates in the same transaction (changeStatus.ts).
import { deskMsg, type QueueName, type QueueRecord } from '../../src/contract/desk';
import { isFinalStatus } from '../../src/contract/deadlines';
import { AUDIT_ACTIONS, type AuditLog } from './audit';
import { keyOf, statusOf, toRecord, type AnyRecord, type QueueSource } from './queues';
import { changeRecord } from './recordChange';

/** A queue has few duplicates of one record: more than this is not a duplicate any more. */
const MAX_DUPLICATES = 200;

/** The records linked as duplicates of the record keyed `key`, oldest first. */
export async function duplicatesOf(source: QueueSource, key: string): Promise<AnyRecord[]> {
  const { data } = await source.collection.list({
    where: { duplicateOf: key },
    sort: 'oldest',
    limit: MAX_DUPLICATES,
  });
  return data;
}

export type LinkResult =
  | { ok: true; record: AnyRecord }
  | { ok: false; status: 400 | 409; message: string; field?: string };

const refused = (status: 400 | 409, message: string, field?: string): LinkResult => ({
  ok: false,
  status,
  message,
  ...(field ? { field } : {}),
});

/** The same investor: one of the contact details the kind's messages go to is the same. */
function sameInvestor(source: QueueSource, a: AnyRecord, b: AnyRecord): boolean {
  const to = (r: AnyRecord) =>
    (source.kind.notices.to as (r: object) => Record<string, unknown>)(r);
  const [x, y] = [to(a), to(b)];
  const same = (field: string) => {
    const [p, q] = [x[field], y[field]];
    return (
      typeof p === 'string' &&
      typeof q === 'string' &&
      p.trim() !== '' &&
      p.trim().toLowerCase() === q.trim().toLowerCase()
    );
  };
  return same('email') || same('mobile');
}

/** Why `record` may not be linked to `primary` (keyed `of`), or null when it may. */
async function linkRefusal(
  queue: QueueName,
  source: QueueSource,
  record: AnyRecord,
  of: string,
): Promise<LinkResult | null> {
  const key = keyOf(queue, record);
  if (of === key) return refused(400, deskMsg.duplicateOfItself, 'of');
  if (record.duplicateOf === of) return refused(409, deskMsg.duplicateUnchanged);
  const primary = await source.find(of);
  if (!primary) return refused(400, deskMsg.duplicateNotFound, 'of');
  if (isFinalStatus(queue, statusOf(queue, primary))) {
    return refused(409, deskMsg.duplicateFinished, 'of');
  }
  // One level only: the first record is never itself a duplicate, so "counted once" and "closed
  // together" read one link.
  if (primary.duplicateOf || (await duplicatesOf(source, key)).length > 0) {
    return refused(400, deskMsg.duplicateChain, 'of');
  }
  if (!sameInvestor(source, record, primary))
    return refused(400, deskMsg.duplicateOtherInvestor, 'of');
  return null;
}

/**
 * Links `record` as a duplicate of the record keyed `of`, or unlinks it (`of` null), at `version`
 * (a change in between is a 409): the record's change and its audit entry are stored together.
 */
export async function linkDuplicate(
  queue: QueueName,
  source: QueueSource,
  record: AnyRecord,
  input: { of: string | null; version: number },
  context: { by: string; audit: AuditLog },
): Promise<LinkResult> {
  if (!source.kind.duplicates) return refused(400, deskMsg.duplicateKindRefused);
  if (isFinalStatus(queue, statusOf(queue, record))) return refused(409, deskMsg.duplicateFinished);
  const { of } = input;
  const was = typeof record.duplicateOf === 'string' ? record.duplicateOf : undefined;
  if (of === null && !was) return refused(409, deskMsg.duplicateUnchanged);
  if (of !== null) {
    const refusal = await linkRefusal(queue, source, record, of);
    if (refusal) return refusal;
  }
  return changeRecord(
    queue,
    source,
    record,
    {
      entry: {
        action: AUDIT_ACTIONS.duplicate,
        detail: of === null ? `not a duplicate of ${was}` : `duplicate of ${of}`,
      },
      version: input.version,
      change: (current) => {
        const next = { ...current };
        if (of === null) delete next.duplicateOf;
        else next.duplicateOf = of;
        return next;
      },
    },
    context,
  );
}

/** A record in full (toRecord) with the keys of its duplicates, for a kind that declares them. */
export async function recordView(
  queue: QueueName,
  source: QueueSource,
  record: AnyRecord,
  now: Date,
  pii: boolean,
): Promise<QueueRecord> {
  const duplicates = source.kind.duplicates
    ? (await duplicatesOf(source, keyOf(queue, record))).map((d) => keyOf(queue, d))
    : undefined;
  return toRecord(queue, source, record, now, pii, duplicates);
}
