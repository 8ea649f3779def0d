import { beforeAll, describe, expect, it } from 'vitest';
import type { Amc, AmcCategory, Scheme } from '../../contract/entities';
import { msg } from '../../contract/messages';
import { paths } from '../../contract/routes';
import { openPage, rememberLanguage, screenshot, VIEWPORTS } from '../../../tests/support/browser';
import { app, browser, page, setUpE2e } from '../../../tests/support/fixture';
import { expectSoundLayout } from '../../../tests/support/layout';
import { readSeed, seedSite as site } from '../../../tests/support/seed';

const amcs = readSeed<Amc[]>('amcs.json').map((a) => a.AMCName);
const categories = readSeed<AmcCategory[]>('amc-categories.json').map((c) => c.CategoryName);
const schemes = readSeed<Scheme[]>('schemes.json');
const schemesOf = (amc: string, category: string) =>
  schemes.filter((s) => s.AMCName === amc && s.CategoryName === category).map((s) => s.SchemeName);

// A pair whose names hold '&' and '/', and a pair with no scheme at all.
const tricky = (() => {
  for (const a of amcs.filter((n) => /[&/]/.test(n)))
    for (const c of categories.filter((n) => /[&/]/.test(n)))
      if (schemesOf(a, c).length > 0) return { amc: a, category: c };
  throw new Error('the seed needs an AMC and a category whose names hold & or /');
})();
const emptyPair = (() => {
  for (const a of amcs)
    for (const c of categories) if (schemesOf(a, c).length === 0) return { amc: a, category: c };
  throw new Error('the seed needs an AMC and category pair without schemes');
})();

const schemeRequests: string[] = [];
/** Delay of the scheme answer, so that 'Loading...' can be seen. */
let schemeDelayMs = 0;

setUpE2e(VIEWPORTS.desktop);
beforeAll(async () => {
  await page.route('**/api/amc-scheme/**', async (route) => {
    schemeRequests.push(new URL(route.request().url()).pathname);
    if (schemeDelayMs) await new Promise((r) => setTimeout(r, schemeDelayMs));
    await route.continue();
  });
  await page.goto(paths.mutualFundDetails);
  await page
    .getByLabel('AMC', { exact: true })
    .locator('option', { hasText: amcs[0]! })
    .waitFor({ state: 'attached' });
});

const amcSelect = () => page.getByLabel('AMC', { exact: true });
const categorySelect = () => page.getByLabel('Category', { exact: true });
const schemeSelect = () => page.getByLabel('Scheme', { exact: true });
const schemeOptions = () => schemeSelect().locator('option').allTextContents();
/** The status line tied to the Scheme select by aria-describedby. */
const schemeStatus = async () => {
  const ids = (await schemeSelect().getAttribute('aria-describedby')) ?? '';
  return page.locator(
    ids
      .split(' ')
      .map((id) => `[id="${id}"]`)
      .join(','),
  );
};

