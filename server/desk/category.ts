// A complaint's SCORES category changed after registration (issue 43; docs/contract.md §11,
// Category): the new category with the officer's reason in the record's `categoryHistory` (apart
// from `history`, which the clocks and the SEBI tables read as status changes) and in the audit
// (the categories, never the reason: staff free text, like a note), in one append. What reads the
// category reads the record's current one: the close rule of an Accessibility complaint
// (transitions.ts) and the grievance dashboard's split (grievanceDashboard.ts).
import { AUDIT_ACTIONS, deskMsg } from '../../src/contract/desk';
import type { ComplaintCategory } from '../../src/contract/scores';
import type { AuditLog } from './audit';
import { isFinalStatus } from '../../src/contract/deadlines';
import { statusOf, type AnyRecord, type QueueSource } from './queues';
import { changeRecord, type RecordChanged } from './recordChange';

export type CategoryChangeResult = RecordChanged | { ok: false; status: 409; message: string };

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
  return changeRecord(
    'complaints',
    source,
    record,
    {
      entry: { action: AUDIT_ACTIONS.category, detail: `${from ?? 'none'} → ${input.category}` },
      version: input.version,
      change: (current) => ({
        ...current,
        category: input.category,
        categoryHistory: [...(current.categoryHistory ?? []), change],
      }),
    },
    context,
  );
}
