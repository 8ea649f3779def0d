// Hindi: the site data part (its English: enSiteData.ts).
import type { CatalogPart } from './en';
import type { enSiteData } from './enSiteData';

export const hiSiteData = {
  'siteData.englishOnly': 'यह पृष्ठ अभी हिन्दी में उपलब्ध नहीं है, इसलिए इसे अंग्रेज़ी में दिखाया गया है।',
} as const satisfies CatalogPart<typeof enSiteData>;
