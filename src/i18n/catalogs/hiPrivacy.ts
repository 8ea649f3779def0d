// Hindi: the privacy notice's part (its English: enPrivacy.ts).
import type { CatalogPart } from './en';
import type { enPrivacy } from './enPrivacy';

export const hiPrivacy = {
  'privacy.collected': 'हम {purpose} के लिए {collects} लेते हैं।',
  'privacy.kept': 'अनुरोध बंद होने के बाद हम इसे {years, plural, one {# वर्ष} other {# वर्ष}} तक रखते हैं।',
  'privacy.officer': 'डेटा शिकायत अधिकारी: {officer}।',
  'privacy.rights':
    'आप अपने डेटा की प्रति पाने, उसे सुधारने या मिटाने, शिकायत करने, या अपनी ओर से काम करने के लिए किसी को नामित करने का अनुरोध कर सकते हैं।',
  'privacy.fullNotice': 'पूरी गोपनीयता सूचना',
  'privacy.complaintCollects': 'आपका नाम, ई-मेल, मोबाइल नंबर, पता और आपका लिखा विवरण',
  'privacy.complaintPurpose':
    'आपकी शिकायत दर्ज करने, जाँचने, उसका उत्तर देने और SEBI व एक्सचेंजों को रिपोर्ट करने',
  'privacy.freezeCollects': 'आपका क्लाइंट कोड, पंजीकृत ई-मेल और मोबाइल नंबर',
  'privacy.freezePurpose':
    'आपकी ऑनलाइन ट्रेडिंग तुरंत फ़्रीज़ करने, आपको पुष्टि भेजने और SEBI द्वारा अपेक्षित रिकॉर्ड रखने',
  'privacy.withdrawalCollects': 'आपका क्लाइंट कोड, नाम, ई-मेल, मोबाइल नंबर और PAN',
  'privacy.withdrawalPurpose': 'आपके फ़ंड निकासी अनुरोध की जाँच करने और राशि आपके पंजीकृत बैंक खाते में भेजने',
  'privacy.feedbackCollects': 'आपका नाम, ई-मेल, मोबाइल नंबर, पता और आपका लिखा विवरण',
  'privacy.feedbackPurpose': 'आपकी प्रतिक्रिया पढ़ने और आपको उत्तर देने',
  'privacy.contactMessageCollects': 'आपका नाम, ई-मेल, फ़ोन नंबर और आपका संदेश',
  'privacy.contactMessagePurpose': 'आपके संदेश का उत्तर देने',
  'privacy.barrierReportCollects': 'आपका नाम, ई-मेल या मोबाइल नंबर, बाधा क्या थी और आपको वह कहाँ मिली',
  'privacy.barrierReportPurpose': 'बाधा दूर करने और आपको बताने कि हमने क्या किया',
  'privacy.fraudReportCollects':
    'आपका नाम, ई-मेल या मोबाइल नंबर, और हमारे नाम से धोखा देने वाले के बारे में आपकी दी जानकारी',
  'privacy.fraudReportPurpose':
    'रिपोर्ट की जाँच करने, दूसरे निवेशकों को सावधान करने और SEBI, एक्सचेंजों व पुलिस को सूचना देने',
  'privacy.dataRequestCollects':
    'आपका नाम, वह ई-मेल पता या मोबाइल नंबर जिस पर हम कोड भेजते हैं, दिया हो तो आपका PAN, और आपका अनुरोध',
  'privacy.dataRequestPurpose': 'आपकी पहचान की पुष्टि करने और आपके व्यक्तिगत डेटा संबंधी अनुरोध का उत्तर देने',
} as const satisfies CatalogPart<typeof enPrivacy>;
