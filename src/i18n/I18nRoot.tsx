import { LinguiContext, type I18nContext } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { languageAtom } from './atoms';
import { activateLanguage, i18n } from './runtime';

const followLingui = (onChange: () => void) => i18n.on('change', onChange);
const activeLocale = () => i18n.locale;

/** One context per language, so that the same language gives the same context. */
const contexts = new Map<string, I18nContext>();
function contextIn(locale: string): I18nContext {
  let context = contexts.get(locale);
  if (!context) {
    context = { i18n, _: i18n.t.bind(i18n) };
    contexts.set(locale, context);
  }
  return context;
}

/**
 * Keeps Lingui on the visitor's language: until a chosen language's catalogue has arrived the
 * previous language stays on screen (nothing goes blank).
 *
 * It gives Lingui's context itself instead of Lingui's I18nProvider, which hands every translated
 * component a new context on each of Lingui's change events: a screen's English part registered
 * as its module loads (registerEnglish) would draw the whole page again, a long task on a phone
 * (docs/performance.md). Here only a change of language does.
 */
export function I18nRoot({ children }: { children: ReactNode }) {
  const language = useAtomValue(languageAtom);
  const locale = useSyncExternalStore(followLingui, activeLocale, activeLocale);
  useEffect(() => {
    activateLanguage(language).catch((err: unknown) => {
      console.error('Could not load the language', err);
    });
  }, [language]);
  return <LinguiContext.Provider value={contextIn(locale)}>{children}</LinguiContext.Provider>;
}
