// The staff desk in Chromium: reachable on the website, never on a kiosk (docs/contract.md §11).
import { describe, expect, it } from 'vitest';
import { openPage, screenshot, VIEWPORTS } from '../../../../tests/support/browser';
import { app, browser, setUpE2e } from '../../../../tests/support/fixture';

setUpE2e();

describe('the staff desk', () => {
  it('opens on the website at the sign-in page, which names no account', async () => {
    const page = await openPage(browser, app.baseUrl, VIEWPORTS.desktop);
    // The first visit of a cold server is slow on a loaded 2-core machine.
    page.setDefaultNavigationTimeout(30_000);
    await page.goto('/desk');
    await page.getByRole('heading', { level: 1, name: 'Staff desk' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/desk/sign-in');
    expect(await page.title()).toMatch(/^Staff desk sign-in/);
    await page.getByLabel('Username').waitFor();
    await page.getByLabel('Password').waitFor();
    // Nothing of the public site's header or menus: the desk is its own application.
    expect(await page.getByRole('navigation', { name: 'Site sections' }).count()).toBe(0);
    await screenshot(page, 'desk-sign-in-1440');
    await page.context().close();
  });

  it('is not reachable on a kiosk: /desk is the 404 page', async () => {
    const page = await openPage(browser, app.baseUrl, VIEWPORTS.kiosk);
    await page.addInitScript(() => {
      Object.assign(window, {
        kiosk: { config: { branchName: 'Test branch' }, resetSession: async () => undefined },
      });
    });
    for (const path of ['/desk', '/desk/sign-in', '/desk/complaints']) {
      await page.goto(path);
      await page.getByRole('heading', { name: "We couldn't find that page" }).waitFor();
      expect(await page.getByLabel('Password').count()).toBe(0);
    }
    await page.context().close();
  });
});
