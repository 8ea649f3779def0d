// The DOM side of the on-screen keyboard: which fields it serves, typing into them as a real
// keyboard would, and keeping the field and its message in view (docs/architecture.md §5).
import { applyKey, keyboardKindFor, type KeyboardKind } from './keyboardLayouts';

export type TextField = HTMLInputElement | HTMLTextAreaElement;

const TEXT_TYPES = new Set(['text', 'email', 'tel', 'search', 'url', 'number', 'password']);
/** Where a field keeps the inputmode it had before the kiosk set "none". */
const SAVED_MODE = 'kioskInputmode';

export function isTextField(el: unknown): el is TextField {
  if (el instanceof HTMLTextAreaElement) return !el.readOnly && !el.disabled;
  return el instanceof HTMLInputElement && TEXT_TYPES.has(el.type) && !el.readOnly && !el.disabled;
}

/**
 * The field's layout, from its own inputmode; then "none", so the system's keyboard never opens
 * over ours (the first call keeps the original in a data attribute).
 */
export function claimField(field: TextField): KeyboardKind {
  field.dataset[SAVED_MODE] ??= field.inputMode;
  if (field.inputMode !== 'none') field.inputMode = 'none';
  return keyboardKindFor({
    inputMode: field.dataset[SAVED_MODE],
    type: field instanceof HTMLInputElement ? field.type : 'text',
    autoCapitalize: field.getAttribute('autocapitalize') ?? '',
  });
}

/** The caret, where the field has one (e-mail and number inputs do not: their end). */
function selection(field: TextField): [number, number] {
  const end = field.value.length;
  return [field.selectionStart ?? end, field.selectionEnd ?? end];
}

/**
 * Types one key: the value goes in through the element's native setter and an input event, so
 * React and the form library see exactly what a physical key press would give them.
 */
export function typeKey(field: TextField, key: string): void {
  const [start, end] = selection(field);
  const next = applyKey(field.value, start, end, key, field.maxLength);
  if (next.value === field.value) return;
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
  Object.getOwnPropertyDescriptor(proto.prototype, 'value')!.set!.call(field, next.value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (field.selectionStart !== null) field.setSelectionRange(next.caret, next.caret);
}

const FOCUSABLE = 'input:not([type="hidden"]), textarea, select';

/** "Next": the following field of the same form (or page); none left closes the keyboard. */
export function focusNextField(field: TextField): void {
  const scope: ParentNode = field.form ?? document;
  const fields = [...scope.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !(el as HTMLInputElement).disabled && el.getClientRects().length > 0,
  );
  const next = fields[fields.indexOf(field) + 1];
  if (next) next.focus();
  else field.blur();
}

/** The field, its label and the messages under it (its aria-describedby), as one box. */
function fieldBox(field: TextField): { top: number; bottom: number } {
  const ids = field.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  const parts: Element[] = [field, ...(field.labels ?? [])];
  for (const id of ids) {
    const el = id ? document.getElementById(id) : null;
    if (el) parts.push(el);
  }
  const rects = parts.map((el) => el.getBoundingClientRect()).filter((r) => r.height > 0);
  return {
    top: Math.min(...rects.map((r) => r.top)),
    bottom: Math.max(...rects.map((r) => r.bottom)),
  };
}

function scrollerOf(el: Element): Element | null {
  for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) {
      return node;
    }
  }
  return null;
}

/**
 * Scrolls the field's page (or its dialog) so that the field and its message sit between the
 * top of the screen and `gap` px above the keyboard's top edge.
 */
export function keepInView(field: TextField, keyboardTop: number, gap: number): void {
  const box = fieldBox(field);
  let by = 0;
  if (box.bottom > keyboardTop - gap) by = box.bottom - (keyboardTop - gap);
  if (box.top - by < gap) by = box.top - gap;
  if (Math.abs(by) < 1) return;
  const scroller = scrollerOf(field);
  if (scroller) scroller.scrollBy({ top: by, behavior: 'instant' });
  else window.scrollBy({ top: by, behavior: 'instant' });
}
