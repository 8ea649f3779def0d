// The kiosk in Hindi and Gujarati (docs/architecture.md §5 and §9): the start screen's language
// buttons, the tiles, the complaint form with its validation messages, a name typed on the
// InScript keyboard and the complaint accepted, the idle overlay, and every reset back to the
// kiosk's default language (English here; head office's default is in kioskFleet.e2e.test.ts).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { kioskStartText } from '../../contract/kioskScreens';
import { paths } from '../../contract/routes';
import {
  htmlLang,
  seriousAxeViolations,
  VIEWPORTS,
  waitForHtmlLang,
} from '../../../tests/support/browser';
import { app } from '../../../tests/support/fixture';
import { fieldMessage, readRecords } from '../../../tests/support/forms';
import {
  kioskKey,
  kioskKeyboard,
  screenShot,
  setUpKioskE2e,
  tapChoice,
  tapField,
  tapKey,
  tapType,
} from '../../../tests/support/kiosk';

const { kioskPage } = setUpKioskE2e();

/** Fonts and images in place, so a screenshot shows what a visitor sees. */
async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
}

/** Each language as the visitor reads it. */
const words = {
  hi: {
    name: 'हिन्दी',
    choose: 'अपनी भाषा चुनें',
    title: 'आज हम आपकी क्या सहायता करें?',
    register: 'शिकायत दर्ज करें',
    charter: 'अपने अधिकार जानें',
    form: 'शिकायत फ़ॉर्म',
    firstName: 'पहला नाम',
    lastName: 'उपनाम',
    email: 'ईमेल पता',
    phone: 'मोबाइल नंबर',
    address: 'पता',
    complaint: 'आपकी शिकायत',
    submit: 'शिकायत भेजें',
    firstNameRequired: 'पहला नाम भरना अनिवार्य है',
    typedFirst: 'अनीता',
    typedLast: 'देसाई',
    accepted: /आपकी शिकायत दर्ज हो गई है/,
    print: 'रसीद प्रिंट करें',
    backToStart: 'शुरुआत पर लौटें',
    finish: 'समाप्त करें और स्क्रीन साफ़ करें',
    idleTitle: 'क्या आप अभी भी यहाँ हैं?',
    next: 'अगला',
  },
  gu: {
    name: 'ગુજરાતી',
    choose: 'તમારી ભાષા પસંદ કરો',
    title: 'આજે અમે તમારી શી મદદ કરી શકીએ?',
    register: 'ફરિયાદ નોંધાવો',
    charter: 'તમારા અધિકારો જાણો',
    form: 'ફરિયાદ ફોર્મ',
    firstName: 'પ્રથમ નામ',
    lastName: 'અટક',
    email: 'ઈમેલ સરનામું',
    phone: 'મોબાઇલ નંબર',
    address: 'સરનામું',
    complaint: 'તમારી ફરિયાદ',
    submit: 'ફરિયાદ મોકલો',
    firstNameRequired: 'પ્રથમ નામ ભરવું ફરજિયાત છે',
    typedFirst: 'ગીતા',
    typedLast: 'પટેલ',
    accepted: /તમારી ફરિયાદ નોંધાઈ ગઈ છે/,
    print: 'રસીદ પ્રિન્ટ કરો',
    backToStart: 'શરૂઆત પર પાછા જાઓ',
    finish: 'પૂર્ણ કરો અને સ્ક્રીન સાફ કરો',
    idleTitle: 'શું તમે હજી અહીં છો?',
    next: 'આગળ',
  },
} as const;

