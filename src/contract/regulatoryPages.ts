// Which content pages are regulatory, and when their review is due (docs/contract.md §13i). The
// pages kind declares this rule (CONTENT_KINDS.pages.regulatory, contentDesk.ts); it lives in its
// own small module because the public page reads it too, and contentDesk.ts brings yup along
// (docs/performance.md, the first visit's budget).
import type { ContentPage } from './entities';

/**
 * The rule: a page is regulatory when it is in one of these menus (every investor charter), or
 * when an editor marks it so (`regulatory`: the grievance redressal, freeze, privacy and
 * accessibility pages, the PMS disclosure, the KYC and investor advisories). A regulatory page
 * carries the day it was last reviewed and may name the circulars it rests on; visitors see both,
 * and the desk flags it once its review is more than `reviewEveryYears` old.
 */
export const REGULATORY_PAGES = {
  groups: ['Investor Charter'] as readonly string[],
  reviewEveryYears: 1,
};

type RegulatoryFields = Pick<ContentPage, 'group' | 'regulatory' | 'lastReviewed'>;

export const isRegulatoryPage = (page: Partial<RegulatoryFields>): boolean =>
  page.regulatory === true || REGULATORY_PAGES.groups.includes(page.group ?? '');

/**
 * Whether a regulatory page's review is due on `today` (`YYYY-MM-DD`, India): never reviewed, or
 * last reviewed more than a year before (reviewed on 30 November 2025, it is due from 1 December
 * 2026). Other pages are never due.
 */
export function reviewDue(page: Partial<RegulatoryFields>, today: string): boolean {
  if (!isRegulatoryPage(page)) return false;
  const last = page.lastReviewed;
  if (!last || !/^\d{4}-\d{2}-\d{2}$/.test(last)) return true;
  const anniversary = `${Number(last.slice(0, 4)) + REGULATORY_PAGES.reviewEveryYears}${last.slice(4)}`;
  // Days as YYYY-MM-DD compare as text; 29 February's anniversary, 02-29 of a common year, is
  // passed on 1 March.
  return today > anniversary;
}

/**
 * Where a source circular's link may point: the regulator's site, the exchanges' and the
 * depositories' (and their subdomains), over https.
 */
export const CIRCULAR_HOSTS: readonly string[] = [
  'sebi.gov.in',
  'nseindia.com',
  'bseindia.com',
  'mcxindia.com',
  'cdslindia.com',
  'nsdl.co.in',
];

export function isCircularHref(href: string): boolean {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  return (
    url.protocol === 'https:' &&
    !url.username &&
    !url.password &&
    CIRCULAR_HOSTS.some((allowed) => host === allowed || host.endsWith(`.${allowed}`))
  );
}
