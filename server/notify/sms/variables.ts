// A DLT template's text is fixed when it is registered; only its variables ({#var#}) change per
// message, in the template's order. Each kind declares which of its values fill them, in that
// order (var1, var2, … at the provider): the reference number, the times and the link, never the
// name or free text (an operator caps each variable at 30 characters, and an SMS is read over
// shoulders). The templates an operator registers follow this order (README, SMS).
import { IST_OFFSET_MS } from '../../../src/contract/ist';
import type {
  MessageKind,
  MessageValues,
  OutboxMessage,
} from '../../../src/contract/notifications';

type Variables = { readonly [K in MessageKind]: readonly (keyof MessageValues[K] & string)[] };

/** Each kind's template variables in order; a new kind fails `tsc -b` until it has its row. */
export const SMS_VARIABLES = {
  complaintReceived: ['number', 'receivedAt', 'dueAt', 'lookupUrl'],
  complaintInProcess: ['number', 'lookupUrl'],
  complaintClosed: ['number', 'closedAt', 'lookupUrl'],
  complaintReopened: ['number', 'dueAt', 'lookupUrl'],
  freezeReceived: ['number', 'receivedAt'],
  freezeFrozen: ['number', 'frozenAt', 'contactUrl'],
  freezeRejected: ['number', 'contactUrl'],
  withdrawalReceived: ['clientCode', 'receivedAt'],
  withdrawalProcessed: ['clientCode', 'processedAt'],
  withdrawalRejected: ['clientCode'],
  contactReceived: ['receivedAt'],
  feedbackReceived: ['receivedAt'],
  staffFreezeAlert: ['number', 'clientCode', 'receivedAt'],
  staffComplaintDueSoon: ['number', 'dueAt'],
  staffComplaintOverdue: ['number', 'dueAt'],
} as const satisfies Variables;

/** The message's template variables in its kind's order, times worded in IST. */
export function smsVariables(message: OutboxMessage): string[] {
  const keys: readonly string[] = SMS_VARIABLES[message.kind];
  const values = message.values as unknown as Record<string, string>;
  return keys.map((key) => wording(key, values[key] ?? ''));
}

/**
 * Instants (`…At`) as IST: a due date is a day (21 calendar days, docs/contract.md), any other
 * time the day and the minute, "20-12-2026" and "29-11-2026 13:17 IST", the same in every
 * language (digits and dates in an SMS template are not translated).
 */
function wording(key: string, value: string): string {
  if (!key.endsWith('At')) return value;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return value;
  const [date = '', time = ''] = new Date(at.getTime() + IST_OFFSET_MS).toISOString().split('T');
  const [year, month, day] = date.split('-');
  const dayText = `${day}-${month}-${year}`;
  return key === 'dueAt' ? dayText : `${dayText} ${time.slice(0, 5)} IST`;
}
