// हिन्दी: the trust pages' words (enTrust.ts).
import type { CatalogPart } from './en';
import type { enTrust } from './enTrust';

export const hiTrust = {
  'trust.subtitle': 'निवेशक सुरक्षा',
  'trust.payTitle': 'केवल हमारे सत्यापित खातों में भुगतान करें',
  'trust.payLink': 'हमें भुगतान कर रहे हैं? केवल हमारे सत्यापित खाते इस्तेमाल करें',
  'trust.validated': 'सत्यापित',
  'trust.validatedMark': 'सत्यापित UPI हैंडल',
  'trust.payee': 'प्राप्तकर्ता',
  'trust.bank': 'बैंक',
  'trust.qrLabel': '{handle} को भुगतान का QR कोड',
  'trust.bankAccountsTitle': 'हमारे क्लाइंट बैंक खाते',
  'trust.bankAccountsIntro':
    'बैंक ट्रांसफ़र (NEFT, RTGS या IMPS) के लिए केवल इन्हीं खातों में, हमारे पास पंजीकृत अपने बैंक खाते से भुगतान करें।',
  'trust.checkTitle': 'भुगतान से पहले जाँचें',
  'trust.checkText':
    'स्टॉक ब्रोकर होने का दावा करने वाले किसी को भी भुगतान करने से पहले उसका UPI हैंडल या बैंक खाता SEBI Check पर देखें। यह बताता है कि वह किसी SEBI-पंजीकृत मध्यस्थ का है या नहीं।',
  'trust.checkLink': 'SEBI Check खोलें',
  'trust.checkAddress': 'siportal.sebi.gov.in/intermediary/sebi-check (SEBI की वेबसाइट)',
  'trust.registrationsTitle': 'हमारे पंजीकरण और आधिकारिक माध्यम',
  'trust.registrationsLink': 'हमारे पंजीकरण और आधिकारिक माध्यम',
  'trust.registrationsIntro':
    'हमारे सभी पंजीकरण, और हमारी हर वेबसाइट, ऐप, हैंडल, नंबर और पता। किसी कॉल करने वाले, ऐप या सोशल मीडिया खाते पर भरोसा करने से पहले उसे इस पेज से मिलाएँ।',
  'trust.canonical': 'इस पेज का पता, जो हमारे हर सोशल मीडिया हैंडल पर दिया गया है:',
  'trust.registration': 'पंजीकरण',
  'trust.number': 'संख्या',
  'trust.reportLink': 'धोखाधड़ी की रिपोर्ट करें',

  'fraudReport.pageTitle': 'धोखाधड़ी की रिपोर्ट करें',
  'fraudReport.pageSubtitle': 'कोई हमारे नाम से संपर्क कर रहा है?',
  'fraudReport.formTitle': 'हमें बताएँ कि क्या हुआ',
  'fraudReport.formIntro':
    'किसी कॉल, संदेश, ऐप, वेबसाइट या सोशल मीडिया खाते ने हमारे नाम का इस्तेमाल किया? हमें बताएँ: हमारी शिकायत टीम उसे बंद करवाती है और दूसरे निवेशकों को सावधान करती है। अगर आपके पैसे गए हैं, तो तुरंत cybercrime.gov.in पर या 1930 पर कॉल करके भी रिपोर्ट करें।',
  'fraudReport.formName': 'धोखाधड़ी रिपोर्ट फ़ॉर्म',
  'fraudReport.submit': 'रिपोर्ट भेजें',
  'fraudReport.name': 'आपका नाम',
  'fraudReport.impersonator': 'किसने हमारे नाम से संपर्क किया',
  'fraudReport.impersonatorHelp': 'फ़ोन नंबर, वेबसाइट, ऐप, UPI हैंडल या सोशल मीडिया हैंडल',
  'fraudReport.details': 'क्या हुआ',
  'fraudReport.emailHelp': 'वैकल्पिक, हमारे उत्तर के लिए',
} as const satisfies CatalogPart<typeof enTrust>;
