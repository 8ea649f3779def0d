// One status change of one queue record, as the desk and `npm run complaint:status` make it
// (docs/contract.md §11): the transition rules, the history entry on the record, the audit entry.
import { deskMsg, type QueueName } from '../../src/contract/desk';
import type { StatusUpdateInput } from '../../src/contract/deskSchemas';
import { StaleVersionError } from '../store/types';
import { AUDIT_ACTIONS, type AuditLog } from './audit';
import { keyOf, statusOf, type AnyRecord, type QueueSource } from './queues';
import { checkTransition, type TransitionResult } from './transitions';

export type StatusChangeResult =
  { ok: true; record: AnyRecord; from: string } | Extract<TransitionResult, { ok: false }>;

/**
 * Moves `record` to `input.status` if the queue allows it, provided it is still at
 * `input.version` (another change in between is a 409, never merged). Resolves once the record and
 * its audit entry are durable.
 */
export async function changeStatus(
  queue: QueueName,
  source: QueueSource,
  record: AnyRecord,
  input: StatusUpdateInput,
  context: { by: string; now: Date; audit: AuditLog },
): Promise<StatusChangeResult> {
  const from = statusOf(queue, record);
  const result = checkTransition(queue, from, input, {
    by: context.by,
    now: context.now,
    receivedAt: new Date(record.createdAt),
  });
  if (!result.ok) return result;
  let updated: AnyRecord | undefined;
  try {
    // The record's change and its audit entry are stored together, or neither (docs/storage.md).
    await context.audit.record(
      {
        actor: context.by,
        action: AUDIT_ACTIONS.status,
        target: `${queue}/${keyOf(queue, record)}`,
        detail: `${from} → ${result.change.to}`,
      },
      async (within) => {
        updated = await within(source.collection).update(record.id, input.version, (current) => ({
          ...current,
          status: result.change.to,
          history: [...(current.history ?? []), result.change],
          ...(result.frozenAt ? { frozenAt: result.frozenAt } : {}),
        }));
      },
    );
  } catch (err) {
    if (err instanceof StaleVersionError) {
      return { ok: false, status: 409, message: deskMsg.staleRecord };
    }
    throw err;
  }
  return { ok: true, record: updated!, from };
}
