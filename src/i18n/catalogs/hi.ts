// हिन्दी: the Hindi catalogue (docs/architecture.md §9). Terms investors know stay as they know them
// (डीमैट खाता, PAN, ईमेल); a missing or extra key fails `tsc -b`.
import type { Catalog } from './en';
import { hiComplaint } from './hiComplaint';
import { hiSiteData } from './hiSiteData';
import { hiValidation } from './hiValidation';

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

  'form.requiredNote': '<0>*</0> चिह्न वाले क्षेत्र भरना अनिवार्य है।',
  'form.email': 'ईमेल पता',
  'form.phone': 'मोबाइल नंबर',
  'form.phoneHelp': '{digits} अंकों का मोबाइल नंबर, +91 या 0 के बिना',

  ...hiComplaint,
  ...hiSiteData,
  ...hiValidation,
} as const satisfies Catalog;
