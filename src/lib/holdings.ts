// The client-side holdings of SPEC §3 (content, bannerList, newsList, galleryCategoryList, gallery,
// downloads, downloadForm, selectedCategory, selectedNews), as jotai atoms, plus the firm's data.
import { atom, useAtom, type PrimitiveAtom } from 'jotai';
import { useEffect } from 'react';
import type {
  Banner,
  ContentPage,
  DownloadItem,
  GalleryCategory,
  GalleryImage,
  NewsItem,
} from '../contract/entities';
import type { SiteConfig } from '../contract/site';
import { apiClient } from './api';

/** The firm's data; read with `useSite()` once the app shell has loaded it. */
export const siteAtom = atom(async () => (await apiClient.site()).data);
export type { SiteConfig };

/** A list that is fetched once: `null` until it has loaded (the spec's "list is empty"). */
export type Holding<T> = PrimitiveAtom<T[] | null>;

export const contentListAtom: Holding<ContentPage> = atom<ContentPage[] | null>(null);
export const bannerListAtom: Holding<Banner> = atom<Banner[] | null>(null);
export const newsListAtom: Holding<NewsItem> = atom<NewsItem[] | null>(null);
export const galleryCategoryListAtom: Holding<GalleryCategory> = atom<GalleryCategory[] | null>(
  null,
);
export const galleryAtom: Holding<GalleryImage> = atom<GalleryImage[] | null>(null);
export const downloadsAtom: Holding<DownloadItem> = atom<DownloadItem[] | null>(null);
export const downloadFormAtom: Holding<DownloadItem> = atom<DownloadItem[] | null>(null);

export const selectedCategoryAtom = atom<GalleryCategory | null>(null);
export const selectedNewsAtom = atom<NewsItem | null>(null);

/** Set when a GET failed, so the page can stop its spinner and say so (SPEC §8 only logs). */
export const failedHoldingsAtom = atom<ReadonlySet<Holding<unknown>>>(new Set<Holding<unknown>>());

/**
 * Returns the list of `holding`, fetching it only while it is empty (SPEC §4: "fetched only if the
 * list is empty"). GET failures are logged, as SPEC §8 says, and the list stays empty.
 */
export function useHolding<T>(holding: Holding<T>, load: () => Promise<{ data: T[] }>) {
  const [list, setList] = useAtom(holding);
  const [failed, setFailed] = useAtom(failedHoldingsAtom);
  useEffect(() => {
    if (list !== null) return;
    let live = true;
    load().then(
      (answer) => {
        if (live) setList(answer.data);
      },
      (err: unknown) => {
        console.error('API request error', err);
        if (live) setFailed((s) => new Set(s).add(holding as Holding<unknown>));
      },
    );
    return () => {
      live = false;
    };
    // `load` is a module-level API call; refetching when its identity changes would loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list, holding]);
  return { list, failed: failed.has(holding as Holding<unknown>) };
}
