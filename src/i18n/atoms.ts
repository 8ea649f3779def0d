// The visitor's language (docs/architecture.md §9). On the website it is remembered on the device
// (localStorage); on a kiosk it lives in the session's jotai store, so every reset (a new store)
// returns to the kiosk's default language.
import { atom } from 'jotai';
import { kioskBridge } from '../lib/kioskMode';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

export const LANGUAGE_STORAGE_KEY = 'language';

// Storage may refuse (private mode, quota): the choice then holds for this visit only. A stored
// value that is not one of our languages (edited by hand, an older version) means English.
export function storedLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function rememberedLanguage() {
  const chosen = atom<Language>(storedLanguage());
  return atom(
    (get) => get(chosen),
    (_get, set, language: Language) => {
      set(chosen, language);
      try {
        localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
      } catch {
        // See above.
      }
    },
  );
}

export const languageAtom = kioskBridge ? atom<Language>(DEFAULT_LANGUAGE) : rememberedLanguage();
