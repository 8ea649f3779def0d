// The visitor forms other than the complaint's in Hindi and Gujarati (docs/architecture.md §9,
// docs/contract.md §5a): labels, select options, validation messages, the server's answer in the
// green banner, the freeze acknowledgement with its time stamp in that language's style, the
// withdrawal amount read back in Indian grouping; `lang` set, axe clean, English unchanged.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { msg } from '../../contract/messages';
import { paths } from '../../contract/routes';
import { openPage, rememberLanguage, screenshot, VIEWPORTS } from '../../../tests/support/browser';
import { app, browser, page, setUpE2e } from '../../../tests/support/fixture';
import {
  control,
  fieldMessage,
  fillByLabel,
  readRecords,
  seriousAxeViolationsWithin,
  screenshotViewport,
  settled,
} from '../../../tests/support/forms';
import { openKioskPage, screenShot, startTaskIn } from '../../../tests/support/kiosk';
import { seedSiteIn } from '../../../tests/support/seed';
import type { Language } from '../../i18n/languages';

setUpE2e(VIEWPORTS.desktop);

/**
 * Opens `path` with `language` remembered on the device, as a returning visitor: stored from the
 * page the test is on, or from a file of the site without the app on a fresh one, so `path` is
 * loaded once, in the language (not once in the last one and again; issue 40).
 */
async function visit(p: Page, path: string, language: Language) {
  if (p.url() === 'about:blank') await p.goto('/robots.txt');
  await rememberLanguage(p, language, path);
  await expect
    .poll(() => p.evaluate(() => document.documentElement.lang))
    .toBe(language === 'en' ? 'en-IN' : language);
}

const banner = (p: Page) => p.getByTestId('status-banner');

