// Hindi: a regulatory page's source line (its English: enRegulatory.ts).
import type { CatalogPart } from './en';
import type { enRegulatory } from './enRegulatory';

export const hiRegulatory = {
  'regulatory.source': 'स्रोत',
  'regulatory.lastReviewed': 'अंतिम समीक्षा',
} as const satisfies CatalogPart<typeof enRegulatory>;
