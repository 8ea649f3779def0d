// A page that runs as the kiosk in a plain headless Chromium (the shell's bridge: kioskBridge.ts),
// and a visitor's touch steps on it.
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, onTestFailed } from 'vitest';
import type { KioskConfig } from '../../src/contract/kiosk';
import { KIOSK_API_PREFIX } from '../../src/contract/kioskFleet';
import { paths } from '../../src/contract/routes';
import { en } from '../../src/i18n/catalogs/en';
import { enKiosk } from '../../src/i18n/catalogs/enKiosk';
import { gu } from '../../src/i18n/catalogs/gu';
import { guKiosk } from '../../src/i18n/catalogs/guKiosk';
import { hi } from '../../src/i18n/catalogs/hi';
import { hiKiosk } from '../../src/i18n/catalogs/hiKiosk';
import { LANGUAGE_NAMES, type Language } from '../../src/i18n/languages';
import { installClock, keepOpen, openPage, screenshotViewport, VIEWPORTS } from './browser';
import { app, browser, setUpE2e } from './fixture';
import { installKioskBridge } from './kioskBridge';

export { KIOSK_BRANCH } from './kioskBridge';

/** A kiosk head office enrolled: its id and the key the desk showed (docs/contract.md §14). */
export interface EnrolledKiosk {
  kioskId: string;
  key: string;
}

export async function openKioskPage(
  browser: Browser,
  baseUrl: string,
  options: BrowserContextOptions = VIEWPORTS.kiosk,
  timers: Pick<KioskConfig, 'idleMs' | 'countdownMs'> = { idleMs: 60_000, countdownMs: 60_000 },
  enrolled?: EnrolledKiosk,
): Promise<Page> {
  const page = await openPage(browser, baseUrl, options);
  if (enrolled) {
    // As the shell does (electron/kioskKey.ts): the key rides on the kiosk's own calls, added
    // outside the page, which never sees it.
    await page.route(`${baseUrl}${KIOSK_API_PREFIX}**`, (route) =>
      route.continue({
        headers: { ...route.request().headers(), authorization: `Bearer ${enrolled.key}` },
      }),
    );
  }
  // Full-page screenshots at 1920 px take a while when the machine is busy.
  page.setDefaultTimeout(30_000);
  // Time flows as usual; a test jumps over an idle period with clock.fastForward instead of
  // waiting for it (and a slow step on a busy machine cannot count as idle time).
  await installClock(page);
  await installKioskBridge(page, {
    ...timers,
    ...(enrolled ? { kioskId: enrolled.kioskId } : {}),
  });
  return page;
}

/** When the page had the shell print (each job's time). */
export const kioskPrints = (page: Page) =>
  page.evaluate(() => (window as unknown as { __printed: number[] }).__printed);

/** How many times the page asked the shell to reset the session. */
export const kioskResets = (page: Page) =>
  page.evaluate(() => (window as unknown as { __kioskResets: number[] }).__kioskResets.length);

/**
 * One page for the tests of a describe that each leave it ready for the next: a browser context
 * and a load per test cost more than many a test (issue 40). The returned function opens it with
 * `open` on first use and returns it after; call it in the test, which then owns it: if the test
 * fails, the page is closed (its steps may still be running) and the next test opens its own.
 * Closed after the describe's tests.
 */
export function sharedPage<T extends { page: Page }>(open: () => Promise<T>): () => Promise<T> {
  let shared: T | undefined;
  afterAll(() => shared?.page.context().close());
  return async () => {
    if (!shared) {
      shared = await open();
      keepOpen(shared.page);
    }
    const taken = shared;
    onTestFailed(async () => {
      if (shared === taken) shared = undefined;
      await taken.page.context().close();
    });
    return taken;
  };
}

/**
 * Kiosk pages on the file's server and browser (`setUpE2e`): each page is closed after its test
 * (closeTestPages), unless `keep` (a page later tests share, or one the test closes itself).
 */
