// The site data desk's small rules for the screens (docs/contract.md §13c): how each language's
// tab is named, and the site data with a draft laid in (what the preview draws).
import { mergeSite, type SiteConfig, type SiteOverlay } from '../../../contract/site';
import {
  sectionFromForm,
  sectionValue,
  withSection,
  type SectionForm,
  type SiteDeskLanguage,
  type SiteSection,
} from '../../../contract/siteDesk';

export const LANGUAGE_NAMES: Record<SiteDeskLanguage, { tab: string; lang: string }> = {
  en: { tab: 'English', lang: 'en-IN' },
  hi: { tab: 'हिन्दी (Hindi)', lang: 'hi' },
  gu: { tab: 'ગુજરાતી (Gujarati)', lang: 'gu' },
};

/** The site data as visitors of `language` would read it with `form` published. */
export function siteWithDraft(
  section: SiteSection,
  language: SiteDeskLanguage,
  form: SectionForm,
  site: SiteConfig,
  overlay: SiteOverlay | undefined,
): SiteConfig {
  if (language === 'en') {
    return withSection(
      site,
      section,
      sectionFromForm(section, 'en', form, sectionValue(site, section)),
    );
  }
  const part = sectionFromForm(section, language, form, sectionValue(overlay, section));
  return mergeSite(site, withSection(overlay ?? {}, section, part));
}
