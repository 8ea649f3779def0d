// The site data in Hindi and Gujarati end to end (docs/contract.md §7a): the home page's blocks and
// the investor pages in the chosen language with `lang` set, a page without a version in English
// with a translated note and `lang="en-IN"`, English visitors fetching nothing more, axe clean.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { paths } from '../../contract/routes';
import {
  waitForHtmlLang,
  openPage,
  screenshot,
  seriousAxeViolations,
  VIEWPORTS,
  languageOnDevice,
  keepOpen,
} from '../../../tests/support/browser';
import { app, browser, setUpE2e } from '../../../tests/support/fixture';

setUpE2e();

const words = {
  hi: {
    grievance: 'निवेशक शिकायतें',
    services: 'हमारी सेवाएँ',
    charter: 'निवेशक चार्टर – स्टॉक ब्रोकर',
    rights: 'निवेशकों के अधिकार',
    codeOfConduct: 'डिपॉज़िटरी के लिए आचार संहिता',
    note: 'यह पृष्ठ अभी हिन्दी में उपलब्ध नहीं है, इसलिए इसे अंग्रेज़ी में दिखाया गया है।',
    grievancePage: 'शिकायत निवारण',
    freezePolicy: 'स्वैच्छिक फ़्रीज़/ब्लॉक नीति',
  },
  gu: {
    grievance: 'રોકાણકારોની ફરિયાદો',
    services: 'અમારી સેવાઓ',
    charter: 'રોકાણકાર ચાર્ટર – સ્ટૉક બ્રોકર',
    rights: 'રોકાણકારોના અધિકારો',
    codeOfConduct: 'ડિપોઝિટરીઓ માટે આચારસંહિતા',
    note: 'આ પાનું હજી ગુજરાતીમાં ઉપલબ્ધ નથી, તેથી તે અંગ્રેજીમાં બતાવ્યું છે.',
    grievancePage: 'ફરિયાદ નિવારણ',
    freezePolicy: 'સ્વૈચ્છિક ફ્રીઝ/બ્લૉક નીતિ',
  },
} as const;

/** A page of the website with `language` remembered on the device, as a returning visitor has it. */
async function openIn(language: 'en' | 'hi' | 'gu', viewport = VIEWPORTS.desktop): Promise<Page> {
  const p = await openPage(browser, app.baseUrl, viewport);
  await languageOnDevice(p, language);
  await p.goto(paths.home);
  return p;
}

describe.each(['hi', 'gu'] as const)('the site data in %s', (language) => {
  const w = words[language];
  // The desktop tests share one page in the language: each loads its own pages, and a context
  // costs a load of the home page.
  let desktop: Page | undefined;
  const desktopIn = async () => (desktop ??= keepOpen(await openIn(language)));
  afterAll(() => desktop?.context().close());

  it('the home page blocks are in that language, axe clean', async () => {
    const p = await desktopIn();
    await p.getByRole('heading', { name: w.grievance }).waitFor();
    await p.getByRole('heading', { name: w.services }).waitFor();
    await waitForHtmlLang(p, language);
    expect(await seriousAxeViolations(p)).toEqual([]);
    await screenshot(p, `i14c-home-${language}-1440`);
  });

  it('on a phone the home blocks and the charter fit the screen', async () => {
    const p = await openIn(language, VIEWPORTS.phone);
    await p.getByRole('heading', { name: w.services }).waitFor();
    await p.locator('main img').first().waitFor();
    await screenshot(p, `i14c-home-${language}-390`);
    await p.goto(paths.investorCharter);
    await p.getByRole('heading', { name: w.charter }).waitFor();
    const overflow = await p.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(p, `i14c-charter-${language}-390`);
    await p.context().close();
  });

  it('the investor charter and the rights page are in that language, without the note', async () => {
    const p = await desktopIn();
    await p.goto(paths.investorCharter);
    await p.getByRole('heading', { name: w.charter }).waitFor();
    expect(await p.getByRole('note').count()).toBe(0);
    expect(await seriousAxeViolations(p)).toEqual([]);
    await screenshot(p, `i14c-charter-${language}-1440`);
    await p.goto('/Investor-Rights');
    await p.getByRole('heading', { name: w.rights }).waitFor();
    expect(await p.getByRole('note').count()).toBe(0);
  });

  // Every investor-information page has a version in Hindi and Gujarati now (the Code of Conduct
  // pages were the last two), so the English with the note is seen on a content page that has
  // none: the privacy policy, which stays English when content pages get their own versions too.
  it('a page without a version shows the English with a note in that language and lang="en-IN"', async () => {
    const p = await desktopIn();
    await p.goto('/Code-Of-Conduct-Depositories');
    await p.getByRole('heading', { name: w.codeOfConduct }).waitFor();
    expect(await p.getByRole('note').count()).toBe(0);
    await p.goto(paths.cms('privacy-policy'));
    const note = p.getByRole('note');
    await expect.poll(() => note.textContent()).toBe(w.note);
    const english = p.locator('[lang="en-IN"]', { hasText: 'Our commitment' }).first();
    expect(await english.count()).toBe(1);
    await waitForHtmlLang(p, language);
    expect(await seriousAxeViolations(p)).toEqual([]);
    await screenshot(p, `i14c-fallback-${language}-1440`);
  });

  it('the grievance redressal process and the voluntary freeze policy are in that language, without the note', async () => {
    const p = await desktopIn();
    for (const [id, title] of [
      ['grievance-redressal', w.grievancePage],
      ['voluntary-freeze-policy', w.freezePolicy],
    ] as const) {
      await p.goto(paths.cms(id));
      const article = p.getByRole('article', { name: title });
      await article.waitFor();
      await p.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await p.getByRole('note').count()).toBe(0);
      expect(await article.locator('[lang="en-IN"]').count()).toBe(0);
      await waitForHtmlLang(p, language);
      expect(await seriousAxeViolations(p)).toEqual([]);
      await screenshot(p, `i14-cms-${id}-${language}-1440`);
    }
  });
});

describe('in English', () => {
  it('nothing more is fetched, the charter is the English, no note', async () => {
    const p = await openIn('en');
    const fetched: string[] = [];
    p.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await p.goto(paths.investorCharter);
    await p.getByRole('heading', { name: 'Investor Charter – Stock Brokers' }).waitFor();
    await p.goto(paths.home);
    await p.getByRole('heading', { name: 'Investor grievances' }).waitFor();
    await p.goto(paths.cms('grievance-redressal'));
    await p.getByRole('heading', { level: 1, name: 'Grievance Redressal' }).waitFor();
    // No language's version of anything: the site data, the pages or the news.
    expect(
      fetched.filter((path) => /^\/api\/(site|content-master|news-master)\//.test(path)),
    ).toEqual([]);
    expect(await p.getByRole('note').count()).toBe(0);
    await p.context().close();
  });

  it('switching from Hindi back to English shows the English at once', async () => {
    const p = await openIn('hi');
    await p.getByRole('heading', { name: words.hi.grievance }).waitFor();
    await p.locator('header').getByRole('combobox', { name: 'भाषा' }).first().selectOption('en');
    await p.getByRole('heading', { name: 'Investor grievances' }).waitFor();
    await p.context().close();
  });
});
