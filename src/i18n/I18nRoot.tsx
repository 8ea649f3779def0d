import { I18nProvider } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { languageAtom } from './atoms';
import { activateLanguage, i18n } from './runtime';

/**
 * Keeps Lingui on the visitor's language: until a chosen language's catalogue has arrived the
 * previous language stays on screen (nothing goes blank).
 */
export function I18nRoot({ children }: { children: ReactNode }) {
  const language = useAtomValue(languageAtom);
  useEffect(() => {
    activateLanguage(language).catch((err: unknown) => {
      console.error('Could not load the language', err);
    });
  }, [language]);
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
