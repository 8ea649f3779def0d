// Hindi: the kiosk part (its English: enKiosk.ts).
import { COMPLAINT_DUE_DAYS } from '../../contract/desk';
import type { CatalogPart } from './en';
import type { enKiosk } from './enKiosk';

export const hiKiosk = {
  'kiosk.chooseLanguage': 'अपनी भाषा चुनें',
  'kiosk.welcome': 'स्वागत है',
  'kiosk.title': 'आज हम आपकी क्या सहायता करें?',
  'kiosk.subtitle':
    'आप जिस काम से आए हैं, उस पर टैप करें। काउंटर पर हमारे कर्मचारी भी आपकी सहायता के लिए मौजूद हैं।',
  'kiosk.tasksLabel': 'इस कियोस्क पर आप क्या कर सकते हैं',
  'kiosk.noticesLabel': 'सूचनाएँ',
  'kiosk.registerComplaint': 'शिकायत दर्ज करें',
  'kiosk.registerComplaintHint': 'बताइए क्या गड़बड़ हुई; हम 21 दिनों में समाधान करते हैं',
  'kiosk.trackComplaint': 'शिकायत की स्थिति देखें',
  'kiosk.trackComplaintHint': 'शिकायत संख्या से जानें कि आपकी शिकायत किस चरण में है',
  'kiosk.freeze': 'मेरा ट्रेडिंग खाता फ़्रीज़ करें',
  'kiosk.freezeHint': 'दुरुपयोग का संदेह है? सारी ऑनलाइन ट्रेडिंग तुरंत रोकें',
  'kiosk.withdrawal': 'फ़ंड निकासी का अनुरोध करें',
  'kiosk.withdrawalHint': 'अपने ट्रेडिंग खाते से पैसे निकालने का अनुरोध करें',
  'kiosk.feedback': 'सुझाव / प्रतिक्रिया दें',
  'kiosk.feedbackHint': 'बताइए हमारी सेवा कैसी है',
  'kiosk.contact': 'शाखा से संपर्क करें',
  'kiosk.contactHint': 'पते, फ़ोन नंबर और हमें संदेश',
  'kiosk.payTo': 'केवल हमारे खातों में भुगतान करें',
  'kiosk.payToHint': 'हमारे सत्यापित UPI हैंडल और बैंक खाते',
  'kiosk.charter': 'अपने अधिकार जानें',
  'kiosk.charterHint': 'निवेशक चार्टर: हमारी सेवाएँ और आपके अधिकार',
  'kiosk.browse': 'वेबसाइट देखें',
  'kiosk.browseHint': 'सेवाएँ, रिसर्च, समाचार और डाउनलोड',

  'kiosk.actionBar': 'कियोस्क',
  'kiosk.backToStart': 'शुरुआत पर लौटें',
  'kiosk.endSession': 'समाप्त करें और स्क्रीन साफ़ करें',
  'kiosk.branchLabel': 'शाखा कियोस्क',

  'kiosk.idleTitle': 'क्या आप अभी भी यहाँ हैं?',
  'kiosk.idleBody':
    'आपकी गोपनीयता के लिए यह स्क्रीन {seconds, plural, one {# सेकंड} other {# सेकंड}} में अगले आगंतुक के लिए साफ़ कर दी जाएगी।',
  'kiosk.idleUnit': '{seconds, plural, one {सेकंड शेष} other {सेकंड शेष}}',
  'kiosk.idleTimer': '{seconds, plural, one {# सेकंड} other {# सेकंड}} शेष',
  'kiosk.idleContinue': 'मैं अभी यहीं हूँ',
  'kiosk.idleEndNow': 'अभी साफ़ करें',

  'kiosk.keyboard': 'स्क्रीन कीबोर्ड',
  'kiosk.typingIn': '<0>{field}</0> में टाइप कर रहे हैं',
  'kiosk.keyNext': 'अगला',
  'kiosk.keyDone': 'हो गया',
  'kiosk.keySpace': 'स्पेस',
  'kiosk.keyShift': '⇧ शिफ़्ट',
  'kiosk.keySymbols': '?१२३',

  'kiosk.scanToOpen': 'अपने फ़ोन पर खोलने के लिए स्कैन करें',
  'kiosk.scanToCall': 'अपने फ़ोन से कॉल करने के लिए स्कैन करें',
  'kiosk.scanToMail': 'अपने फ़ोन से ईमेल लिखने के लिए स्कैन करें',
  'kiosk.documentAtCounter': 'हमारे फ़ॉर्म और दस्तावेज़ों की छपी प्रतियाँ काउंटर पर उपलब्ध हैं।',
  'kiosk.linkQr': '{address} का QR कोड',
  'kiosk.linkClose': 'बंद करें',
  'kiosk.tickerTitle': 'बाज़ार',
  'kiosk.tickerBody':
    'इस कियोस्क पर बाज़ार के लाइव भाव नहीं दिखाए जाते। काउंटर पर हमारे डीलर आज के भाव बता देंगे।',
  'kiosk.mapTitle': 'हम तक पहुँचें',
  'kiosk.mapBody': 'अपने फ़ोन पर रास्ता देखने के लिए स्कैन करें।',
  'kiosk.mapQr': 'QR कोड: {place} का नक्शा',

  'kiosk.printButton': 'रसीद प्रिंट करें',
  'kiosk.printing': 'प्रिंट हो रहा है…',
  'kiosk.printed': 'कृपया प्रिंटर से अपनी रसीद ले लें।',
  'kiosk.printFailed': 'प्रिंटर अभी काम नहीं कर रहा है। कृपया संख्या नोट कर लें या काउंटर पर पूछें।',
  'kiosk.scanToTrack': 'अपने फ़ोन पर शिकायत की स्थिति देखने के लिए स्कैन करें',
  'kiosk.trackQr': 'QR कोड: अपने फ़ोन पर शिकायत की स्थिति देखने के लिए स्कैन करें',
  'kiosk.receipt': 'रसीद',
  'kiosk.receiptBranch': 'शाखा',
  'kiosk.receiptTime': 'प्राप्त होने का समय',
  'kiosk.receiptNext': 'आगे क्या होगा',
  'kiosk.receiptKeep': 'यह रसीद संभालकर रखें। इसमें कोई व्यक्तिगत जानकारी नहीं है।',
  'kiosk.complaintTitle': 'शिकायत दर्ज हो गई',
  'kiosk.complaintNumber': 'शिकायत संख्या',
  'kiosk.complaintNext': `हम आपकी शिकायत का समाधान ${COMPLAINT_DUE_DAYS} कैलेंडर दिनों के भीतर करेंगे। स्थिति देखने के लिए कोड स्कैन करें, या हमारी वेबसाइट के 'सहायता / प्रश्न' पेज पर यह संख्या डालें।`,
  'kiosk.freezeTitle': 'ट्रेडिंग फ़्रीज़ का अनुरोध प्राप्त हुआ',
  'kiosk.freezeNumber': 'पावती संख्या',
  'kiosk.freezeNext':
    'सोम–शुक्र 09:00 से 15:30 IST के बीच प्राप्त अनुरोध पर आपकी ऑनलाइन ट्रेडिंग 15 मिनट के भीतर फ़्रीज़ कर दी जाती है; अन्य समय पर मिले अनुरोध पर, अगले ट्रेडिंग दिवस को 09:15 बजे बाज़ार खुलने से पहले। लंबित ऑर्डर रद्द कर दिए जाते हैं।',
  'kiosk.withdrawalTitle': 'फ़ंड निकासी का अनुरोध प्राप्त हुआ',
  'kiosk.withdrawalNumber': 'संदर्भ',
  'kiosk.withdrawalNext':
    'हमारी ऑपरेशंस टीम आपके अनुरोध की जाँच करके उस पर कार्रवाई करती है। राशि केवल आपके ट्रेडिंग खाते से जुड़े पंजीकृत बैंक खाते में ही भेजी जाती है।',
  'kiosk.feedbackTitle': 'आपकी प्रतिक्रिया प्राप्त हुई',
  'kiosk.feedbackNumber': 'संदर्भ',
  'kiosk.feedbackNext':
    'धन्यवाद। हमारी टीम हर प्रतिक्रिया पढ़ती है और आपको बेहतर सेवा देने के लिए उसका उपयोग करती है।',
} as const satisfies CatalogPart<typeof enKiosk>;
