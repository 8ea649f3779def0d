// The kiosk's reading aids (issue 45, docs/architecture.md §5): the text size (A, A+, A++) the
// whole kiosk follows, high contrast (text at 7:1 or more), and "Listen", which sends the screen's
// texts to the platform's speech in the session's language. Touch only, both orientations; each
// resets with the session. The speech stub replaces only the output (speak, cancel): the texts and
// languages it records are what the app sent.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NAME_MAX, NAME_MIN } from '../../contract/limits';
import { kioskStartText } from '../../contract/kioskScreens';
import { receiptKeys } from '../../contract/receipt';
import { paths } from '../../contract/routes';
import { gu } from '../../i18n/catalogs/gu';
import { hi } from '../../i18n/catalogs/hi';
import { allEnglish } from '../../i18n/allEnglish';
import type { MessageKey } from '../../i18n/catalogs/en';
import { compileCatalog } from '../../i18n/compile';
import { INTL_LOCALE, LANGUAGE_NAMES, LANGUAGES, type Language } from '../../i18n/languages';
import { createTranslator } from '../../i18n/translator';
import { axeViolations, VIEWPORTS, WCAG_TAGS } from '../../../tests/support/browser';
import { setUpE2e } from '../../../tests/support/fixture';
import { overlappingParts } from '../../../tests/support/layout';
import { measureColours, type ColourMaths, type Rgba } from '../../../tests/support/colour';
import { settled } from '../../../tests/support/forms';
import {
  closeAnnouncement,
  KIOSK_BRANCH,
  kioskBackToStart,
  kioskKey,
  kioskKeyboard,
  kioskPages,
  screenShot,
  sharedPage,
  tapChoice,
} from '../../../tests/support/kiosk';

/** A valid complaint in the kiosk's form, its department chosen by touch. */
async function fillComplaint(form: Locator): Promise<void> {
  await form.locator('[name="fName"]').fill('Zorawar');
  await form.locator('[name="lName"]').fill('Pathania');
  await form.locator('[name="email"]').fill('zorawar@example.in');
  await form.locator('[name="contactNo"]').fill('9876543210');
  await tapChoice(form, 'department', 'Back Office');
  await form.locator('[name="address"]').fill('12 Marine Drive, Mumbai');
  await form.locator('[name="complain"]').fill('My contract note never arrived.');
}

setUpE2e();
const { kioskPage } = kioskPages();

const CATALOGS = { en: allEnglish, hi, gu } as const;
const translate = (language: Language) =>
  createTranslator(language, compileCatalog(CATALOGS[language]));
const en = translate('en');

const startScreen = (page: Page) => page.getByTestId('kiosk-start');
const actionBar = (page: Page) => page.getByTestId('kiosk-action-bar');
const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name });

interface Spoken {
  text: string;
  lang: string;
}

/** A kiosk page whose speech output records what it is given instead of sounding it. */
async function speakingKiosk(viewport = VIEWPORTS.kiosk) {
  const page = await kioskPage(viewport, undefined, true);
  await page.addInitScript(() => {
    const spoken: { text: string; lang: string }[] = [];
    const stops: number[] = [];
    Object.assign(window, { __spoken: spoken, __speechStops: stops });
    speechSynthesis.speak = (utterance) => {
      spoken.push({ text: utterance.text, lang: utterance.lang });
    };
    speechSynthesis.cancel = () => {
      stops.push(Date.now());
    };
  });
  await page.goto('/');
  await startScreen(page).waitFor();
  return { page };
}

/** What the page sent to speech since the last call (and forgets it). */
const takeSpoken = (page: Page) =>
  page.evaluate(() => (window as unknown as { __spoken: Spoken[] }).__spoken.splice(0));
const speechStops = (page: Page) =>
  page.evaluate(() => (window as unknown as { __speechStops: number[] }).__speechStops.length);

/** The root's font size in px: every rem of the kiosk follows it. */
const rootFontPx = (page: Page) =>
  page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);

/**
 * The visible boxes holding text that cut it off (WCAG 1.4.4: larger text without loss): a box
 * that hides or clips its overflow while its content is wider or taller than it. A box that
 * scrolls shows the rest, and a fixed bar's room is the overlaps' check.
 */
const cutOff = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(el);
      const hides = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
      if (!hides(style.overflowX) && !hides(style.overflowY)) continue;
      if (!(el.innerText ?? '').trim() || el.getClientRects().length === 0) continue;
      // Text for screen readers alone sits in a 1 px clipped box on purpose.
      if (style.visibility === 'hidden' || el.clientWidth <= 1 || el.clientHeight <= 1) continue;
      const wide = hides(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
      const tall = hides(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
      if (wide || tall) {
        const size = `${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight}`;
        found.push(`<${el.tagName.toLowerCase()}> ${el.innerText.trim().slice(0, 30)} (${size})`);
      }
    }
    return found;
  });

