import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('CSV export', () => {
  it('starts with a BOM and ends every line with CRLF', () => {
    expect(toCsv(['a', 'b'], [['x', 1]])).toBe('\uFEFFa,b\r\nx,1\r\n');
  });

  it('quotes commas, quotes, line breaks and edge spaces', () => {
    expect(csvCell('Rao, Asha')).toBe('"Rao, Asha"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell(' padded')).toBe('" padded"');
    expect(csvCell('आशा राव')).toBe('आशा राव');
    expect(csvCell(null)).toBe('');
  });

  it.each(['=HYPERLINK("http://x")', '+91 98765', '-2+3', '@SUM(A1)', '\t=1'])(
    'neutralises the formula-like text %j',
    (text) => {
      expect(csvCell(text).replace(/^"/, '')).toMatch(/^'/);
    },
  );

  it('leaves numbers (negative ones too) as numbers', () => {
    expect(csvCell(-25000)).toBe('-25000');
  });
});
