// The website's pages and frame in Hindi and Gujarati (docs/architecture.md §9): the home page's
// fixed texts and controls, the page banner, news, downloads, gallery, investor pages, SEBI's
// complaint tables with month names in the language and the 404 page, with `<html lang>` set and
// axe clean; the specification's English unchanged when the visitor switches back.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../contract/routes';
import {
  openPage,
  screenshot,
  seriousAxeViolations,
  VIEWPORTS,
  waitForHtmlLang,
  rememberLanguage,
} from '../../../tests/support/browser';
import { app, browser, setUpE2e } from '../../../tests/support/fixture';
import { settled } from '../../../tests/support/forms';

type Shown = 'hi' | 'gu';

/** Per language: the words each page must show (a heading, a column, a control's name). */
const words = {
  hi: {
    skip: 'मुख्य सामग्री पर जाएँ',
    closePopup: 'घोषणा बंद करें',
    latestNews: 'ताज़ा समाचार',
    allNews: 'सभी समाचार देखें',
    highlights: 'मुख्य झलकियाँ',
    notices: 'निवेशक सूचनाएँ',
    nextSlide: 'अगली स्लाइड',
    home: 'होम',
    news: 'समाचार',
    downloads: 'डाउनलोड',
    srNo: 'क्र.सं.',
    fileName: 'फ़ाइल का नाम',
    gallery: 'गैलरी',
    complaintsData: 'निवेशक शिकायतों के आँकड़े',
    month: 'महीना',
    table1: 'तालिका 1: महीने के आँकड़े',
    bankAccounts: 'क्लाइंट बैंक खातों का विवरण',
    notFound: 'हमें यह पेज नहीं मिला',
  },
  gu: {
    skip: 'મુખ્ય સામગ્રી પર જાઓ',
    closePopup: 'જાહેરાત બંધ કરો',
    latestNews: 'તાજા સમાચાર',
    allNews: 'બધા સમાચાર જુઓ',
    highlights: 'મુખ્ય ઝલક',
    notices: 'રોકાણકાર સૂચનાઓ',
    nextSlide: 'આગલી સ્લાઇડ',
    home: 'હોમ',
    news: 'સમાચાર',
    downloads: 'ડાઉનલોડ',
    srNo: 'ક્રમ',
    fileName: 'ફાઇલનું નામ',
    gallery: 'ગૅલેરી',
    complaintsData: 'રોકાણકાર ફરિયાદોના આંકડા',
    month: 'મહિનો',
    table1: 'કોષ્ટક 1: મહિનાના આંકડા',
    bankAccounts: 'ક્લાયન્ટ બૅન્ક ખાતાંની વિગતો',
    notFound: 'અમને આ પેજ મળ્યું નથી',
  },
} as const;

/** Letters of the language's own script (month names come from Intl, not from our catalogues). */
const SCRIPT: Record<Shown, RegExp> = { hi: /[\u0900-\u097F]/, gu: /[\u0A80-\u0AFF]/ };

let desktop: Page;
setUpE2e();
beforeAll(async () => {
  desktop = await openPage(browser, app.baseUrl, VIEWPORTS.desktop);
});

/** A page on `path` in `language`, remembered on the device as the language select does. */
async function visit(p: Page, language: Shown | 'en', path: string) {
  // The language is stored from a page of the site without the app, and the tab's session is
  // begun anew: each visit is a visitor's first of the home page, whose announcement shows once
  // a session.
  await p.goto('/robots.txt');
  await p.evaluate(() => sessionStorage.clear());
  await rememberLanguage(p, language, path);
  await waitForHtmlLang(p, language === 'en' ? 'en-IN' : language);
}

const heading = (p: Page, name: string, level = 1) =>
  p.getByRole('heading', { name, exact: true, level }).waitFor();

