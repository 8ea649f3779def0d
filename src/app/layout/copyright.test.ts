import { describe, expect, it } from 'vitest';
import { copyrightLine } from './copyright';

describe('copyrightLine', () => {
  it('fills a {year} placeholder', () => {
    expect(copyrightLine('© 1994–{year} Firm Ltd.', 2031)).toBe('© 1994–2031 Firm Ltd.');
  });

  it('moves the end of a stale year range to the current year', () => {
    expect(copyrightLine('© 1994–2026 Firm Ltd. All rights reserved.', 2030)).toBe(
      '© 1994–2030 Firm Ltd. All rights reserved.',
    );
    expect(copyrightLine('© 1994-2020 Firm', 2026)).toBe('© 1994–2026 Firm');
  });

  it('turns a past single year into a range ending this year', () => {
    expect(copyrightLine('© 2019 Firm', 2026)).toBe('© 2019–2026 Firm');
    expect(copyrightLine('© 2026 Firm', 2026)).toBe('© 2026 Firm');
  });

  it('adds the year to a line without one', () => {
    expect(copyrightLine('© Firm Ltd.', 2026)).toBe('© 2026 Firm Ltd.');
    expect(copyrightLine('Firm Ltd.', 2026)).toBe('© 2026 Firm Ltd.');
  });
});
