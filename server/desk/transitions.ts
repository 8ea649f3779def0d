// Which status changes a queue allows and what each needs (docs/contract.md §11). Pure, so every
// transition is tested without a server.
import { deskMsg, NOTE_REQUIRED_STATUSES, QUEUES, type QueueName } from '../../src/contract/desk';
import { canChangeFrom, isReopening } from '../../src/contract/deadlines';
import type { StatusUpdateInput } from '../../src/contract/deskSchemas';
import type { StatusChange } from '../store/types';
import {
  ACCESSIBILITY_CATEGORY,
  ODR_CASE_PATTERN,
  ODR_STATUS,
  type OdrTask,
} from '../../src/contract/scores';

/** Clocks differ a little between a desk PC and the server. */
const CLOCK_SKEW_MS = 2 * 60_000;

export type TransitionResult =
  | { ok: true; change: StatusChange; frozenAt?: string; odr?: OdrTask }
  | { ok: false; status: 400 | 409; message: string; errors?: Record<string, string> };

const invalid = (field: string, message: string): TransitionResult => ({
  ok: false,
  status: 400,
  message,
  errors: { [field]: message },
});

export function checkTransition(
  queue: QueueName,
  from: string,
  input: StatusUpdateInput,
  context: { by: string; now: Date; receivedAt: Date; category?: unknown },
): TransitionResult {
  const { status: to, note } = input;
  if (!(QUEUES[queue].statuses as readonly string[]).includes(to)) {
    return invalid('status', deskMsg.statusInvalid);
  }
  if (to === from) return { ok: false, status: 409, message: deskMsg.sameStatus };
  // A closed complaint may be reopened (the investor was not satisfied); nothing else moves on.
  if (!canChangeFrom(queue, from)) {
    return { ok: false, status: 409, message: deskMsg.finalStatus };
  }
  if ((NOTE_REQUIRED_STATUSES as readonly string[]).includes(to) && !note) {
    return invalid('note', deskMsg.noteRequired);
  }
  // SCORES' Accessibility category (since December 2025): closed only with the fix named.
  const fixReference = input.fixReference ?? '';
  const needsFix =
    queue === 'complaints' && to === 'Closed' && context.category === ACCESSIBILITY_CATEGORY;
  if (needsFix && !fixReference) return invalid('fixReference', deskMsg.fixReferenceRequired);
  const change: StatusChange = {
    by: context.by,
    at: context.now.toISOString(),
    from,
    to,
    ...(note ? { note } : {}),
    ...(needsFix ? { fixReference } : {}),
  };
  if (to === ODR_STATUS) {
    // From Open or In Process: a closed complaint is reopened first (its clock runs again).
    if (isReopening(queue, from)) return { ok: false, status: 409, message: deskMsg.odrFromClosed };
    const caseNo = input.odrCaseNo ?? '';
    if (!ODR_CASE_PATTERN.test(caseNo)) return invalid('odrCaseNo', deskMsg.odrCaseNoInvalid);
    // The ODR task starts with the case: the firm's part and the outcome not known yet.
    const odr: OdrTask = {
      caseNo,
      movedAt: change.at,
      participation: 'Not yet decided',
      outcome: 'Pending',
    };
    return { ok: true, change, odr };
  }
  if (queue !== 'freeze-requests' || to !== 'Frozen') return { ok: true, change };
  if (!input.frozenAt) return invalid('frozenAt', deskMsg.frozenAtRequired);
  const frozenAt = Date.parse(input.frozenAt);
  if (
    Number.isNaN(frozenAt) ||
    frozenAt < context.receivedAt.getTime() - CLOCK_SKEW_MS ||
    frozenAt > context.now.getTime() + CLOCK_SKEW_MS
  ) {
    return invalid('frozenAt', deskMsg.frozenAtInvalid);
  }
  return { ok: true, change, frozenAt: new Date(frozenAt).toISOString() };
}
