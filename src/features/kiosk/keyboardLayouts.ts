// The on-screen keyboard's layouts and how a field picks one (docs/contract.md §2, on-screen keyboard).
import { kioskKeyboardText as t } from '../../contract/kioskScreens';

/**
 * numeric: digits (mobile numbers, numeric codes); tel: digits and + (any phone number, landlines
 * with their code); decimal: digits and a point (amounts).
 */
export type KeyboardKind = 'numeric' | 'tel' | 'decimal' | 'email' | 'upper' | 'text';

/** What a field says about itself, read before the kiosk sets its inputmode to "none". */
export interface FieldTraits {
  inputMode: string;
  type: string;
  autoCapitalize: string;
}

/** The field's own hints decide, as they would decide a phone's keyboard. */
export function keyboardKindFor({ inputMode, type, autoCapitalize }: FieldTraits): KeyboardKind {
  if (inputMode === 'decimal') return 'decimal';
  if (inputMode === 'numeric' || type === 'number') return 'numeric';
  if (inputMode === 'tel' || type === 'tel') return 'tel';
  if (inputMode === 'email' || type === 'email') return 'email';
  if (autoCapitalize === 'characters') return 'upper';
  return 'text';
}

const DIGITS = '1 2 3 4 5 6 7 8 9 0 {bksp}';

/** Per kind, its layouts by name; `default` is the one a field opens with. */
export const KEYBOARD_LAYOUTS: Record<KeyboardKind, Record<string, string[]>> = {
  numeric: { default: ['1 2 3', '4 5 6', '7 8 9', '{bksp} 0 {next}', '{done}'] },
  tel: { default: ['1 2 3', '4 5 6', '7 8 9', '+ 0 {bksp}', '{next} {done}'] },
  decimal: { default: ['1 2 3', '4 5 6', '7 8 9', '. 0 {bksp}', '{next} {done}'] },
  email: {
    default: [
      DIGITS,
      'q w e r t y u i o p',
      'a s d f g h j k l',
      'z x c v b n m - _',
      '@ . .com {next} {done}',
    ],
  },
  upper: {
    default: [
      DIGITS,
      'Q W E R T Y U I O P',
      'A S D F G H J K L',
      'Z X C V B N M - /',
      '{space} {next} {done}',
    ],
  },
  text: {
    default: [
      DIGITS,
      'q w e r t y u i o p',
      'a s d f g h j k l',
      '{shift} z x c v b n m , .',
      '{symbols} @ {space} {next} {done}',
    ],
    shift: [
      DIGITS,
      'Q W E R T Y U I O P',
      'A S D F G H J K L',
      '{shift} Z X C V B N M , .',
      '{symbols} @ {space} {next} {done}',
    ],
    symbols: [
      DIGITS,
      '@ # ₹ % & * ( ) - +',
      '! ? : ; " \' / _ =',
      '{letters} , . {space} {next} {done}',
    ],
  },
};

/** What the special keys show. */
export const KEYBOARD_DISPLAY: Record<string, string> = {
  '{bksp}': t.backspace,
  '{space}': t.space,
  '{shift}': t.shift,
  '{symbols}': t.symbols,
  '{letters}': t.letters,
  '{next}': t.next,
  '{done}': t.done,
};

/** A key press on a field's value: where the caret was, and what is there after. */
export function applyKey(
  value: string,
  start: number,
  end: number,
  key: string,
  maxLength: number,
): { value: string; caret: number } {
  if (key === '{bksp}') {
    const from = start === end ? Math.max(0, start - 1) : start;
    return { value: value.slice(0, from) + value.slice(end), caret: from };
  }
  const text = key === '{space}' ? ' ' : key;
  const room = maxLength >= 0 ? maxLength - (value.length - (end - start)) : Infinity;
  if (room < text.length) return { value, caret: start };
  return { value: value.slice(0, start) + text + value.slice(end), caret: start + text.length };
}
