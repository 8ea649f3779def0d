// Gujarati: the site data part (its English: enSiteData.ts).
import type { CatalogPart } from './en';
import type { enSiteData } from './enSiteData';

export const guSiteData = {
  'siteData.englishOnly': 'આ પાનું હજી ગુજરાતીમાં ઉપલબ્ધ નથી, તેથી તે અંગ્રેજીમાં બતાવ્યું છે.',
} as const satisfies CatalogPart<typeof enSiteData>;
