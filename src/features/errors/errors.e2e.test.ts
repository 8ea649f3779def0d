import { describe, expect, it } from 'vitest';
import { openPage, screenshot, VIEWPORTS } from '../../../tests/support/browser';
import { app, browser, page, setUpE2e } from '../../../tests/support/fixture';
import { seedSite as site } from '../../../tests/support/seed';

setUpE2e(VIEWPORTS.desktop);

describe('unknown URLs', () => {
  it('show "We couldn\'t find that page", a link home and the main sections', async () => {
    await page.goto('/this/page/does-not-exist');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    await page.getByRole('heading', { name: "We couldn't find that page" }).waitFor();
    expect(await page.title()).toMatch(/^Page not found/);
    const home = page.getByRole('main').getByRole('link', { name: 'Go to the home page' });
    expect(await home.getAttribute('href')).toBe('/');
    const sections = page.getByRole('navigation', { name: 'Site sections' });
    for (const group of site.menus) {
      await sections.getByRole('heading', { name: group.label }).waitFor();
    }
    const routeItems = site.menus.flatMap((g) => g.items).filter((i) => i.href);
    expect(await sections.getByRole('link').count()).toBe(routeItems.length);
    await screenshot(page, 'not-found-1440');
  });

  it('lead back into the site', async () => {
    const sections = page.getByRole('navigation', { name: 'Site sections' });
    await sections.getByRole('link', { name: 'Stock Market', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Stock Market' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/stock-market');
    const phone = await openPage(browser, app.baseUrl, VIEWPORTS.phone);
    await phone.goto('/no-such-page');
    await phone.getByRole('heading', { name: "We couldn't find that page" }).waitFor();
    await screenshot(phone, 'not-found-390');
    await phone.context().close();
  });

  it('include a spec route typed in the wrong case: the 404 page, never a half page (issue 8)', async () => {
    for (const wrong of [
      '/investor-rights',
      '/INVESTOR-RIGHTS',
      '/Contact-Us',
      '/ABOUT',
      '/Feedback',
    ]) {
      await page.goto(wrong);
      await page.getByRole('heading', { name: "We couldn't find that page" }).waitFor();
      expect(await page.getByRole('heading', { level: 1 }).textContent(), wrong).toBe(
        'Page not found',
      );
    }
    // A content id is exact too: the content page says it found nothing.
    await page.goto('/cms/Company-Profile');
    await page.getByRole('heading', { level: 2, name: 'Page not found' }).waitFor();
  });
});
