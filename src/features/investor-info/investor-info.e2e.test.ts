import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { MODAL_BACKDROP_TRANSITION_MS, MODAL_TRANSITION_MS } from '../../contract/limits';
import { paths } from '../../contract/routes';
import {
  openPage,
  screenshot,
  screenshotViewport,
  VIEWPORTS,
} from '../../../tests/support/browser';
import { app, browser, page, setUpE2e, visitorPage } from '../../../tests/support/fixture';
import { expectSoundLayout } from '../../../tests/support/layout';
import { seedSite as site, seedSiteIn } from '../../../tests/support/seed';

const charter = site.investorCharter;

setUpE2e(VIEWPORTS.kiosk);
beforeAll(async () => {
  await page.goto(paths.investorCharter);
});

// Each popup bears the name of the button that opens it.
const BANK = 'Details of Client Bank Accounts';
const PEOPLE = 'Key Managerial Personnels';
const bankButton = () => page.getByRole('button', { name: BANK });
const bankDialog = () => page.getByRole('dialog', { name: BANK });
const peopleDialog = () => page.getByRole('dialog', { name: PEOPLE });

/**
 * Opens the popup named `name` with its button and checks its table: `rowCount` rows under
 * exactly `columns`. Answers the table's rows.
 */
async function openTablePopup(name: string, rowCount: number, columns: string[]) {
  await page.getByRole('button', { name }).click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  const rows = dialog.locator('tbody tr');
  expect(await rows.count()).toBe(rowCount);
  expect(await dialog.getByRole('columnheader').allTextContents()).toEqual(columns);
  return rows;
}

const animationMs = (l: Locator) =>
  l.evaluate((el) => parseFloat(getComputedStyle(el).animationDuration) * 1000);

