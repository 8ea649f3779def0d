// No page logs an uncaught error (issue 38): every route the sitemap lists, the not-found pages,
// and every dialog the site opens, each kept open past the second after which a dialog's helper
// once gave up waiting for the kiosk's action bar and threw "Timeout of 1000ms exceeded" (the
// page's clock is moved on, so no test waits for it).
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paths } from '../contract/routes';
import { axeViolations, noBackdropInTheWay, VIEWPORTS } from '../../tests/support/browser';
import { setUpE2e, sitemapPaths } from '../../tests/support/fixture';
import {
  livePastDialogWaits,
  PAGE_FAMILY,
  visit,
  watchedPage,
} from '../../tests/support/pageErrors';
import { seedSite as site } from '../../tests/support/seed';

setUpE2e();

/** Opens a dialog with `open`, keeps it open past every helper's wait, and closes it. */
async function throughDialog(page: Page, open: () => Promise<void>, name: string | RegExp) {
  await open();
  const dialog: Locator = page.getByRole('dialog', { name });
  await dialog.waitFor();
  await livePastDialogWaits(page);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await noBackdropInTheWay(page);
}

describe('uncaught errors', () => {
  it('none on any route the sitemap lists, nor on the not-found pages; nor any axe violation there', async () => {
    const { page, errors } = await watchedPage();
    const sitemap = await sitemapPaths();
    expect(sitemap.length).toBeGreaterThan(20);
    // The page family's routes are loaded and watched by its accessibility sweep
    // (src/features/errors/pages-a11y.e2e.test.ts): each page is loaded once for both.
    const watchedThere = new Set(PAGE_FAMILY.map(([path]) => path));
    const routes = [
      ...sitemap.map((path) => decodeURI(path)),
      '/no-such-page',
      paths.cms('no-such-id'),
    ];
    // Each page loaded here is checked by axe too (issue 45), at every impact: the one desktop
    // load of the routes the page family's sweep does not check.
    const axeFound: string[] = [];
    for (const path of routes.filter((route) => !watchedThere.has(route))) {
      await visit(page, path);
      for (const v of await axeViolations(page)) {
        axeFound.push(`${path} ${v.id} (${v.impact}): ${v.help} ${JSON.stringify(v.nodes)}`);
      }
      await livePastDialogWaits(page);
    }
    expect(errors).toEqual([]);
    expect(axeFound).toEqual([]);
    await page.context().close();
    // Some thirty-five pages, each loaded whole and checked by axe, on a loaded machine.
  }, 600_000);

  it('none as any dialog of the site opens, stays open and closes', async () => {
    const { page, errors } = await watchedPage();
    await visit(page, paths.home);
    // The home page's announcement, then the header's, the menu's and the footer's dialogs.
    await page.getByRole('dialog', { name: 'Announcement' }).waitFor();
    await livePastDialogWaits(page);
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
