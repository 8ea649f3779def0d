// Gujarati: the inner pages' frame (its English: enPages.ts).
import type { CatalogPart } from './en';
import type { enPages } from './enPages';

export const guPages = {
  'pages.home': 'હોમ',
  'pages.bannerLabel': 'પેજનું શીર્ષક',
  'pages.close': 'બંધ કરો',
  'pages.table': 'કોષ્ટક',
  'pages.loading': 'લોડ થઈ રહ્યું છે',
  'pages.moreIn': '{group}માં વધુ',
  'pages.notFound': 'પેજ મળ્યું નથી',
  'pages.error404': 'ભૂલ 404',
  'pages.notFoundHeading': 'અમને આ પેજ મળ્યું નથી',
  'pages.notFoundText':
    'સરનામું ખોટું લખાયું હોય અથવા પેજ બીજે ખસેડાયું હોય એવું બને. તમે હોમ પેજથી ફરી શરૂ કરી શકો છો અથવા નીચેથી કોઈ વિભાગ પસંદ કરી શકો છો.',
  'pages.sections': 'સાઇટના વિભાગો',
  'pages.loadFailed': 'આ પેજ લોડ થઈ શક્યું નથી',
  'pages.offline': 'અમારા સર્વર સુધી પહોંચી શકાયું નથી. કૃપા કરી તમારું કનેક્શન તપાસો અને ફરી પ્રયાસ કરો.',
  'pages.missing': 'તમે જે પેજ શોધો છો તે અસ્તિત્વમાં નથી અથવા બીજે ખસેડાયું છે.',

  'content.companyProfile': 'કંપની પ્રોફાઇલ',
  'content.whoWeAre': 'અમે કોણ છીએ',
  'content.whatWeOffer': 'અમે શું આપીએ છીએ',
  'content.stockMarket': 'શેરબજાર',
  'content.indices': 'સૂચકાંકો',
  'content.indicesNote': 'આ નમૂના દૃશ્યમાં સૂચકાંકના ફિલ્ટર ઉપલબ્ધ નથી.',
  'content.samplePrices': 'શેરોના નમૂના ભાવ',
  'content.premiumFeatures': 'પ્રીમિયમ ક્લાયન્ટને શું મળે છે',
  'content.dailyTips': 'દૈનિક ટિપ્સ',
  'content.dailyTipsLine':
    'દૈનિક ટિપ્સ બજાર ખૂલે તે પહેલાં અમારા રિસર્ચ ડેસ્ક અને ટ્રેડિંગ પ્લૅટફૉર્મ દ્વારા ફક્ત નોંધાયેલા ક્લાયન્ટને મોકલવામાં આવે છે. તે આ જાહેર પેજ પર આપવામાં આવતી નથી.',
  'content.researchReport': 'રિસર્ચ રિપોર્ટ',
  'content.researchReportLine':
    'અમારા રિસર્ચ રિપોર્ટ નોંધાયેલા ક્લાયન્ટને ઈમેલથી અને ટ્રેડિંગ પ્લૅટફૉર્મ પર મોકલવામાં આવે છે. તાજા રિપોર્ટ માટે કૃપા કરી તમારા રિલેશનશિપ મૅનેજરનો સંપર્ક કરો.',
  'content.testIntro':
    'આ પેજ સામગ્રીની ચકાસણી માટે રાખવામાં આવ્યું છે. તમે જે રોકાણકાર માહિતી શોધો છો — અમારું રોકાણકાર ચાર્ટર, રોકાણકાર તરીકે તમારા અધિકારો અને જવાબદારીઓ, અને અમે પાળીએ છીએ તે આચારસંહિતાઓ — તે નીચેનાં પેજ પર છે.',
} as const satisfies CatalogPart<typeof enPages>;
