// Gujarati: the news pages (its English: enNews.ts).
import type { CatalogPart } from './en';
import type { enNews } from './enNews';

export const guNews = {
  'news.title': 'સમાચાર',
  'news.subtitle': 'કંપનીની જાહેરાતો અને બજારના સમાચાર',
  'news.more': 'વધુ સમાચાર અને લિંક',
  'news.latest': 'તાજા સમાચાર',
  'news.tags': 'ટૅગ',
  'news.quickLinks': 'ઝડપી લિંક',
} as const satisfies CatalogPart<typeof enNews>;
