// No page logs an uncaught error (issue 38): every route the sitemap lists, the not-found pages,
// and every dialog the site opens, each kept open past the second after which a dialog's helper
// once gave up waiting for the kiosk's action bar and threw "Timeout of 1000ms exceeded" (the
// page's clock is moved on, so no test waits for it).
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paths } from '../contract/routes';
import { appDrawn, openPage, VIEWPORTS } from '../../tests/support/browser';
import { app, browser, setUpE2e, sitemapPaths } from '../../tests/support/fixture';
import { seedSite as site } from '../../tests/support/seed';

setUpE2e();

/** Longer than any wait of the dialogs' helpers (1 s). */
const PAST_DIALOG_WAITS_MS = 2_000;

interface Watched {
  page: Page;
  errors: string[];
}

/** A page with its clock installed, noting every uncaught error (`pageerror`) with its address. */
async function watchedPage(options: BrowserContextOptions = VIEWPORTS.desktop): Promise<Watched> {
  const page = await openPage(browser, app.baseUrl, options);
  page.setDefaultNavigationTimeout(30_000);
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`${page.url()}: ${err.message}`));
  await page.clock.install();
  return { page, errors };
}

/** Loads `path` until the app has taken it over, closing the home page's announcement. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await appDrawn(page);
  await page.getByRole('main').waitFor();
}

/** Opens a dialog with `open`, keeps it open past every helper's wait, and closes it. */
async function throughDialog(page: Page, open: () => Promise<void>, name: string | RegExp) {
  await open();
  const dialog: Locator = page.getByRole('dialog', { name });
  await dialog.waitFor();
  await page.clock.runFor(PAST_DIALOG_WAITS_MS);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  // The backdrop hides after its own closing animation, whose end the page's paused clock can
  // hold back: until it is hidden it takes the next click (seen on a loaded machine).
  await page.clock.runFor(1_000);
  const backdrops = page.locator('[data-part="backdrop"]').filter({ visible: true });
  await expect.poll(() => backdrops.count()).toBe(0);
}

describe('uncaught errors', () => {
  it('none on any route the sitemap lists, nor on the not-found pages', async () => {
    const { page, errors } = await watchedPage();
    const routes = [...(await sitemapPaths()), '/no-such-page', paths.cms('no-such-id')];
    expect(routes.length).toBeGreaterThan(20);
    for (const path of routes) {
      await visit(page, path);
      await page.clock.runFor(PAST_DIALOG_WAITS_MS);
    }
    expect(errors).toEqual([]);
    await page.context().close();
    // Some thirty pages, each loaded whole, on a loaded machine.
  }, 300_000);

  it('none as any dialog of the site opens, stays open and closes', async () => {
    const { page, errors } = await watchedPage();
    await visit(page, paths.home);
    // The home page's announcement, then the header's, the menu's and the footer's dialogs.
    await page.getByRole('dialog', { name: 'Announcement' }).waitFor();
    await page.clock.runFor(PAST_DIALOG_WAITS_MS);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Announcement' }).waitFor({ state: 'detached' });
    await visit(page, paths.feedback);
    const freeze = site.topBar.freeze.label;
    await throughDialog(
      page,
      () => page.getByRole('button', { name: freeze }).click(),
      'Client Information',
    );
    await throughDialog(
      page,
      async () => {
        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('button', { name: 'Contact Us' })
          .click();
        await page.getByRole('menuitem', { name: 'Quick Contact' }).click();
      },
      'Quick Contact Form',
    );
    await throughDialog(
      page,
      () => page.getByRole('contentinfo').getByRole('button', { name: 'Download Forms' }).click(),
      'Download Forms',
    );
    // The investor charter's two tables.
    await visit(page, paths.investorCharter);
    for (const name of ['Details of Client Bank Accounts', 'Key Managerial Personnels']) {
      await throughDialog(page, () => page.getByRole('button', { name }).click(), name);
    }
    // A gallery picture's larger view.
    await visit(page, paths.gallery);
    await page.getByRole('list', { name: 'Gallery albums' }).getByRole('link').first().click();
    await page.waitForURL('**' + paths.galleryDetails);
    const larger = page.getByRole('button', { name: /^View larger: / }).first();
    const title = ((await larger.getAttribute('aria-label')) ?? '').replace('View larger: ', '');
    await throughDialog(page, () => larger.click(), title);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('none as the phone menu (a drawer) opens, stays open and closes', async () => {
    const { page, errors } = await watchedPage(VIEWPORTS.phone);
    await visit(page, paths.about);
    await throughDialog(page, () => page.getByRole('button', { name: 'Open menu' }).tap(), /.+/);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
