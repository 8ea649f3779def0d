// The on-screen keyboard's layouts and how a field picks one (docs/contract.md §2, on-screen keyboard).
import type { Language } from '../../i18n/languages';
import type { Translate } from '../../i18n/validation';

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

/** The bottom row of a free-text layout in Hindi or Gujarati: `{script}` swaps the letters. */
const SCRIPT_ROW = '{symbols} {script} {space} {next} {done}';

/**
 * Free text in Hindi and Gujarati (docs/architecture.md §5): InScript, the Government of India's
 * standard layout, on the keys InScript puts them; its shift row carries the aspirated consonants
 * and the vowels. The Dravidian-only letters of the full InScript map (ऱ ऩ ऴ ॆ ॊ and their
 * Gujarati places) give way to the conjuncts, ऋ, ॉ and the danda a Hindi or Gujarati name or
 * address needs. Digits stay Western, as on forms and PAN cards.
 */
export const SCRIPT_LAYOUTS: Record<Exclude<Language, 'en'>, Record<string, string[]>> = {
  hi: {
    default: [
      DIGITS,
      'ौ ै ा ी ू ब ह ग द ज ड ़',
      'ो े ् ि ु प र क त च ट ृ',
      '{shift} ं म न व ल स , . य ॉ',
      SCRIPT_ROW,
    ],
    shift: [
      DIGITS,
      'औ ऐ आ ई ऊ भ ङ घ ध झ ढ ञ',
      'ओ ए अ इ उ फ ऋ ख थ छ ठ ।',
      '{shift} ँ ण ज्ञ त्र क्ष श्र ळ श ष ऑ',
      SCRIPT_ROW,
    ],
  },
  gu: {
    default: [
      DIGITS,
      'ૌ ૈ ા ી ૂ બ હ ગ દ જ ડ ઼',
      'ો ે ્ િ ુ પ ર ક ત ચ ટ ૃ',
      '{shift} ં મ ન વ લ સ , . ય ૉ',
      SCRIPT_ROW,
    ],
    shift: [
      DIGITS,
      'ઔ ઐ આ ઈ ઊ ભ ઙ ઘ ધ ઝ ઢ ઞ',
      'ઓ એ અ ઇ ઉ ફ ઋ ખ થ છ ઠ ઃ',
      '{shift} ઁ ણ જ્ઞ ત્ર ક્ષ શ્ર ળ શ ષ ઑ',
      SCRIPT_ROW,
    ],
  },
};

/** A free-text field's letters: its language's script, or English (`latin`) when switched. */
export type Letters = 'native' | 'latin';

/**
 * The layouts a field of this kind shows: free text in Hindi or Gujarati gets that script's
 * layouts, and its English layouts a `{script}` key back; every other kind (e-mail, numbers, PAN)
 * keeps its own layout in every language.
 */
export function layoutsFor(
  kind: KeyboardKind,
  language: Language,
  letters: Letters,
): Record<string, string[]> {
  if (kind !== 'text' || language === 'en') return KEYBOARD_LAYOUTS[kind];
  const symbols = KEYBOARD_LAYOUTS.text.symbols!;
  const withScriptKey = (rows: string[]) =>
    rows.map((row) => row.replace('{symbols} ', '{symbols} {script} '));
  if (letters === 'native') return { ...SCRIPT_LAYOUTS[language], symbols };
  return Object.fromEntries(
    Object.entries(KEYBOARD_LAYOUTS.text).map(([name, rows]) => [name, withScriptKey(rows)]),
  );
}

/** The letters' own names on the keys that switch to them (the same in every language). */
const LETTERS_KEY: Record<Language, string> = { en: 'ABC', hi: 'क ख ग', gu: 'ક ખ ગ' };

/** What the special keys show, in the visitor's language. */
export function keyboardDisplay(
  t: Translate,
  language: Language,
  letters: Letters,
): Record<string, string> {
  return {
    '{bksp}': '⌫',
    '{space}': t('kiosk.keySpace'),
    '{shift}': t('kiosk.keyShift'),
    '{symbols}': t('kiosk.keySymbols'),
    '{letters}': LETTERS_KEY[letters === 'latin' ? 'en' : language],
    '{script}': letters === 'latin' ? LETTERS_KEY[language] : LETTERS_KEY.en,
    '{next}': t('kiosk.keyNext'),
    '{done}': t('kiosk.keyDone'),
  };
}

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
