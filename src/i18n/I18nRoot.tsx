import { LinguiContext, type I18nContext } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { languageAtom } from './atoms';
import { activateLanguage, i18n } from './runtime';

interface Drawn {
  locale: string;
  context: I18nContext;
}

const drawnNow = (): Drawn => ({ locale: i18n.locale, context: { i18n, _: i18n.t.bind(i18n) } });

/**
 * Keeps Lingui on the visitor's language: until a chosen language's catalogue has arrived the
 * previous language stays on screen (nothing goes blank).
 *
 * It gives Lingui's context itself instead of Lingui's I18nProvider, which hands every translated
 * component a new context on each of Lingui's change events: a screen's English part registered
 * as its module loads (registerEnglish) would draw the whole page again, a long task on a phone
 * (docs/architecture.md §10). Here only a change of language does.
 */
export function I18nRoot({ children }: { children: ReactNode }) {
  const language = useAtomValue(languageAtom);
  const [drawn, setDrawn] = useState(drawnNow);
  useEffect(() => {
    const follow = () => setDrawn((shown) => (shown.locale === i18n.locale ? shown : drawnNow()));
    const stop = i18n.on('change', follow);
    follow(); // a change between the first render and this subscription
    return stop;
  }, []);
  useEffect(() => {
    activateLanguage(language).catch((err: unknown) => {
      console.error('Could not load the language', err);
    });
  }, [language]);
  return <LinguiContext.Provider value={drawn.context}>{children}</LinguiContext.Provider>;
}
