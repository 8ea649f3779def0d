// Pages that note every uncaught error (`pageerror`) as they load and live on (issue 38): the
// sweep of every public route (src/app/pageErrors.e2e.test.ts) and the accessibility sweep of the
// page family (src/features/errors/pages-a11y.e2e.test.ts) share them, so a route both check is
// loaded once, not twice.
import type { BrowserContextOptions, Page } from 'playwright-core';
import { paths } from '../../src/contract/routes';
import { appDrawn, installClock, openPage, VIEWPORTS } from './browser';
import { app, browser } from './fixture';

/** Longer than any wait of the dialogs' helpers (1 s), which once threw after it. */
export const PAST_DIALOG_WAITS_MS = 2_000;

export interface Watched {
  page: Page;
  /** Every uncaught error so far, with the address it was thrown on. */
  errors: string[];
}

/** A page with its clock installed, noting every uncaught error with its address. */
export async function watchedPage(
  options: BrowserContextOptions = VIEWPORTS.desktop,
): Promise<Watched> {
  const page = await openPage(browser, app.baseUrl, options);
  page.setDefaultNavigationTimeout(30_000);
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`${page.url()}: ${err.message}`));
  await installClock(page);
  return { page, errors };
}

/** Loads `path` until the app has taken it over. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await appDrawn(page);
  await page.getByRole('main').waitFor();
}

/** Keeps the page on past every dialog helper's wait (its clock moved on, not waited out). */
export const livePastDialogWaits = (page: Page): Promise<void> =>
  page.clock.runFor(PAST_DIALOG_WAITS_MS);

/**
 * The page family's routes (content, news, gallery, downloads, mutual funds, investor information,
 * 404), each with a selector that is there once the page has its content: the accessibility sweep
 * loads each at desktop width on a watched page, and the sweep of every route leaves them to it.
 */
export const PAGE_FAMILY: [string, string][] = [
  [paths.cms('equity'), 'article .rich-text'],
  [paths.cms('no-such-page'), 'main h2'],
  [paths.stockMarket, 'main table'],
  [paths.premiumClient, 'main h3'],
  [paths.companyProfile, '#who-we-are'],
  [paths.about, 'main dl'],
  [paths.contentTest, 'main nav'],
  [paths.dailyTips, 'main nav'],
  [paths.researchReport, 'main nav'],
  [paths.allNews, 'main article'],
  [paths.news, '#news-title'],
  [paths.gallery, 'main li a'],
  [paths.galleryDetails, 'main a[href="/gallery"]'],
  [paths.downloads, 'main table'],
  [paths.mutualFundDetails, 'main form'],
  [paths.investorCharter, 'main table'],
  [paths.dosAndDonts, 'main table'],
  [paths.investorRights, 'main table'],
  [paths.investorResponsibilities, 'main table'],
  [paths.codeOfConductDepositories, 'main table'],
  [paths.codeOfConductParticipant, 'main table'],
  ['/no/such/page', 'nav[aria-label="Site sections"]'],
];
