import { describe, expect, it } from 'vitest';
import { allEnglish } from '../../i18n/allEnglish';
import { hi } from '../../i18n/catalogs/hi';
import { createTranslator } from '../../i18n/translator';
import {
  applyKey,
  keyboardDisplay,
  keyboardKindFor,
  KEYBOARD_LAYOUTS,
  layoutsFor,
  SCRIPT_LAYOUTS,
  type KeyboardKind,
} from './keyboardLayouts';

const english = createTranslator('en', allEnglish);
const keysOf = (rows: string[]) => rows.join(' ').split(' ');

const traits = (t: Partial<Parameters<typeof keyboardKindFor>[0]>) => ({
  inputMode: '',
  type: 'text',
  autoCapitalize: '',
  ...t,
});

describe('keyboardKindFor', () => {
  it.each([
    [traits({ type: 'tel', inputMode: 'numeric' }), 'numeric'],
    [traits({ inputMode: 'tel', type: 'tel' }), 'tel'],
    [traits({ type: 'tel' }), 'tel'],
    [traits({ type: 'number' }), 'numeric'],
    [traits({ inputMode: 'decimal' }), 'decimal'],
    [traits({ type: 'email', inputMode: 'email', autoCapitalize: 'none' }), 'email'],
    [traits({ autoCapitalize: 'characters' }), 'upper'],
    [traits({}), 'text'],
  ] as const)('%o opens the %s keyboard', (field, kind) => {
    expect(keyboardKindFor(field)).toBe(kind);
  });
});

describe('layouts', () => {
  it('offers Next and Done on every layout, and a label for every special key', () => {
    for (const layouts of Object.values(KEYBOARD_LAYOUTS)) {
      for (const rows of Object.values(layouts)) {
        const keys = rows.join(' ').split(' ');
        expect(keys).toContain('{next}');
        expect(keys).toContain('{done}');
        expect(keys).toContain('{bksp}');
        for (const key of keys.filter((k) => /^\{.+\}$/.test(k))) {
          expect(keyboardDisplay(english, 'en', 'latin')[key], key).toBeTruthy();
        }
      }
    }
  });

  it('has @ and .com on the e-mail layout and no letters on the numeric pad', () => {
    expect(KEYBOARD_LAYOUTS.email.default!.join(' ').split(' ')).toEqual(
      expect.arrayContaining(['@', '.', '.com']),
    );
    expect(KEYBOARD_LAYOUTS.numeric.default!.join(' ')).not.toMatch(/[a-z](?![a-z]*\})/i);
  });
});

describe('Hindi and Gujarati letters (InScript)', () => {
  const scripts = {
    hi: /^\p{Script_Extensions=Devanagari}+$/u,
    gu: /^\p{Script_Extensions=Gujarati}+$/u,
  } as const;

  it.each(['hi', 'gu'] as const)(
    '%s: every letter key in its own script, none twice',
    (language) => {
      const { default: plain = [], shift = [] } = SCRIPT_LAYOUTS[language];
      const letters = [...keysOf(plain.slice(1)), ...keysOf(shift.slice(1))].filter(
        (k) => !/^\{.+\}$/.test(k) && !/^[,.]$/.test(k),
      );
      for (const key of letters) expect(key).toMatch(scripts[language]);
      expect(new Set(letters).size).toBe(letters.length);
      // InScript's home row: the vowel signs under the left hand, क and त under the right.
      expect(plain[2]!.split(' ').slice(0, 9)).toEqual(
        language === 'hi'
          ? ['ो', 'े', '्', 'ि', 'ु', 'प', 'र', 'क', 'त']
          : ['ો', 'ે', '્', 'િ', 'ુ', 'પ', 'ર', 'ક', 'ત'],
      );
    },
  );

  it('offers the script only on free text, with a key to English letters and back', () => {
    expect(layoutsFor('text', 'hi', 'native').default).toBe(SCRIPT_LAYOUTS.hi.default);
    expect(layoutsFor('text', 'gu', 'native').shift).toBe(SCRIPT_LAYOUTS.gu.shift);
    const latin = layoutsFor('text', 'hi', 'latin');
    expect(keysOf(latin.default!)).toEqual(expect.arrayContaining(['q', '{script}']));
    expect(keysOf(latin.shift!)).toContain('{script}');
    expect(keysOf(layoutsFor('text', 'en', 'latin').default!)).not.toContain('{script}');
    for (const kind of ['email', 'numeric', 'tel', 'decimal', 'upper'] as KeyboardKind[]) {
      expect(layoutsFor(kind, 'gu', 'native')).toBe(KEYBOARD_LAYOUTS[kind]);
    }
  });

  it('labels the special keys in the language, the switch key in the other letters', () => {
    const display = keyboardDisplay(createTranslator('hi', hi), 'hi', 'native');
    expect(display['{next}']).toBe('अगला');
    expect(display['{script}']).toBe('ABC');
    expect(keyboardDisplay(english, 'gu', 'latin')['{script}']).toBe('ક ખ ગ');
    for (const rows of Object.values(layoutsFor('text', 'hi', 'native'))) {
      for (const key of keysOf(rows).filter((k) => /^\{.+\}$/.test(k))) {
        expect(display[key], key).toBeTruthy();
      }
    }
  });
});

describe('applyKey', () => {
  it('inserts at the caret and replaces a selection', () => {
    expect(applyKey('9876', 2, 2, '5', -1)).toEqual({ value: '98576', caret: 3 });
    expect(applyKey('abcd', 1, 3, 'X', -1)).toEqual({ value: 'aXd', caret: 2 });
    expect(applyKey('name', 4, 4, '.com', -1)).toEqual({ value: 'name.com', caret: 8 });
    expect(applyKey('a', 1, 1, '{space}', -1)).toEqual({ value: 'a ', caret: 2 });
  });

  it('deletes the character before the caret, or the selection', () => {
    expect(applyKey('abc', 3, 3, '{bksp}', -1)).toEqual({ value: 'ab', caret: 2 });
    expect(applyKey('abc', 0, 0, '{bksp}', -1)).toEqual({ value: 'abc', caret: 0 });
    expect(applyKey('abcd', 1, 3, '{bksp}', -1)).toEqual({ value: 'ad', caret: 1 });
  });

  it('types nothing past the field’s maxlength', () => {
    expect(applyKey('12345', 5, 5, '6', 5)).toEqual({ value: '12345', caret: 5 });
    expect(applyKey('1234', 4, 4, '5', 5)).toEqual({ value: '12345', caret: 5 });
  });
});
