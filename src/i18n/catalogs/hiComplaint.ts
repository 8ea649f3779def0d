// Hindi: the complaint part (its English: enComplaint.ts).
import type { CatalogPart } from './en';
import type { enComplaint } from './enComplaint';

export const hiComplaint = {
  'complaint.pageTitle': 'सहायता / प्रश्न',
  'complaint.pageSubtitle': 'शिकायत दर्ज करें या भेजी गई शिकायत की स्थिति देखें',
  'complaint.formTitle': 'शिकायत दर्ज करें',
  'complaint.receiptLabel': 'शिकायत दर्ज हुई',
  'complaint.receiptTitle': 'आपकी शिकायत दर्ज हो गई है।',
  'complaint.receiptNumber': 'आपकी शिकायत संख्या',
  'complaint.receiptKeep':
    'कृपया इसे लिख लें या कॉपी कर लें: अपनी शिकायत की स्थिति देखने के लिए आपको इसकी ज़रूरत होगी।',
  'complaint.receiptKeepKiosk':
    'रसीद प्रिंट करें या कोड स्कैन करें: अपनी शिकायत की स्थिति देखने के लिए आपको यह संख्या चाहिए होगी।',
  'complaint.copy': 'संख्या कॉपी करें',
  'complaint.copied': 'कॉपी हो गई',
  'complaint.copiedNote': 'शिकायत संख्या कॉपी हो गई',
  'complaint.checkStatus': 'इसकी स्थिति देखें',
  'complaint.formIntro':
    'बताइए क्या गड़बड़ हुई। हम हर शिकायत की पावती देते हैं और उसका समाधान 21 कैलेंडर दिनों के भीतर करते हैं (फ़रवरी 2025 के SEBI निवेशक चार्टर के अनुसार)।',
  'complaint.alreadyRegistered': 'शिकायत पहले ही दर्ज कर चुके हैं? <0>उसकी स्थिति देखें</0>',
  'complaint.howWeAreDoing': 'हमारा काम कैसा चल रहा है: <0>हर महीने मिली, सुलझाई गई और लंबित शिकायतें</0>',
  'complaint.formName': 'शिकायत फ़ॉर्म',
  'complaint.submit': 'शिकायत भेजें',
  'complaint.firstName': 'पहला नाम',
  'complaint.lastName': 'उपनाम',
  'complaint.nameHelp': 'केवल अक्षर, {min}–{max} अक्षर',
  'complaint.department': 'विभाग',
  'complaint.departmentHelp': 'शिकायत किस विभाग से संबंधित है',
  'complaint.deptBackOffice': 'बैक ऑफिस',
  'complaint.deptDp': 'डीपी (डीमैट खाता)',
  'complaint.deptIt': 'आईटी (वेबसाइट, ट्रेडिंग ऐप)',
  'complaint.deptAllOthers': 'अन्य सभी',
  'complaint.address': 'पता',
  'complaint.addressHelp': '{min}–{max} अक्षर',
  'complaint.yourComplaint': 'आपकी शिकायत',
  'complaint.complaintHelp':
    'बताइए क्या हुआ, तारीख़ों और राशियों के साथ यदि कोई हों (कम से कम {min} अक्षर)।',
  'lookup.title': 'अपनी शिकायत की स्थिति देखें',
  'lookup.intro': 'आपको मिली शिकायत संख्या डालें और देखें कि आपकी शिकायत किस चरण में है।',
  'lookup.formName': 'शिकायत की स्थिति की जाँच',
  'lookup.number': 'शिकायत संख्या',
  'lookup.numberHelp': 'यह संख्या शिकायत दर्ज करते समय दिखाई गई पुष्टि में दी गई है।',
  'lookup.numberRequired': 'कृपया अपनी शिकायत संख्या डालें',
  'lookup.checking': 'जाँच हो रही है…',
  'lookup.check': 'स्थिति देखें',
  'lookup.status': 'स्थिति: {status}',
  'lookup.notFound': 'इस संख्या की कोई शिकायत नहीं मिली। कृपया संख्या जाँचकर फिर से प्रयास करें।',
  'lookup.statusOpen': 'खुली',
  'lookup.statusInProcess': 'प्रक्रिया में',
  'lookup.statusClosed': 'बंद',
  'lookup.alertOpen': 'प्रिय {name}, आपकी शिकायत {number} अभी खुली है। हम जल्द ही इस पर काम शुरू करेंगे।',
  'lookup.alertInProcess': 'प्रिय {name}, आपकी शिकायत {number} पर अभी कार्रवाई चल रही है।',
  'lookup.alertClosed': 'प्रिय {name}, आपकी शिकायत {number} बंद कर दी गई है।',
  'lookup.statusOdr': 'ODR में भेजी गई',
  'lookup.alertOdr':
    'प्रिय {name}, आपके अनुरोध पर आपकी शिकायत {number} सेबी के ऑनलाइन विवाद समाधान (SMART ODR) पोर्टल पर चली गई है। उसका सुलह वहीं चलेगा, और हम उसमें भाग लेते हैं।',
} as const satisfies CatalogPart<typeof enComplaint>;
