// Answers in the client's language (docs/contract.md §5a): validation messages follow the request's
// Accept-Language (English when it names none of ours). The catalogues are compiled once at start.
import type { Context } from 'koa';
import type { ErrorMessage } from '../../src/contract/schemas';
import { allEnglish } from '../../src/i18n/allEnglish';
import { gu } from '../../src/i18n/catalogs/gu';
import { hi } from '../../src/i18n/catalogs/hi';
import { compileCatalog } from '../../src/i18n/compile';
import { languageFromHeader, LANGUAGES, type Language } from '../../src/i18n/languages';
import { createTranslator } from '../../src/i18n/translator';
import { translateError, type Translate } from '../../src/i18n/validation';

const catalogs: Record<Language, Record<string, string>> = {
  en: allEnglish,
  hi,
  gu,
};

const translators = Object.fromEntries(
  LANGUAGES.map((language) => {
    return [language, createTranslator(language, compileCatalog(catalogs[language]))];
  }),
) as Record<Language, Translate>;

/** The request's language: the first of ours its Accept-Language names. */
export const requestLanguage = (ctx: Context): Language =>
  languageFromHeader(ctx.get('Accept-Language') || undefined);

/** A failed rule's message in the request's language (the schema's English for English). */
export function errorMessageFor(ctx: Context): ErrorMessage {
  const language = requestLanguage(ctx);
  if (language === 'en') return (error) => error.message;
  return (error) => translateError(error, translators[language]);
}

/** A catalogue message in the request's language. */
export const translateFor = (ctx: Context): Translate => translators[requestLanguage(ctx)];
