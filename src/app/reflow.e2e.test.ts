// Every public route at 320 CSS px, the width of a 1280 px screen at 400 % zoom (issue 45), each
// loaded once for four checks: axe (WCAG 2.0/2.1/2.2 A and AA and best practices, every impact,
// target size 2.5.8 among them), no sideways scroll of the page (1.4.10: a data table scrolls in
// its own box), and with the text-spacing overrides of 1.4.12 still no sideways scroll and no
// text clipped by its box. The desktop and phone widths' axe runs are the sweeps'
// (src/app/pageErrors.e2e.test.ts, src/features/errors/pages-a11y.e2e.test.ts).
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../contract/routes';
import {
  appDrawn,
  axeViolations,
  openPage,
  saveScreenshot,
  VIEWPORTS,
} from '../../tests/support/browser';
import { app, browser, setUpE2e, sitemapPaths } from '../../tests/support/fixture';

const WIDTH = 320;

/** WCAG 1.4.12's overrides, which a visitor's style sheet may set: nothing may break under them. */
const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/** Sets the overrides, as a visitor's style sheet or bookmarklet would. */
const withTextSpacing = (page: Page) =>
  page.evaluate((css) => {
    const style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
  }, TEXT_SPACING);

setUpE2e();
let routes: string[];
beforeAll(async () => {
  // Every route but the content pages, which share one template (SafeHtml's rich text): of those
  // one plain page and the ones whose tables are wider than 320 px. Each content page is checked
  // by axe at desktop width in the sweep of every route (src/app/pageErrors.e2e.test.ts).
  const sitemap = (await sitemapPaths()).map(decodeURI);
  routes = [
    ...sitemap.filter((path) => !path.startsWith(paths.cms(''))),
    ...['equity', 'nri-desk', 'kyc-advisory', 'privacy-notice', 'no-such-id'].map(paths.cms),
    '/no-such-page',
  ];
});

/** How far the page reaches past the viewport's right edge, in px (0: no sideways scroll). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - innerWidth);

/**
 * The visible elements whose own text their box cuts off: a box that hides its overflow (or
 * clamps its lines) with its text reaching past it. Boxes that are visually hidden on purpose
 * (1 px, for screen readers) and boxes that scroll are no cut.
 */
const clippedText = (page: Page) =>
  page.evaluate(() => {
    const cut: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const s = getComputedStyle(el);
      const hides = [s.overflowX, s.overflowY].some((o) => o === 'hidden' || o === 'clip');
      if (!hides || el.clientWidth <= 1 || el.clientHeight <= 1) continue;
      if (s.visibility === 'hidden' || !el.checkVisibility()) continue;
      const ownText = [...el.childNodes].some(
        (n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '',
      );
      if (!ownText) continue;
      if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1) {
        cut.push(`${el.tagName.toLowerCase()} "${el.textContent!.trim().slice(0, 40)}"`);
      }
    }
    return cut;
  });

describe(`every public route at ${WIDTH} CSS px`, () => {
  it('has no axe violation, no sideways scroll, and survives the text-spacing overrides', async () => {
    const page = await openPage(browser, app.baseUrl, {
      ...VIEWPORTS.phone,
      viewport: { width: WIDTH, height: 640 },
    });
    const found: string[] = [];
    for (const path of routes) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await appDrawn(page);
      await page.getByRole('main').waitFor();
      for (const v of await axeViolations(page)) {
        found.push(`${path} axe ${v.id} (${v.impact}): ${v.help} ${JSON.stringify(v.nodes)}`);
      }
      const overflow = await sidewaysOverflow(page);
      if (overflow > 0) found.push(`${path} scrolls sideways by ${overflow} px`);
      await withTextSpacing(page);
      const spacedOverflow = await sidewaysOverflow(page);
      if (spacedOverflow > 0) {
        found.push(`${path} with text spacing scrolls sideways by ${spacedOverflow} px`);
      }
      for (const cut of await clippedText(page))
        found.push(`${path} with text spacing cuts ${cut}`);
      await saveScreenshot(`reflow-${WIDTH}${path.replaceAll(/[/ ]/g, '-')}`, (file) =>
        page.screenshot({ path: file, fullPage: true }),
      );
    }
    expect(found).toEqual([]);
    await page.context().close();
    // Some thirty pages, each loaded whole and checked by axe, on a loaded 2-core machine.
  }, 600_000);
});
