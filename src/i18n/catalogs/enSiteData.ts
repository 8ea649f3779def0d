// The site data's own interface text (docs/architecture.md §9): the note on a page of the firm's
// data shown in English because the chosen language has no version of it yet. Registered by the
// component that shows it (src/components/EnglishFallback.tsx), so it stays off the first visit.
export const enSiteData = {
  'siteData.englishOnly':
    'This page is not yet available in your language, so it is shown in English.',
} as const;
