// Inter's arrival moves no line (issue #47, docs/performance.md "Fonts"): until Inter is in,
// the text is set in 'Inter Fallback' (src/app/interFallback.css), Arial or Liberation Sans sized
// and given Inter's metrics. Each page's server picture at 390 px is drawn once with Inter's files
// refused and once with them; every text element stands at the same height in both. Without the
// fallback (DejaVu Sans here) the same elements moved by up to 111–227 px.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paths } from '../contract/routes';
import { openPage, VIEWPORTS } from '../../tests/support/browser';
import { app, browser, setUpE2e } from '../../tests/support/fixture';

const TEXT = 'h1, h2, h3, p, a, button, li, label, td';

setUpE2e();

/** The top and height of each text element of the picture of `path`, with or without Inter. */
async function textBoxes(path: string, inter: boolean): Promise<number[][]> {
  // Scripts off: the server's picture, as it paints before the app, and as Inter finds it.
  const page: Page = await openPage(browser, app.baseUrl, {
    ...VIEWPORTS.phone,
    javaScriptEnabled: false,
  });
  if (!inter) await page.route('**/*inter-*.woff2', (route) => route.abort());
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
  const boxes = await page.evaluate(
    (selector) =>
      [...document.querySelectorAll(`#root :is(${selector})`)].map((element) => {
        const { top, height } = element.getBoundingClientRect();
        return [Math.round(top), Math.round(height)];
      }),
    TEXT,
  );
  await page.context().close();
  return boxes;
}

describe("Inter's fallback", () => {
  for (const path of [paths.cms('equity'), paths.contactUs, paths.complaints]) {
    it(`keeps every line of ${path} where Inter sets it`, async () => {
      const withInter = await textBoxes(path, true);
      const withFallback = await textBoxes(path, false);
      expect(withFallback.length).toBe(withInter.length);
      const moved = withFallback.filter(([top, height], n) => {
        const [interTop, interHeight] = withInter[n]!;
        return Math.abs(top! - interTop!) > 1 || Math.abs(height! - interHeight!) > 1;
      });
      expect(moved).toEqual([]);
    });
  }
});
