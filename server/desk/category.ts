// A complaint's SCORES category changed after registration (issue 43; docs/contract.md §11,
// Category): the new category with the officer's reason in the record's `categoryHistory` (apart
// from `history`, which the clocks and the SEBI tables read as status changes) and in the audit
// (the categories, never the reason: staff free text, like a note), in one append. What reads the
// category reads the record's current one: the close rule of an Accessibility complaint
// (transitions.ts) and the grievance dashboard's split (grievanceDashboard.ts).
import { AUDIT_ACTIONS, deskMsg } from '../../src/contract/desk';
import type { ComplaintCategory } from '../../src/contract/scores';
import { StaleVersionError } from '../store/types';
import type { AuditLog } from './audit';
import { isFinalStatus } from '../../src/contract/deadlines';
import { keyOf, statusOf, type AnyRecord, type QueueSource } from './queues';

export type CategoryChangeResult =
  { ok: true; record: AnyRecord } | { ok: false; status: 409; message: string };

export async function changeCategory(
  source: QueueSource,
  record: AnyRecord,
  input: { category: ComplaintCategory; reason: string; version: number },
  context: { by: string; now: Date; audit: AuditLog },
): Promise<CategoryChangeResult> {
  const from = typeof record.category === 'string' ? record.category : null;
  // A closed (or ODR) complaint was judged under its category: the close rule it passed holds.
  if (isFinalStatus('complaints', statusOf('complaints', record))) {
    return { ok: false, status: 409, message: deskMsg.categoryFinal };
  }
  if (from === input.category) {
    return { ok: false, status: 409, message: deskMsg.categoryUnchanged };
  }
  const change = {
    by: context.by,
    at: context.now.toISOString(),
    from,
    to: input.category,
    reason: input.reason,
  };
  let updated: AnyRecord | undefined;
  try {
    await context.audit.record(
      {
        actor: context.by,
        action: AUDIT_ACTIONS.category,
        target: `complaints/${keyOf('complaints', record)}`,
        detail: `${from ?? 'none'} → ${input.category}`,
      },
      async (tx) => {
        updated = await tx
          .within(source.collection)
          .update(record.id, input.version, (current) => ({
            ...current,
            category: input.category,
            categoryHistory: [...(current.categoryHistory ?? []), change],
          }));
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
