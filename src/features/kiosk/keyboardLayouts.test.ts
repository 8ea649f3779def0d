import { describe, expect, it } from 'vitest';
import { applyKey, keyboardKindFor, KEYBOARD_DISPLAY, KEYBOARD_LAYOUTS } from './keyboardLayouts';

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
          expect(KEYBOARD_DISPLAY[key], key).toBeTruthy();
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
