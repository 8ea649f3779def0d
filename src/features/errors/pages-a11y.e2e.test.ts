// axe on every route of the page family (content, news, gallery, downloads, mutual funds,
// investor information, 404) at desktop width, in one browser to keep the run short; the narrow
// layout's axe run is the walk at 320 CSS px (src/app/reflow.e2e.test.ts, issue 45).
// The desktop page also notes uncaught errors: the sweep of every route for them
// (src/app/pageErrors.e2e.test.ts) leaves these routes to this one, each loaded once.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { appDrawn, axeViolations } from '../../../tests/support/browser';
import { setUpE2e } from '../../../tests/support/fixture';
import {
  livePastDialogWaits,
  PAGE_FAMILY,
  watchedPage,
  type Watched,
} from '../../../tests/support/pageErrors';

let desktop: Watched;

setUpE2e();
beforeAll(async () => {
  desktop = await watchedPage();
});

describe('accessibility at desktop width', () => {
  it.each(PAGE_FAMILY)(
    '%s has no axe violation of any impact, nor an uncaught error',
    async (path, ready) => {
      const { page, errors } = desktop;
      errors.length = 0;
      await axeClean(page, path, ready);
      await livePastDialogWaits(page);
      expect(errors).toEqual([]);
    },
  );
});

/** Loads `path` until `ready` is there: one h1, one main, and axe finds nothing (WCAG A and AA, best practices). */
async function axeClean(page: Page, path: string, ready: string): Promise<void> {
  await page.goto(path);
  await appDrawn(page);
  await page.locator(ready).first().waitFor({ timeout: 20_000 });
  expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
  expect(await page.getByRole('main').count()).toBe(1);
  const violations = await axeViolations(page);
  expect(
    violations.map((v) => `${v.id} (${v.impact}): ${v.help} ${JSON.stringify(v.nodes)}`),
  ).toEqual([]);
}