/**
 * The pairs of visible controls and texts that overlap by more than a pixel each way, within one
 * layer: the page's flow, or one fixed layer (the action bar, the chat button), which lie over the
 * page as it scrolls under them (the page leaves them room at its end).
 */
const overlaps = (page: Page) =>
  overlappingParts(page.locator('body'), {
    parts:
      'button, a[href], input:not([type="radio"], [type="checkbox"]), textarea, select, label, img, h1, h2, h3, p',
    slack: 1,
    layered: true,
  });

/**
 * Each visible text whose contrast with what lies behind it is under `min` (WCAG's ratio of
 * relative luminances), computed in the page: the text's colour over the backgrounds of its
 * element and its ancestors, blended down to the first opaque one. A background picture
 * (a gradient) behind a text cannot be measured this way and counts as a failure.
 */
const lowContrast = (page: Page, min: number) =>
  measureColours(
    page,
    (min) => {
      const { parse, over, ratio } = (window as unknown as { wcagColour: ColourMaths }).wcagColour;
      /** What lies behind `el`'s text, or why it cannot be told. */
      const behind = (el: Element): Rgba | string => {
        const layers: Rgba[] = [];
        for (let node: Element | null = el; node; node = node.parentElement) {
          const style = getComputedStyle(node);
          if (style.backgroundImage !== 'none')
            return `a picture behind (${style.backgroundImage})`;
          const bg = parse(style.backgroundColor);
          if (!bg) return `an unread colour ${style.backgroundColor}`;
          if (bg[3] > 0) layers.push(bg);
          if (bg[3] === 1) break;
        }
        return layers.reduceRight<Rgba>((below, top) => over(top, below), [255, 255, 255, 1]);
      };
      const failures: string[] = [];
      let checked = 0;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement;
        const text = node.textContent?.trim();
        if (!el || !text || el.closest('svg')) continue;
        const style = getComputedStyle(el);
        if (el.getClientRects().length === 0 || style.visibility === 'hidden') continue;
        const rect = el.getBoundingClientRect();
        if (rect.width <= 1 || rect.height <= 1) continue;
        checked++;
        const background = behind(el);
        const color = parse(style.color);
        if (typeof background === 'string' || !color) {
          failures.push(`"${text.slice(0, 30)}": ${String(background)}`);
          continue;
        }
        const contrast = ratio(over(color, background), background);
        if (contrast < min) failures.push(`"${text.slice(0, 30)}": ${contrast.toFixed(2)}:1`);
      }
      return { checked, failures };
    },
    min,
  );

const sizes = [
  ['1920x1080', VIEWPORTS.kiosk],
  ['1080x1920', VIEWPORTS.kioskPortrait],
] as const;

/** Taps the complaint tile and waits for its form (in English). */
async function openComplaintForm(page: Page) {
  await button(startScreen(page), en('kiosk.registerComplaint')).tap();
  await page.getByRole('form', { name: en('complaint.formName') }).waitFor();
  await startScreen(page).waitFor({ state: 'detached' });
}

/** "Finish & clear screen" in `language`: the session ends, the start screen is back. */
async function endSession(page: Page, language: Language = 'en') {
  await button(actionBar(page), translate(language)('kiosk.endSession')).tap();
  await startScreen(page).waitFor();
}

