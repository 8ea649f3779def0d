import { describe, expect, it } from 'vitest';
import { formatLongDate, formatMoney, formatNumber } from './format';

describe('Indian number, money and date formats per language', () => {
  it.each(['en', 'hi', 'gu'] as const)('groups by lakh and crore in %s', (language) => {
    expect(formatNumber(1234567, language)).toBe('12,34,567');
    expect(formatNumber(123456789, language)).toBe('12,34,56,789');
  });

  it.each(['en', 'hi', 'gu'] as const)(
    'writes rupees with ₹ and paise only when there are some (%s)',
    (language) => {
      expect(formatMoney(2500000, language)).toBe('₹25,00,000');
      expect(formatMoney(2500.5, language)).toBe('₹2,500.50');
    },
  );

  it('names the month in each language, on the Indian date (IST), not the UTC one', () => {
    const lateEveningUtc = '2026-03-04T20:00:00Z'; // 5 March, 01:30 in India
    expect(formatLongDate(lateEveningUtc, 'en')).toBe('5 March 2026');
    expect(formatLongDate(lateEveningUtc, 'hi')).toBe('5 मार्च 2026');
    expect(formatLongDate(lateEveningUtc, 'gu')).toBe('5 માર્ચ, 2026');
    expect(formatLongDate('not a date', 'hi')).toBe('');
  });
});
