// Gujarati: the complaint part (its English: enComplaint.ts).
import type { CatalogPart } from './en';
import type { enComplaint } from './enComplaint';

export const guComplaint = {
  'complaint.pageTitle': 'સહાય / પ્રશ્ન',
  'complaint.pageSubtitle': 'ફરિયાદ નોંધાવો અથવા મોકલેલી ફરિયાદની સ્થિતિ જુઓ',
  'complaint.formTitle': 'ફરિયાદ નોંધાવો',
  'complaint.receiptLabel': 'ફરિયાદ નોંધાઈ',
  'complaint.receiptTitle': 'તમારી ફરિયાદ નોંધાઈ ગઈ છે.',
  'complaint.receiptNumber': 'તમારો ફરિયાદ નંબર',
  'complaint.receiptKeep':
    'કૃપા કરીને તેને લખી લો અથવા કૉપિ કરો: તમારી ફરિયાદની સ્થિતિ જોવા માટે તેની જરૂર પડશે.',
  'complaint.receiptKeepKiosk':
    'રસીદ પ્રિન્ટ કરો અથવા કોડ સ્કૅન કરો: તમારી ફરિયાદની સ્થિતિ જોવા માટે આ નંબરની જરૂર પડશે.',
  'complaint.copy': 'નંબર કૉપિ કરો',
  'complaint.copied': 'કૉપિ થઈ ગયો',
  'complaint.copiedNote': 'ફરિયાદ નંબર કૉપિ થઈ ગયો',
  'complaint.checkStatus': 'તેની સ્થિતિ જુઓ',
  'complaint.formIntro':
    'શું ખોટું થયું તે અમને જણાવો. અમે દરેક ફરિયાદની પહોંચ આપીએ છીએ અને 21 કૅલેન્ડર દિવસમાં તેનું નિરાકરણ લાવીએ છીએ (ફેબ્રુઆરી 2025ના SEBI રોકાણકાર ચાર્ટર મુજબ).',
  'complaint.alreadyRegistered': 'ફરિયાદ પહેલેથી નોંધાવી છે? <0>તેની સ્થિતિ જુઓ</0>',
  'complaint.howWeAreDoing': 'અમારી કામગીરી: <0>દર મહિને મળેલી, ઉકેલાયેલી અને બાકી ફરિયાદો</0>',
  'complaint.formName': 'ફરિયાદ ફોર્મ',
  'complaint.submit': 'ફરિયાદ મોકલો',
  'complaint.firstName': 'પ્રથમ નામ',
  'complaint.lastName': 'અટક',
  'complaint.nameHelp': 'ફક્ત અક્ષરો, {min}–{max} અક્ષર',
  'complaint.department': 'વિભાગ',
  'complaint.departmentHelp': 'ફરિયાદ કયા વિભાગને લગતી છે',
  'complaint.deptBackOffice': 'બેક ઓફિસ',
  'complaint.deptDp': 'ડીપી (ડીમેટ ખાતું)',
  'complaint.deptIt': 'આઈટી (વેબસાઇટ, ટ્રેડિંગ એપ)',
  'complaint.deptAllOthers': 'અન્ય બધા',
  'complaint.address': 'સરનામું',
  'complaint.addressHelp': '{min}–{max} અક્ષર',
  'complaint.yourComplaint': 'તમારી ફરિયાદ',
  'complaint.complaintHelp': 'શું બન્યું તે જણાવો, તારીખો અને રકમ હોય તો તે સાથે (ઓછામાં ઓછા {min} અક્ષર).',
  'lookup.title': 'તમારી ફરિયાદની સ્થિતિ જુઓ',
  'lookup.intro': 'તમને મળેલો ફરિયાદ નંબર દાખલ કરો અને જુઓ કે તમારી ફરિયાદ કયા તબક્કે છે.',
  'lookup.formName': 'ફરિયાદની સ્થિતિની તપાસ',
  'lookup.number': 'ફરિયાદ નંબર',
  'lookup.numberHelp': 'ફરિયાદ નોંધાવતી વખતે બતાવેલી પુષ્ટિમાં આ નંબર આપેલો છે.',
  'lookup.numberRequired': 'કૃપા કરીને તમારો ફરિયાદ નંબર દાખલ કરો',
  'lookup.checking': 'તપાસ ચાલુ છે…',
  'lookup.check': 'સ્થિતિ જુઓ',
  'lookup.status': 'સ્થિતિ: {status}',
  'lookup.notFound': 'આ નંબરની કોઈ ફરિયાદ મળી નથી. કૃપા કરીને નંબર તપાસીને ફરી પ્રયાસ કરો.',
  'lookup.statusOpen': 'ખુલ્લી',
  'lookup.statusInProcess': 'પ્રક્રિયામાં',
  'lookup.statusClosed': 'બંધ',
  'lookup.alertOpen':
    'પ્રિય {name}, તમારી ફરિયાદ {number} હાલ ખુલ્લી છે. અમે ટૂંક સમયમાં તેના પર કામ શરૂ કરીશું.',
  'lookup.alertInProcess': 'પ્રિય {name}, તમારી ફરિયાદ {number} પર હાલ કાર્યવાહી ચાલી રહી છે.',
  'lookup.alertClosed': 'પ્રિય {name}, તમારી ફરિયાદ {number} બંધ કરવામાં આવી છે.',
  'lookup.statusOdr': 'ODR માં મોકલાઈ',
  'lookup.alertOdr':
    'પ્રિય {name}, તમારી વિનંતીથી તમારી ફરિયાદ {number} સેબીના ઓનલાઇન વિવાદ નિવારણ (SMART ODR) પોર્ટલ પર ગઈ છે. તેનું સમાધાન ત્યાં ચાલશે, અને અમે તેમાં ભાગ લઈએ છીએ.',
} as const satisfies CatalogPart<typeof enComplaint>;
