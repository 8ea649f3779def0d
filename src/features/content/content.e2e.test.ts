import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContentPage } from '../../contract/entities';
import { CONTENT_SPINNER_MS } from '../../contract/limits';
import { paths } from '../../contract/routes';
import { openPage, screenshot, VIEWPORTS } from '../../../tests/support/browser';
import { app, browser, page, setUpE2e } from '../../../tests/support/fixture';
import { expectSoundLayout } from '../../../tests/support/layout';
import { readSeed, seedSite as site } from '../../../tests/support/seed';

const contents = readSeed<ContentPage[]>('contents.json');

let phone: Page;

setUpE2e(VIEWPORTS.desktop);
beforeAll(async () => {
  phone = await openPage(browser, app.baseUrl, VIEWPORTS.phone);
});

const h1 = (p: Page) => p.getByRole('heading', { level: 1 });

/** Screenshots of the page `page` shows (at 1440 px), then of `path` on the phone (390 px). */
async function shootBothSizes(path: string, name: string) {
  await screenshot(page, `content-${name}-1440`);
  await phone.goto(path);
  await h1(phone).waitFor();
  await screenshot(phone, `content-${name}-390`);
}
const spinner = (p: Page) => p.getByLabel('Loading page');
/** Plain text of an HTML fragment's first paragraph, as a visitor reads it. */
const firstParagraph = (html: string) =>
  (/<p>(.*?)<\/p>/s.exec(html)?.[1] ?? '')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .slice(0, 60);

describe('/cms/{contentId}', () => {
  const equity = contents.find((c) => c._id === 'equity')!;
  const sibling = contents.find((c) => c.group === equity.group && c._id !== equity._id)!;

  it('on a direct visit shows the content type, group and HTML at once (contentAtOnce.e2e)', async () => {
    await page.goto(paths.cms(equity._id));
    await page.getByText(firstParagraph(equity.content)).waitFor();
    expect(await h1(page).textContent()).toBe(equity.contentType);
    const banner = page.getByRole('region', { name: 'Page title' });
    expect(await banner.getByText(equity.group, { exact: true }).isVisible()).toBe(true);
    expect(await spinner(page).count()).toBe(0);
  });

  it('shows the spinner again on an id change, then the new page scrolled to the top', async () => {
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const nav = page.getByRole('navigation', { name: `More in ${equity.group}` });
    const started = Date.now();
    await nav.getByRole('link', { name: sibling.contentType, exact: true }).click();
    await spinner(page).waitFor();
    await page.getByText(firstParagraph(sibling.content)).waitFor();
    expect(Date.now() - started).toBeGreaterThanOrEqual(CONTENT_SPINNER_MS - 50);
    expect(await h1(page).textContent()).toBe(sibling.contentType);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(new URL(page.url()).pathname).toBe(paths.cms(sibling._id));
  });

  it('subtitles the banner with the header menu group that links to the page, or nothing (issue 8)', async () => {
    const groupLinking = (id: string) =>
      site.menus.find((g) => g.items.some((item) => item.href === `/cms/${id}`))?.label;
    const banner = page.getByRole('region', { name: 'Page title' });
    for (const id of ['investor-charter-stock-broker', 'pms-investor-charter', 'privacy-policy']) {
      const content = contents.find((c) => c._id === id)!;
      await page.goto(paths.cms(id));
      await page.locator('article .rich-text').waitFor();
      expect(await h1(page).textContent()).toBe(content.contentType);
      const texts = await banner.locator('p').allTextContents();
      const expected = groupLinking(id);
      expect(texts, id).toEqual(expected ? [expected] : []);
    }
    expect(groupLinking('investor-charter-stock-broker')).toBe('Research & Knowledge');
    expect(groupLinking('privacy-policy')).toBeUndefined();
  });

  it('says "Page not found" with a link home for an unknown id, after the spinner', async () => {
    await page.goto(paths.cms('no-such-page'));
    await spinner(page).waitFor();
    await page.getByRole('heading', { name: 'Page not found', level: 2 }).waitFor();
    const home = page.getByRole('main').getByRole('link', { name: 'Go to the home page' });
    expect(await home.getAttribute('href')).toBe('/');
    expect(await spinner(page).count()).toBe(0);
  });

  it('lays out soundly on a phone and at 1440 px', async () => {
    await phone.goto(paths.cms('depository-services'));
    await phone.locator('article .rich-text').waitFor();
    await expectSoundLayout(phone, 'content page at 390 px');
    await screenshot(phone, 'content-cms-390');
    await page.goto(paths.cms('depository-services'));
    await page.locator('article .rich-text').waitFor();
    await expectSoundLayout(page, 'content page at 1440 px');
    await screenshot(page, 'content-cms-1440');
  });
});

