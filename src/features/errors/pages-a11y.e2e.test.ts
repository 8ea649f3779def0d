// axe on every route of the page family (content, news, gallery, downloads, mutual funds,
// investor information, 404), at phone and desktop widths, in one browser to keep the run short.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../contract/routes';
import {
  appDrawn,
  openPage,
  seriousAxeViolations,
  VIEWPORTS,
} from '../../../tests/support/browser';
import { app, browser, setUpE2e } from '../../../tests/support/fixture';

/** Route and a selector that is there once the page has its content. */
const ROUTES: [string, string][] = [
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

const pages: Partial<Record<'phone' | 'desktop', Page>> = {};

setUpE2e();
beforeAll(async () => {
  pages.phone = await openPage(browser, app.baseUrl, VIEWPORTS.phone);
  pages.desktop = await openPage(browser, app.baseUrl, VIEWPORTS.desktop);
});

describe.each(['desktop', 'phone'] as const)('accessibility at %s width', (size) => {
  it.each(ROUTES)('%s has no serious or critical axe violation', async (path, ready) => {
    const page = pages[size]!;
    await page.goto(path);
    await appDrawn(page);
    await page.locator(ready).first().waitFor({ timeout: 20_000 });
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.getByRole('main').count()).toBe(1);
    const violations = await seriousAxeViolations(page);
    expect(violations.map((v) => `${v.id}: ${v.help} ${JSON.stringify(v.nodes)}`)).toEqual([]);
  });
});