describe('/investor-charter (the spec investor-information page)', () => {
  it.each([
    ['en', 'Investor Charter and Investor Information', 'About us'],
    ['hi', 'निवेशक चार्टर और निवेशक जानकारी', seedSiteIn('hi').menus[0]!.label],
    ['gu', 'રોકાણકાર ચાર્ટર અને રોકાણકાર માહિતી', seedSiteIn('gu').menus[0]!.label],
  ] as const)(
    'names the page and its menu group (not the spec’s placeholder) in %s, with a Home breadcrumb',
    async (language, title, group) => {
      const visit = await visitorPage(paths.investorCharter, language);
      const h1 = visit.getByRole('heading', { level: 1 });
      // The banner, whose own name is in the visitor's language.
      const banner = visit.getByRole('region').filter({ has: h1 });
      await h1.filter({ hasText: title }).waitFor();
      // The breadcrumb (Home, then the page), the heading and the subtitle: the group. The
      // group's name is the site data's in the visitor's language, which may come a moment
      // after the catalogue's title (a loaded machine showed the English one first).
      const lines = async () =>
        (await banner.innerText()).split('\n').filter((line) => line.trim());
      await expect.poll(async () => (await lines()).slice(1)).toEqual([title, title, group]);
      expect(await visit.title()).toContain(title);
      expect(await banner.getByRole('link').first().getAttribute('href')).toBe('/');
      await visit.context().close();
    },
  );

  it('marks one header menu group as the page’s, though two link to it', async () => {
    const visit = await visitorPage(paths.investorCharter);
    const nav = visit.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'About us' }).waitFor();
    // Both groups link here: "Investor Charter" (About us) and "Our Bank Accounts".
    const linking = site.menus.filter((g) =>
      g.items.some((item) => item.href === paths.investorCharter),
    );
    expect(linking.map((g) => g.label)).toEqual(['About us', 'Payment/Withdraw Funds']);
    const marked = await nav
      .getByRole('button')
      .evaluateAll((buttons) =>
        buttons
          .filter((b) => getComputedStyle(b).borderBottomColor !== 'rgba(0, 0, 0, 0)')
          .map((b) => b.textContent),
      );
    expect(marked).toEqual(['About us']);
    await visit.context().close();
  });

  it('shows the charter text, the image and the complaint statistics as of August 2023', async () => {
    await page.getByRole('heading', { name: 'Vision', level: 3 }).waitFor();
    await page.getByRole('heading', { name: 'Mission', level: 3 }).waitFor();
    const img = page.locator(`img[src="/api/site-images/${charter.image}"]`);
    expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(
      true,
    );
    await page
      .getByRole('group', { name: `Complaint statistics as of ${charter.complaintStats.asOf}` })
      .waitFor();
    await page.getByText('for the month ending August 2023', { exact: false }).first().waitFor();
    expect(charter.complaintStats.asOf).toBe('August 2023');
    const { bySource, monthlyTrend, annualTrend } = charter.complaintStats;
    for (const table of [bySource, monthlyTrend, annualTrend]) {
      const t = page.getByRole('table', { name: table.caption });
      expect(await t.locator('tbody tr').count()).toBe(table.rows.length);
      expect(await t.getByRole('columnheader').allTextContents()).toEqual(table.columns);
    }
    expect(bySource.rows).toHaveLength(5);
    expect(monthlyTrend.rows.map((r) => r[1])).toContain('Sep-2022');
    expect(annualTrend.rows.map((r) => r[1])).toContain('2021-22');
  });

  it('lays out soundly at 1920x1080', async () => {
    await expectSoundLayout(page, 'investor charter at 1920x1080');
    await screenshot(page, 'investor-charter-1920');
  });

  // docs/contract.md §9 "Regulatory timelines stated on the investor page", each written out here from the
  // spec: the row naming the activity must state that timeline.
  it.each([
    ['KYC entered into', ['within 10 days of account opening']],
    ['Client onboarding', ['not later than one week']],
    ['client registration documents', ['7 days']],
    ['contract notes', ['within 24 hours of execution of trades']],
    [
      'Settlement of client funds',
      ['30 days or 90 days', 'running account settlement', 'within 24 hours of pay-out'],
    ],
    ['Statement of accounts', ['weekly', 'within four trading days']],
    ['retention statement', ['5 days', 'settlement']],
    ['Annual Global Statement', ['30 days', 'end of the financial year']],
    ['Investor grievance redressal', ['21 calendar days', 'February 2025']],
    ['provisionally forwarded', ['C+7 working days']],
    ['Registration of the complaint', ['C+8 working days', 'T day']],
    [/\dAmicable resolution/, ['T+15 working days']],
    ['Referral to the Grievance Redressal Committee', ['T+16 working days']],
    ['Completion of the resolution process', ['T+30 working days']],
    ['needs additional information', ['T+45 working days']],
    ['intention to avail arbitration', ['within 7 days']],
    ['up to Rs.20 lakhs', ['50% of the GRC order amount or Rs.2 lakhs, whichever is less']],
    ['Stock broker files for arbitration', ['within 6 months']],
  ])('states the §9 timeline for %s', async (activity: string | RegExp, timelines: string[]) => {
    const row = page.getByRole('row').filter({ hasText: activity });
    expect(await row.count(), String(activity)).toBe(1);
    // The page may space "C + 7" as it likes; the spec writes "C+7".
    const text = (await row.innerText()).replace(/\s*\+\s*/g, '+').replace(/\s+/g, ' ');
    for (const timeline of timelines) expect(text.toLowerCase()).toContain(timeline.toLowerCase());
  });

  it("'Details of Client Bank Accounts' holds 6 client bank accounts; its close button closes it", async () => {
    const rows = await openTablePopup(BANK, 6, ['Bank Account No.', 'IFSC', 'Bank Account Type']);
    for (const type of await rows.locator('td:nth-child(3)').allTextContents()) {
      expect(type).toBe('CLIENT BANK ACCOUNT');
    }
    // The exchanges' note on designated client bank accounts, under the table (columns kept).
    expect(await bankDialog().textContent()).toContain('only through designated bank accounts');
    // docs/contract.md §4: the popup animates for 300 ms and its backdrop for 150 ms.
    const content = page.locator('[data-part="content"][data-state="open"]');
    const backdrop = page.locator('[data-part="backdrop"][data-state="open"]');
    expect(await animationMs(content)).toBe(MODAL_TRANSITION_MS);
    expect(await animationMs(backdrop)).toBe(MODAL_BACKDROP_TRANSITION_MS);
    await page.waitForTimeout(MODAL_TRANSITION_MS);
    await screenshotViewport(page, 'investor-charter-bank-dialog-1920');
    await bankDialog().getByRole('button', { name: 'Close' }).click();
    await bankDialog().waitFor({ state: 'hidden' });
  });

  it('closes with Escape, and focus returns to the button that opened it', async () => {
    await bankButton().click();
    await bankDialog().waitFor();
    await page.keyboard.press('Escape');
    await bankDialog().waitFor({ state: 'hidden' });
    await expect
      .poll(() => bankButton().evaluate((el) => el === document.activeElement))
      .toBe(true);
  });

  it("'Key Managerial Personnels' lists 3 people with mailto e-mails; a backdrop click closes it", async () => {
    const rows = await openTablePopup(PEOPLE, 3, [
      'Sr. No.',
      'Name of the Individual',
      'Designation',
      'Contact Number',
      'Email ID',
    ]);
    const designations = await rows.locator('td:nth-child(3)').allTextContents();
    expect(designations).toEqual(['CEO/Managing Director', 'Chairman', 'Compliance Officer']);
    const mails = peopleDialog().locator('a[href^="mailto:"]');
    expect(await mails.count()).toBe(3);
    for (const [i, row] of charter.keyPersonnel.rows.entries()) {
      expect(await mails.nth(i).getAttribute('href')).toBe(`mailto:${row[4]}`);
    }
    await page.waitForTimeout(MODAL_TRANSITION_MS);
    const box = (await peopleDialog().boundingBox())!;
    // A click outside the popup, on the backdrop.
    await page.mouse.click(Math.max(5, box.x / 2), Math.max(5, box.y / 2));
    await peopleDialog().waitFor({ state: 'hidden' });
  });

  it('lays out soundly on a phone, popup included', async () => {
    const phone = await openPage(browser, app.baseUrl, VIEWPORTS.phone);
    await phone.goto(paths.investorCharter);
    await phone.getByRole('button', { name: PEOPLE }).waitFor();
    await expectSoundLayout(phone, 'investor charter at 390 px');
    await screenshot(phone, 'investor-charter-390');
    await phone.getByRole('button', { name: PEOPLE }).click();
    await phone.getByRole('dialog').locator('tbody tr').first().waitFor();
    await phone.waitForTimeout(MODAL_TRANSITION_MS);
    const dialogBox = (await phone.getByRole('dialog').boundingBox())!;
    expect(dialogBox.x).toBeGreaterThanOrEqual(0);
    expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(390);
    await screenshotViewport(phone, 'investor-charter-people-dialog-390');
    await phone.context().close();
  });
});

