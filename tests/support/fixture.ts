// The lifecycle every end-to-end file shares: the real server on a temporary data dir, a
// connection to the run's one Chromium (tests/e2e/global-setup.ts) and, if asked, a first page. The bindings below are ES module live bindings: a test file
// imports `app`, `browser` and `page` and sees the values set by the hooks registered here.
import { rm } from 'node:fs/promises';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { Language } from '../../src/i18n/languages';
import {
  closeTestPages,
  languageOnDevice,
  launchBrowser,
  openPage,
  openTestPages,
  VIEWPORTS,
} from './browser';
import { startApp, type RunningApp, type StartOptions } from './server';

export let app: RunningApp;
export let browser: Browser;
/** The first page, opened with the options given to `setUpE2e`; unset without them. */
export let page: Page;

/**
 * Registers the file's beforeAll/afterAll: the server starts as the browser connects, the first
 * page (with `firstPage` options) opens after them; each test's own pages are closed after it;
 * after the file's last test the server is
 * closed and the browser disconnected (its contexts closed; the run's browser stays up). `server`
 * gives the server's options (a clock, or a data dir prepared for the file, which is removed after
 * the server closes).
 */
export function setUpE2e(
  firstPage?: BrowserContextOptions,
  server?: () => Promise<StartOptions>,
): void {
  let ownDataDir: string | undefined;
  beforeAll(async () => {
    const launching = launchBrowser();
    const options = await server?.();
    ownDataDir = options?.dataDir;
    [app, browser] = await Promise.all([startApp(options), launching]);
    if (firstPage) page = await openPage(browser, app.baseUrl, firstPage);
  });
  // The pages a test opens are closed after it (browser.ts, closeTestPages); those opened before
  // it, in a beforeAll, are the describe's, and a page several tests share is kept (keepOpen).
  beforeEach(openTestPages);
  afterEach(closeTestPages);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    if (ownDataDir) await rm(ownDataDir, { recursive: true, force: true });
  });
}

/**
 * A fresh desktop page of the app, at `path` if given. The first visit of a cold server takes its
 * time on a loaded 2-core machine (the built files are compressed on first request): navigation
 * gets 30 s.
 */
export async function desktopPage(path?: string): Promise<Page> {
  const page = await openPage(browser, app.baseUrl, VIEWPORTS.desktop);
  page.setDefaultNavigationTimeout(30_000);
  if (path !== undefined) await page.goto(path);
  return page;
}

/**
 * A visitor's desktop page at `path`; with `language`, that language is remembered on the device
 * (as a returning visitor has it) before the page loads.
 */
export async function visitorPage(path: string, language?: Language): Promise<Page> {
  const page = await desktopPage();
  if (language) await languageOnDevice(page, language);
  await page.goto(path);
  return page;
}

/** The paths of the pages the running app's `/sitemap.xml` lists: every public route. */
export async function sitemapPaths(baseUrl = app.baseUrl): Promise<string[]> {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname);
}
