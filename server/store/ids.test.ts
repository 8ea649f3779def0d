import { describe, expect, it } from 'vitest';
import { newReference, normalizeReference } from './ids';

describe('newReference', () => {
  it('is PREFIX-XXXX-XXXX in Crockford base-32 (no I, L, O, U)', () => {
    for (let i = 0; i < 500; i++) {
      expect(newReference('CMP')).toMatch(/^CMP-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    }
  });

  it('does not repeat in 10,000 draws', () => {
    const seen = new Set(Array.from({ length: 10_000 }, () => newReference('CMP')));
    expect(seen.size).toBe(10_000);
  });
});

describe('normalizeReference', () => {
  it('ignores case, spaces and dashes', () => {
    expect(normalizeReference('  cmp-7k4q-9xtd ')).toBe('CMP7K4Q9XTD');
    expect(normalizeReference('CMP 7K4Q9XTD')).toBe('CMP7K4Q9XTD');
    expect(normalizeReference('CMP7K4Q-9XTD')).toBe('CMP7K4Q9XTD');
  });

  it('reads O as 0 and I or L as 1, as people type them', () => {
    expect(normalizeReference('CMP-1O0L-I111')).toBe(normalizeReference('CMP-1001-1111'));
  });

  it('is empty for input without letters or digits', () => {
    expect(normalizeReference(' -- %% ')).toBe('');
  });
});
