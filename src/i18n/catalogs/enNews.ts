// The news pages in English (docs/architecture.md §9), registered by /all-news and /news.

export const enNews = {
  'news.title': 'News',
  'news.subtitle': 'Company announcements and market updates',
  'news.more': 'More news and links',
  'news.latest': 'Latest news',
  'news.tags': 'Tags',
  'news.quickLinks': 'Quick links',
} as const;