describe('/mtual-fund-details', () => {
  it('offers every AMC and category from the server', async () => {
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Mutual Fund Details');
    expect((await amcSelect().locator('option').allTextContents()).slice(1)).toEqual(amcs);
    expect((await categorySelect().locator('option').allTextContents()).slice(1)).toEqual(
      categories,
    );
  });

  it('does not load schemes when the Scheme list is opened before both are chosen', async () => {
    await amcSelect().selectOption(tricky.amc);
    await schemeSelect().click();
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
    expect(schemeRequests).toEqual([]);
  });

  it("opening Scheme loads the schemes ('Loading...' first), URL-encoding '&' and '/'", async () => {
    await categorySelect().selectOption(tricky.category);
    schemeDelayMs = 600;
    await schemeSelect().click();
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await schemeStatus()).textContent()).toBe(msg.schemesLoading);
    expect(await schemeOptions()).toEqual([msg.schemesLoading]);
    await expect
      .poll(schemeOptions, { timeout: 3000 })
      .toEqual(['Select scheme', ...schemesOf(tricky.amc, tricky.category)]);
    schemeDelayMs = 0;
    expect(schemeRequests).toEqual([
      `/api/amc-scheme/${encodeURIComponent(tricky.amc)}/${encodeURIComponent(tricky.category)}`,
    ]);
    expect(schemeRequests[0]).toMatch(/%26|%2F/);
    // Opening it again does not fetch again.
    await schemeSelect().focus();
    await schemeSelect().selectOption(schemesOf(tricky.amc, tricky.category)[0]!);
    expect(schemeRequests).toHaveLength(1);
    await screenshot(page, 'mutual-funds-1440');
  });

  it('Submit does not leave the page; it points to the partner mutual fund site', async () => {
    await page.getByRole('button', { name: 'Submit' }).click();
    expect(new URL(page.url()).pathname).toBe(paths.mutualFundDetails);
    const link = page
      .getByRole('form')
      .getByRole('link', { name: site.mutualFunds.externalLink.label });
    expect(await link.getAttribute('href')).toBe(site.mutualFunds.externalLink.href);
  });

  it('loads the schemes when the focused Scheme list is opened from the keyboard', async () => {
    await categorySelect().selectOption('');
    await schemeSelect().focus();
    // Chosen while the Scheme list keeps the focus, so no focus event will load the schemes.
    await categorySelect().selectOption(tricky.category);
    expect(await schemeSelect().evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await schemeOptions()).toEqual(['Select scheme']);
    await page.keyboard.press('Alt+ArrowDown');
    await expect
      .poll(schemeOptions)
      .toEqual(['Select scheme', ...schemesOf(tricky.amc, tricky.category)]);
    await page.keyboard.press('Escape');
  });

  it('changing the AMC clears the scheme list', async () => {
    await amcSelect().selectOption(emptyPair.amc);
    expect(await schemeOptions()).toEqual(['Select scheme']);
    expect(await schemeSelect().inputValue()).toBe('');
  });

  it('changing the category clears the scheme list too', async () => {
    expect(schemesOf(emptyPair.amc, tricky.category).length).toBeGreaterThan(0);
    await categorySelect().selectOption(tricky.category);
    await schemeSelect().click();
    await page.keyboard.press('Escape');
    await expect.poll(schemeOptions).toContain(schemesOf(emptyPair.amc, tricky.category)[0]);
    await categorySelect().selectOption(emptyPair.category);
    expect(await schemeOptions()).toEqual(['Select scheme']);
  });

  it("says 'no scheme' when the chosen pair has none", async () => {
    await schemeSelect().click();
    await page.keyboard.press('Escape');
    await expect.poll(schemeOptions).toEqual([msg.noScheme]);
    expect(await (await schemeStatus()).textContent()).toBe(msg.noScheme);
  });

  it('lays out soundly on a phone', async () => {
    const phone = await openPage(browser, app.baseUrl, VIEWPORTS.phone);
    await phone.goto(paths.mutualFundDetails);
    await phone
      .getByLabel('AMC', { exact: true })
      .locator('option', { hasText: amcs[0]! })
      .waitFor({ state: 'attached' });
    await expectSoundLayout(phone, 'mutual funds at 390 px');
    await screenshot(phone, 'mutual-funds-390');
    await phone.context().close();
  });

  it('speaks Hindi: its headings, dropdowns and status line, the schemes unchanged', async () => {
    const p = await openPage(browser, app.baseUrl, VIEWPORTS.desktop);
    await p.goto(paths.home);
    await rememberLanguage(p, 'hi', paths.mutualFundDetails);
    await p.getByRole('heading', { level: 1, name: 'म्यूचुअल फ़ंड विवरण' }).waitFor();
    await p.getByRole('heading', { name: 'योजना चुनें' }).waitFor();
    // The platform's link is site data, in Hindi too.
    await p.getByRole('link', { name: 'म्यूचुअल फ़ंड में ऑनलाइन निवेश करें' }).first().waitFor();
    const amc = p.getByRole('combobox', { name: 'फ़ंड हाउस (AMC)' });
    await amc.selectOption({ index: 1 });
    await p.getByRole('combobox', { name: 'श्रेणी' }).selectOption({ index: 1 });
    await p.getByRole('combobox', { name: 'योजना' }).focus();
    await expect
      .poll(() =>
        p
          .getByRole('status')
          .filter({ hasText: /उपलब्ध|कोई योजना नहीं/ })
          .count(),
      )
      .toBe(1);
    await p.getByRole('button', { name: 'सबमिट करें' }).click();
    await p.getByText('कृपया पहले कोई योजना चुनें।').waitFor();
    expect(await p.evaluate(() => document.documentElement.lang)).toBe('hi');
    await screenshot(p, 'mutual-funds-hi-1440');
    await p.context().close();
  });
});
