// Hindi and Gujarati end to end (docs/architecture.md §9): the header's language choice, `<html lang>`,
// the complaint form's labels and validation messages, the server's answer and the status alert in
// that language, a complaint with a Devanagari name accepted and looked up, the specification's
// English unchanged after switching back, and axe clean in all three languages.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { msg } from '../contract/messages';
import { paths } from '../contract/routes';
import {
  htmlLang,
  openPage,
  screenshot,
  seriousAxeViolations,
  VIEWPORTS,
  waitForHtmlLang,
  languageOnDevice,
} from '../../tests/support/browser';
import { app, browser, page, setUpE2e } from '../../tests/support/fixture';
import { fieldMessage } from '../../tests/support/forms';
import { HTML_LANG, type Language } from './languages';

setUpE2e(VIEWPORTS.desktop);

async function choose(p: Page, language: Language, label: string) {
  await p.locator('header').getByRole('combobox', { name: label }).first().selectOption(language);
}

const words = {
  hi: {
    label: 'भाषा',
    nav: 'मुख्य',
    openMenu: 'मेन्यू खोलें',
    firstName: 'पहला नाम',
    lastName: 'उपनाम',
    submit: 'शिकायत भेजें',
    firstNameRequired: 'पहला नाम भरना अनिवार्य है',
  },
  gu: {
    label: 'ભાષા',
    nav: 'મુખ્ય',
    openMenu: 'મેનુ ખોલો',
    firstName: 'પ્રથમ નામ',
    lastName: 'અટક',
    submit: 'ફરિયાદ મોકલો',
    firstNameRequired: 'પ્રથમ નામ ભરવું ફરજિયાત છે',
  },
} as const;

/** The complaint form's name (its aria-label) in each language. */
const complaintFormName: Record<Language, string> = {
  en: 'Complaint form',
  hi: 'शिकायत फ़ॉर्म',
  gu: 'ફરિયાદ ફોર્મ',
};

/**
 * Opens the complaint page, switches it to `language` with the header's choice (labelled `label`
 * in the language the page is in now), and answers the complaint form in that language.
 */
async function complaintFormIn(language: Language, label: string): Promise<Locator> {
  await page.goto(paths.complaints);
  await choose(page, language, label);
  await waitForHtmlLang(page, HTML_LANG[language]);
  return page.getByRole('form', { name: complaintFormName[language] });
}

