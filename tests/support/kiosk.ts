// A page that runs as the kiosk in a plain headless Chromium: window.kiosk is what the Electron
// preload exposes, simulated by an init script, with a reset counter.
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterEach } from 'vitest';
import type { KioskConfig } from '../../src/contract/kiosk';
import { openPage, VIEWPORTS } from './browser';

export const KIOSK_BRANCH = 'Fort, Mumbai';
const SCREENSHOTS = resolve(import.meta.dirname, '../../screenshots');

export async function openKioskPage(
  browser: Browser,
  baseUrl: string,
  options: BrowserContextOptions = VIEWPORTS.kiosk,
  timers: Pick<KioskConfig, 'idleMs' | 'countdownMs'> = { idleMs: 60_000, countdownMs: 60_000 },
): Promise<Page> {
  const page = await openPage(browser, baseUrl, options);
  // Full-page screenshots at 1920 px take a while when the machine is busy.
  page.setDefaultTimeout(30_000);
  // Time flows as usual; a test jumps over an idle period with clock.fastForward instead of
  // waiting for it (and a slow step on a busy machine cannot count as idle time).
  await page.clock.install();
  await page.addInitScript(
    (config: KioskConfig) => {
      const resets: number[] = [];
      Object.assign(window, { __kioskResets: resets });
      window.kiosk = {
        config,
        resetSession: async () => {
          resets.push(Date.now());
        },
      };
    },
    { ...timers, branchName: KIOSK_BRANCH },
  );
  return page;
}

/** How many times the page asked the shell to reset the session. */
export const kioskResets = (page: Page) =>
  page.evaluate(() => (window as unknown as { __kioskResets: number[] }).__kioskResets.length);

/** Pages of the running test, closed after it, so idle pages do not load a busy machine. */
export function closedAfterEach(): Page[] {
  const pages: Page[] = [];
  afterEach(async () => {
    await Promise.all(pages.splice(0).map((p) => p.context().close()));
  });
  return pages;
}

/** What the kiosk's screen shows (an overlay covers the screen, not the whole page). */
export async function screenShot(page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: resolve(SCREENSHOTS, `${name}.png`) });
}
