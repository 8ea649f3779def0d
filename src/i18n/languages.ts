// The interface languages (docs/architecture.md §9): English for everyone first, Hindi and Gujarati
// on request. Shared by the app and the server (which answers validation errors in the language the
// client asks for with Accept-Language).

export const LANGUAGES = ['en', 'hi', 'gu'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** `<html lang>` per language: English as written in India. */
export const HTML_LANG: Record<Language, string> = { en: 'en-IN', hi: 'hi', gu: 'gu' };

/** Each language named in its own script, as the language menu lists it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  hi: 'हिन्दी',
  gu: 'ગુજરાતી',
};

/** Locale for `Intl` (numbers, money, dates) in the Indian style of each language. */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN', gu: 'gu-IN' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The first of our languages an `Accept-Language` header names, by its q-values; English when it
 * names none of them (or there is no header). `hi-IN` counts as `hi`.
 */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLanguage) ?? DEFAULT_LANGUAGE;
}