describe('static content pages', () => {
  it('/stock-market lists the ten sample stocks, the index filters (disabled) and the note', async () => {
    await page.goto(paths.stockMarket);
    expect(await h1(page).textContent()).toBe('Stock Market');
    const table = page.getByRole('table', { name: 'Sample stock prices' });
    expect(await table.locator('tbody tr').count()).toBe(10);
    expect(site.stockMarket.table.rows).toHaveLength(10);
    for (const row of site.stockMarket.table.rows) {
      await table.getByRole('cell', { name: row[0], exact: true }).waitFor();
    }
    for (const index of site.stockMarket.indices) {
      expect(await page.getByRole('button', { name: index, exact: true }).isDisabled()).toBe(true);
    }
    await page.getByText(site.stockMarket.note).waitFor();
    await screenshot(page, 'content-stock-market-1440');
    await phone.goto(paths.stockMarket);
    await phone.getByRole('table').waitFor();
    await screenshot(phone, 'content-stock-market-390');
  });

  it('/premuium-client shows the premium client page and its features', async () => {
    await page.goto(paths.premiumClient);
    expect(await h1(page).textContent()).toBe(site.premiumClient.title);
    for (const f of site.premiumClient.features) {
      await page.getByRole('heading', { name: f.label, level: 3 }).waitFor();
    }
    await shootBothSizes(paths.premiumClient, 'premium-client');
  });

  it('/company-profile shows Who We Are, What We Offer and the two trading buttons', async () => {
    await page.goto(paths.companyProfile);
    expect(await h1(page).textContent()).toBe('Company Profile');
    await page.getByRole('heading', { name: 'Who We Are', level: 2 }).waitFor();
    await page.getByRole('heading', { name: 'What We Offer', level: 2 }).waitFor();
    await page.getByText(firstParagraph(site.companyProfile.whoWeAre).slice(0, 40)).waitFor();
    const { callToTrade, onlineTrading } = site.companyProfile;
    const call = page.getByRole('main').getByRole('link', { name: callToTrade.label });
    expect(await call.getAttribute('href')).toBe(callToTrade.href);
    expect(callToTrade.href).toMatch(/^tel:/);
    const online = page.getByRole('main').getByRole('link', { name: onlineTrading.label });
    expect(await online.getAttribute('href')).toBe(onlineTrading.href);
    expect(await online.getAttribute('target')).toBe('_blank');
    await shootBothSizes(paths.companyProfile, 'company-profile');
  });

  it('/about shows the about text and the highlights', async () => {
    await page.goto(paths.about);
    expect(await h1(page).textContent()).toBe(site.about.title);
    for (const h of site.about.highlights) await page.getByText(h.label, { exact: true }).waitFor();
    await shootBothSizes(paths.about, 'about');
  });

  it("/content-test has the spec's 'content Test' banner and links to the investor pages", async () => {
    await page.goto(paths.contentTest);
    expect(await h1(page).textContent()).toBe('content Test');
    const banner = page.getByRole('region', { name: 'Page title' });
    expect(await banner.getByText('content Test', { exact: true }).count()).toBe(3); // crumb, h1, subtitle
    expect(await banner.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    const nav = page.getByRole('navigation', { name: 'Investor information' });
    expect(await nav.getByRole('link').count()).toBe(site.investorInfo.length + 1);
    expect(await page.getByText(/lorem ipsum/i).count()).toBe(0);
    await shootBothSizes(paths.contentTest, 'content-test');
  });

  for (const [path, title, phrase] of [
    [paths.dailyTips, 'Daily Tips', 'Daily tips are published to registered clients'],
    [
      paths.researchReport,
      'Research Report',
      'research reports are shared with registered clients',
    ],
  ] as const) {
    it(`${path} shows its title, one honest line and the related research pages`, async () => {
      await page.goto(path);
      expect(await h1(page).textContent()).toBe(title);
      await page.getByText(phrase).waitFor();
      const group = site.menus.find((g) => g.items.some((i) => i.href === path))!;
      const nav = page.getByRole('navigation', { name: `More in ${group.label}` });
      expect(await nav.getByRole('link').count()).toBe(group.items.length - 1);
      await nav.getByRole('link', { name: 'Digital Library' }).click();
      await page.waitForURL('**/cms/digital-library');
      const slug = title.toLowerCase().replace(' ', '-');
      await page.goto(path);
      await h1(page).waitFor();
      await shootBothSizes(path, slug);
    });
  }
});
