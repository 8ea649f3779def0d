// axe on every route of the page family (content, news, gallery, downloads, mutual funds,
// investor information, 404), at phone and desktop widths, in one browser to keep the run short.
// The desktop page also notes uncaught errors: the sweep of every route for them
// (src/app/pageErrors.e2e.test.ts) leaves these routes to this one, each loaded once.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appDrawn,
  openInApp,
  openPage,
  seriousAxeViolations,
  VIEWPORTS,
} from '../../../tests/support/browser';
import { app, browser, setUpE2e } from '../../../tests/support/fixture';
import {
  livePastDialogWaits,
  PAGE_FAMILY,
  watchedPage,
  type Watched,
} from '../../../tests/support/pageErrors';

let phone: Page;
let desktop: Watched;

setUpE2e();
beforeAll(async () => {
  phone = await openPage(browser, app.baseUrl, VIEWPORTS.phone);
  desktop = await watchedPage();
});

describe('accessibility at desktop width', () => {
  it.each(PAGE_FAMILY)(
    '%s has no serious or critical axe violation, nor an uncaught error',
    async (path, ready) => {
      const { page, errors } = desktop;
      errors.length = 0;
      await axeClean(page, path, ready);
      await livePastDialogWaits(page);
      expect(errors).toEqual([]);
    },
  );
});

describe('accessibility at phone width', () => {
  // The first load of each route is the desktop sweep's (with its uncaught errors): here each is
  // opened in the app already running (openInApp), which costs a busy machine less (issue 40).
  it.each(PAGE_FAMILY)('%s has no serious or critical axe violation', (path, ready) =>
    axeClean(phone, path, ready, true),
  );
});

/**
 * Loads `path` (or, `inApp`, opens it in the app on the page, which a test began on the site)
 * until `ready` is there: one h1, one main, and axe finds nothing serious.
 */
async function axeClean(page: Page, path: string, ready: string, inApp = false): Promise<void> {
  if (inApp && page.url() !== 'about:blank') {
    // What the last page showed is marked, so `ready` is waited for on the new one.
    await page.evaluate((shown) => {
      for (const el of document.querySelectorAll(shown)) el.setAttribute('data-shown-before', '');
    }, ready);
    await openInApp(page, path);
  } else {
    await page.goto(path);
    await appDrawn(page);
  }
  await page.locator(`${ready}:not([data-shown-before])`).first().waitFor({ timeout: 20_000 });
  expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
  expect(await page.getByRole('main').count()).toBe(1);
  const violations = await seriousAxeViolations(page);
  expect(violations.map((v) => `${v.id}: ${v.help} ${JSON.stringify(v.nodes)}`)).toEqual([]);
}
