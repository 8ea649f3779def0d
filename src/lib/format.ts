// Date and text formatting shared by the news cards (home and /all-news) and the news page.
// Dates are read in Indian Standard Time: the firm and its investors are in India, and a story
// dated "5 March" must not show as 4 March on a machine set to another time zone.

import { IST_OFFSET_MS } from '../contract/ist';
import { INTL_LOCALE, type Language } from '../i18n/languages';

/**
 * The IST calendar day of an ISO date, or null when unreadable. India keeps one offset all year,
 * so it is a shift, not an Intl formatter with a time zone: that loads the zone's data, tens of
 * milliseconds of the home page's main thread on a phone (docs/performance.md).
 */
function istDate(iso: string): { day: string; month: number; year: number } | null {
  const ist = new Date(new Date(iso).getTime() + IST_OFFSET_MS);
  if (Number.isNaN(ist.getTime())) return null;
  const day = String(ist.getUTCDate()).padStart(2, '0');
  return { day, month: ist.getUTCMonth(), year: ist.getUTCFullYear() };
}

/** 'dd/mm/yyyy' (docs/contract.md §2); empty for an unreadable date. */
export function formatDdMmYyyy(iso: string): string {
  const date = istDate(iso);
  if (!date) return '';
  return `${date.day}/${String(date.month + 1).padStart(2, '0')}/${date.year}`;
}

/**
 * The first `max` characters of `text`, followed by '…' when it was cut: docs/contract.md §9 keeps
 * 40 characters of a news title and 90 of its description before the ellipsis. Trailing spaces
 * before the ellipsis are dropped so it never reads "word …".
 */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars.slice(0, Math.max(0, max)).join('').trimEnd()}…`;
}

// Numbers and money in the Indian style of each interface language (docs/architecture.md §9):
// lakh and crore grouping (12,34,567), the rupee sign.
const numberFormats = new Map<Language, Intl.NumberFormat>();
const moneyFormats = new Map<Language, Intl.NumberFormat>();

function cached<F>(cache: Map<Language, F>, language: Language, make: (locale: string) => F): F {
  let format = cache.get(language);
  if (!format) {
    format = make(INTL_LOCALE[language]);
    cache.set(language, format);
  }
  return format;
}

/** 1234567 → '12,34,567' (digits stay the familiar 0–9 in every language). */
export const formatNumber = (value: number, language: Language): string =>
  cached(numberFormats, language, (locale) => new Intl.NumberFormat(locale)).format(value);

/** Rupees: 2500.5 → '₹2,500.50'; whole amounts without paise ('₹25,00,000'). */
export function formatMoney(rupees: number, language: Language): string {
  return cached(
    moneyFormats,
    language,
    (locale) =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'INR',
        minimumFractionDigits: 2,
        trailingZeroDisplay: 'stripIfInteger',
      }),
  ).format(rupees);
}
