// One audited change of one queue record, as the desk makes each of them (docs/contract.md §11):
// a status, an owner, a category, an ODR task, a duplicate link. The record's change (and what
// it causes, e.g. its messages) and its audit entry are stored together, or none of them
// (docs/storage.md, The audit chain), and only at the version the person saw: a change in
// between is a 409, never merged.
import { deskMsg, type QueueName } from '../../src/contract/desk';
import { StaleVersionError, type Transaction } from '../store/types';
import type { AuditEvent, AuditLog } from './audit';
import { keyOf, type AnyRecord, type QueueSource } from './queues';

export type RecordChanged = { ok: true; record: AnyRecord };
export type StaleRecord = { ok: false; status: 409; message: string };

export interface RecordChange {
  /** The audit entry's action and detail; its actor is `by`, its target the record. */
  entry: Pick<AuditEvent, 'action' | 'detail'>;
  /** The version the person saw. */
  version: number;
  /** The record as it becomes. */
  change: (current: AnyRecord) => AnyRecord;
  /** What the change causes in the same transaction (a status change's messages, say). */
  with?: (changed: AnyRecord, tx: Transaction) => Promise<void>;
}

export async function changeRecord(
  queue: QueueName,
  source: QueueSource,
  record: AnyRecord,
  { entry, version, change, with: causes }: RecordChange,
  context: { by: string; audit: AuditLog },
): Promise<RecordChanged | StaleRecord> {
  let updated: AnyRecord | undefined;
  try {
    await context.audit.record(
      { actor: context.by, target: `${queue}/${keyOf(queue, record)}`, ...entry },
      async (tx) => {
        const changed = await tx.within(source.collection).update(record.id, version, change);
        await causes?.(changed, tx);
        updated = changed;
      },
    );
  } catch (err) {
    if (err instanceof StaleVersionError) {
      return { ok: false, status: 409, message: deskMsg.staleRecord };
    }
    throw err;
  }
  return { ok: true, record: updated! };
}
