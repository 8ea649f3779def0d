// Gujarati: /investor-complaints (its English: enDisclosures.ts).
import type { CatalogPart } from './en';
import type { enDisclosures } from './enDisclosures';

export const guDisclosures = {
  'disclosures.title': 'રોકાણકાર ફરિયાદોના આંકડા',
  'disclosures.subtitle': 'SEBIના નિર્દેશ મુજબ બ્રોકર દ્વારા દર મહિને પ્રકાશિત',
  'disclosures.loading': 'ફરિયાદોના આંકડા લોડ થઈ રહ્યા છે',
  'disclosures.monthEnding': '{date}ના રોજ પૂરા થતા મહિનાના આંકડા',
  'disclosures.computed':
    'અમારા ફરિયાદ રેકૉર્ડમાંથી {time}ના રોજ તૈયાર કરેલા. કોઈ મહિનો પૂરો થયા પછી જ (તેના છેલ્લા દિવસની મધરાતે IST) પ્રકાશિત થાય છે.',
  'disclosures.month': 'મહિનો',
  'disclosures.year': 'વર્ષ',
  'disclosures.asBroker': 'સ્ટૉક બ્રોકર તરીકે',
  'disclosures.asDp': 'ડિપૉઝિટરી પાર્ટિસિપન્ટ તરીકે',
  'disclosures.notes': 'નોંધ',
  'disclosures.table1': 'કોષ્ટક 1: મહિનાના આંકડા',
  'disclosures.table2': 'કોષ્ટક 2: ફરિયાદોના માસિક નિકાલનું વલણ',
  'disclosures.table3': 'કોષ્ટક 3: ફરિયાદોના વાર્ષિક નિકાલનું વલણ',
  'disclosures.dpTable': 'મહિનાના આંકડા (ડિપૉઝિટરી પાર્ટિસિપન્ટ)',
  'disclosures.srNo': 'ક્રમ',
  'disclosures.source': 'ક્યાંથી મળી',
  'disclosures.carriedForward': 'પાછલા મહિનાથી આગળ લાવેલી',
  'disclosures.carriedForwardYear': 'પાછલા વર્ષથી આગળ લાવેલી',
  'disclosures.receivedInMonth': 'મહિના દરમિયાન મળેલી',
  'disclosures.totalPending': 'કુલ બાકી',
  'disclosures.resolved': 'નિકાલ થયેલી*',
  'disclosures.pendingUnder3': 'મહિનાના અંતે બાકી**: 3 મહિનાથી ઓછી',
  'disclosures.pendingOver3': 'મહિનાના અંતે બાકી**: 3 મહિનાથી વધુ',
  'disclosures.averageDays': 'નિકાલનો સરેરાશ સમય^ (દિવસમાં)',
  'disclosures.fromInvestors': 'સીધા રોકાણકારો પાસેથી',
  'disclosures.fromExchanges': 'સ્ટૉક એક્સચેન્જ',
  'disclosures.fromDepositories': 'ડિપૉઝિટરી',
  'disclosures.fromOthers': 'અન્ય સ્રોત',
  'disclosures.grandTotal': 'કુલ સરવાળો',
  'disclosures.received': 'મળેલી',
  'disclosures.pending': 'બાકી**',
  'disclosures.note1': 'આગળ લાવેલી: મહિનો શરૂ થયો ત્યારે (તેના પહેલા દિવસની મધરાતે IST) બાકી ફરિયાદો.',
  'disclosures.note2': 'મહિના દરમિયાન મળેલી: નવી ફરિયાદો, અને મહિના દરમિયાન ફરી ખોલાયેલી બંધ ફરિયાદો.',
  'disclosures.note3': 'કુલ બાકી: આગળ લાવેલી અને મહિના દરમિયાન મળેલી ફરિયાદોનો સરવાળો.',
  'disclosures.note4':
    '* નિકાલ થયેલી: મહિના દરમિયાન નિકાલ થયેલી ફરિયાદો, અગાઉના મહિનાઓમાં મળેલી ફરિયાદો સહિત.',
  'disclosures.note5':
    '** મહિનાના અંતે બાકી: મહિનાના છેલ્લા દિવસે બાકી દરેક ફરિયાદ, મહિનો પૂરો થયો તેના 3 મહિનાથી ઓછા કે વધુ સમય પહેલાં મળી હતી તે મુજબ વહેંચેલી.',
  'disclosures.note6':
    '^ નિકાલનો સરેરાશ સમય: મહિનામાં નિકાલ થયેલી દરેક ફરિયાદના નિકાલમાં લાગેલા દિવસોનો સરવાળો, તે મહિને નિકાલ થયેલી ફરિયાદોની સંખ્યાથી ભાગતાં (એક પણ નિકાલ ન થયો હોય તો NA).',
} as const satisfies CatalogPart<typeof enDisclosures>;
