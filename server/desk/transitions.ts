// Which status changes a queue allows and what each needs (docs/contract.md §11). Pure, so every
// transition is tested without a server.
import { deskMsg, NOTE_REQUIRED_STATUSES, QUEUES, type QueueName } from '../../src/contract/desk';
import { canChangeFrom } from '../../src/contract/deadlines';
import type { StatusUpdateInput } from '../../src/contract/deskSchemas';
import type { StatusChange } from '../store/types';

/** Clocks differ a little between a desk PC and the server. */
const CLOCK_SKEW_MS = 2 * 60_000;

export type TransitionResult =
  | { ok: true; change: StatusChange; frozenAt?: string }
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
  context: { by: string; now: Date; receivedAt: Date },
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
  const change: StatusChange = {
    by: context.by,
    at: context.now.toISOString(),
    from,
    to,
    ...(note ? { note } : {}),
  };
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
