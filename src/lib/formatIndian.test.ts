import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber } from './format';

describe('Indian number and money formats per language', () => {
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
});
