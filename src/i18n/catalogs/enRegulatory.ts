// A regulatory page's source line in English (docs/contract.md §13i): registered by
// RegulatorySource, so only the content pages' chunk carries it (the other pages' first visit
// stays under its budget, docs/performance.md).

export const enRegulatory = {
  'regulatory.source': 'Source',
  'regulatory.lastReviewed': 'Last reviewed',
} as const;
