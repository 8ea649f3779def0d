import { setupI18n, type Messages } from '@lingui/core';
import type { MessageKey } from './catalogs/en';
import type { Language } from './languages';
import type { Translate } from './validation';

/** A stand-alone translator for one language (the server's answers, unit tests). */
export function createTranslator(language: Language, messages: object): Translate {
  const i18n = setupI18n({ locale: language, messages: { [language]: messages as Messages } });
  return (key: MessageKey, values?: Record<string, unknown>) => i18n._(key, values);
}
