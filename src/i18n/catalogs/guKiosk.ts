// Gujarati: the kiosk part (its English: enKiosk.ts).
import { COMPLAINT_DUE_DAYS } from '../../contract/desk';
import type { CatalogPart } from './en';
import type { enKiosk } from './enKiosk';

export const guKiosk = {
  'kiosk.chooseLanguage': 'તમારી ભાષા પસંદ કરો',
  'kiosk.welcome': 'સ્વાગત છે',
  'kiosk.title': 'આજે અમે તમારી શી મદદ કરી શકીએ?',
  'kiosk.subtitle':
    'તમે જે કામ માટે આવ્યા છો તેના પર ટૅપ કરો. કાઉન્ટર પર અમારા કર્મચારીઓ પણ તમારી મદદ માટે હાજર છે.',
  'kiosk.tasksLabel': 'આ કિઓસ્ક પર તમે શું કરી શકો છો',
  'kiosk.noticesLabel': 'સૂચનાઓ',
  'kiosk.registerComplaint': 'ફરિયાદ નોંધાવો',
  'kiosk.registerComplaintHint': 'શું ખોટું થયું તે જણાવો; અમે 21 દિવસમાં નિરાકરણ લાવીએ છીએ',
  'kiosk.trackComplaint': 'ફરિયાદની સ્થિતિ જુઓ',
  'kiosk.trackComplaintHint': 'ફરિયાદ નંબરથી જાણો કે તમારી ફરિયાદ કયા તબક્કે છે',
  'kiosk.freeze': 'મારું ટ્રેડિંગ ખાતું ફ્રીઝ કરો',
  'kiosk.freezeHint': 'દુરુપયોગની શંકા છે? બધું ઑનલાઇન ટ્રેડિંગ તરત બંધ કરો',
  'kiosk.withdrawal': 'ફંડ ઉપાડની વિનંતી કરો',
  'kiosk.withdrawalHint': 'તમારા ટ્રેડિંગ ખાતામાંથી પૈસા ઉપાડવાની વિનંતી કરો',
  'kiosk.feedback': 'પ્રતિભાવ આપો',
  'kiosk.feedbackHint': 'અમારી સેવા કેવી છે તે જણાવો',
  'kiosk.contact': 'શાખાનો સંપર્ક કરો',
  'kiosk.contactHint': 'સરનામાં, ફોન નંબર અને અમને સંદેશ',
  'kiosk.payTo': 'ફક્ત અમારાં ખાતાંમાં ચુકવણી કરો',
  'kiosk.payToHint': 'અમારા માન્ય UPI હૅન્ડલ અને બેંક ખાતાં',
  'kiosk.charter': 'તમારા અધિકારો જાણો',
  'kiosk.charterHint': 'રોકાણકાર ચાર્ટર: અમારી સેવાઓ અને તમારા અધિકારો',
  'kiosk.browse': 'વેબસાઇટ જુઓ',
  'kiosk.browseHint': 'સેવાઓ, રિસર્ચ, સમાચાર અને ડાઉનલોડ',

  'kiosk.actionBar': 'કિઓસ્ક',
  'kiosk.backToStart': 'શરૂઆત પર પાછા જાઓ',
  'kiosk.endSession': 'પૂર્ણ કરો અને સ્ક્રીન સાફ કરો',
  'kiosk.branchLabel': 'શાખા કિઓસ્ક',

  'kiosk.idleTitle': 'શું તમે હજી અહીં છો?',
  'kiosk.idleBody':
    'તમારી ગોપનીયતા માટે આ સ્ક્રીન {seconds, plural, one {# સેકન્ડ} other {# સેકન્ડ}}માં આગલા મુલાકાતી માટે સાફ થઈ જશે.',
  'kiosk.idleUnit': '{seconds, plural, one {સેકન્ડ બાકી} other {સેકન્ડ બાકી}}',
  'kiosk.idleTimer': '{seconds, plural, one {# સેકન્ડ} other {# સેકન્ડ}} બાકી',
  'kiosk.idleContinue': 'હું હજી અહીં છું',
  'kiosk.idleEndNow': 'હમણાં સાફ કરો',

  'kiosk.keyboard': 'સ્ક્રીન કીબોર્ડ',
  'kiosk.typingIn': '<0>{field}</0>માં ટાઇપ કરી રહ્યા છો',
  'kiosk.keyNext': 'આગળ',
  'kiosk.keyDone': 'થઈ ગયું',
  'kiosk.keySpace': 'સ્પેસ',
  'kiosk.keyShift': '⇧ શિફ્ટ',
  'kiosk.keySymbols': '?૧૨૩',

  'kiosk.scanToOpen': 'તમારા ફોન પર ખોલવા માટે સ્કૅન કરો',
  'kiosk.scanToCall': 'તમારા ફોન પરથી કૉલ કરવા માટે સ્કૅન કરો',
  'kiosk.scanToMail': 'તમારા ફોન પરથી ઈમેલ લખવા માટે સ્કૅન કરો',
  'kiosk.documentAtCounter': 'અમારાં ફોર્મ અને દસ્તાવેજોની છાપેલી નકલો કાઉન્ટર પર મળશે.',
  'kiosk.linkQr': '{address}નો QR કોડ',
  'kiosk.linkClose': 'બંધ કરો',
  'kiosk.tickerTitle': 'બજાર',
  'kiosk.tickerBody':
    'આ કિઓસ્ક પર બજારના લાઇવ ભાવ બતાવવામાં આવતા નથી. કાઉન્ટર પર અમારા ડીલર આજના ભાવ જણાવશે.',
  'kiosk.mapTitle': 'અમારા સુધી પહોંચો',
  'kiosk.mapBody': 'તમારા ફોન પર રસ્તો જોવા માટે સ્કૅન કરો.',
  'kiosk.mapQr': 'QR કોડ: {place}નો નકશો',

  'kiosk.printButton': 'રસીદ પ્રિન્ટ કરો',
  'kiosk.printing': 'પ્રિન્ટ થઈ રહી છે…',
  'kiosk.printed': 'કૃપા કરીને પ્રિન્ટરમાંથી તમારી રસીદ લઈ લો.',
  'kiosk.printFailed': 'પ્રિન્ટર હાલ કામ કરતું નથી. કૃપા કરીને નંબર લખી લો અથવા કાઉન્ટર પર પૂછો.',
  'kiosk.scanToTrack': 'તમારા ફોન પર ફરિયાદની સ્થિતિ જોવા માટે સ્કૅન કરો',
  'kiosk.trackQr': 'QR કોડ: તમારા ફોન પર ફરિયાદની સ્થિતિ જોવા માટે સ્કૅન કરો',
  'kiosk.receipt': 'રસીદ',
  'kiosk.receiptBranch': 'શાખા',
  'kiosk.receiptTime': 'મળ્યાનો સમય',
  'kiosk.receiptNext': 'હવે આગળ શું થશે',
  'kiosk.receiptKeep': 'આ રસીદ સાચવી રાખો. તેમાં કોઈ વ્યક્તિગત માહિતી નથી.',
  'kiosk.complaintTitle': 'ફરિયાદ નોંધાઈ ગઈ',
  'kiosk.complaintNumber': 'ફરિયાદ નંબર',
  'kiosk.complaintNext': `અમે તમારી ફરિયાદનું નિરાકરણ ${COMPLAINT_DUE_DAYS} કૅલેન્ડર દિવસમાં લાવીશું. સ્થિતિ જોવા માટે કોડ સ્કૅન કરો, અથવા અમારી વેબસાઇટના 'સહાય / પ્રશ્ન' પેજ પર આ નંબર દાખલ કરો.`,
  'kiosk.freezeTitle': 'ટ્રેડિંગ ફ્રીઝની વિનંતી મળી',
  'kiosk.freezeNumber': 'પહોંચ નંબર',
  'kiosk.freezeNext':
    'સોમ–શુક્ર 09:00 થી 15:30 IST દરમિયાન મળેલી વિનંતી પર તમારું ઑનલાઇન ટ્રેડિંગ 15 મિનિટમાં ફ્રીઝ કરવામાં આવે છે; અન્ય સમયે મળેલી વિનંતી પર, આગલા ટ્રેડિંગ દિવસે 09:15 વાગ્યે બજાર ખૂલે તે પહેલાં. બાકી ઑર્ડર રદ કરવામાં આવે છે.',
  'kiosk.withdrawalTitle': 'ફંડ ઉપાડની વિનંતી મળી',
  'kiosk.withdrawalNumber': 'સંદર્ભ',
  'kiosk.withdrawalNext':
    'અમારી ઑપરેશન્સ ટીમ તમારી વિનંતી તપાસીને તેના પર કાર્યવાહી કરે છે. રકમ ફક્ત તમારા ટ્રેડિંગ ખાતા સાથે નોંધાયેલા બૅન્ક ખાતામાં જ જમા થાય છે.',
  'kiosk.feedbackTitle': 'તમારો પ્રતિભાવ મળ્યો',
  'kiosk.feedbackNumber': 'સંદર્ભ',
  'kiosk.feedbackNext':
    'આભાર. અમારી ટીમ દરેક પ્રતિભાવ વાંચે છે અને તમને વધુ સારી સેવા આપવા માટે તેનો ઉપયોગ કરે છે.',
} as const satisfies CatalogPart<typeof enKiosk>;