export function kioskPages() {
  const kioskPage = async (
    options: BrowserContextOptions = VIEWPORTS.kiosk,
    timers?: Pick<KioskConfig, 'idleMs' | 'countdownMs'>,
    keep = false,
    enrolled?: EnrolledKiosk,
  ): Promise<Page> => {
    const page = await openKioskPage(browser, app.baseUrl, options, timers, enrolled);
    return keep ? keepOpen(page) : page;
  };
  return { kioskPage };
}

/**
 * A kiosk e2e file's set-up: the file's server and browser (setUpE2e) and its kiosk pages
 * (kioskPages), the same in every kiosk file. Call it at the file's top level.
 */
export function setUpKioskE2e(): ReturnType<typeof kioskPages> {
  setUpE2e();
  return kioskPages();
}

const KIOSK_CATALOGS = { en: enKiosk, hi: hiKiosk, gu: guKiosk } as const;

const SITE_CATALOGS = { en, hi, gu } as const;

/**
 * Closes the home page's announcement with a tap, as a visitor does: it shows once per kiosk
 * session (HomePopup), and left to close by itself it holds every tap on the page for its two
 * 5 s phases. A page already past it (a later return home in the same session) is left as it is.
 */
export async function closeAnnouncement(page: Page, language: Language = 'en'): Promise<void> {
  const close = page.getByRole('button', {
    name: SITE_CATALOGS[language]['home.closeAnnouncement'],
  });
  await page.locator('main h1').waitFor({ state: 'attached' });
  // On a very busy machine it may have closed by itself before the tap lands.
  if (await close.isVisible()) await close.tap({ timeout: 5_000 }).catch(() => {});
  await close.waitFor({ state: 'detached' });
}

/** The start screen's last tile, the website itself, tapped; its home's announcement closed. */
export async function browseWebsite(page: Page, language: Language = 'en'): Promise<void> {
  await page
    .getByTestId('kiosk-start')
    .getByRole('button', { name: KIOSK_CATALOGS[language]['kiosk.browse'] })
    .tap();
  await page.locator('footer').waitFor();
  await closeAnnouncement(page, language);
}

/**
 * A visitor's start of a task, by touch: the start screen, the language's button (unless
 * English), then the task's tile, named as the language names it.
 */
export async function startTaskIn(
  page: Page,
  language: Language,
  tile: keyof typeof enKiosk,
): Promise<void> {
  await page.goto(paths.home);
  await tapTaskIn(page, language, tile, language !== 'en');
}

/**
 * The next visitor's task on a kiosk page that shows one already, without a load of the kiosk
 * (which costs a busy machine seconds, issue 40): the action bar's "Back to start" (it takes taps
 * over a modal dialog and with the keyboard open), the language's button, then the task's tile.
 * On a fresh page, startTaskIn.
 */
export async function nextTaskIn(
  page: Page,
  language: Language,
  tile: keyof typeof enKiosk,
): Promise<void> {
  if (page.url() === 'about:blank') return startTaskIn(page, language, tile);
  await kioskBackToStart(page).tap();
  await tapTaskIn(page, language, tile, true);
}

/** "Back to start" in any of the kiosk's languages. */
const BACK_TO_START = new RegExp(
  `^(${Object.values(KIOSK_CATALOGS)
    .map((catalog) => catalog['kiosk.backToStart'])
    .join('|')})$`,
);

/**
 * The action bar's "Back to start", in the session's language, hidden from assistive tech while a
 * dialog is modal.
 */
export const kioskBackToStart = (page: Page): Locator =>
  page
    .getByTestId('kiosk-action-bar')
    .getByRole('button', { name: BACK_TO_START, includeHidden: true });

