// ગુજરાતી: the Gujarati catalogue (docs/architecture.md §9). Terms investors know stay as they know
// them (ડીમેટ ખાતું, PAN, ઈમેલ); a missing or extra key fails `tsc -b`.
import type { Catalog } from './en';
import { guComplaint } from './guComplaint';
import { guSiteData } from './guSiteData';
import { guValidation } from './guValidation';

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

  'form.requiredNote': '<0>*</0> ચિહ્નવાળાં ખાનાં ભરવાં ફરજિયાત છે.',
  'form.email': 'ઈમેલ સરનામું',
  'form.phone': 'મોબાઇલ નંબર',
  'form.phoneHelp': '{digits} અંકનો મોબાઇલ નંબર, +91 કે 0 વગર',

  ...guComplaint,
  ...guSiteData,
  ...guValidation,
} as const satisfies Catalog;
