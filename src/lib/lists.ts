// Lists the server sends (docs/contract.md §3, §4) as jotai atoms, with the one loading pattern
// every list page uses, and the lists that several features read (the firm's data, content, news).
// The firm's data (`useSite()`), the content pages and the news are read in the visitor's language
// (docs/contract.md §7a), a language's version fetched only when that language is chosen.
import { atom, useAtomValue, useStore, type Atom } from 'jotai';
import { useEffect } from 'react';
import { unwrap } from 'jotai/utils';
import { mergeSite, type SiteOverlay } from '../contract/site';
import { languageAtom } from '../i18n/atoms';
import type { Language } from '../i18n/languages';
import { api } from '../contract/api';
import type { ContentPage, NewsItem } from '../contract/entities';
import type { SiteConfig } from '../contract/site';
import { get } from './api';
import { firstAnswerOr } from './firstAnswers';

/** The `data` of a GET; a failure is logged as docs/contract.md §8 says, then thrown. */
async function fetchData<T>(path: string): Promise<T> {
  try {
    return (await get<{ data: T }>(path)).data;
  } catch (err) {
    console.error('API request error', err);
    throw err;
  }
}

/**
 * The firm's data: as the first HTML carried it, or fetched; the app shell suspends until it has
 * loaded (docs/contract.md §7).
 */
export const siteAtom = atom(() =>
  firstAnswerOr(api.site, async () => (await get<{ data: SiteConfig }>(api.site)).data),
);

/** A server list as a page reads it: loading, failed or loaded. */
type LoadedList<T> = { state: 'loading' } | { state: 'hasError' } | { state: 'hasData'; data: T[] };
export type ListAtom<T> = Atom<LoadedList<T>>;

const loadingList = { state: 'loading' } as const;

/**
 * A list taken from the first HTML or fetched the first time a page reads it, then held for the app
 * session: one jotai store, which the kiosk replaces on reset (docs/contract.md §4 "fetched only if
 * the list is empty"). A failed GET is held as failed, so pages stop spinning. A list the first
 * HTML carries is loaded at the first read, as the server drew it (docs/performance.md).
 */
export function listAtom<T>(path: string): ListAtom<T> {
  const settled = atom((): LoadedList<T> | Promise<LoadedList<T>> => {
    const answer = firstAnswerOr(path, () => fetchData<T[]>(path));
    if (!(answer instanceof Promise)) return { state: 'hasData', data: answer };
    return answer.then(
      (data) => ({ state: 'hasData', data }),
      () => ({ state: 'hasError' }),
    );
  });
  return unwrap(settled, () => loadingList);
}

/** The list of `listAtom`: `null` until it has loaded; `failed` once its GET has failed. */
export function useList<T>(list: ListAtom<T>): { list: T[] | null; failed: boolean } {
  const value = useAtomValue(list);
  return {
    list: value.state === 'hasData' ? value.data : null,
    failed: value.state === 'hasError',
  };
}

/**
 * Loads `list` now and keeps it loaded while the component is mounted, without drawing the
 * component again when it arrives: the app shell's read of the content list at start, which
 * would otherwise draw the whole page a second time (docs/performance.md).
 */
export function useKeptLoaded<T>(list: ListAtom<T>): void {
  const store = useStore();
  useEffect(() => store.sub(list, () => {}), [store, list]);
}

/** Loaded by the app shell at start; /cms pages read it in the visitor's language (`pagesAtom`). */
export const contentListAtom = listAtom<ContentPage>(api.contents);
/** The English stories; pages read them in the visitor's language (`newsAtom`). */
export const newsListAtom = listAtom<NewsItem>(api.news);
/** The story chosen on the home page or /all-news that /news opens with. */
export const selectedNewsAtom = atom<NewsItem | null>(null);

type OtherLanguage = Exclude<Language, 'en'>;
/** A language's version of something and the language it is in. */
interface InLanguage<V> {
  language: OtherLanguage;
  value: V;
}

/**
 * What `path(language)` answers for the chosen language, fetched once per language in a store (the
 * kiosk's reset makes a new store) the first time it is chosen; null in English. While a language's
 * version is on its way the previous one stays (nothing blanks). A failed GET gives `none`: the
 * English stays on screen, the pages saying they are in English; the site stays usable.
 */
function chosenLanguageAtom<V>(path: (language: string) => string, none: V) {
  const fetchIn = (language: OtherLanguage) =>
    atom(async (): Promise<InLanguage<V>> => ({
      language,
      value: await fetchData<V>(path(language)).catch(() => none),
    }));
  const versions = { hi: fetchIn('hi'), gu: fetchIn('gu') };
  const loading = atom((read) => {
    const language = read(languageAtom);
    return language === 'en' ? null : read(versions[language]);
  });
  return unwrap(loading, (previous) => previous ?? null);
}

const localSiteAtom = chosenLanguageAtom<SiteOverlay>(api.siteOverlay, {});

// One merge per site and language for every component that reads it.
const merged = new WeakMap<InLanguage<SiteOverlay>, { english: SiteConfig; site: SiteConfig }>();
function localized(english: SiteConfig, local: InLanguage<SiteOverlay>): SiteConfig {
  const known = merged.get(local);
  if (known?.english === english) return known.site;
  const site = mergeSite(english, local.value);
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
  return local !== null && local.language === language && pick(local.value) === undefined;
}

/** A list as the visitor reads it, and which of its items are shown in English. */
export interface LocalList<T> {
  list: T[] | null;
  failed: boolean;
  inEnglish: (item: T) => boolean;
}

const neverInEnglish = () => false;

/**
 * `english` in the chosen language (docs/contract.md §7a): each item with the words of its version
 * in that language laid over it (`pathIn(language)` lists them), the others in English and so
 * flagged. Until the chosen language's words have arrived, the English, not flagged.
 */
function localListAtom<T extends { _id: string }>(
  english: ListAtom<T>,
  pathIn: (language: string) => string,
): Atom<LocalList<T>> {
  const words = chosenLanguageAtom<Partial<T>[]>(pathIn, []);
  return atom((read) => {
    const loaded = read(english);
    const local = read(words);
    const list = loaded.state === 'hasData' ? loaded.data : null;
    const failed = loaded.state === 'hasError';
    if (!list || local?.language !== read(languageAtom)) {
      return { list, failed, inEnglish: neverInEnglish };
    }
    const byId = new Map(local.value.map((w) => [w._id, w]));
    return {
      list: list.map((item) => ({ ...item, ...byId.get(item._id) })),
      failed,
      inEnglish: (item) => !byId.has(item._id),
    };
  });
}

/** The content pages in the visitor's language. */
export const pagesAtom = localListAtom(contentListAtom, api.contentsIn);
/** The stories in the visitor's language. */
export const newsAtom = localListAtom(newsListAtom, api.newsIn);
