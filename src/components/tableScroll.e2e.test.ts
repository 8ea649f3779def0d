// A table wider than a phone (390 px, touch) shows that it scrolls sideways: the edge where more of
// it lies fades (sidewaysScrollCue, applied in the one table scroll area and in the rich text's
// tables), instead of the table being cut at its box's edge with nothing to say so (issue 38).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, saveScreenshot, VIEWPORTS } from '../../tests/support/browser';
import { app, browser, setUpE2e } from '../../tests/support/fixture';
import { paths } from '../contract/routes';

setUpE2e();

/**
 * Every kind of public table (the site data's, SEBI's, the downloads', the rich text's), on pages
 * where one is wider than a phone, and where all fit (`wide: false`: no fade is drawn).
 */
const TABLE_PAGES = [
  { path: paths.investorCharter, wide: true },
  { path: paths.investorComplaints, wide: true },
  { path: paths.stockMarket, wide: true },
  { path: paths.cms('nri-desk'), wide: true },
  { path: paths.downloads, wide: false },
  { path: paths.cms('equity'), wide: false },
];

interface Box {
  /** How far the box's content reaches past its right edge, in px. */
  hidden: number;
  /** The width of the faded strip at each edge, in px, read from the box's mask (0: no fade). */
  fadeStart: number;
  fadeEnd: number;
}

/**
 * Each table's scrolling box (the table itself or its nearest ancestor that scrolls sideways),
 * scrolled to `to`: how much of it is hidden, and how wide its edges' fades are.
 */
function tableBoxes(page: Page, to: 'start' | 'end'): Promise<Box[]> {
  return page.evaluate(async (to) => {
    const scroller = (table: Element): HTMLElement => {
      for (let el: HTMLElement | null = table as HTMLElement; el; el = el.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(el).overflowX)) return el;
      }
      throw new Error('a table without a scrolling box');
    };
    const boxes = [...new Set([...document.querySelectorAll('main table')].map(scroller))];
    for (const box of boxes) box.scrollLeft = to === 'start' ? 0 : box.scrollWidth;
    // The fade follows the scroll position on the next frame.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const px = (text: string | undefined) => (text === undefined ? 0 : Number(text));
    return boxes.map((box) => {
      const mask = getComputedStyle(box).maskImage;
      return {
        hidden: box.scrollWidth - box.clientWidth - box.scrollLeft,
        fadeStart: px(
          /^linear-gradient\([^,]+, rgba\(0, 0, 0, 0\), rgb\(0, 0, 0\) ([\d.]+)px/.exec(mask)?.[1],
        ),
        fadeEnd: px(/calc\(100% - ([\d.]+)px\)/.exec(mask)?.[1]),
      };
    });
  }, to);
}

describe('tables on a phone (390 px, touch)', () => {
  it.each(TABLE_PAGES)(
    '$path: a table wider than its box fades where more of it lies',
    async ({ path, wide }) => {
      const page = await openPage(browser, app.baseUrl, VIEWPORTS.phone);
      await page.goto(path);
      await page.locator('main table').first().waitFor();
      await page.waitForLoadState('networkidle');

      // The page itself never scrolls sideways: a wide table scrolls in its own box.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );

      const atStart = await tableBoxes(page, 'start');
      await saveScreenshot(`tables-phone${path.replaceAll('/', '-')}`, (file) =>
        page.screenshot({ path: file, fullPage: true }),
      );
      const atEnd = await tableBoxes(page, 'end');
      expect(atStart.some((box) => box.hidden > 1)).toBe(wide);
      atStart.forEach((box, i) => {
        const end = atEnd[i]!;
        if (box.hidden > 1) {
          // At the start the far edge fades and the near one is sharp; scrolled to the end, the reverse.
          expect({ start: box.fadeStart, end: box.fadeEnd }).toEqual({ start: 0, end: 40 });
          expect({ start: end.fadeStart, end: end.fadeEnd }).toEqual({ start: 40, end: 0 });
        } else {
          // A table that fits is not faded.
          expect({ start: box.fadeStart, end: box.fadeEnd }).toEqual({ start: 0, end: 0 });
        }
      });
      await page.context().close();
    },
  );
});
