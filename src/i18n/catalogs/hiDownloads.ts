// Hindi: the downloads (its English: enDownloads.ts).
import type { CatalogPart } from './en';
import type { enDownloads } from './enDownloads';

export const hiDownloads = {
  'downloads.srNo': 'क्र.सं.',
  'downloads.fileName': 'फ़ाइल का नाम',
  'downloads.download': 'डाउनलोड',
  'downloads.downloadFile': '{name} डाउनलोड करें',
  'downloads.title': 'डाउनलोड',
  'downloads.subtitle': 'निवेशकों के लिए फ़ॉर्म, नीतियाँ और दस्तावेज़',
  'downloads.empty': 'अभी कोई दस्तावेज़ नहीं है।',
  'downloads.forms': 'फ़ॉर्म डाउनलोड करें',
  'downloads.formsLabel': 'डाउनलोड के लिए फ़ॉर्म',
  'downloads.noForms': 'अभी कोई फ़ॉर्म नहीं है।',
} as const satisfies CatalogPart<typeof enDownloads>;