describe('the five investor-information routes', () => {
  for (const info of site.investorInfo) {
    it(`${info.path} typed into the address bar (percent-encoded) shows "${info.title}"`, async () => {
      const typed = info.path.split('/').map(encodeURIComponent).join('/');
      await page.goto(app.baseUrl + typed);
      const h1 = page.getByRole('heading', { level: 1 });
      await h1.waitFor();
      expect(await h1.textContent()).toBe(info.title);
      if (info.intro) await page.getByText(info.intro).waitFor();
      const tables = page.getByRole('main').getByRole('table');
      expect(await tables.count()).toBe(info.tables.length);
      for (const [i, table] of info.tables.entries()) {
        expect(await tables.nth(i).locator('tbody tr').count()).toBe(table.rows.length);
      }
      const nav = page.getByRole('navigation', { name: 'Investor information' });
      expect(await nav.locator('[aria-current="page"]').textContent()).toBe(info.title);
    });
  }

  it('keeps the space and ’ percent-encoded in the address bar route working', async () => {
    const dos = site.investorInfo.find((p) => /\s/.test(p.path) && p.path.includes('’'))!;
    await page.goto(app.baseUrl + '/Dos%20and%20Don%E2%80%99ts%20for%20Investors');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(dos.title);
    await screenshot(page, 'investor-info-dos-1920');
    const phone = await openPage(browser, app.baseUrl, VIEWPORTS.phone);
    await phone.goto('/Investor-Rights');
    await phone.getByRole('table').first().waitFor();
    await screenshot(phone, 'investor-info-rights-390');
    await phone.context().close();
  });

  it('links to the route with a space and ’ by its percent-encoded address, which leads there', async () => {
    const dos = site.investorInfo.find((p) => /\s/.test(p.path) && p.path.includes('’'))!;
    const web = await openPage(browser, app.baseUrl, VIEWPORTS.desktop);
    await web.goto('/Investor-Rights');
    const nav = web.getByRole('navigation', { name: 'Investor information' });
    const link = nav.getByRole('link', { name: dos.title });
    // An href holds no space (HTML's URL syntax; the Nu checker reports one).
    expect(await link.getAttribute('href')).toBe('/Dos%20and%20Don%E2%80%99ts%20for%20Investors');
    await link.click();
    await expect.poll(() => nav.locator('[aria-current="page"]').textContent()).toBe(dos.title);
    expect(await web.getByRole('heading', { level: 1 }).textContent()).toBe(dos.title);
    await web.context().close();
  });
});
