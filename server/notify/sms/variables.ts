// A DLT template's text is fixed when it is registered; only its variables ({#var#}) change per
// message, in the template's order. The order is the SMS wording's own (src/contract/notifications:
// smsValueNames, the placeholders of the kind's English SMS), so the text registered with DLT and
// the text the templates word are one list: the reference number, the times, the client code and
// the link, never a name or free text (an operator caps each variable at 30 characters, and an
// SMS is read over shoulders). The templates an operator registers follow this order (README, SMS).
import { IST_OFFSET_MS } from '../../../src/contract/ist';
import type { OutboxMessage } from '../../../src/contract/notifications';
import { smsValueNames } from '../../../src/contract/notifications/render';

/** The message's template variables in its kind's order, times worded in IST. */
export function smsVariables(message: OutboxMessage): string[] {
  const values = message.values as unknown as Record<string, string>;
  // A complaint is due on a day (21 calendar days, docs/contract.md); a freeze within minutes.
  const dueDay = message.kind !== 'staffFreezeAlert';
  return smsValueNames(message.kind).map((key) => {
    const value = values[key] ?? '';
    if (!key.endsWith('At')) return value;
    return istTime(value, !(key === 'dueAt' && dueDay));
  });
}

/**
 * An instant as IST: the day, or the day and the minute, "20-12-2026" and "29-11-2026 13:17 IST",
 * the same in every language (digits and dates in an SMS template are not translated).
 */
function istTime(value: string, withMinute: boolean): string {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return value;
  const [date = '', time = ''] = new Date(at.getTime() + IST_OFFSET_MS).toISOString().split('T');
  const [year, month, day] = date.split('-');
  const dayText = `${day}-${month}-${year}`;
  return withMinute ? `${dayText} ${time.slice(0, 5)} IST` : dayText;
}
