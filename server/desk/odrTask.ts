// A complaint's SMART ODR task (issue 43; docs/contract.md §11, SCORES and SMART ODR): opened when
// the complaint is moved to ODR (transitions.ts), then kept by its officer: the firm's part in the
// conciliation, the conciliation's day and the outcome. Each change is audited with the record's.
import { AUDIT_ACTIONS, deskMsg } from '../../src/contract/desk';
import type { OdrTask } from '../../src/contract/scores';
import type { AuditLog } from './audit';
import type { AnyRecord, QueueSource } from './queues';
import { changeRecord, type RecordChanged } from './recordChange';

export type OdrTaskResult = RecordChanged | { ok: false; status: 409; message: string };

export async function changeOdrTask(
  source: QueueSource,
  record: AnyRecord,
  input: Pick<OdrTask, 'participation' | 'outcome'> & { conciliationDate: string; version: number },
  context: { by: string; now: Date; audit: AuditLog },
): Promise<OdrTaskResult> {
  const task = record.odr as OdrTask | undefined;
  if (!task?.caseNo) return { ok: false, status: 409, message: deskMsg.odrNotMoved };
  const { conciliationDate, participation, outcome } = input;
  return changeRecord(
    'complaints',
    source,
    record,
    {
      entry: {
        action: AUDIT_ACTIONS.odrTask,
        detail: `${task.caseNo}: ${participation}; conciliation ${conciliationDate || 'not fixed'}; ${outcome}`,
      },
      version: input.version,
      change: (current) => {
        const odr: OdrTask = { ...(current.odr as OdrTask), participation, outcome };
        // An emptied date is no date: the meeting is not fixed (any more).
        if (conciliationDate) odr.conciliationDate = conciliationDate;
        else delete odr.conciliationDate;
        // The day the proceeding ended stays the first decision's; back to Pending, none.
        if (outcome === 'Pending') delete odr.decidedAt;
        else odr.decidedAt ??= context.now.toISOString();
        return { ...current, odr };
      },
    },
    context,
  );
}
