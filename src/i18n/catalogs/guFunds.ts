// Gujarati: the mutual fund details page (its English: enFunds.ts).
import type { CatalogPart } from './en';
import type { enFunds } from './enFunds';

export const guFunds = {
  'funds.title': 'મ્યુચ્યુઅલ ફંડની વિગતો',
  'funds.subtitle': 'ફંડ હાઉસ અને કૅટેગરી પ્રમાણે યોજના શોધો',
  'funds.formTitle': 'યોજના પસંદ કરો',
  'funds.formIntro': 'ફંડ હાઉસ (AMC) અને કૅટેગરી પસંદ કરો; પછી યોજનાની યાદીમાં તેને મળતી યોજનાઓ દેખાશે.',
  'funds.amc': 'ફંડ હાઉસ (AMC)',
  'funds.category': 'કૅટેગરી',
  'funds.scheme': 'યોજના',
  'funds.selectAmc': 'AMC પસંદ કરો',
  'funds.selectCategory': 'કૅટેગરી પસંદ કરો',
  'funds.selectScheme': 'યોજના પસંદ કરો',
  'funds.chooseFirst': 'પહેલાં AMC અને કૅટેગરી પસંદ કરો',
  'funds.loading': 'લોડ થઈ રહ્યું છે...',
  'funds.noScheme': 'કોઈ યોજના નથી',
  'funds.available': '{count, plural, one {# યોજના ઉપલબ્ધ} other {# યોજનાઓ ઉપલબ્ધ}}',
  'funds.openList': 'યોજનાઓ લોડ કરવા માટે યોજનાની યાદી ખોલો.',
  'funds.submit': 'સબમિટ કરો',
  'funds.chooseScheme': 'કૃપા કરીને પહેલાં કોઈ યોજના પસંદ કરો.',
  'funds.details': '{scheme}ની વિગતો અમારા મ્યુચ્યુઅલ ફંડ પ્લૅટફૉર્મ પર ખૂલે છે: <0/>',
  'funds.platform':
    'યોજનાઓની વિગતો, NAV અને ઑનલાઇન રોકાણ અમારા મ્યુચ્યુઅલ ફંડ પ્લૅટફૉર્મ પર ઉપલબ્ધ છે: <0/>. મ્યુચ્યુઅલ ફંડ રોકાણ બજારના જોખમોને આધીન છે; યોજના સંબંધિત તમામ દસ્તાવેજો ધ્યાનથી વાંચો.',
} as const satisfies CatalogPart<typeof enFunds>;
