// The e2e run's one Chromium (tests/e2e/global-setup.ts, CHROMIUM_LAUNCH) is launched as the
// tests need it (issue 40): Playwright's own disabled features all still disabled (Chromium keeps
// only the last --disable-features, so CHROMIUM_LAUNCH repeats Playwright's list in its own),
// and a fresh context opens nothing but its page: no browser-window part a test never sees.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installClock, launchBrowser, UNSEEN_BROWSER_UI } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the test browser', () => {
  it('keeps every feature Playwright disables disabled, and the unseen browser parts too', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('chrome://version');
    const commandLine = (await page.locator('#command_line').textContent()) ?? '';
    const lists = [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((m) =>
      m[1]!.split(','),
    );
    // Playwright's own switch first, the launch's after it: the last is the one Chromium keeps.
    expect(lists.length).toBeGreaterThanOrEqual(2);
    const applied = lists.at(-1)!;
    expect(applied).toEqual(expect.arrayContaining([...lists[0]!, ...UNSEEN_BROWSER_UI]));
    await context.close();
  });

  it('opens a context with its page alone', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await browser.newBrowserCDPSession();
    await page.goto('about:blank');
    const { targetInfos } = await cdp.send('Target.getTargets');
    // Every context of the run (other files' too): none has a window part beside its pages.
    expect(targetInfos.filter((target) => target.type === 'browser_ui')).toEqual([]);
    expect(targetInfos.some((target) => target.type === 'page')).toBe(true);
    await cdp.detach();
    await context.close();
  });

  it("runs a frame's callback by the browser's next frame while Playwright's clock lags", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await installClock(page);
    await page.goto('data:text/html,<p>frames</p>');
    // The clock held: its own frames (timers) never come, as when its timers lag on a busy machine.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const frame = page.evaluate(() => new Promise<number>((done) => requestAnimationFrame(done)));
    // Stamped with the clock's time, as everything else the page reads.
    await expect(frame).resolves.toBe(await page.evaluate(() => performance.now()));
    await context.close();
  });
});
