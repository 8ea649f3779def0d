// The site's header on a kiosk browsing the website (a task's page shows none), in portrait and landscape and in each language: the
// logo, the firm's name and tagline and the header's buttons each keep their own place
// (docs/architecture.md §5). Hindi and Gujarati labels are wider than English ones.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../i18n/languages';
import { VIEWPORTS } from '../../../tests/support/browser';
import { setUpE2e } from '../../../tests/support/fixture';
import { overlappingParts } from '../../../tests/support/layout';
import { kioskPages, nextTaskIn, screenShot, sharedPage } from '../../../tests/support/kiosk';

setUpE2e();
const { kioskPage } = kioskPages();

/** The header's first trading button, as each language names it (the site data's texts). */
const ACTIVATE = {
  en: 'Activate Dormant A/C',
  hi: 'निष्क्रिय खाता सक्रिय करें',
  gu: 'નિષ્ક્રિય ખાતું સક્રિય કરો',
} as const;

/** The pairs of the header bar's parts (logo, texts, buttons, links) whose boxes overlap. */
const overlaps = (page: Page) =>
  overlappingParts(
    // The bar: the row that holds the logo's link (the header's first picture).
    page.locator('header img').first().locator('xpath=ancestor::a[1]/../..'),
    { parts: 'img, p, a, button, select', slack: 0, layered: false },
  );

describe.each([
  ['1080x1920', VIEWPORTS.kioskPortrait],
  ['1920x1080', VIEWPORTS.kiosk],
] as const)('the header of the website on a kiosk at %s', (size, viewport) => {
  // One page per orientation, each language's visit begun from the last one's "Back to start"
  // (nextTaskIn): a context and a load of the kiosk per language cost more than the check.
  const headerPage = sharedPage(async () => ({ page: await kioskPage(viewport, undefined, true) }));

  it.each(LANGUAGES)('%s: no part of the header bar overlaps another', async (language) => {
    const { page } = await headerPage();
    await nextTaskIn(page, language, 'kiosk.browse');
    // The header in the session's language (its texts arrive with the site data's catalogue).
    await page.locator('header').getByRole('link', { name: ACTIVATE[language] }).waitFor();
    await page.evaluate(() => document.fonts.ready);
    await screenShot(page, `kiosk-header-${language}-${size}`);
    expect(await overlaps(page)).toEqual([]);
  });
});
