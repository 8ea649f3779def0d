// The lifecycle every end-to-end file shares: the real server on a temporary data dir, Debian's
// Chromium and, if asked, a first page. The bindings below are ES module live bindings: a test file
// imports `app`, `browser` and `page` and sees the values set by the hooks registered here.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { startApp, type RunningApp } from './server';

export let app: RunningApp;
export let browser: Browser;
/** The first page, opened with the options given to `setUpE2e`; unset without them. */
export let page: Page;

/**
 * Registers the file's beforeAll/afterAll: server and browser start together, the first page (with
 * `firstPage` options) opens after them, and both are closed after the file's last test.
 */
export function setUpE2e(firstPage?: BrowserContextOptions): void {
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
    if (firstPage) page = await openPage(browser, app.baseUrl, firstPage);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });
}
