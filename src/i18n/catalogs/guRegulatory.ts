// Gujarati: a regulatory page's source line (its English: enRegulatory.ts).
import type { CatalogPart } from './en';
import type { enRegulatory } from './enRegulatory';

export const guRegulatory = {
  'regulatory.source': 'સ્રોત',
  'regulatory.lastReviewed': 'છેલ્લી સમીક્ષા',
} as const satisfies CatalogPart<typeof enRegulatory>;
