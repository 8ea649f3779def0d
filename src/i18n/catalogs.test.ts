// Every key in all three languages (tsc fails the build on a missing one; this checks what types
// cannot: no empty text, the same ICU placeholders and markup, and every message compiles).
import { describe, expect, it } from 'vitest';
import { compileCatalog } from './compile';
import { allEnglish as en } from './allEnglish';
import { gu } from './catalogs/gu';
import { hi } from './catalogs/hi';

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}|<(\d+)>/g)].map((m) => m[0]).sort();

describe.each([
  ['hi', hi],
  ['gu', gu],
] as const)('the %s catalogue', (_language, catalog) => {
  it('has exactly the English keys', () => {
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort());
  });

  it('translates every message, keeping its placeholders and markup', () => {
    for (const [key, english] of Object.entries(en)) {
      const text = catalog[key as keyof typeof en];
      expect(text.trim(), key).not.toBe('');
      expect(text, key).not.toBe(english);
      expect(placeholders(text), key).toEqual(placeholders(english));
    }
  });

  it('uses its own script (no English left untranslated)', () => {
    const script = _language === 'hi' ? /\p{Script=Devanagari}/u : /\p{Script=Gujarati}/u;
    for (const [key, text] of Object.entries(catalog)) expect(text, key).toMatch(script);
  });
});

describe('compiling', () => {
  it('compiles every message of every language', () => {
    for (const catalog of [en, hi, gu]) {
      expect(Object.keys(compileCatalog(catalog))).toHaveLength(Object.keys(en).length);
    }
  });
});
