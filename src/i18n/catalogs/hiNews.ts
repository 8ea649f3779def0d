// Hindi: the news pages (its English: enNews.ts).
import type { CatalogPart } from './en';
import type { enNews } from './enNews';

export const hiNews = {
  'news.title': 'समाचार',
  'news.subtitle': 'कंपनी की घोषणाएँ और बाज़ार की ख़बरें',
  'news.more': 'और समाचार व लिंक',
  'news.latest': 'ताज़ा समाचार',
  'news.tags': 'टैग',
  'news.quickLinks': 'त्वरित लिंक',
} as const satisfies CatalogPart<typeof enNews>;