describe('the kiosk in Hindi and Gujarati', () => {
  it.each(['hi', 'gu'] as const)(
    '%s: chosen on the start screen, a complaint typed on the InScript keyboard is accepted, Finish returns to English',
    async (language) => {
      const w = words[language];
      const page = await kioskPage();
      await page.goto(paths.home);
      await page.getByTestId('kiosk-start-branch').waitFor();
      expect(await htmlLang(page)).toBe('en-IN');
      await page.getByRole('group', { name: 'Choose your language' }).waitFor();
      const button = page.getByTestId('kiosk-languages').getByRole('button', { name: w.name });
      // A finger-sized target, named in its own script.
      const box = (await button.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(56);
      expect(await button.getAttribute('lang')).toBe(language);
      await button.tap();
      await waitForHtmlLang(page, language);
      await page.getByRole('heading', { name: w.title }).waitFor();
      expect(await button.getAttribute('aria-pressed')).toBe('true');
      await page.getByRole('group', { name: w.choose }).waitFor();
      await page.getByRole('button', { name: w.charter }).waitFor();
      await settle(page);
      await screenShot(page, `i14k-kiosk-start-${language}-1920x1080`);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: w.register }).tap();
      await page.waitForURL('**' + paths.complaints);
      const form = page.getByRole('form', { name: w.form });
      await form.getByRole('button', { name: w.submit }).tap();
      const first = form.getByRole('textbox', { name: w.firstName });
      await expect.poll(() => fieldMessage(first)).toBe(w.firstNameRequired);

      // The name in the language's own letters, tapped on its InScript layout.
      await tapField(page, first);
      expect(await kioskKeyboard(page).getAttribute('data-letters')).toBe('native');
      await kioskKeyboard(page).getByText(w.firstName).waitFor();
      await tapType(page, w.typedFirst);
      expect(await first.inputValue()).toBe(w.typedFirst);
      await settle(page);
      await screenShot(page, `i14k-kiosk-keyboard-${language}-1920x1080`);
      await tapKey(page, '{next}');
      await tapType(page, w.typedLast);
      expect(await form.getByRole('textbox', { name: w.lastName }).inputValue()).toBe(w.typedLast);
      // E-mail keeps its own layout in every language.
      await form.getByRole('textbox', { name: w.email }).tap();
      await expect.poll(() => kioskKeyboard(page).getAttribute('data-layout')).toBe('email');
      expect(await kioskKey(page, '{script}').count()).toBe(0);
      await form.getByRole('textbox', { name: w.email }).fill('anita@example.in');
      await form.getByRole('textbox', { name: w.phone }).fill('9123456780');
      await tapChoice(form, 'department', 'DP');
      // An address in English letters: the switch key and back.
      const address = form.getByRole('textbox', { name: w.address, exact: true });
      await address.tap();
      await tapKey(page, '{script}');
      expect(await kioskKeyboard(page).getAttribute('data-letters')).toBe('latin');
      await tapType(page, 'Pune');
      expect(await address.inputValue()).toBe('Pune');
      await address.fill('12 MG Road, Pune');
      await form.getByRole('textbox', { name: w.complaint }).fill('DP statement not received.');
      await tapKey(page, '{done}');
      await form.getByRole('button', { name: w.submit }).tap();
      await page.getByText(w.accepted).first().waitFor();
      await page.getByRole('button', { name: w.print }).waitFor();
      const stored = (await readRecords(app, 'complaint')).at(-1)!;
      expect([stored.fName, stored.lName]).toEqual([w.typedFirst, w.typedLast]);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: w.finish }).tap();
      await page.getByRole('button', { name: kioskStartText.registerComplaint }).waitFor();
      await waitForHtmlLang(page, 'en-IN');
      await page.getByRole('heading', { name: kioskStartText.title }).waitFor();
    },
  );

  it.each(['hi', 'gu'] as const)(
    '%s in portrait: the tiles, the form with its messages, the idle overlay; the idle reset returns to English',
    async (language) => {
      const w = words[language];
      const page = await kioskPage(VIEWPORTS.kioskPortrait, {
        idleMs: 30_000,
        // Long enough for the screenshot and the axe check on a busy machine; jumped over.
        countdownMs: 30_000,
      });
      await page.goto(paths.home);
      await page.getByRole('group', { name: 'Choose your language' }).waitFor();
      await page.getByRole('button', { name: w.name }).tap();
      await page.getByRole('heading', { name: w.title }).waitFor();
      await settle(page);
      await screenShot(page, `i14k-kiosk-start-${language}-1080x1920`);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);

      await page.getByRole('button', { name: w.register }).tap();
      const form = page.getByRole('form', { name: w.form });
      await form.getByRole('button', { name: w.submit }).tap();
      await expect
        .poll(() => fieldMessage(form.getByRole('textbox', { name: w.firstName })))
        .toBe(w.firstNameRequired);
      await form.getByRole('textbox', { name: w.firstName }).tap();
      await kioskKeyboard(page).getByText(w.next).waitFor();
      await settle(page);
      await screenShot(page, `i14k-kiosk-form-${language}-1080x1920`);
      await page.getByRole('button', { name: w.backToStart }).waitFor();

      await page.clock.fastForward(31_000);
      const overlay = page.getByRole('alertdialog', { name: w.idleTitle });
      await overlay.waitFor();
      await settle(page);
      await screenShot(page, `i14k-kiosk-idle-${language}-1080x1920`);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.clock.fastForward(31_000);
      await page.getByRole('heading', { name: kioskStartText.title }).waitFor();
      await waitForHtmlLang(page, 'en-IN');
    },
  );
});
