import type { NewsItem } from '../../contract/entities';

/** The `count` most recent items, newest first (the list itself is shown in the order returned). */
export function latestNews(list: readonly NewsItem[], count: number): NewsItem[] {
  return [...list].sort((a, b) => Date.parse(b.date) - Date.parse(a.date)).slice(0, count);
}
