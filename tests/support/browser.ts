import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type LaunchOptions,
  type Page,
} from 'playwright-core';
import { expect, inject } from 'vitest';
import { msg } from '../../src/contract/messages';
import { LANGUAGE_STORAGE_KEY } from '../../src/i18n/atoms';
import type { Language } from '../../src/i18n/languages';
import { withoutExceptions, type AxeViolation } from './axeExceptions';
import { withoutFirstAnswersIn } from './firstAnswers';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags this sandboxed, offline machine needs (the tests and Lighthouse's runs alike). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

declare module 'vitest' {
  export interface ProvidedContext {
    /** The e2e run's one Chromium (tests/e2e/global-setup.ts), for `chromium.connect`. */
    chromiumEndpoint: string;
  }
}

/**
 * The features Playwright 1.65 disables itself (its chromiumSwitches.ts). Chromium keeps only the
 * last `--disable-features` of a command line, so the e2e browser's own list repeats these whole;
 * tests/e2e/harness.e2e.test.ts fails when a Playwright upgrade disables one more.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Parts of a browser window no test sees: headless Chromium gives each new context a window
 * whose address bar loads two WebUI pages for its suggestion popups (chrome://omnibox-popup),
 * a third of the CPU a test's page load costs (home.e2e: 50.5 s of CPU with them, 37.6 s
 * without; issue 40).
 */
export const UNSEEN_BROWSER_UI = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
  'PreloadTopChromeWebUI',
];

/**
 * Debian's Chromium, headless: how the e2e run launches its one browser. No name but the test
 * servers' resolves: the ticker's and the map's frames (other sites) fail at once, as they would
 * offline, so no test depends on a third party. A rule in the browser, not a route in each
 * context: Playwright sends every request of a routed page through its driver, and turns the
 * page's HTTP cache off, so each load fetched and compiled every script again (issue 40).
 */