async function tapTaskIn(
  page: Page,
  language: Language,
  tile: keyof typeof enKiosk,
  chooseLanguage: boolean,
): Promise<void> {
  await page.getByTestId('kiosk-start').waitFor();
  if (chooseLanguage) {
    await page
      .getByTestId('kiosk-languages')
      .getByRole('button', { name: LANGUAGE_NAMES[language] })
      .tap();
  }
  await page.getByRole('button', { name: KIOSK_CATALOGS[language][tile] }).tap();
}

export const kioskKeyboard = (page: Page): Locator => page.getByTestId('kiosk-keyboard');
export const kioskKey = (page: Page, name: string): Locator =>
  kioskKeyboard(page).locator(`.hg-button[data-skbtn=${JSON.stringify(name)}]`);

/**
 * A finger's tap on the key (touch, never a mouse click: a tap's click lands wherever the finger
 * is when it lifts, which is what a kiosk visitor's tap does; docs/architecture.md §5).
 */
export async function tapKey(page: Page, name: string): Promise<void> {
  const key = kioskKey(page, name);
  // As a click would: the key is waited for while the keyboard opens or changes its layout.
  await key.waitFor();
  const box = await key.boundingBox();
  if (!box) throw new Error(`the key "${name}" is not on screen`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * A finger's tap on a field of a kiosk form, which opens the on-screen keyboard (waited for): the
 * visitor's way into a field, never a mouse click.
 */
export async function tapField(page: Page, field: Locator): Promise<void> {
  await field.tap();
  await kioskKeyboard(page).waitFor();
}

/**
 * A finger that rests on the glass for `holdMs` before it lifts, at the centre of `target`: the
 * touch starts and ends there, and the browser makes the tap's click of it (a mouse press would
 * not be a visitor's tap; docs/architecture.md §5).
 */
export async function touchHold(page: Page, target: Locator, holdMs: number): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('the target is not on screen');
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await page.waitForTimeout(holdMs);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await cdp.detach();
  }
}

/**
 * The centre of each key the on-screen keyboard shows now, by the key's name, read in one call
 * (waiting for the keyboard as a click would): a call per key's count, box and wait cost a busy
 * machine seconds per typed word (issue 40).
 */
async function keyCentres(page: Page): Promise<Map<string, { x: number; y: number }>> {
  const keys = await kioskKeyboard(page).evaluate((panel) =>
    [...panel.querySelectorAll<HTMLElement>('.hg-button')].map((key) => {
      const box = key.getBoundingClientRect();
      const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      return [key.dataset.skbtn ?? '', centre] as const;
    }),
  );
  return new Map(keys);
}

/**
 * Types `text` with taps on the on-screen keyboard only, switching between its layouts (shift,
 * symbols, letters) as a visitor would when a character is not on the current one.
 */
export async function tapType(page: Page, text: string): Promise<void> {
  for (const ch of text) {
    const name = ch === ' ' ? '{space}' : ch;
    let keys = await keyCentres(page);
    for (const toggle of ['{shift}', '{symbols}', '{letters}', '{shift}']) {
      if (keys.has(name)) break;
      const at = keys.get(toggle);
      if (!at) continue;
      await page.touchscreen.tap(at.x, at.y);
      keys = await keyCentres(page);
    }
    const at = keys.get(name);
    if (!at) throw new Error(`no key for "${ch}"`);
    await page.touchscreen.tap(at.x, at.y);
  }
}

/**
 * What the kiosk's screen shows (an overlay covers the screen, not the whole page), with
 * SCREENSHOTS=1 only (saveScreenshot).
 */
export const screenShot = screenshotViewport;

/**
 * A finger's tap on the option of a kiosk choice list (TouchChoices, in place of a select) whose
 * posted value is `value`, whatever the language shows.
 */
export const tapChoice = (scope: Page | Locator, name: string, value: string): Promise<void> =>
  scope
    .locator(`input[type="radio"][name=${JSON.stringify(name)}][value=${JSON.stringify(value)}]`)
    .tap();
