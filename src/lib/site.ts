// The firm's data in the visitor's language (docs/contract.md §7a): the English site data with the
// chosen language's version laid over it. A language's version is fetched only when that language
// is chosen, so English visitors download nothing more.
import { atom, useAtomValue } from 'jotai';
import { unwrap } from 'jotai/utils';
import { api } from '../contract/api';
import { mergeSite, type SiteConfig, type SiteOverlay } from '../contract/site';
import { languageAtom } from '../i18n/atoms';
import type { Language } from '../i18n/languages';
import { get } from './api';
import { siteAtom } from './lists';

/** A language's version of the site data and the language it is in. */
interface LocalSite {
  language: Exclude<Language, 'en'>;
  overlay: SiteOverlay;
}

// Fetched once per language in a store (the kiosk's reset makes a new store). A failed GET leaves
// the English on screen, the pages saying they are in English; the site stays usable.
const overlayAtom = (language: LocalSite['language']) =>
  atom(async (): Promise<LocalSite> => {
    try {
      return {
        language,
        overlay: (await get<{ data: SiteOverlay }>(api.siteOverlay(language))).data,
      };
    } catch (err) {
      console.error('API request error', err);
      return { language, overlay: {} };
    }
  });
const overlayAtoms = { hi: overlayAtom('hi'), gu: overlayAtom('gu') };

const loadingOverlayAtom = atom((read) => {
  const language = read(languageAtom);
  return language === 'en' ? null : read(overlayAtoms[language]);
});

/** The chosen language's version once it has arrived; until then the previous one (nothing blanks). */
const localSiteAtom = unwrap(loadingOverlayAtom, (previous) => previous ?? null);

// One merge per site and language for every component that reads it.
const merged = new WeakMap<LocalSite, { english: SiteConfig; site: SiteConfig }>();
function localized(english: SiteConfig, local: LocalSite): SiteConfig {
  const known = merged.get(local);
  if (known?.english === english) return known.site;
  const site = mergeSite(english, local.overlay);
  merged.set(local, { english, site });
  return site;
}

/** The site data as the visitor reads it: English, with the chosen language's text where it has some. */
export function useSite(): SiteConfig {
  const english = useAtomValue(siteAtom);
  const local = useAtomValue(localSiteAtom);
  return local ? localized(english, local) : english;
}

/**
 * Whether a page of the site data is shown in English for want of a version in the chosen
 * language: `pick` finds the page's text in that language's version (undefined when it has none).
 * While the version is on its way the page is not flagged (it changes a moment later).
 */
export function useEnglishFallback(pick: (overlay: SiteOverlay) => unknown): boolean {
  const language = useAtomValue(languageAtom);
  const local = useAtomValue(localSiteAtom);
  return local !== null && local.language === language && pick(local.overlay) === undefined;
}
