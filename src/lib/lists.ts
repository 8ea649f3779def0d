// Lists the server sends (docs/contract.md §3, §4) as jotai atoms, with the one loading pattern
// every list page uses, and the lists that several features read (the firm's data, content, news).
// The firm's data is read through `useSite()`: in the visitor's language (docs/contract.md §7a), a
// language's version fetched only when that language is chosen.
import { atom, useAtomValue, type Atom } from 'jotai';
import { loadable, unwrap } from 'jotai/utils';
import { mergeSite, type SiteOverlay } from '../contract/site';
import { languageAtom } from '../i18n/atoms';
import type { Language } from '../i18n/languages';
import { api, type ListResponse } from '../contract/api';
import type { ContentPage, NewsItem } from '../contract/entities';
import type { SiteConfig } from '../contract/site';
import { get } from './api';

/** The firm's data; the app shell suspends until it has loaded (docs/contract.md §7). */
export const siteAtom = atom(async () => (await get<{ data: SiteConfig }>(api.site)).data);

type LoadableList<T> = ReturnType<typeof loadable<Promise<T[]>>> extends Atom<infer L> ? L : never;
/** A server list as a page reads it: loading, failed or loaded. */
export type ListAtom<T> = Atom<LoadableList<T>>;

/**
 * A list fetched the first time a page reads it, then held for the app session: one jotai store,
 * which the kiosk replaces on reset (docs/contract.md §4 "fetched only if the list is empty").
 * A failed GET is logged as docs/contract.md §8 says and held as failed, so pages stop spinning.
 */
export function listAtom<T>(path: string): ListAtom<T> {
  return loadable(
    atom(async () => {
      try {
        return (await get<ListResponse<T>>(path)).data;
      } catch (err) {
        console.error('API request error', err);
        throw err;
      }
    }),
  );
}

/** The list of `listAtom`: `null` until it has loaded; `failed` once its GET has failed. */
export function useList<T>(list: ListAtom<T>): { list: T[] | null; failed: boolean } {
  const value = useAtomValue(list);
  return {
    list: value.state === 'hasData' ? value.data : null,
    failed: value.state === 'hasError',
  };
}

/** Read by the app shell at start and by /cms pages. */
export const contentListAtom = listAtom<ContentPage>(api.contents);
/** Read by the home page's latest news and the news pages. */
export const newsListAtom = listAtom<NewsItem>(api.news);
/** The story chosen on the home page or /all-news that /news opens with. */
export const selectedNewsAtom = atom<NewsItem | null>(null);

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
