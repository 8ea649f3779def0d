// ગુજરાતી: the trust pages' words (enTrust.ts).
import type { CatalogPart } from './en';
import type { enTrust } from './enTrust';

export const guTrust = {
  'trust.subtitle': 'રોકાણકાર સુરક્ષા',
  'trust.payTitle': 'ફક્ત અમારાં માન્ય ખાતાંમાં ચુકવણી કરો',
  'trust.payLink': 'અમને ચુકવણી કરો છો? ફક્ત અમારાં માન્ય ખાતાં વાપરો',
  'trust.validated': 'માન્ય',
  'trust.validatedMark': 'માન્ય UPI હૅન્ડલ',
  'trust.payee': 'મેળવનાર',
  'trust.bank': 'બેંક',
  'trust.qrLabel': '{handle} ને ચુકવણીનો QR કોડ',
  'trust.bankAccountsTitle': 'અમારાં ક્લાયન્ટ બેંક ખાતાં',
  'trust.bankAccountsIntro':
    'બેંક ટ્રાન્સફર (NEFT, RTGS કે IMPS) માટે ફક્ત આ જ ખાતાંમાં, અમારી પાસે નોંધાયેલા તમારા પોતાના બેંક ખાતામાંથી ચુકવણી કરો.',
  'trust.checkTitle': 'ચુકવણી પહેલાં તપાસો',
  'trust.checkText':
    'સ્ટૉક બ્રોકર હોવાનો દાવો કરનાર કોઈને પણ ચુકવણી કરતાં પહેલાં તેનું UPI હૅન્ડલ કે બેંક ખાતું SEBI Check પર જુઓ. તે જણાવે છે કે તે SEBI-નોંધાયેલા મધ્યસ્થીનું છે કે નહીં.',
  'trust.checkLink': 'SEBI Check ખોલો',
  'trust.checkAddress': 'siportal.sebi.gov.in/intermediary/sebi-check (SEBIની વેબસાઇટ)',
  'trust.registrationsTitle': 'અમારી નોંધણીઓ અને સત્તાવાર માધ્યમો',
  'trust.registrationsLink': 'અમારી નોંધણીઓ અને સત્તાવાર માધ્યમો',
  'trust.registrationsIntro':
    'અમારી બધી નોંધણીઓ, અને અમારી દરેક વેબસાઇટ, ઍપ, હૅન્ડલ, નંબર અને સરનામું. કોઈ કૉલ કરનાર, ઍપ કે સોશિયલ મીડિયા ખાતા પર ભરોસો કરતાં પહેલાં તેને આ પેજ સાથે મેળવો.',
  'trust.canonical': 'આ પેજનું સરનામું, જે અમારા દરેક સોશિયલ મીડિયા હૅન્ડલ પર આપેલું છે:',
  'trust.registration': 'નોંધણી',
  'trust.number': 'નંબર',
  'trust.reportLink': 'છેતરપિંડીની જાણ કરો',

  'fraudReport.pageTitle': 'છેતરપિંડીની જાણ કરો',
  'fraudReport.pageSubtitle': 'કોઈ અમારા નામે સંપર્ક કરે છે?',
  'fraudReport.formTitle': 'અમને જણાવો કે શું થયું',
  'fraudReport.formIntro':
    'કોઈ કૉલ, સંદેશ, ઍપ, વેબસાઇટ કે સોશિયલ મીડિયા ખાતાએ અમારા નામનો ઉપયોગ કર્યો? અમને જણાવો: અમારી ફરિયાદ ટીમ તેને બંધ કરાવે છે અને બીજા રોકાણકારોને સાવધાન કરે છે. જો તમે પૈસા ગુમાવ્યા હોય, તો તરત cybercrime.gov.in પર કે 1930 પર કૉલ કરીને પણ જાણ કરો.',
  'fraudReport.formName': 'છેતરપિંડી રિપોર્ટ ફોર્મ',
  'fraudReport.submit': 'રિપોર્ટ મોકલો',
  'fraudReport.name': 'તમારું નામ',
  'fraudReport.impersonator': 'કોણે અમારા નામે સંપર્ક કર્યો',
  'fraudReport.impersonatorHelp': 'ફોન નંબર, વેબસાઇટ, ઍપ, UPI હૅન્ડલ કે સોશિયલ મીડિયા હૅન્ડલ',
  'fraudReport.details': 'શું થયું',
  'fraudReport.emailHelp': 'વૈકલ્પિક, અમારા જવાબ માટે',
} as const satisfies CatalogPart<typeof enTrust>;
