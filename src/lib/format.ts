// Date and text formatting shared by the news cards (home and /all-news) and the news page.
// Dates are read in Indian Standard Time: the firm and its investors are in India, and a story
// dated "5 March" must not show as 4 March on a machine set to another time zone.

import { INTL_LOCALE, type Language } from '../i18n/languages';

const TIME_ZONE = 'Asia/Kolkata';

/**
 * Made on first use: a formatter with a time zone loads the zone's data, tens of milliseconds on a
 * phone, which at module evaluation would lengthen the entry's one long task (docs/architecture.md
 * §10) on every page, news or not.
 */
const once = <F>(make: () => F): (() => F) => {
  let made: F | undefined;
  return () => (made ??= make());
};
const dayFormat = once(
  () => new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, day: '2-digit' }),
);
const monthFormat = once(
  () => new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, month: 'short' }),
);
const dateFormat = once(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: TIME_ZONE,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }),
);

function toDate(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Day of the month, two digits ('05'); empty for an unreadable date. */
export function newsDay(iso: string): string {
  const date = toDate(iso);
  return date ? dayFormat().format(date) : '';
}

/**
 * Month abbreviation ('Mar'; 'Sep', not 'Sept'); in Hindi and Gujarati the language's own short
 * name ('मार्च', 'सित॰'; 'માર્ચ', 'સપ્ટે'); empty for an unreadable date.
 */
export function newsMonthAbbr(iso: string, language: Language = 'en'): string {
  const date = toDate(iso);
  if (!date) return '';
  if (language === 'en') return monthFormat().format(date).slice(0, 3);
  return cached(
    shortMonthFormats,
    language,
    (locale) => new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE, month: 'short' }),
  ).format(date);
}

/** 'dd/mm/yyyy' (docs/contract.md §2); empty for an unreadable date. */
export function formatDdMmYyyy(iso: string): string {
  const date = toDate(iso);
  return date ? dateFormat().format(date) : '';
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

// Numbers, money and dates in the Indian style of each interface language (docs/architecture.md §9):
// lakh and crore grouping (12,34,567), the rupee sign, Indian Standard Time.
const numberFormats = new Map<Language, Intl.NumberFormat>();
const moneyFormats = new Map<Language, Intl.NumberFormat>();
const longDateFormats = new Map<Language, Intl.DateTimeFormat>();
const shortMonthFormats = new Map<Language, Intl.DateTimeFormat>();

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

/** '5 March 2026' / '5 मार्च 2026' / '5 માર્ચ, 2026' in Indian Standard Time; empty when unreadable. */
export function formatLongDate(iso: string, language: Language): string {
  const date = toDate(iso);
  if (!date) return '';
  return cached(
    longDateFormats,
    language,
    (locale) =>
      new Intl.DateTimeFormat(locale, {
        timeZone: TIME_ZONE,
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }),
  ).format(date);
}
