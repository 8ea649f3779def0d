// हिन्दी: the Hindi catalogue (docs/architecture.md §9). Terms investors know stay as they know them
// (डीमैट खाता, PAN, ईमेल); a missing or extra key fails `tsc -b`.
import type { Catalog } from './en';
import { hiComplaint } from './hiComplaint';
import { hiSiteData } from './hiSiteData';
import { hiPages } from './hiPages';
import { hiRegulatory } from './hiRegulatory';
import { hiNews } from './hiNews';
import { hiDownloads } from './hiDownloads';
import { hiGallery } from './hiGallery';
import { hiInvestor } from './hiInvestor';
import { hiDisclosures } from './hiDisclosures';
import { hiForms } from './hiForms';
import { hiPrivacy } from './hiPrivacy';
import { hiValidation } from './hiValidation';
import { hiKiosk } from './hiKiosk';
import { hiFunds } from './hiFunds';
import { hiTrust } from './hiTrust';
import { hiVoice } from './hiVoice';
import { hiDataRequest } from './hiDataRequest';

export const hi = {
  'language.label': 'भाषा',

  'layout.contactUs': 'संपर्क करें',
  'layout.quickAccess': 'त्वरित लिंक',
  'layout.menu': 'मेन्यू',
  'layout.openMenu': 'मेन्यू खोलें',
  'layout.closeMenu': 'मेन्यू बंद करें',
  'layout.mainMenu': 'मुख्य मेन्यू',
  'layout.main': 'मुख्य',
  'layout.contactDetails': 'संपर्क विवरण',
  'layout.quickLinks': 'त्वरित लिंक',
  'layout.otherLinks': 'अन्य लिंक',
  'layout.usefulLinks': 'उपयोगी लिंक',
  'layout.exchangesNav': 'एक्सचेंज और नियामक',
  'layout.exchanges': 'एक्सचेंज और नियामक',
  'layout.followUs': 'हमसे जुड़ें',
  'layout.getApp': 'हमारा ट्रेडिंग ऐप पाएँ',

  'frame.skipToMain': 'मुख्य सामग्री पर जाएँ',
  'frame.loading': 'लोड हो रहा है…',
  'frame.loadingPage': 'पेज लोड हो रहा है',
  'frame.listLoading': 'लोड हो रहा है, कृपया प्रतीक्षा करें…',
  'frame.listFailed': 'यह सूची लोड नहीं हो सकी। कृपया अपना कनेक्शन जाँचें और फिर से प्रयास करें।',
  'frame.newTab': '(नए टैब में खुलता है)',
  'frame.homePage': 'होम पेज पर जाएँ',
  'frame.errorTitle': 'कुछ गड़बड़ हो गई',
  'frame.errorText':
    'यह पेज दिखाया नहीं जा सका। कृपया होम पेज पर लौटकर फिर से प्रयास करें; समस्या बनी रहे तो हमारे सहायता डेस्क से संपर्क करें।',
  'frame.unavailable': 'सेवा अस्थायी रूप से उपलब्ध नहीं है — कृपया फिर से प्रयास करें',
  'frame.unavailableText': 'अभी साइट लोड नहीं हो सकी। आपके खाते और ऑर्डर इससे प्रभावित नहीं हैं।',
  'frame.retry': 'फिर से प्रयास करें',

  'home.onlineServices': 'ऑनलाइन सेवाएँ',
  'home.announcement': 'घोषणा',
  'home.closeAnnouncement': 'घोषणा बंद करें',
  'home.investorNotices': 'निवेशक सूचनाएँ',
  'home.notices': 'सूचनाएँ',
  'home.playNotices': 'सूचनाएँ चलाएँ',
  'home.pauseNotices': 'सूचनाएँ रोकें',
  'home.highlights': 'मुख्य झलकियाँ',
  'home.slide': '{count} में से {n}',
  'home.showSlide': '{count} में से स्लाइड {n} दिखाएँ',
  'home.previousSlide': 'पिछली स्लाइड',
  'home.nextSlide': 'अगली स्लाइड',
  'home.playSlides': 'स्लाइड शो चलाएँ',
  'home.pauseSlides': 'स्लाइड शो रोकें',
  'home.latestNews': 'ताज़ा समाचार',
  'home.allNews': 'सभी समाचार देखें',
  'news.empty': 'अभी कोई समाचार नहीं है।',
  'news.readMore': 'और पढ़ें →',

  ...hiComplaint,
  ...hiSiteData,
  ...hiPages,
  ...hiRegulatory,
  ...hiNews,
  ...hiDownloads,
  ...hiGallery,
  ...hiInvestor,
  ...hiDisclosures,
  ...hiForms,
  ...hiPrivacy,
  ...hiValidation,
  ...hiKiosk,
  ...hiFunds,
  ...hiTrust,
  ...hiVoice,
  ...hiDataRequest,
} as const satisfies Catalog;
