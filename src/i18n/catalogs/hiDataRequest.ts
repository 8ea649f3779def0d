import type { CatalogPart } from './en';
import type { enDataRequest } from './enDataRequest';

// The personal data request page in Hindi (docs/contract.md §7c).
export const hiDataRequest = {
  'dataRequest.pageTitle': 'आपका व्यक्तिगत डेटा',
  'dataRequest.formTitle': 'अपने व्यक्तिगत डेटा के बारे में अनुरोध करें',
  'dataRequest.formIntro':
    'डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम 2023 के अंतर्गत आप हमारे पास रखे अपने व्यक्तिगत डेटा की प्रति माँग सकते हैं, उसे सुधरवा या मिटवा सकते हैं, या दी गई सहमति वापस ले सकते हैं। यह आप ही हैं, इसकी पुष्टि के लिए हम आपके ई-मेल पते पर (या ई-मेल न होने पर आपके मोबाइल नंबर पर) एक वन-टाइम कोड भेजते हैं, और 90 दिनों के भीतर उत्तर देते हैं। जिन रिकॉर्ड को कानून के अनुसार रखना आवश्यक है, वे उनकी अवधि पूरी होने पर मिटाए जाते हैं: हम आपको बताते हैं कि कौन-से और कब।',
  'dataRequest.formName': 'व्यक्तिगत डेटा अनुरोध फ़ॉर्म',
  'dataRequest.submit': 'अनुरोध भेजें',
  'dataRequest.right': 'आप क्या चाहते हैं?',
  'dataRequest.rightPlaceholder': 'एक चुनें',
  'dataRequest.rightAccess': 'मेरे डेटा की प्रति',
  'dataRequest.rightCorrection': 'मेरा डेटा सुधारें',
  'dataRequest.rightErasure': 'मेरा डेटा मिटाएँ',
  'dataRequest.rightWithdrawal': 'मेरी सहमति वापस लें',
  'dataRequest.name': 'आपका नाम',
  'dataRequest.contactHelp':
    'हम कोड आपके ई-मेल पते पर भेजते हैं, या ई-मेल पता न देने पर आपके मोबाइल नंबर पर। हम उसी पते से आपके रिकॉर्ड खोजते हैं।',
  'dataRequest.pan': 'PAN (वैकल्पिक)',
  'dataRequest.panHelp': 'PAN देने पर, किसी दूसरे PAN वाला रिकॉर्ड शामिल नहीं किया जाता',
  'dataRequest.details': 'विवरण',
  'dataRequest.detailsHelp': 'सुधार के लिए: क्या गलत है और क्या होना चाहिए',
  'dataRequest.sendCode': 'मुझे कोड भेजें',
  'dataRequest.sending': 'भेजा जा रहा है…',
  'dataRequest.code': 'वन-टाइम कोड',
  'dataRequest.codeHelp': 'हमारे भेजे 6 अंक, 10 मिनट तक मान्य',
  'dataRequest.tooManyCodes': 'इस पते पर बहुत अधिक कोड भेजे जा चुके हैं। कृपया एक घंटा रुककर फिर से माँगें।',
} as const satisfies CatalogPart<typeof enDataRequest>;
