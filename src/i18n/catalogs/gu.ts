// ગુજરાતી: the Gujarati catalogue (docs/architecture.md §9). Terms investors know stay as they know
// them (ડીમેટ ખાતું, PAN, ઈમેલ); a missing or extra key fails `tsc -b`.
import type { Catalog } from './en';
import { guComplaint } from './guComplaint';
import { guSiteData } from './guSiteData';
import { guPages } from './guPages';
import { guRegulatory } from './guRegulatory';
import { guNews } from './guNews';
import { guDownloads } from './guDownloads';
import { guGallery } from './guGallery';
import { guInvestor } from './guInvestor';
import { guDisclosures } from './guDisclosures';
import { guForms } from './guForms';
import { guPrivacy } from './guPrivacy';
import { guValidation } from './guValidation';
import { guKiosk } from './guKiosk';
import { guFunds } from './guFunds';
import { guTrust } from './guTrust';
import { guVoice } from './guVoice';
import { guDataRequest } from './guDataRequest';

export const gu = {
  'language.label': 'ભાષા',

  'layout.contactUs': 'સંપર્ક કરો',
  'layout.quickAccess': 'ઝડપી લિંક',
  'layout.menu': 'મેનુ',
  'layout.openMenu': 'મેનુ ખોલો',
  'layout.closeMenu': 'મેનુ બંધ કરો',
  'layout.mainMenu': 'મુખ્ય મેનુ',
  'layout.main': 'મુખ્ય',
  'layout.contactDetails': 'સંપર્ક વિગતો',
  'layout.quickLinks': 'ઝડપી લિંક',
  'layout.otherLinks': 'અન્ય લિંક',
  'layout.usefulLinks': 'ઉપયોગી લિંક',
  'layout.exchangesNav': 'એક્સચેન્જ અને નિયમનકારો',
  'layout.exchanges': 'એક્સચેન્જ અને નિયમનકારો',
  'layout.followUs': 'અમારી સાથે જોડાઓ',
  'layout.getApp': 'અમારી ટ્રેડિંગ ઍપ મેળવો',

  'frame.skipToMain': 'મુખ્ય સામગ્રી પર જાઓ',
  'frame.loading': 'લોડ થઈ રહ્યું છે…',
  'frame.loadingPage': 'પેજ લોડ થઈ રહ્યું છે',
  'frame.listLoading': 'લોડ થઈ રહ્યું છે, કૃપા કરી રાહ જુઓ…',
  'frame.listFailed': 'આ યાદી લોડ થઈ શકી નથી. કૃપા કરી તમારું કનેક્શન તપાસો અને ફરી પ્રયાસ કરો.',
  'frame.newTab': '(નવા ટૅબમાં ખૂલે છે)',
  'frame.homePage': 'હોમ પેજ પર જાઓ',
  'frame.errorTitle': 'કંઈક ખોટું થયું',
  'frame.errorText':
    'આ પેજ બતાવી શકાયું નથી. કૃપા કરી હોમ પેજ પર પાછા જઈ ફરી પ્રયાસ કરો; સમસ્યા ચાલુ રહે તો અમારા સહાય ડેસ્કનો સંપર્ક કરો.',
  'frame.unavailable': 'સેવા હાલ પૂરતી ઉપલબ્ધ નથી — કૃપા કરી ફરી પ્રયાસ કરો',
  'frame.unavailableText': 'અત્યારે સાઇટ લોડ થઈ શકી નથી. તમારાં ખાતાં અને ઑર્ડરને તેની કોઈ અસર થઈ નથી.',
  'frame.retry': 'ફરી પ્રયાસ કરો',

  'home.onlineServices': 'ઑનલાઇન સેવાઓ',
  'home.announcement': 'જાહેરાત',
  'home.closeAnnouncement': 'જાહેરાત બંધ કરો',
  'home.investorNotices': 'રોકાણકાર સૂચનાઓ',
  'home.notices': 'સૂચનાઓ',
  'home.playNotices': 'સૂચનાઓ ચલાવો',
  'home.pauseNotices': 'સૂચનાઓ અટકાવો',
  'home.highlights': 'મુખ્ય ઝલક',
  'home.slide': '{count}માંથી {n}',
  'home.showSlide': '{count}માંથી સ્લાઇડ {n} બતાવો',
  'home.previousSlide': 'પાછલી સ્લાઇડ',
  'home.nextSlide': 'આગલી સ્લાઇડ',
  'home.playSlides': 'સ્લાઇડ શો ચલાવો',
  'home.pauseSlides': 'સ્લાઇડ શો અટકાવો',
  'home.latestNews': 'તાજા સમાચાર',
  'home.allNews': 'બધા સમાચાર જુઓ',
  'news.empty': 'હજી કોઈ સમાચાર નથી.',
  'news.readMore': 'વધુ વાંચો →',

  ...guComplaint,
  ...guSiteData,
  ...guPages,
  ...guRegulatory,
  ...guNews,
  ...guDownloads,
  ...guGallery,
  ...guInvestor,
  ...guDisclosures,
  ...guForms,
  ...guPrivacy,
  ...guValidation,
  ...guKiosk,
  ...guFunds,
  ...guTrust,
  ...guVoice,
  ...guDataRequest,
} as const satisfies Catalog;