describe('the visitor forms in Hindi and Gujarati', () => {
  it('contact page in Hindi: labels, messages and the answer in Hindi', async () => {
    await visit(page, paths.contactUs, 'hi');
    await page.getByRole('heading', { name: 'संपर्क करें', level: 1 }).waitFor();
    for (const heading of ['हमसे संपर्क करें', 'एस्केलेशन मैट्रिक्स', 'हम तक पहुँचें']) {
      await page.getByRole('heading', { name: heading, level: 2 }).waitFor();
    }
    expect(await page.getByRole('columnheader', { name: 'संपर्क व्यक्ति' }).count()).toBe(1);
    const form = page.getByRole('form', { name: 'संपर्क फ़ॉर्म' });
    await form.getByRole('button', { name: 'संदेश भेजें' }).click();
    await expect.poll(() => fieldMessage(control(form, 'पूरा नाम'))).toBe('नाम भरना अनिवार्य है');
    await expect.poll(() => fieldMessage(control(form, 'संदेश'))).toBe('संदेश भरना अनिवार्य है');
    await screenshot(page, 'i14f-contact-errors-hi-1440');
    expect(await seriousAxeViolationsWithin(page, 'main')).toEqual([]);
    await fillByLabel(form, {
      'पूरा नाम': 'अनीता देसाई',
      'फ़ोन नंबर': '9123456780',
      विषय: 'डीमैट खाता',
      संदेश: 'कृपया मुझे कॉल करें।',
    });
    await form.getByRole('button', { name: 'संदेश भेजें' }).click();
    await expect
      .poll(() => banner(page).textContent())
      .toBe('धन्यवाद! आपका संदेश हमें मिल गया है। हमारी टीम जल्द ही आपसे संपर्क करेगी।');
  });

  it('Quick Contact in Hindi: subjects worded in Hindi, the rule of the dialog in Hindi', async () => {
    await visit(page, paths.feedback, 'hi');
    const group = seedSiteIn('hi').menus.find((g) =>
      g.items.some((i) => i.action === 'quickContact'),
    )!;
    const item = group.items.find((i) => i.action === 'quickContact')!;
    await page.getByRole('button', { name: group.label }).first().click();
    await page.getByRole('menuitem', { name: item.label }).click();
    const dialog = page.getByRole('dialog', { name: 'त्वरित संपर्क फ़ॉर्म' });
    await dialog.waitFor();
    await settled(dialog);
    const subject = control(dialog, 'विषय');
    expect(await subject.locator('option[value="Mutual Funds"]').textContent()).toBe('म्यूचुअल फ़ंड');
    await dialog.getByRole('button', { name: 'संदेश भेजें' }).click();
    await expect.poll(() => fieldMessage(control(dialog, 'पूरा नाम'))).toBe('नाम भरना अनिवार्य है');
    await expect.poll(() => fieldMessage(subject)).toBe('विषय भरना अनिवार्य है');
    expect(await seriousAxeViolationsWithin(page, '[role=dialog]')).toEqual([]);
    await screenshotViewport(page, 'i14f-quick-contact-errors-hi-1440');
    await dialog.getByRole('button', { name: 'रद्द करें' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('feedback in Gujarati: options and messages in Gujarati, the English value posted', async () => {
    await visit(page, paths.feedback, 'gu');
    const form = page.getByRole('form', { name: 'પ્રતિભાવ ફોર્મ' });
    const heard = control(form, 'તમને અમારા વિશે કેવી રીતે જાણ થઈ?');
    expect(await heard.locator('option[value="News Paper"]').textContent()).toBe('અખબાર');
    await form.getByRole('button', { name: 'પ્રતિભાવ મોકલો' }).click();
    await expect.poll(() => fieldMessage(control(form, 'પ્રથમ નામ'))).toBe('પ્રથમ નામ ભરવું ફરજિયાત છે');
    await expect
      .poll(() => fieldMessage(control(form, 'તમારો પ્રતિભાવ')))
      .toBe('પ્રતિભાવ લખવો ફરજિયાત છે');
    await screenshot(page, 'i14f-feedback-errors-gu-1440');
    expect(await seriousAxeViolationsWithin(page, 'main')).toEqual([]);
    await fillByLabel(form, {
      'પ્રથમ નામ': 'ગીતા',
      અટક: 'પટેલ',
      'ઈમેલ સરનામું': 'geeta@example.in',
      'મોબાઇલ નંબર': '9123456780',
      'તમને અમારા વિશે કેવી રીતે જાણ થઈ?': 'News Paper',
      સરનામું: 'અમદાવાદ',
      'તમારો પ્રતિભાવ': 'શાખાનો સ્ટાફ ખૂબ મદદરૂપ હતો.',
    });
    await form.getByRole('button', { name: 'પ્રતિભાવ મોકલો' }).click();
    await expect.poll(() => banner(page).textContent()).toBe('તમારા પ્રતિભાવ બદલ આભાર.');
    const stored = (await readRecords(app, 'feedback')).at(-1);
    expect(stored).toMatchObject({ fName: 'ગીતા', modeOfCommute: 'News Paper' });
  });

  it.each([
    ['hi', 'निकासी राशि (₹)', 'आप ₹25,00,000.50 निकालने का अनुरोध कर रहे हैं', 'PAN नंबर'],
    ['gu', 'ઉપાડની રકમ (₹)', 'તમે ₹25,00,000.50 ઉપાડવાની વિનંતી કરી રહ્યા છો', 'PAN નંબર'],
  ] as const)(
    'withdrawal in %s: the amount read back in lakhs, PAN message',
    async (language, amountLabel, echo, pan) => {
      await visit(page, paths.withdrawal, language);
      const form = page.getByRole('form', {
        name: language === 'hi' ? 'निकासी फ़ॉर्म' : 'ઉપાડ ફોર્મ',
      });
      const amount = control(form, amountLabel);
      await amount.fill('2500000.50');
      await expect.poll(() => form.getByText(echo).count()).toBe(1);
      await control(form, pan).fill('ABC');
      await amount.focus();
      await expect
        .poll(() => fieldMessage(control(form, pan)))
        .toBe(language === 'hi' ? 'PAN का प्रारूप सही नहीं है' : 'PANનું ફોર્મેટ સાચું નથી');
      await screenshot(page, `i14f-withdrawal-${language}-1440`);
      expect(await seriousAxeViolationsWithin(page, 'main')).toEqual([]);
    },
  );

  it('freeze in Gujarati: the dialog, its message and the acknowledgement with a Gujarati time', async () => {
    await visit(page, paths.feedback, 'gu');
    await page.getByRole('button', { name: seedSiteIn('gu').topBar.freeze.label }).click();
    const dialog = page.getByRole('dialog', { name: 'ક્લાયન્ટ માહિતી' });
    await dialog.waitFor();
    await settled(dialog);
    await dialog.getByRole('button', { name: 'મારું ખાતું ફ્રીઝ કરો' }).click();
    await expect
      .poll(() => fieldMessage(control(dialog, 'ક્લાયન્ટ કોડ')))
      .toBe('ક્લાયન્ટ કોડ ભરવો ફરજિયાત છે');
    expect(await seriousAxeViolationsWithin(page, '[role=dialog]')).toEqual([]);
    await screenshotViewport(page, 'i14f-freeze-errors-gu-1440');
    await control(dialog, 'ક્લાયન્ટ કોડ').fill('VS1234');
    await dialog.getByRole('button', { name: 'મારું ખાતું ફ્રીઝ કરો' }).click();
    const ack = page.getByRole('alertdialog', { name: 'ફ્રીઝ વિનંતી મળી ગઈ' });
    await ack.waitFor();
    await settled(ack);
    const number = await ack.getByTestId('freeze-ack-number').textContent();
    expect(number).toMatch(/^FRZ-/);
    const time = await ack.getByTestId('freeze-ack-time').textContent();
    expect(time).toMatch(/^\d{2} \p{Script=Gujarati}+, \d{4} .* IST$/u);
    expect(await seriousAxeViolationsWithin(page, '[role=alertdialog]')).toEqual([]);
    await screenshotViewport(page, 'i14f-freeze-ack-gu-1440');
    await ack.getByRole('button', { name: 'બરાબર' }).click();
  });

  it.each(['hi', 'gu'] as const)('on a phone in %s the forms fit the screen', async (language) => {
    const phone = await openPage(browser, app.baseUrl, VIEWPORTS.phone);
    for (const path of [paths.contactUs, paths.feedback, paths.withdrawal]) {
      await visit(phone, path, language);
      await phone.getByRole('form').first().waitFor();
      const overflow = await phone.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBe(0);
      await screenshot(phone, `i14f-${path.slice(1)}-${language}-390`);
    }
    await phone.getByRole('button', { name: seedSiteIn(language).topBar.freeze.label }).tap();
    const dialog = phone.getByRole('dialog');
    await dialog.waitFor();
    await settled(dialog);
    await screenshotViewport(phone, `i14f-freeze-${language}-390`);
    await phone.context().close();
  });

  it.each([
    ['hi', 'kiosk'],
    ['gu', 'kioskPortrait'],
  ] as const)('at the kiosk the feedback form in %s fits the %s screen', async (language, size) => {
    const kiosk = await openKioskPage(browser, app.baseUrl, VIEWPORTS[size]);
    // A task screen has no website header: the language is chosen on the start screen.
    await startTaskIn(kiosk, language, 'kiosk.feedback');
    await kiosk.waitForURL('**' + paths.feedback);
    await expect.poll(() => kiosk.evaluate(() => document.documentElement.lang)).toBe(language);
    const form = kiosk.getByRole('form', {
      name: language === 'hi' ? 'फ़ीडबैक फ़ॉर्म' : 'પ્રતિભાવ ફોર્મ',
    });
    await form
      .getByRole('button', { name: language === 'hi' ? 'फ़ीडबैक भेजें' : 'પ્રતિભાવ મોકલો' })
      .click();
    await expect
      .poll(() => fieldMessage(control(form, language === 'hi' ? 'पहला नाम' : 'પ્રથમ નામ')))
      .toBe(language === 'hi' ? 'पहला नाम भरना अनिवार्य है' : 'પ્રથમ નામ ભરવું ફરજિયાત છે');
    expect(
      await kiosk.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBe(0);
    await screenShot(kiosk, `i14f-kiosk-feedback-${language}-${size}`);
    await kiosk.context().close();
  });

  it("back in English the labels and the specification's messages are unchanged", async () => {
    await visit(page, paths.withdrawal, 'en');
    const form = page.getByRole('form', { name: 'Withdrawal form' });
    await control(form, 'PAN').fill('ABC');
    await control(form, 'Amount to withdraw (Rs.)').fill('2500000');
    await expect.poll(() => fieldMessage(control(form, 'PAN'))).toBe(msg.panInvalid);
    await expect.poll(() => form.getByText('You are asking for ₹25,00,000').count()).toBe(1);
  });
});
