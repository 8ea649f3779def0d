// The site data desk's calls (docs/contract.md §13c), typed from src/contract/siteDesk.ts.
import { api } from '../../../contract/api';
import type { SiteConfig, SiteOverlay } from '../../../contract/site';
import {
  siteDeskApi,
  type SectionForm,
  type SiteDeskLanguage,
  type SiteSection,
  type SiteSectionDetail,
  type SiteSectionRow,
} from '../../../contract/siteDesk';
import { get, send } from '../../../lib/api';

export const fetchSiteSections = () => get<{ data: SiteSectionRow[] }>(siteDeskApi.list);
export const fetchSiteSection = (section: SiteSection, language: SiteDeskLanguage) =>
  get<SiteSectionDetail>(siteDeskApi.section(section, language));
export const saveSiteSection = (
  section: SiteSection,
  language: SiteDeskLanguage,
  form: SectionForm,
  basedOn: number,
) => send<SiteSectionDetail>('PUT', siteDeskApi.section(section, language), { form, basedOn });
export const publishSiteSection = (
  section: SiteSection,
  language: SiteDeskLanguage,
  version: number,
) => send<SiteSectionDetail>('POST', siteDeskApi.publish(section, language), { version });
export const restoreSiteSection = (
  section: SiteSection,
  language: SiteDeskLanguage,
  version: number,
) => send<SiteSectionDetail>('POST', siteDeskApi.restore(section, language), { version });

/** What visitors see now (the preview lays the draft over it): English and the tab's language. */
export async function fetchPublicSite(language: SiteDeskLanguage) {
  const [{ data: site }, overlay] = await Promise.all([
    get<{ data: SiteConfig }>(api.site),
    language === 'en' ? undefined : get<{ data: SiteOverlay }>(api.siteOverlay(language)),
  ]);
  return { site, overlay: overlay?.data };
}
