// The browser's one Lingui instance (docs/architecture.md §9). English is in the first-visit bundle;
// Hindi and Gujarati are chunks loaded only when chosen, together with their script's font.
import { setupI18n, type Messages } from '@lingui/core';
import { en } from './catalogs/en';
import { loadScriptFont } from './fonts';
import { HTML_LANG, type Language } from './languages';

// The build hands these modules over compiled (vite.config.ts), in tests they are plain ICU text;
// Lingui takes both.
const asMessages = (catalog: object) => catalog as Messages;

export const i18n = setupI18n({ locale: 'en', messages: { en: asMessages(en) } });

const catalogs: Record<Exclude<Language, 'en'>, () => Promise<Messages>> = {
  hi: async () => asMessages((await import('./catalogs/hi')).hi),
  gu: async () => asMessages((await import('./catalogs/gu')).gu),
};

/**
 * Adds an English part a screen brings with it (e.g. enComplaint): called at the top of that
 * screen's module, so the part is in place before anything renders.
 */
export function registerEnglish(part: object): void {
  i18n.load('en', asMessages(part));
}

let latest: Language = 'en';

/**
 * Loads a language's catalogue and font (once), then switches the interface and `<html lang>`. A
 * choice overtaken by a later one while its catalogue loads is dropped.
 */
export async function activateLanguage(language: Language): Promise<void> {
  latest = language;
  if (language !== 'en') {
    const [messages] = await Promise.all([catalogs[language](), loadScriptFont(language)]);
    i18n.load(language, messages);
  }
  if (language !== latest) return;
  i18n.activate(language);
  // Written only when it changes: the attribute set again, even to the same value, makes the
  // browser restyle every element of the page (`:lang`), a long task as the app starts.
  const html = document.documentElement;
  if (html.lang !== HTML_LANG[language]) html.lang = HTML_LANG[language];
}
