// Gujarati: the downloads (its English: enDownloads.ts).
import type { CatalogPart } from './en';
import type { enDownloads } from './enDownloads';

export const guDownloads = {
  'downloads.srNo': 'ક્રમ',
  'downloads.fileName': 'ફાઇલનું નામ',
  'downloads.download': 'ડાઉનલોડ',
  'downloads.downloadFile': '{name} ડાઉનલોડ કરો',
  'downloads.title': 'ડાઉનલોડ',
  'downloads.subtitle': 'રોકાણકારો માટે ફૉર્મ, નીતિઓ અને દસ્તાવેજો',
  'downloads.empty': 'હજી કોઈ દસ્તાવેજ નથી.',
  'downloads.forms': 'ફૉર્મ ડાઉનલોડ કરો',
  'downloads.formsLabel': 'ડાઉનલોડ માટેનાં ફૉર્મ',
  'downloads.noForms': 'હજી કોઈ ફૉર્મ નથી.',
} as const satisfies CatalogPart<typeof enDownloads>;