describe.each(sizes)('the reading aids at %s', (size, viewport) => {
  const kiosk = sharedPage(() => speakingKiosk(viewport));

  it('A++ sets the whole kiosk at 160 %: no sideways scroll, nothing overlaps or is cut off, on the start screen and a form, the field typed in in view; the session’s end puts it back', async () => {
    const { page } = await kiosk();
    const usual = await rootFontPx(page);
    const largest = button(startScreen(page), en('kiosk.textSize160'));
    await largest.tap();
    await expect.poll(() => rootFontPx(page)).toBeCloseTo(usual * 1.6, 1);
    expect(await largest.getAttribute('aria-pressed')).toBe('true');
    await page.evaluate(() => document.fonts.ready);
    await screenShot(page, `kiosk-start-160-${size}`);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await overlaps(page)).toEqual([]);
    expect(await cutOff(page)).toEqual([]);

    await openComplaintForm(page);
    expect(await rootFontPx(page)).toBeCloseTo(usual * 1.6, 1);
    expect(
      await button(actionBar(page), en('kiosk.textSize160')).getAttribute('aria-pressed'),
    ).toBe('true');
    await screenShot(page, `kiosk-form-160-${size}`);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await overlaps(page)).toEqual([]);
    expect(await cutOff(page)).toEqual([]);
    // Typing at 160 %: the on-screen keyboard docks above the bar, and the field typed in is
    // shown whole between the screen's top and the keyboard.
    const firstName = page.getByRole('form').locator('[name="fName"]');
    await firstName.tap();
    await kioskKeyboard(page).waitFor();
    const inView = async () => {
      const field = (await firstName.boundingBox())!;
      const keys = (await kioskKeyboard(page).boundingBox())!;
      return field.y >= 0 && field.y + field.height <= keys.y
        ? 'in view'
        : `field ${field.y}–${field.y + field.height}, keyboard from ${keys.y}`;
    };
    await expect.poll(inView).toBe('in view');
    await screenShot(page, `kiosk-typing-160-${size}`);
    await kioskKey(page, '{done}').tap();
    await kioskKeyboard(page).waitFor({ state: 'detached' });
    // Every reading aid is a finger's target.
    const boxes = await page
      .getByTestId('kiosk-access')
      .getByRole('button')
      .evaluateAll((all) => all.map((b) => b.getBoundingClientRect()));
    expect(boxes.length).toBeGreaterThanOrEqual(5);
    for (const box of boxes) {
      expect(box.width).toBeGreaterThanOrEqual(48);
      expect(box.height).toBeGreaterThanOrEqual(48);
    }
    // A+ from the bar, then the session ends: the next visitor starts at 100 %.
    await button(actionBar(page), en('kiosk.textSize130')).tap();
    await expect.poll(() => rootFontPx(page)).toBeCloseTo(usual * 1.3, 1);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await endSession(page);
    expect(await rootFontPx(page)).toBe(usual);
    expect(
      await button(startScreen(page), en('kiosk.textSize100')).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('high contrast puts every text of the start screen and a form at 7:1 or more; the session’s end puts it back', async () => {
    const { page } = await kiosk();
    const toggle = button(startScreen(page), en('kiosk.highContrast'));
    await toggle.tap();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await screenShot(page, `kiosk-start-contrast-${size}`);
    const start = await lowContrast(page, 7);
    expect(start.failures).toEqual([]);
    expect(start.checked).toBeGreaterThan(20);

    await openComplaintForm(page);
    // Sent empty: the errors under the fields are texts to read too.
    await button(page.getByRole('form'), en('complaint.submit')).tap();
    await page.getByText(en('validation.firstNameRequired')).waitFor();
    await screenShot(page, `kiosk-form-contrast-${size}`);
    const form = await lowContrast(page, 7);
    expect(form.failures).toEqual([]);
    expect(form.checked).toBeGreaterThan(20);

    await endSession(page);
    expect(await page.evaluate(() => document.documentElement.dataset.kioskContrast)).toBe(
      undefined,
    );
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
  });
});

/**
 * Each task's tile and what its screen shows once open (the tiles of kioskStart.e2e's walk): the
 * kiosk's screens axe checks at both orientations.
 */
const TASK_SCREENS: [string, (page: Page) => Promise<unknown>][] = [
  [
    kioskStartText.registerComplaint,
    (page) => page.getByRole('form', { name: en('complaint.formName') }).waitFor(),
  ],
  [kioskStartText.trackComplaint, (page) => page.getByLabel('Complaint number').waitFor()],
  [
    kioskStartText.freeze,
    (page) => page.getByRole('dialog', { name: 'Client Information' }).waitFor(),
  ],
  [kioskStartText.withdrawal, (page) => page.getByLabel('PAN').waitFor()],
  [kioskStartText.feedback, (page) => page.getByRole('form').waitFor()],
  [kioskStartText.contact, (page) => page.getByRole('form').waitFor()],
  [kioskStartText.payTo, (page) => page.waitForURL('**' + paths.validatedAccounts)],
  [kioskStartText.charter, (page) => page.waitForURL('**' + paths.investorCharter)],
  [kioskStartText.browse, (page) => closeAnnouncement(page)],
];

/** axe with the WCAG 2.0/2.1/2.2 A and AA tags, every impact, on what the kiosk shows now. */
async function expectNoAxeFinding(page: Page, screen: string) {
  // The app's own page, drawn: a task's heading, and no fading colour in the middle of a change.
  await page.getByRole('heading').first().waitFor();
  await settled(page.locator('body'));
  // Soft: one run tells every screen's findings.
  expect.soft(await axeViolations(page, WCAG_TAGS), screen).toEqual([]);
}

describe.each(sizes)('axe on every kiosk screen at %s', (_size, viewport) => {
  // The reading aids' page of this orientation is another describe's; one of its own, loaded once.
  const kiosk = sharedPage(() => speakingKiosk(viewport));

  // Some twenty axe runs over a full-screen page: 56 s in a full run on two cores, so a minute of
  // its own was the edge it fell over once (2 December); the sitemap's sweep has ten.
  it('finds nothing on the start screen, each task’s screen, the keyboard, the receipt, at A++ and in high contrast', async () => {
    const { page } = await kiosk();
    await expectNoAxeFinding(page, 'start screen');
    for (const [tile, shown] of TASK_SCREENS) {
      await button(startScreen(page), tile).tap();
      await shown(page);
      await startScreen(page).waitFor({ state: 'detached' });
      await expectNoAxeFinding(page, tile);
      await kioskBackToStart(page).tap();
      await startScreen(page).waitFor();
    }

    // The complaint form with the on-screen keyboard open, then its receipt to take away.
    await openComplaintForm(page);
    const form = page.getByRole('form', { name: en('complaint.formName') });
    await form.locator('[name="fName"]').tap();
    await kioskKeyboard(page).waitFor();
    await expectNoAxeFinding(page, 'the on-screen keyboard');
    await fillComplaint(form);
    await button(form, en('complaint.submit')).tap();
    await page.getByTestId('kiosk-take-away').waitFor();
    await expectNoAxeFinding(page, 'the receipt');
    await endSession(page);

    // The largest text and high contrast, on the start screen and a form with its errors.
    await button(startScreen(page), en('kiosk.textSize160')).tap();
    await button(startScreen(page), en('kiosk.highContrast')).tap();
    await expectNoAxeFinding(page, 'start screen, A++ and high contrast');
    await openComplaintForm(page);
    await button(page.getByRole('form'), en('complaint.submit')).tap();
    await page.getByText(en('validation.firstNameRequired')).waitFor();
    await expectNoAxeFinding(page, 'a form’s errors, A++ and high contrast');
    await endSession(page);
  }, 180_000);
});

describe('Listen', () => {
  const kiosk = sharedPage(() => speakingKiosk());

  it.each(LANGUAGES)(
    '%s: sends the heading, the focused field’s label, hint and error, and the receipt to speech in the session’s language',
    async (language) => {
      const { page } = await kiosk();
      const t = translate(language);
      const lang = INTL_LOCALE[language];
      const listen = (scope: Locator) => button(scope, t('kiosk.listen')).tap();
      const heard = async () => {
        const spoken = await takeSpoken(page);
        expect(spoken.map((s) => s.lang)).toEqual(spoken.map(() => lang));
        return spoken.map((s) => s.text);
      };
      await takeSpoken(page);
      if (language !== 'en') {
        await button(page.getByTestId('kiosk-languages'), LANGUAGE_NAMES[language]).tap();
      }
      await startScreen(page)
        .getByRole('heading', { name: t('kiosk.title') })
        .waitFor();
      await listen(startScreen(page));
      expect(await heard()).toEqual([t('kiosk.title')]);

      await button(startScreen(page), t('kiosk.registerComplaint')).tap();
      const form = page.getByRole('form', { name: t('complaint.formName') });
      const firstName = form.locator('[name="fName"]');
      await firstName.tap();
      await kioskKeyboard(page).waitFor();
      await listen(actionBar(page));
      const field = (key: MessageKey, values?: Record<string, unknown>) => [
        t('complaint.pageTitle'),
        t('complaint.firstName'),
        t(key, values),
      ];
      expect(await heard()).toEqual(field('complaint.nameHelp', { min: NAME_MIN, max: NAME_MAX }));
      // The tap left the focus on the field it read.
      expect(await firstName.evaluate((el) => el === document.activeElement)).toBe(true);

      await button(form, t('complaint.submit')).tap();
      await form.getByText(t('validation.firstNameRequired')).waitFor();
      await firstName.tap();
      await listen(actionBar(page));
      expect(await heard()).toEqual(field('validation.firstNameRequired'));

      await fillComplaint(form);
      await button(form, t('complaint.submit')).tap();
      await page.getByTestId('kiosk-take-away').waitFor();
      const number = (await page.getByTestId('complaint-number').textContent()) ?? '';
      expect(number).toMatch(/^CMP-/);
      await listen(actionBar(page));
      const receipt = await heard();
      const kind = receiptKeys('complaint');
      for (const line of [
        t(kind.title),
        `${t('kiosk.receiptBranch')}: ${KIOSK_BRANCH}`,
        t(kind.numberLabel),
        number,
        t(kind.next),
        t('kiosk.receiptKeep'),
      ]) {
        expect(receipt).toContain(line);
      }

      // The session's end stops the reading: the next visitor must not hear this receipt.
      const stops = await speechStops(page);
      await endSession(page, language);
      expect(await speechStops(page)).toBeGreaterThan(stops);
    },
  );
});
