import { describe, expect, it } from 'vitest';
import { copyrightLine } from './copyright';

describe('copyrightLine', () => {
  it.each([
    // A {year} placeholder is filled.
    ['© 1994–{year} Firm Ltd.', 2031, '© 1994–2031 Firm Ltd.'],
    // The end of a stale year range moves to the current year.
    [
      '© 1994–2026 Firm Ltd. All rights reserved.',
      2030,
      '© 1994–2030 Firm Ltd. All rights reserved.',
    ],
    ['© 1994-2020 Firm', 2026, '© 1994–2026 Firm'],
    // A past single year becomes a range ending this year; this year stays as it is.
    ['© 2019 Firm', 2026, '© 2019–2026 Firm'],
    ['© 2026 Firm', 2026, '© 2026 Firm'],
    // A line without a year gets this year.
    ['© Firm Ltd.', 2026, '© 2026 Firm Ltd.'],
    ['Firm Ltd.', 2026, '© 2026 Firm Ltd.'],
  ])('%s in %i reads %s', (text, year, line) => {
    expect(copyrightLine(text, year)).toBe(line);
  });
});
