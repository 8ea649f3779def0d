// The English catalogue of the first visit: the frame's interface strings, keyed by feature
// (docs/architecture.md §9); ICU messages. Screens further in bring their own English part
// (enComplaint.ts), and the server's messages are in enValidation.ts; Hindi and Gujarati hold all.
import { msg } from '../../contract/messages';
import type { allEnglish } from '../allEnglish';

export const en = {
  'language.label': 'Language',

  'layout.contactUs': 'Contact us',
  'layout.quickAccess': 'Quick access',
  'layout.menu': 'Menu',
  'layout.openMenu': 'Open menu',
  'layout.closeMenu': 'Close menu',
  'layout.mainMenu': 'Main menu',
  'layout.main': 'Main',
  'layout.contactDetails': 'Contact details',
  'layout.quickLinks': 'Quick Link',
  'layout.otherLinks': 'Other Links',
  'layout.usefulLinks': 'Useful Links',
  'layout.exchangesNav': 'Exchanges and regulators',
  'layout.exchanges': 'Exchanges & regulators',
  'layout.followUs': 'Follow us',
  'layout.getApp': 'Get our trading app',

  'frame.skipToMain': 'Skip to main content',
  'frame.loading': 'Loading…',
  'frame.loadingPage': 'Loading page',
  'frame.listLoading': msg.listLoading,
  'frame.listFailed': msg.listLoadFailed,
  'frame.newTab': '(opens in a new tab)',
  'frame.homePage': 'Go to the home page',
  'frame.errorTitle': 'Something went wrong',
  'frame.errorText':
    'This page could not be shown. Please go back to the home page and try again; if the problem continues, contact our support desk.',
  'frame.unavailable': msg.siteUnavailable,
  'frame.unavailableText':
    'We could not load the site just now. Your accounts and orders are not affected.',
  'frame.retry': 'Retry',

  'home.onlineServices': 'Online services',
  'home.announcement': 'Announcement',
  'home.closeAnnouncement': 'Close announcement',
  'home.investorNotices': 'Investor notices',
  'home.notices': 'Notices',
  'home.playNotices': 'Play notices',
  'home.pauseNotices': 'Pause notices',
  'home.highlights': 'Highlights',
  'home.slide': '{n} of {count}',
  'home.showSlide': 'Show slide {n} of {count}',
  'home.previousSlide': 'Previous slide',
  'home.nextSlide': 'Next slide',
  'home.playSlides': 'Play slideshow',
  'home.pauseSlides': 'Pause slideshow',
  'home.latestNews': 'Latest News',
  'home.allNews': 'View all news',
  'news.empty': 'No news yet.',
  'news.readMore': 'Read more →',
} as const;

/**
 * Every key of every language: the interface's and the validation messages'. The browser needs
 * English validation messages from no catalogue (they are the schemas' own), so those live apart
 * and stay off the English first visit.
 */
export type MessageKey = keyof typeof allEnglish;
/** A translated catalogue: every English key, no other (a missing one fails `tsc -b`). */
export type Catalog = Record<MessageKey, string>;
/**
 * A translated part of a catalogue: every key of its English part (`en<Part>.ts`), no other. Each
 * area of the interface keeps its messages in parts of its own (`en<Part>`, `hi<Part>`,
 * `gu<Part>`), which `hi.ts` and `gu.ts` spread and the area's screens register in English.
 */
export type CatalogPart<English> = Record<keyof English, string>;
