// Gujarati: the privacy notice's part (its English: enPrivacy.ts).
import type { CatalogPart } from './en';
import type { enPrivacy } from './enPrivacy';

export const guPrivacy = {
  'privacy.collected': 'અમે {purpose} માટે {collects} લઈએ છીએ.',
  'privacy.kept':
    'વિનંતી બંધ થયા પછી અમે તેને {years, plural, one {# વર્ષ} other {# વર્ષ}} સુધી રાખીએ છીએ.',
  'privacy.officer': 'ડેટા ફરિયાદ અધિકારી: {officer}.',
  'privacy.rights':
    'તમે તમારા ડેટાની નકલ મેળવવા, તેને સુધારવા કે ભૂંસવા, ફરિયાદ કરવા, અથવા તમારા વતી કામ કરવા કોઈને નામાંકિત કરવા વિનંતી કરી શકો છો.',
  'privacy.fullNotice': 'સંપૂર્ણ ગોપનીયતા સૂચના',
  'privacy.complaintCollects': 'તમારું નામ, ઈ-મેલ, મોબાઇલ નંબર, સરનામું અને તમે લખેલી વિગત',
  'privacy.complaintPurpose':
    'તમારી ફરિયાદ નોંધવા, તપાસવા, તેનો જવાબ આપવા અને SEBI તથા એક્સચેન્જોને જાણ કરવા',
  'privacy.freezeCollects': 'તમારો ક્લાયન્ટ કોડ, નોંધાયેલ ઈ-મેલ અને મોબાઇલ નંબર',
  'privacy.freezePurpose':
    'તમારું ઓનલાઇન ટ્રેડિંગ તરત ફ્રીઝ કરવા, તમને પુષ્ટિ મોકલવા અને SEBI માગે તે રેકોર્ડ રાખવા',
  'privacy.withdrawalCollects': 'તમારો ક્લાયન્ટ કોડ, નામ, ઈ-મેલ, મોબાઇલ નંબર અને PAN',
  'privacy.withdrawalPurpose': 'તમારી ફંડ ઉપાડની વિનંતી તપાસવા અને રકમ તમારા નોંધાયેલ બેંક ખાતામાં મોકલવા',
  'privacy.feedbackCollects': 'તમારું નામ, ઈ-મેલ, મોબાઇલ નંબર, સરનામું અને તમે લખેલી વિગત',
  'privacy.feedbackPurpose': 'તમારો પ્રતિભાવ વાંચવા અને તમને જવાબ આપવા',
  'privacy.contactMessageCollects': 'તમારું નામ, ઈ-મેલ, ફોન નંબર અને તમારો સંદેશ',
  'privacy.contactMessagePurpose': 'તમારા સંદેશનો જવાબ આપવા',
  'privacy.barrierReportCollects': 'તમારું નામ, ઈ-મેલ અથવા મોબાઇલ નંબર, અવરોધ શું હતો અને તમને તે ક્યાં મળ્યો',
  'privacy.barrierReportPurpose': 'અવરોધ દૂર કરવા અને અમે શું કર્યું તે તમને જણાવવા',
  'privacy.fraudReportCollects':
    'તમારું નામ, ઈ-મેલ અથવા મોબાઇલ નંબર, અને અમારા નામે છેતરપિંડી કરનાર વિશે તમે આપેલી માહિતી',
  'privacy.fraudReportPurpose':
    'રિપોર્ટની તપાસ કરવા, બીજા રોકાણકારોને ચેતવવા અને SEBI, એક્સચેન્જો અને પોલીસને જાણ કરવા',
  'privacy.dataRequestCollects':
    'તમારું નામ, જે ઈ-મેલ સરનામે કે મોબાઇલ નંબર પર અમે કોડ મોકલીએ તે, આપો તો તમારો PAN, અને તમારી વિનંતી',
  'privacy.dataRequestPurpose':
    'તમારી ઓળખની ખાતરી કરવા અને તમારી વ્યક્તિગત માહિતી અંગેની વિનંતીનો જવાબ આપવા',
} as const satisfies CatalogPart<typeof enPrivacy>;