describe('the website in Hindi and Gujarati', () => {
  it('starts in English (en-IN) and switches the header to Hindi, remembered after a reload', async () => {
    await page.goto(paths.home);
    expect(await htmlLang(page)).toBe('en-IN');
    await choose(page, 'hi', 'Language');
    await waitForHtmlLang(page, 'hi');
    await page.getByRole('navigation', { name: words.hi.nav }).waitFor();
    await page.reload();
    await waitForHtmlLang(page, 'hi');
    await page.getByRole('navigation', { name: words.hi.nav }).waitFor();
    await screenshot(page, 'i14-home-hi-1440');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it.each(['hi', 'gu'] as const)(
    'complaint form in %s: labels and validation messages in that language, axe clean',
    async (language) => {
      const w = words[language];
      // The page is still in Hindi, from the test before or the Hindi run.
      const form = await complaintFormIn(language, words.hi.label);
      if (language === 'gu') {
        await page.goto(paths.home);
        await page.getByRole('navigation', { name: w.nav }).waitFor();
        await page.locator('main img').first().waitFor();
        await screenshot(page, 'i14-home-gu-1440');
        await page.goto(paths.complaints);
      }
      await form.getByRole('textbox', { name: w.lastName }).fill('x');
      await form.getByRole('button', { name: w.submit }).click();
      const first = form.getByRole('textbox', { name: w.firstName });
      await expect.poll(() => fieldMessage(first)).toBe(w.firstNameRequired);
      await screenshot(page, `i14-complaint-errors-${language}-1440`);
      expect(await seriousAxeViolations(page)).toEqual([]);
    },
  );

  it('registers a complaint with a Devanagari name in Hindi and shows its status in Hindi', async () => {
    const form = await complaintFormIn('hi', words.gu.label);
    await form.getByRole('textbox', { name: 'पहला नाम' }).fill('अनीता');
    await form.getByRole('textbox', { name: 'उपनाम' }).fill('देसाई');
    await form.getByRole('textbox', { name: 'ईमेल पता' }).fill('anita@example.in');
    await form.getByRole('textbox', { name: 'मोबाइल नंबर' }).fill('9123456780');
    await form.getByRole('combobox', { name: 'विभाग' }).selectOption('DP');
    await form.getByRole('textbox', { name: 'पता', exact: true }).fill('12 MG Road, Pune');
    await form.getByRole('textbox', { name: 'आपकी शिकायत' }).fill('मार्च का DP स्टेटमेंट नहीं मिला।');
    await form.getByRole('button', { name: 'शिकायत भेजें' }).click();
    const banner = page.getByText(/आपकी शिकायत दर्ज हो गई है। आपकी शिकायत संख्या (CMP-[\w-]+) है।/);
    await banner.waitFor();
    const complainNo = /(CMP-[\w-]+)/.exec((await banner.first().textContent()) ?? '')![1]!;
    // The number to keep, in Hindi too.
    const receipt = page.getByRole('region', { name: 'शिकायत दर्ज हुई' });
    await receipt.getByText('आपकी शिकायत दर्ज हो गई है।').waitFor();
    await receipt.getByRole('button', { name: 'संख्या कॉपी करें' }).waitFor();
    expect(await receipt.getByTestId('complaint-number').textContent()).toBe(complainNo);
    const lookup = page.getByRole('region', { name: 'अपनी शिकायत की स्थिति देखें' });
    await lookup.getByRole('textbox', { name: 'शिकायत संख्या' }).fill(complainNo);
    await lookup.getByRole('button', { name: 'स्थिति देखें' }).click();
    const alert = lookup.getByTestId('complaint-status');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(
      `प्रिय अनीता देसाई, आपकी शिकायत ${complainNo} अभी खुली है`,
    );
    expect(await alert.textContent()).toContain('स्थिति: खुली');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it("back in English the specification's messages are unchanged, axe clean", async () => {
    const form = await complaintFormIn('en', words.hi.label);
    await form.getByRole('textbox', { name: 'Mobile number' }).fill('98x');
    await form.getByRole('button', { name: 'Submit complaint' }).click();
    const first = form.getByRole('textbox', { name: 'First name' });
    await expect.poll(() => fieldMessage(first)).toBe(msg.firstNameRequired);
    const phone = form.getByRole('textbox', { name: 'Mobile number' });
    await expect.poll(() => fieldMessage(phone)).toBe(msg.contactNoDigits);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it.each(['hi', 'gu'] as const)(
    'on a phone a remembered %s shows the form and its messages in it',
    async (language) => {
      const phone = await openPage(browser, app.baseUrl, VIEWPORTS.phone);
      await languageOnDevice(phone, language);
      await phone.goto(paths.home);
      await waitForHtmlLang(phone, language);
      await phone.getByRole('button', { name: words[language].openMenu }).waitFor();
      await phone.locator('main img').first().waitFor();
      await screenshot(phone, `i14-home-${language}-390`);
      await phone.goto(paths.complaints);
      await phone
        .getByRole('button', { name: language === 'hi' ? 'शिकायत भेजें' : 'ફરિયાદ મોકલો' })
        .tap();
      await expect
        .poll(() => fieldMessage(phone.getByRole('textbox', { name: words[language].firstName })))
        .toBe(words[language].firstNameRequired);
      await screenshot(phone, `i14-complaint-errors-${language}-390`);
      await phone.context().close();
    },
  );
});
