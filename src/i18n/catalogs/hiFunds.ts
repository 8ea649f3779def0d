// Hindi: the mutual fund details page (its English: enFunds.ts).
import type { CatalogPart } from './en';
import type { enFunds } from './enFunds';

export const hiFunds = {
  'funds.title': 'म्यूचुअल फ़ंड विवरण',
  'funds.subtitle': 'फ़ंड हाउस और श्रेणी के आधार पर योजना खोजें',
  'funds.formTitle': 'योजना चुनें',
  'funds.formIntro': 'फ़ंड हाउस (AMC) और श्रेणी चुनें; इसके बाद योजना सूची में उनसे मेल खाने वाली योजनाएँ दिखेंगी।',
  'funds.amc': 'फ़ंड हाउस (AMC)',
  'funds.category': 'श्रेणी',
  'funds.scheme': 'योजना',
  'funds.selectAmc': 'AMC चुनें',
  'funds.selectCategory': 'श्रेणी चुनें',
  'funds.selectScheme': 'योजना चुनें',
  'funds.chooseFirst': 'पहले AMC और श्रेणी चुनें',
  'funds.loading': 'लोड हो रहा है...',
  'funds.noScheme': 'कोई योजना नहीं',
  'funds.available': '{count, plural, one {# योजना उपलब्ध} other {# योजनाएँ उपलब्ध}}',
  'funds.openList': 'योजनाएँ लोड करने के लिए योजना सूची खोलें।',
  'funds.submit': 'सबमिट करें',
  'funds.chooseScheme': 'कृपया पहले कोई योजना चुनें।',
  'funds.details': '{scheme} का विवरण हमारे म्यूचुअल फ़ंड प्लेटफ़ॉर्म पर खुलता है: <0/>',
  'funds.platform':
    'योजनाओं का विवरण, NAV और ऑनलाइन निवेश हमारे म्यूचुअल फ़ंड प्लेटफ़ॉर्म पर उपलब्ध हैं: <0/>। म्यूचुअल फ़ंड निवेश बाज़ार जोखिमों के अधीन हैं; योजना से जुड़े सभी दस्तावेज़ ध्यान से पढ़ें।',
} as const satisfies CatalogPart<typeof enFunds>;
