// Lists the server sends (docs/contract.md §3, §4) as jotai atoms, with the one loading pattern
// every list page uses, and the lists that several features read (the firm's data, content, news).
import { atom, useAtomValue, type Atom } from 'jotai';
import { loadable } from 'jotai/utils';
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
