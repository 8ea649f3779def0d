// The visitor's language (docs/architecture.md §9). On the website it is remembered on the device
// (localStorage); on a kiosk it lives in the session's jotai store, so every reset (a new store)
// returns to the kiosk's default language.
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { kioskBridge } from '../lib/kioskMode';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

export const LANGUAGE_STORAGE_KEY = 'language';

// A stored value that is not one of our languages (edited by hand, an older version) means English.
const deviceStorage = {
  getItem(key: string, initial: Language): Language {
    try {
      const stored = localStorage.getItem(key);
      return isLanguage(stored) ? stored : initial;
    } catch {
      return initial;
    }
  },
  setItem(key: string, value: Language) {
    try {
      localStorage.setItem(key, value);
    } catch {
      // Storage refused (private mode, quota): the choice holds for this visit only.
    }
  },
  removeItem(key: string) {
    try {
      localStorage.removeItem(key);
    } catch {
      // As above.
    }
  },
};

export const languageAtom = kioskBridge
  ? atom<Language>(DEFAULT_LANGUAGE)
  : atomWithStorage<Language>(LANGUAGE_STORAGE_KEY, DEFAULT_LANGUAGE, deviceStorage, {
      getOnInit: true,
    });