export const CHROMIUM_LAUNCH: LaunchOptions = {
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: [
    ...CHROMIUM_FLAGS,
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_BROWSER_UI].join(',')}`,
  ],
};

/**
 * A connection to the e2e run's one Chromium, which tests/e2e/global-setup.ts launches (one
 * browser process for the run instead of one per file; each test still gets a fresh context from
 * openPage). `close()` on it closes this connection's contexts and disconnects; the browser stays
 * up for the other files until the run's teardown.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.connect(inject('chromiumEndpoint'));
}

export const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1440, height: 900 } },
  kiosk: { viewport: { width: 1920, height: 1080 }, hasTouch: true },
  kioskPortrait: { viewport: { width: 1080, height: 1920 }, hasTouch: true },
} satisfies Record<string, BrowserContextOptions>;

/**
 * The contexts opened while a test runs (openPage), closed after it (setUpE2e): a page left open
 * keeps drawing, and the home page's ticker and carousel alone cost a tenth of a core each, on a
 * machine whose two cores run two test files (issue 40).
 */
const openedInTest = new Set<BrowserContext>();
let testRunning = false;

/** From now on the pages openPage opens are the running test's, closed by closeTestPages. */
export function openTestPages(): void {
  testRunning = true;
}

/** Closes the pages opened since openTestPages, except those kept (keepOpen). */
export async function closeTestPages(): Promise<void> {
  testRunning = false;
  const opened = [...openedInTest];
  openedInTest.clear();
  await Promise.all(opened.map((context) => context.close()));
}

/** Keeps `page` open after the test that opened it: a page later tests share. */
export function keepOpen<P extends Page>(page: P): P {
  openedInTest.delete(page.context());
  return page;
}

/** A fresh page on `baseUrl` (other sites do not resolve: CHROMIUM_LAUNCH). */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  options: BrowserContextOptions = VIEWPORTS.desktop,
): Promise<Page> {
  const context = await browser.newContext({ ...options, baseURL: baseUrl });
  if (testRunning) openedInTest.add(context);
  const page = await context.newPage();
  // Generous: on a 2-core CI machine two test files (each a server and a Chromium) share the cores,
  // and a page load can take seconds; a check that fails still fails, only later.
  page.setDefaultTimeout(30_000);
  return page;
}

const clocked = new WeakSet<BrowserContext>();

/**
 * In a page with Playwright's clock: a requestAnimationFrame callback runs at the clock's next
 * frame or at the browser's real next frame, whichever comes first. The clock's frames are timers,
 * and on a loaded machine they lag the real ones by hundreds of milliseconds, while CSS animations
 * run on the real ones: Ark's presence reads a closing dialog's animation a frame after it closes,
 * and when that frame came after the animation had ended it waited for an animationend already
 * gone, so the dialog stayed mounted for good (CI: a kiosk dialog and the Quick Contact dialog).
 * A browser never runs a frame's callback after the frame itself; the clock's frames still run
 * when a test moves the clock (runFor), as before. Runs after the clock's own init script.
 */
function framesNoLaterThanReal(): void {
  const clock = (globalThis as { __pwClock?: { builtins: Record<string, unknown> } }).__pwClock;
  if (!clock || 'framesNoLaterThanReal' in window) return;
  Object.defineProperty(window, 'framesNoLaterThanReal', { value: true });
  const real = {
    request: clock.builtins.requestAnimationFrame as typeof requestAnimationFrame,
    cancel: clock.builtins.cancelAnimationFrame as typeof cancelAnimationFrame,
  };
  const fake = { request: window.requestAnimationFrame, cancel: window.cancelAnimationFrame };
  const realOf = new Map<number, number>();
  window.requestAnimationFrame = (callback) => {
    const id = fake.request((time) => {
      real.cancel(realOf.get(id)!);
      realOf.delete(id);
      callback(time);
    });
    realOf.set(
      id,
      real.request(() => {
        fake.cancel(id);
        realOf.delete(id);
        // The clock's time, as every other time the page reads.
        callback(performance.now());
      }),
    );
    return id;
  };
  window.cancelAnimationFrame = (id) => {
    const realId = realOf.get(id);
    if (realId !== undefined) real.cancel(realId);
    realOf.delete(id);
    fake.cancel(id);
  };
}

/**
 * Installs Playwright's clock on `page`'s context, once: time flows as usual until a test moves it
 * (clock.runFor, fastForward), so it jumps over a wait instead of sitting through it, and frames
 * come no later than the browser's (framesNoLaterThanReal). Call before the page loads, so the
 * page's timers and performance.now are the clock's.
 */
export async function installClock(page: Page): Promise<void> {
  if (clocked.has(page.context())) return;
  clocked.add(page.context());
  await page.clock.install();
  await page.context().addInitScript(framesNoLaterThanReal);
}

/**
 * Runs `page`'s clock (installClock) `ms` ahead, firing the timers due on the way in order, then
 * lets the page finish the work they posted (React commits in a posted task) before the test
 * looks at it.
 */
export async function runClockFor(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms);
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        const { port1, port2 } = new MessageChannel();
        port1.onmessage = () => done();
        port2.postMessage(null);
      }),
  );
}

/**
 * Waits until no dialog backdrop would take the next tap or click: none is open, and a closing one
 * lets pointers through (the backdrops' recipe, panda.config.ts). Its removal is not waited for:
 * Ark removes it once its fade-out has ended, which it misses for good in a page whose clock's
 * frames lag or stand still without framesNoLaterThanReal (a test's own held clock).
 */
export async function noBackdropInTheWay(page: Page): Promise<void> {
  const inTheWay = () =>
    page.locator('[data-part="backdrop"]').evaluateAll(
      // An open one counts whatever it computes: while a modal is open the page below it
      // takes no pointers, and the backdrop may inherit that.
      (els) =>
        els.filter(
          (el) =>
            (el as HTMLElement).dataset.state === 'open' ||
            (el.checkVisibility() && getComputedStyle(el).pointerEvents !== 'none'),
        ).length,
    );
  await expect.poll(inTheWay).toBe(0);
}

/**
 * Whether the screenshots taken for a person to look at are written: only with SCREENSHOTS=1
 * (README, "Screenshots"). No assertion reads them, and each costs a busy machine up to seconds;
 * a test that compares pixels takes its own screenshot, always.
 */
export const SCREENSHOTS_ON = process.env.SCREENSHOTS === '1';

/** Runs `take` with the path of screenshots/<name>.png, with SCREENSHOTS=1 only. */
export async function saveScreenshot(
  name: string,
  take: (path: string) => Promise<unknown>,
): Promise<void> {
  if (!SCREENSHOTS_ON) return;
  const dir = resolve(import.meta.dirname, '../../screenshots');
  await mkdir(dir, { recursive: true });
  await take(resolve(dir, `${name}.png`));
}

/** Saves a full-page screenshot to screenshots/<name>.png for a person to look at (saveScreenshot). */
export const screenshot = (page: Page, name: string): Promise<void> =>
  saveScreenshot(name, (path) => page.screenshot({ path, fullPage: true }));

/** Saves what is on screen now (e.g. an open dialog) to screenshots/<name>.png (saveScreenshot). */
export const screenshotViewport = (page: Page, name: string): Promise<void> =>
  saveScreenshot(name, (path) => page.screenshot({ path }));

const axeSourcePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let axeSource: Promise<string> | undefined;

/**
 * Puts axe-core in the page unless it is there already: a screen reached inside the running app
 * (the desk's crawl, the kiosk's taps, a dialog) keeps the axe its last check put in, and
 * compiling axe's half a megabyte again cost as much as a check (issue 40).
 */
async function withAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => 'axe' in window)) return;
  // Evaluated over the DevTools protocol: the server's CSP (script-src 'self') rightly blocks the
  // inline <script> that addScriptTag would insert.
  await page.evaluate(await (axeSource ??= readFile(axeSourcePath, 'utf8')));
}

/**
 * The rule tags of WCAG 2.0, 2.1 and 2.2 at levels A and AA (axe has no wcag22a tag: 2.2's new A
 * criteria have no automated rule), the standard the firm builds to (issue 45).
 */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * What the tests run: the WCAG rules and axe's best practices (one h1, one main, every part of
 * the page in a landmark), which the site's tests held to before the WCAG tags were named.
 */
const TEST_TAGS = [...WCAG_TAGS, 'best-practice'];

export type { AxeViolation };

/** Runs axe-core in the page; returns the serious and critical violations. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  const violations = await axeViolations(page);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** How long a check waits for the page's transitions to end; a paused clock can hold one. */
const ANIMATIONS_WAIT_MS = 5_000;

/**
 * Waits until the page's running, timed animations and transitions have ended (not its endless
 * ones, a spinner or the ticker, nor a paused one or one a scroll drives), so a colour or a line
 * that moves as the screen changes is measured where it ends, as a fresh load shows it: right
 * after a click the link's colour is on its way.
 */
export async function animationsEnded(page: Page): Promise<void> {
  const ended = page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => {
          const end = a.effect?.getComputedTiming().endTime;
          return a.playState === 'running' && typeof end === 'number' && end !== Infinity;
        })
        .map((a) => a.finished.catch(() => undefined)),
    ).then(() => undefined),
  );
  await Promise.race([ended, new Promise((done) => setTimeout(done, ANIMATIONS_WAIT_MS))]);
}

/**
 * Runs axe-core in the page with `tags` (default: the WCAG A and AA tags and the best
 * practices); returns every violation, whatever its impact, but for the exceptions written down
 * in tests/support/axeExceptions.ts.
 */
export async function axeViolations(page: Page, tags = TEST_TAGS): Promise<AxeViolation[]> {
  await animationsEnded(page);
  await withAxe(page);
  const found = await page.evaluate(async (values) => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      resultTypes: ['violations'],
      runOnly: { type: 'tag', values },
    });
    return {
      kiosk: document.documentElement.classList.contains('kiosk'),
      violations: result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target })),
      })),
    };
  }, tags);
  return withoutExceptions(found.violations, {
    path: new URL(page.url()).pathname,
    kiosk: found.kiosk,
  });
}

/** The page's `<html lang>`. */
export const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/**
 * Waits (up to the page's timeout) until `<html lang>` is `lang`: a language's catalogue arrives
 * first, which on a busy machine takes longer than a poll's second.
 */
export async function waitForHtmlLang(page: Page, lang: string): Promise<void> {
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
}

/**
 * Has `page` find `language` remembered on the device (as a returning visitor) from its first
 * load on: one load in the language, not a load and a reload (rememberLanguage). A language the
 * visitor chooses on the page later stays chosen.
 */
export async function languageOnDevice(page: Page, language: Language): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      try {
        if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
      } catch {
        // A frame of another site (the offline stand-in) has no storage of the site's.
      }
    },
    [LANGUAGE_STORAGE_KEY, language] as const,
  );
}

/**
 * Remembers `language` on the device as the language select does (a returning visitor has it),
 * then loads `path` in it, or the page again without one. The page must be on the site already.
 */
export async function rememberLanguage(page: Page, language: Language, path?: string) {
  const entry = [LANGUAGE_STORAGE_KEY, language] as const;
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), entry);
  await (path === undefined ? page.reload() : page.goto(path));
}

/**
 * Waits until the app has taken over (or replaced) the server's picture of the page, the page's
 * own part included, and the page is live (docs/performance.md). Role locators see the app's page only (the picture is hidden from
 * the accessibility tree), but a CSS locator would also find the picture's elements.
 */
export async function appDrawn(page: Page): Promise<void> {
  await serverPicture(page).waitFor({ state: 'detached' });
}

/** The server's picture of the page (docs/performance.md), until the app has taken it over. */
export const serverPicture = (page: Page) => page.locator('#root[inert]');

/**
 * The URLs `page` asks for from now on whose URL `matches`; the list grows as the page loads, so a
 * test reads it when the page has done what it checks.
 */
export function requestsMatching(page: Page, matches: (url: URL) => boolean): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (matches(new URL(request.url()))) asked.push(request.url());
  });
  return asked;
}

/** What `page` asks of other sites than `baseUrl`'s from now on (requestsMatching). */
export const otherSitesAsked = (page: Page, baseUrl: string): string[] =>
  requestsMatching(page, (url) => url.origin !== new URL(baseUrl).origin);

/**
 * Holds back the requests of `page` to `url` until the returned function is called: a test sees
 * what the page shows while a list or a chunk is on its way, then lets it arrive.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Holds back the animation frames `page` asks for from now on until the returned function is
 * called, as a busy device draws its next frame late: a key pressed in between comes before
 * whatever the page put off to that frame. Frames asked for after the release come as usual.
 * The page's animations stand still meanwhile too (the document timeline's rate is 0), as they do
 * on a device that draws no frame: else a closing menu's fade could end before the frame that
 * waits for its end is let through, and Ark's presence would wait for good (a full run's failure).
 */
export async function holdFrames(page: Page): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
  await page.evaluate(() => {
    const real = window.requestAnimationFrame.bind(window);
    const held: FrameRequestCallback[] = [];
    window.requestAnimationFrame = (callback) => (held.push(callback), 0);
    Object.defineProperty(window, 'releaseFrames', {
      configurable: true,
      value: () => {
        window.requestAnimationFrame = real;
        for (const callback of held.splice(0)) real(callback);
      },
    });
  });
  return async () => {
    await page.evaluate(() => (window as unknown as { releaseFrames: () => void }).releaseFrames());
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 });
    await cdp.detach();
  };
}

/**
 * Opens `path` with the answers to `url` held back, waits for the list's loading words
 * (msg.listLoading), then lets the answers arrive.
 */
export async function showsListLoading(page: Page, url: string, path: string): Promise<void> {
  const release = await holdRequests(page, url);
  await page.goto(path);
  await page.getByText(msg.listLoading, { exact: true }).waitFor();
  release();
}

/**
 * The pages `page` opens come without the answers their first HTML carries (docs/architecture.md
 * §10), as the dev server serves them: the app asks the API for everything, so a test can make
 * one of those GETs fail or answer differently.
 */
export async function withoutFirstAnswers(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    const request = route.request();
    // Only the page's own documents: frames of other origins are the offline stand-in's.
    if (request.resourceType() !== 'document' || request.frame() !== page.mainFrame()) {
      return route.fallback();
    }
    const response = await route.fetch();
    const html = withoutFirstAnswersIn(await response.text());
    await route.fulfill({ response, body: html });
  });
}

/**
 * Opens `path` in the app already running on `page`, as its router does on Back and Forward
 * (pushState, then popstate): for a test about a page, not about its first load, which costs a
 * load of the app's code and data each time (issue 40). Waits for the app to have taken over the
 * page first: a popstate while the server's picture was still up left the page on it (seen once).
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await appDrawn(page);
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
