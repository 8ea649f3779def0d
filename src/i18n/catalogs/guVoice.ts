// Gujarati: the investor's own voice (its English: enVoice.ts).
import { REOPEN_DAYS } from '../../contract/investorVoice';
import type { CatalogPart } from './en';
import type { enVoice } from './enVoice';

export const guVoice = {
  'voice.codeSent': 'અમે {sentTo} પર એક વખતનો કોડ મોકલ્યો છે. તે {minutes} મિનિટ સુધી માન્ય છે.',
  'voice.noAddress':
    'આ ફરિયાદમાં કોડ મોકલવા માટે કોઈ ઈમેલ સરનામું કે મોબાઇલ નંબર નથી. કૃપા કરીને અમારો સંપર્ક કરો.',
  'voice.tooManyCodes':
    'આ ફરિયાદ માટે ઘણા બધા કોડ મોકલાઈ ચૂક્યા છે. કૃપા કરીને એક કલાક રાહ જોઈને ફરી માંગો.',
  'voice.codeWrong': 'આ કોડ સાચો નથી. તપાસીને ફરી પ્રયાસ કરો ({left} પ્રયાસ બાકી).',
  'voice.codeFormat': 'કોડના 6 અંક દાખલ કરો',
  'voice.codeExpired': 'આ કોડનો સમય પૂરો થઈ ગયો છે. નવો કોડ માંગો.',
  'voice.codeSpent': 'આ કોડ ઘણી વાર ખોટો દાખલ થયો. નવો કોડ માંગો.',
  'voice.noCode': 'પહેલા કોડ માંગો.',
  'voice.proved': 'આભાર, હવે તમે અમારા જવાબો વાંચી શકો છો અને તેનો જવાબ આપી શકો છો.',
  'voice.proofNeeded': 'કૃપા કરીને પહેલા એક વખતના કોડથી ખાતરી કરો કે આ તમે જ છો.',
  'voice.replySaved': 'તમારો જવાબ અમારા ફરિયાદ અધિકારીને મોકલી દેવાયો છે.',
  'voice.replyRequired': 'કૃપા કરીને તમારો સંદેશ લખો',
  'voice.reopened': 'તમારી ફરિયાદ ફરી ખોલવામાં આવી છે. અમે તમને જલદી લખીશું.',
  'voice.notClosed': 'ફક્ત બંધ ફરિયાદ જ ફરી ખોલી શકાય છે.',
  'voice.reopenTooLate': `ફરિયાદ બંધ થયાના ${REOPEN_DAYS} દિવસની અંદર જ ફરી ખોલી શકાય છે. કૃપા કરીને નવી ફરિયાદ નોંધાવો, અથવા તેને SEBI SCORES પર લઈ જાઓ.`,
  'voice.rated': 'અમારા નિરાકરણને રેટિંગ આપવા બદલ આભાર.',
  'voice.notRatable': 'ફરિયાદ બંધ થયા પછી તમે નિરાકરણને રેટિંગ આપી શકો છો.',
  'voice.starsInvalid': '1 થી 5 સ્ટારમાંથી પસંદ કરો',
  'voice.textMax': 'વધુમાં વધુ {max} અક્ષર હોઈ શકે',

  'voice.title': 'અમારા ફરિયાદ અધિકારી સાથે વાત કરો',
  'voice.intro':
    'અમારા જવાબો વાંચવા, જવાબ આપવા, ફરિયાદ ફરી ખોલવા કે રેટિંગ આપવા માટે ખાતરી કરો કે આ તમે જ છો: અમે ફરિયાદ સાથે આપેલા ઈમેલ સરનામા અને મોબાઇલ નંબર પર 6 અંકનો કોડ મોકલીએ છીએ.',
  'voice.sendCode': 'મને કોડ મોકલો',
  'voice.sendNewCode': 'નવો કોડ મોકલો',
  'voice.sending': 'મોકલાઈ રહ્યું છે…',
  'voice.code': 'એક વખતનો કોડ',
  'voice.codeHelp': '6 અંક, 10 મિનિટ સુધી માન્ય',
  'voice.confirm': 'ખાતરી કરો',
  'voice.confirming': 'ખાતરી થઈ રહી છે…',
  'voice.conversation': 'તમારી ફરિયાદ વિશેના સંદેશા',
  'voice.noReplies': 'હજી કોઈ સંદેશ નથી.',
  'voice.fromFirm': 'ફરિયાદ અધિકારી',
  'voice.fromYou': 'તમે',
  'voice.yourReply': 'તમારો જવાબ',
  'voice.send': 'જવાબ મોકલો',
  'voice.reopenTitle': 'સંતુષ્ટ નથી?',
  'voice.reopenUntil': 'તમે આ ફરિયાદ {until} સુધી ફરી ખોલી શકો છો.',
  'voice.reopenReason': 'અમે તેને ફરી કેમ ખોલીએ?',
  'voice.reopen': 'ફરિયાદ ફરી ખોલો',
  'voice.rateTitle': 'અમારા નિરાકરણને રેટિંગ આપો',
  'voice.stars': 'સ્ટાર (1 થી 5)',
  'voice.starsLabel': '{n, plural, one {# સ્ટાર} other {# સ્ટાર}}',
  'voice.comment': 'ટિપ્પણી (વૈકલ્પિક)',
  'voice.rate': 'રેટિંગ મોકલો',
  'voice.yourRating': 'તમારી રેટિંગ: 5 માંથી {stars}',
} as const satisfies CatalogPart<typeof enVoice>;