describe.each(['hi', 'gu'] as const)('the website in %s', (language) => {
  const w = words[language];

  it('home: popup, carousel and notices controls, Latest News, skip link; axe clean', async () => {
    await visit(desktop, language, paths.home);
    await desktop.getByRole('button', { name: w.closePopup }).click();
    await desktop.getByRole('region', { name: w.highlights }).waitFor();
    await desktop.getByRole('button', { name: w.nextSlide }).first().waitFor();
    await desktop.getByRole('region', { name: w.notices }).waitFor();
    await heading(desktop, w.latestNews, 2);
    await desktop.getByRole('link', { name: w.allNews }).waitFor();
    expect(await desktop.getByRole('link', { name: w.skip }).count()).toBe(1);
    await desktop.locator('main article img').first().waitFor();
    await screenshot(desktop, `i14s-home-${language}-1440`);
    expect(await seriousAxeViolations(desktop)).toEqual([]);
  });

  it('downloads: banner, breadcrumb and the table headers; axe clean', async () => {
    await visit(desktop, language, paths.downloads);
    await heading(desktop, w.downloads);
    await desktop.getByRole('link', { name: w.home, exact: true }).waitFor();
    await desktop.getByRole('columnheader', { name: w.srNo }).waitFor();
    await desktop.getByRole('columnheader', { name: w.fileName }).waitFor();
    await screenshot(desktop, `i14s-downloads-${language}-1440`);
    expect(await seriousAxeViolations(desktop)).toEqual([]);
  });

  it('news and gallery banners in the language; axe clean', async () => {
    await visit(desktop, language, paths.allNews);
    await heading(desktop, w.news);
    expect(await seriousAxeViolations(desktop)).toEqual([]);
    await visit(desktop, language, paths.gallery);
    await heading(desktop, w.gallery);
    expect(await seriousAxeViolations(desktop)).toEqual([]);
  });

  it("SEBI's complaint tables: captions, headers and month names in the language", async () => {
    await visit(desktop, language, paths.investorComplaints);
    await heading(desktop, w.complaintsData);
    await desktop.getByRole('table', { name: w.table1 }).waitFor();
    const month = desktop.getByRole('combobox', { name: w.month });
    expect(await month.locator('option').first().textContent()).toMatch(SCRIPT[language]);
    await screenshot(desktop, `i14s-complaints-data-${language}-1440`);
    expect(await seriousAxeViolations(desktop)).toEqual([]);
  });

  it('investor charter popup button and the 404 page; axe clean', async () => {
    await visit(desktop, language, paths.investorCharter);
    await desktop.getByRole('button', { name: w.bankAccounts }).click();
    const dialog = desktop.getByRole('dialog', { name: w.bankAccounts });
    await dialog.waitFor();
    // Once it has faded in: axe would read a fading text's contrast against what shows through.
    await settled(dialog);
    await screenshot(desktop, `i14s-charter-dialog-${language}-1440`);
    expect(await seriousAxeViolations(desktop)).toEqual([]);
    await visit(desktop, language, '/no/such/page');
    await heading(desktop, w.notFound, 2);
    await screenshot(desktop, `i14s-404-${language}-1440`);
    expect(await seriousAxeViolations(desktop)).toEqual([]);
  });

  it('on a phone: home, downloads and the complaint tables in the language', async () => {
    const phone = await openPage(browser, app.baseUrl, VIEWPORTS.phone);
    await visit(phone, language, paths.home);
    await phone.getByRole('button', { name: w.closePopup }).tap();
    await heading(phone, w.latestNews, 2);
    await phone.locator('main article img').first().waitFor();
    await screenshot(phone, `i14s-home-${language}-390`);
    await visit(phone, language, paths.downloads);
    await phone.getByRole('columnheader', { name: w.fileName }).waitFor();
    await screenshot(phone, `i14s-downloads-${language}-390`);
    await visit(phone, language, paths.investorComplaints);
    await heading(phone, w.complaintsData);
    await screenshot(phone, `i14s-complaints-data-${language}-390`);
    await phone.context().close();
  });
});

describe('back in English', () => {
  it("keeps the specification's words: Sr.no, file name, Latest News, the 404 heading", async () => {
    await visit(desktop, 'en', paths.downloads);
    await desktop.getByRole('columnheader', { name: 'Sr.no' }).waitFor();
    await desktop.getByRole('columnheader', { name: 'file name' }).waitFor();
    await visit(desktop, 'en', paths.home);
    await heading(desktop, 'Latest News', 2);
    await visit(desktop, 'en', '/no/such/page');
    await heading(desktop, "We couldn't find that page", 2);
    expect(await seriousAxeViolations(desktop)).toEqual([]);
  });
});
