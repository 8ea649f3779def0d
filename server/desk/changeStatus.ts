// One status change of one queue record, as the desk and `npm run complaint:status` make it
// (docs/contract.md §11): the transition rules, the history entry on the record, the audit entry.
import type { QueueName } from '../../src/contract/desk';
import type { StatusUpdateInput } from '../../src/contract/deskSchemas';
import { statusMessages } from '../notify/notices';
import { AUDIT_ACTIONS, type AuditLog } from './audit';
import { keyOf, statusOf, type AnyRecord, type QueueSource } from './queues';
import { checkTransition, type TransitionResult } from './transitions';
import { isFinalStatus } from '../../src/contract/deadlines';
import type { StatusChange, Transaction } from '../store/types';
import { duplicatesOf } from './duplicates';
import { changeRecord } from './recordChange';

export type StatusChangeResult =
  { ok: true; record: AnyRecord; from: string } | Extract<TransitionResult, { ok: false }>;

/**
 * Moves `record` to `input.status` if the queue allows it, provided it is still at
 * `input.version` (another change in between is a 409, never merged). Resolves once the record,
 * the message the change sends the investor (docs/contract.md §15) and its audit entry are
 * durable. `origin`: the public website's, for the message's links.
 */
export async function changeStatus(
  queue: QueueName,
  source: QueueSource,
  record: AnyRecord,
  input: StatusUpdateInput,
  context: { by: string; now: Date; audit: AuditLog; origin: string },
): Promise<StatusChangeResult> {
  const from = statusOf(queue, record);
  const result = checkTransition(queue, from, input, {
    by: context.by,
    now: context.now,
    receivedAt: new Date(record.createdAt),
    category: record.category,
  });
  if (!result.ok) return result;
  // A final status closes the record's open duplicates with it, and its reopening reopens the
  // ones closed as it was (docs/contract.md §11, Duplicates).
  const closing = isFinalStatus(queue, result.change.to);
  const reopening = !closing && isFinalStatus(queue, from);
  const followers =
    source.kind.duplicates && (closing || reopening)
      ? (await duplicatesOf(source, keyOf(queue, record))).filter((d) =>
          closing ? !isFinalStatus(queue, statusOf(queue, d)) : statusOf(queue, d) === from,
        )
      : [];
  const withDuplicates = followers.length
    ? `; duplicates with it: ${followers.map((d) => keyOf(queue, d)).join(', ')}`
    : '';
  // The record's change, its messages and its audit entry are stored together, or none of them
  // (docs/storage.md).
  const changed = await changeRecord(
    queue,
    source,
    record,
    {
      entry: {
        action: AUDIT_ACTIONS.status,
        detail: `${from} → ${result.change.to}${withDuplicates}`,
      },
      version: input.version,
      change: (current) => ({
        ...current,
        status: result.change.to,
        history: [...(current.history ?? []), result.change],
        ...(result.frozenAt ? { frozenAt: result.frozenAt } : {}),
        ...(result.odr ? { odr: result.odr } : {}),
      }),
      with: async (changed, tx) => {
        // The change's place in the history numbers it: each change is one event.
        const step = changed.history?.length ?? 0;
        const messages = statusMessages(source.kind, changed, result.change, step, context);
        for (const message of messages) await tx.queue(message);
        for (const duplicate of followers) {
          await moveWith(
            queue,
            source,
            tx,
            duplicate,
            result.change,
            keyOf(queue, record),
            context,
          );
        }
      },
    },
    context,
  );
  return changed.ok ? { ...changed, from } : changed;
}

/**
 * A duplicate follows its primary into the final status, or out of it when the primary is
 * reopened, in the primary's transaction, with its own history entry (naming the primary) and its
 * own message to the investor; a duplicate changed since it was read fails the whole change (409),
 * as the primary's own would.
 */
async function moveWith(
  queue: QueueName,
  source: QueueSource,
  tx: Transaction,
  duplicate: AnyRecord,
  primaryChange: StatusChange,
  primaryKey: string,
  context: { origin: string },
) {
  const change: StatusChange = {
    ...primaryChange,
    from: statusOf(queue, duplicate),
    note: [`With ${primaryKey}, of which this is a duplicate.`, primaryChange.note]
      .filter(Boolean)
      .join(' '),
  };
  const changed = await tx
    .within(source.collection)
    .update(duplicate.id, duplicate.version, (current) => ({
      ...current,
      status: change.to,
      history: [...(current.history ?? []), change],
    }));
  const step = changed.history?.length ?? 0;
  for (const message of statusMessages(source.kind, changed, change, step, context)) {
    await tx.queue(message);
  }
}
