// The English catalogue of the first visit: the frame's interface strings, keyed by feature
// (docs/architecture.md §9); ICU messages. Screens further in bring their own English part
// (enComplaint.ts), and the server's messages are in enValidation.ts; Hindi and Gujarati hold all.
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
