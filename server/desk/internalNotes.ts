// Staff-only notes on a record, without a status change (docs/contract.md §11, Owners and notes):
// kept on the record with their author and time, audited (the audit keeps the note's number, not
// its text), and never part of a public answer or a message to the investor.
import type { QueueName } from '../../src/contract/desk';
import { StaleVersionError } from '../store/types';
import { AUDIT_ACTIONS, type AuditLog } from './audit';
import { keyOf, type AnyRecord, type QueueSource } from './queues';

/** A note only appends, so a record changed meanwhile is read again, a few times at most. */
const TRIES = 3;

/** Appends `text` to `record`'s notes; resolves with the record once it and its audit are durable. */
export async function addNote(
  queue: QueueName,
  source: QueueSource,
  record: AnyRecord,
  text: string,
  context: { by: string; now: Date; audit: AuditLog },
): Promise<AnyRecord> {
  const note = { by: context.by, at: context.now.toISOString(), text };
  let current = record;
  for (let attempt = 1; ; attempt++) {
    try {
      let updated: AnyRecord | undefined;
      const number = (current.notes?.length ?? 0) + 1;
      await context.audit.record(
        {
          actor: context.by,
          action: AUDIT_ACTIONS.note,
          target: `${queue}/${keyOf(queue, record)}`,
          detail: `note ${number}`,
        },
        async (tx) => {
          updated = await tx.within(source.collection).update(current.id, current.version, (r) => ({
            ...r,
            notes: [...(r.notes ?? []), note],
          }));
        },
      );
      return updated!;
    } catch (err) {
      if (!(err instanceof StaleVersionError) || attempt === TRIES) throw err;
      current = (await source.collection.get(record.id)) ?? record;
    }
  }
}
