import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from '../../contract/api';
import type { Banner, NewsItem } from '../../contract/entities';
import {
  CAROUSEL_INTERVAL_MS,
  LATEST_NEWS_COUNT,
  NEWS_CARD_IMAGE_HEIGHT_PX,
  POPUP_PHASE_MS,
} from '../../contract/limits';
import { paths } from '../../contract/routes';
import { formatDdMmYyyy } from '../../lib/format';
import {
  appDrawn,
  openPage,
  requestsMatching,
  screenshot,
  seriousAxeViolations,
  VIEWPORTS,
  withoutFirstAnswers,
} from '../../../tests/support/browser';
import { app, browser, setUpE2e } from '../../../tests/support/fixture';
import { keyTo, press } from '../../../tests/support/keyboard';
import { expectSoundLayout } from '../../../tests/support/layout';
import { readSeed, seedSite as site } from '../../../tests/support/seed';

const banners = readSeed<Banner[]>('banners.json');
const bannerCount = banners.length;
const [popup1, popup2] = site.home.popupImages;

setUpE2e();

/** Waiting for the first render: generous, as e2e files run side by side on a small box. */
const FIRST_LOAD_MS = 20_000;

const CLOCK_START = Date.parse('2026-11-23T09:00:00+05:30');

interface OpenOptions {
  viewport?: BrowserContextOptions;
  /** The page's clock runs as it loads and stands still once it has loaded (freeze). */
  clock?: boolean;
  /**
   * The page's clock stands still from before it loads: every timer the page starts as it loads
   * starts at the same instant, however long the machine takes to load it.
   */
  stillClock?: boolean;
  keepPopup?: boolean;
}

/** Home on a fresh page; the timed popup is closed unless `keepPopup`. */
async function openHome({
  viewport = VIEWPORTS.desktop,
  clock = false,
  stillClock = false,
  keepPopup = false,
}: OpenOptions = {}) {
  const page = await openPage(browser, app.baseUrl, viewport);
  if (clock || stillClock) await page.clock.install({ time: CLOCK_START });
  if (stillClock) await page.clock.pauseAt(CLOCK_START + 1000);
  await page.goto(paths.home);
  const popup = page.getByRole('dialog', { name: 'Announcement' });
  // Generous: the first load of the app and its data on a busy machine.
  await popup.waitFor({ timeout: FIRST_LOAD_MS });
  if (!keepPopup) {
    await page
      .getByRole('button', { name: 'Close announcement' })
      .click({ timeout: FIRST_LOAD_MS });
    await popup.waitFor({ state: 'hidden' });
  }
  if (clock) await freeze(page);
  return page;
}

/**
 * Stops the page's clock (installed time runs with the wall clock until then), so that from
 * here on its timers fire only when the test moves the clock on. Returns the page's time.
 */
async function freeze(page: Page): Promise<number> {
  // Page time keeps running until the pause takes effect, so aim a little ahead (and again if
  // a busy machine let page time pass the aim).
  for (let attempt = 0; ; attempt++) {
    const at = (await page.evaluate(() => Date.now())) + 300 * (attempt + 1);
    try {
      await page.clock.pauseAt(at);
      return at;
    } catch (err) {
      if (attempt >= 4 || !String(err).includes('past')) throw err;
    }
  }
}

const carousel = (p: Page) => p.getByRole('region', { name: 'Highlights' });
/** "n of m" of the slide that is shown (the others are aria-hidden). */
const activeSlide = (p: Page) =>
  carousel(p)
    .locator('[aria-roledescription="slide"]:not([aria-hidden="true"])')
    .getAttribute('aria-label');

const slideNumber = (label: string | null) => Number(label?.split(' of ')[0]);

/** Loads the lazily rendered about text (it loads when near the screen), then goes back up. */
async function scrollThrough(page: Page) {
  await page.getByRole('heading', { name: site.home.about.title }).scrollIntoViewIfNeeded();
  await page.getByText('Founded in Mumbai in 1994', { exact: false }).waitFor({ timeout: 20_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
}

describe('home popup', () => {
  it('shows image 1 for 5 s, then image 2 for 5 s, then disappears', async () => {
    // Page time stands still while the page loads: the popup opens, and its timer starts, at 0 s.
    const page = await openHome({ stillClock: true, keepPopup: true });
    const popup = page.getByRole('dialog', { name: 'Announcement' });
    await popup.getByRole('img', { name: popup1!.alt }).waitFor();
    await page.clock.runFor(POPUP_PHASE_MS - 100); // 4.9 s: still image 1
    await expect(popup.getByRole('img', { name: popup1!.alt }).isVisible()).resolves.toBe(true);
    await screenshot(page, 'home-popup-1440');
    await page.clock.runFor(200); // 5.1 s: image 2, whose own 5 s start when it is drawn
    await popup.getByRole('img', { name: popup2!.alt }).waitFor();
    await expect(popup.getByRole('img', { name: popup1!.alt }).count()).resolves.toBe(0);
    await page.clock.runFor(POPUP_PHASE_MS - 200); // 9.9 s: image 2 has had less than 5 s
    await expect(popup.getByRole('img', { name: popup2!.alt }).isVisible()).resolves.toBe(true);
    await page.clock.runFor(400); // 10.3 s: gone
    await popup.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('is a modal dialog that moves focus in and closes with its close icon or Escape', async () => {
    const page = await openHome({ keepPopup: true });
    const close = page.getByRole('button', { name: 'Close announcement' });
    await expect(close.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    // The page behind is inert while the modal is open.
    await expect(
      page.evaluate(() => document.querySelector('dialog')?.matches(':modal')),
    ).resolves.toBe(true);
    await close.click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    const again = await openHome({ keepPopup: true });
    await again.keyboard.press('Escape');
    await again.getByRole('dialog').waitFor({ state: 'detached' });
    await page.context().close();
    await again.context().close();
  });
});

describe('home popup, once per browser session', () => {
  it('shows on the first visit only: not after a reload, nor on coming back; again in a new session', async () => {
    const page = await openHome({ keepPopup: true });
    const popup = page.getByRole('dialog', { name: 'Announcement' });
    await page.getByRole('button', { name: 'Close announcement' }).click();
    await popup.waitFor({ state: 'detached' });

    const shownAgain = async () => {
      await appDrawn(page);
      await page.getByRole('region', { name: 'Highlights' }).waitFor();
      // The popup opens as the page is taken over; by then it would be there.
      return popup.count();
    };
    await page.reload();
    expect(await shownAgain()).toBe(0);
    await page.goto(paths.contactUs);
    await page.goBack();
    expect(await shownAgain()).toBe(0);
    await page.goto(paths.home);
    expect(await shownAgain()).toBe(0);

    // A new browser session (another context) is a new visit.
    const next = await openHome({ keepPopup: true });
    await expect(next.getByRole('dialog', { name: 'Announcement' }).isVisible()).resolves.toBe(
      true,
    );
    await page.context().close();
    await next.context().close();
  });
});

describe('banner carousel', () => {
  it('shows the banners from GET /api/banner and advances every 5 s', async () => {
    const page = await openHome({ clock: true });
    expect(await carousel(page).locator('[data-slide-frame]').count()).toBe(bannerCount);
    const src = await carousel(page).locator('img').first().getAttribute('src');
    expect(src).toBe(api.bannerImage('banner-1.svg'));
    await page.mouse.move(5, 890); // away from the carousel
    const start = slideNumber(await activeSlide(page));
    await page.clock.runFor(CAROUSEL_INTERVAL_MS - 100);
    expect(slideNumber(await activeSlide(page))).toBe(start);
    await page.clock.runFor(200);
    await expect.poll(async () => slideNumber(await activeSlide(page))).toBe(start + 1);
    await page.clock.runFor(CAROUSEL_INTERVAL_MS + 50);
    await expect.poll(async () => slideNumber(await activeSlide(page))).toBe(start + 2);
    await page.context().close();
  });

  it.each([
    ['1440 px', VIEWPORTS.desktop],
    ['390 px', VIEWPORTS.phone],
  ] as const)(
    'carries its words as text and its call to action as a working link at %s (issue 8)',
    async (_size, viewport) => {
      const page = await openHome({ viewport, clock: true });
      const first = banners[0]!;
      const slide = carousel(page).locator('[aria-roledescription="slide"]').first();
      // The picture is decoration; the headline is a heading a screen reader and a phone can read.
      expect(await slide.locator('img').getAttribute('alt')).toBe('');
      await expect
        .poll(() => slide.getByRole('heading', { name: first.title }).isVisible())
        .toBe(true);
      expect(await slide.getByText(first.text!).isVisible()).toBe(true);
      const cta = slide.getByRole('link', { name: first.cta!.label });
      const box = (await cta.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.viewport.width);
      await cta.click();
      await page.waitForURL((url) => url.pathname === first.cta!.href);
      await page.context().close();
    },
  );

  it('pauses while hovered or focused, and on its pause button', async () => {
    const page = await openHome({ clock: true });
    await carousel(page).hover();
    const start = slideNumber(await activeSlide(page));
    await page.clock.runFor(CAROUSEL_INTERVAL_MS * 2);
    expect(slideNumber(await activeSlide(page))).toBe(start);
    await page.mouse.move(5, 890);
    await page.clock.runFor(CAROUSEL_INTERVAL_MS + 50);
    await expect.poll(async () => slideNumber(await activeSlide(page))).toBe(start + 1);

    await carousel(page)
      .getByRole('button', { name: `Show slide 2 of ${bannerCount}` })
      .focus();
    await page.mouse.move(5, 890);
    await page.clock.runFor(CAROUSEL_INTERVAL_MS * 2);
    expect(slideNumber(await activeSlide(page))).toBe(start + 1);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(CAROUSEL_INTERVAL_MS + 50);
    await expect.poll(async () => slideNumber(await activeSlide(page))).toBe(start + 2);

    await carousel(page).getByRole('button', { name: 'Pause slideshow' }).click();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(5, 890);
    await page.clock.runFor(CAROUSEL_INTERVAL_MS * 2);
    expect(slideNumber(await activeSlide(page))).toBe(start + 2);
    await carousel(page).getByRole('button', { name: 'Play slideshow' }).waitFor();
    await page.context().close();
  });

  it('fetches the shown slide’s picture and its neighbours’ ahead of a move, not every slide’s', async () => {
    expect(bannerCount).toBeGreaterThan(3);
    // Reduced motion: the carousel stays on slide 1 until the test moves it, however slow the machine.
    const page = await openPage(browser, app.baseUrl, {
      ...VIEWPORTS.phone,
      reducedMotion: 'reduce',
    });
    const asked = requestsMatching(page, (url) => url.pathname.startsWith(api.bannerImage('')));
    const fetchedSlides = () =>
      banners
        .map((banner, i) =>
          asked.includes(app.baseUrl + api.bannerImage(banner.imagePath)) ? i + 1 : 0,
        )
        .filter(Boolean);
    await page.goto(paths.home);
    await page
      .getByRole('button', { name: 'Close announcement' })
      .click({ timeout: FIRST_LOAD_MS });
    await expect.poll(fetchedSlides).toEqual([1, 2, bannerCount]);
    // The other slides' frames carry no address, so nothing can fetch them later (the browser's
    // lazy loading did, a moment after the first paint). Not Playwright's `networkidle`, which
    // now and then never came on a busy machine.
    const frames = carousel(page).locator('[data-slide-frame]');
    expect(await frames.count()).toBe(bannerCount);
    const addressed = await frames.evaluateAll((imgs) =>
      imgs.map((img) => img.hasAttribute('src') || img.hasAttribute('srcset')),
    );
    expect(addressed).toEqual(banners.map((_, i) => [0, 1, bannerCount - 1].includes(i)));
    expect(fetchedSlides()).toEqual([1, 2, bannerCount]);
    // Every slide has its frame, the size of its picture, fetched or not.
    const boxes = await frames.evaluateAll((imgs) => imgs.map((img) => img.clientHeight));
    expect(new Set(boxes).size).toBe(1);
    await carousel(page).getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(fetchedSlides).toEqual([1, 2, 3, bannerCount]);
    await expect
      .poll(() =>
        carousel(page)
          .locator('img')
          .nth(1)
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    await page.context().close();
  });

  it('moves with the previous/next buttons, the dots and the arrow keys, wrapping round', async () => {
    const page = await openHome();
    await carousel(page).getByRole('button', { name: 'Next slide' }).click();
    expect(await activeSlide(page)).toBe(`2 of ${bannerCount}`);
    await carousel(page).getByRole('button', { name: 'Previous slide' }).click();
    expect(await activeSlide(page)).toBe(`1 of ${bannerCount}`);
    await carousel(page).getByRole('button', { name: 'Previous slide' }).click();
    expect(await activeSlide(page)).toBe(`${bannerCount} of ${bannerCount}`);
    const dot4 = carousel(page).getByRole('button', { name: `Show slide 4 of ${bannerCount}` });
    await dot4.click();
    expect(await activeSlide(page)).toBe(`4 of ${bannerCount}`);
    expect(await dot4.getAttribute('aria-current')).toBe('true');
    await page.keyboard.press('ArrowRight');
    expect(await activeSlide(page)).toBe(`5 of ${bannerCount}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await activeSlide(page)).toBe(`3 of ${bannerCount}`);
    // Hidden slides are out of the tab order and the accessibility tree.
    const hidden = carousel(page).locator('[aria-roledescription="slide"][aria-hidden="true"]');
    expect(await hidden.count()).toBe(bannerCount - 1);
    expect(await hidden.first().evaluate((el) => el.hasAttribute('inert'))).toBe(true);

    // With the keyboard alone (issue 45): Tab on to the pause button, Space; back to Next by
    // Shift+Tab, Enter. Each step's focus is seen (tests/support/keyboard.ts).
    await keyTo(page, carousel(page).getByRole('button', { name: 'Pause slideshow' }), { max: 10 });
    await press(page, 'Space');
    await carousel(page).getByRole('button', { name: 'Play slideshow' }).waitFor();
    await keyTo(page, carousel(page).getByRole('button', { name: 'Next slide' }), {
      key: 'Shift+Tab',
      max: 15,
    });
    await press(page, 'Enter');
    expect(await activeSlide(page)).toBe(`4 of ${bannerCount}`);
    await page.context().close();
  });

  it('follows a touch swipe of 40 px or more, and ignores a shorter one', async () => {
    const page = await openHome({ viewport: VIEWPORTS.phone });
    const cdp = await page.context().newCDPSession(page);
    const box = (await carousel(page).locator('img').first().boundingBox())!;
    const y = box.y + box.height / 2;
    const swipe = async (from: number, dx: number) => {
      const steps = 6;
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchStart',
        touchPoints: [{ x: from, y }],
      });
      for (let i = 1; i <= steps; i++) {
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: from + (dx * i) / steps, y }],
        });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    const start = box.x + box.width / 2 + 40;
    await swipe(start, -30);
    expect(await activeSlide(page)).toBe(`1 of ${bannerCount}`);
    await swipe(start, -60);
    expect(await activeSlide(page)).toBe(`2 of ${bannerCount}`);
    await swipe(start - 80, 30);
    expect(await activeSlide(page)).toBe(`2 of ${bannerCount}`);
    await swipe(start - 80, 60);
    expect(await activeSlide(page)).toBe(`1 of ${bannerCount}`);
    await page.context().close();
  });

  it('does not move by itself for visitors who prefer reduced motion', async () => {
    const page = await openPage(browser, app.baseUrl, {
      ...VIEWPORTS.desktop,
      reducedMotion: 'reduce',
    });
    await page.clock.install({ time: CLOCK_START });
    await page.goto(paths.home);
    await page
      .getByRole('button', { name: 'Close announcement' })
      .click({ timeout: FIRST_LOAD_MS });
    await freeze(page);
    await page.mouse.move(5, 890);
    await page.clock.runFor(CAROUSEL_INTERVAL_MS * 3);
    expect(await activeSlide(page)).toBe(`1 of ${bannerCount}`);
    await carousel(page).getByRole('button', { name: 'Play slideshow' }).waitFor();
    await page.context().close();
  });
});

describe('home content', () => {
  it('embeds the market ticker as a lazy, titled frame', async () => {
    const page = await openHome();
    const frame = page.locator(`iframe[title="${site.home.ticker.title}"]`);
    const src = new URL((await frame.getAttribute('src'))!);
    expect(`${src.origin}${src.pathname}`).toBe(site.home.ticker.url);
    // Indian indices and stocks are configured in the fragment the widget reads (issue 8).
    const config = JSON.parse(decodeURIComponent(src.hash.slice(1))) as { symbols: unknown[] };
    expect(config.symbols).toEqual(
      expect.arrayContaining([
        { proName: 'NSE:NIFTY', title: 'NIFTY 50' },
        { proName: 'BSE:SENSEX', title: 'SENSEX' },
        { proName: 'NSE:BANKNIFTY', title: 'BANK NIFTY' },
      ]),
    );
    expect(await frame.getAttribute('loading')).toBe('lazy');
    await page.context().close();
  });

  it('shows the eight tiles; a tile without a target is plain text, not a link', async () => {
    const page = await openHome();
    const tiles = page.getByRole('region', { name: 'Online services' }).getByRole('listitem');
    expect(await tiles.count()).toBe(8);
    expect(await tiles.allInnerTexts()).toEqual(
      site.home.tiles.map((t) => expect.stringContaining(t.label)),
    );
    for (const [i, tile] of site.home.tiles.entries()) {
      const links = tiles.nth(i).getByRole('link');
      if (tile.href) {
        expect(await links.count()).toBe(1);
        expect(await links.getAttribute('href')).toBe(tile.href);
      } else {
        expect(await links.count()).toBe(0);
        expect(await tiles.nth(i).getByRole('button').count()).toBe(0);
      }
    }
    expect(site.home.tiles.some((t) => !t.href && !t.action)).toBe(true);
    await page.context().close();
  });

  it('links SEBI SCORES and SMART ODR beside the grievance entry points (SEBI 2023 circulars)', async () => {
    const page = await openHome();
    const section = page.getByRole('region', { name: 'Investor grievances' });
    const hrefs = await section
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        paths.complaints,
        'https://scores.sebi.gov.in',
        'https://smartodr.in',
      ]),
    );
    expect(await section.textContent()).toContain('21 calendar days');
    await page.context().close();
  });

  it('shows the about text and the services, linking to content pages (Mutual Funds outside)', async () => {
    const page = await openHome();
    await scrollThrough(page);
    const about = page.getByRole('region', { name: site.home.about.title });
    await expect(
      about.getByText('Founded in Mumbai in 1994', { exact: false }).isVisible(),
    ).resolves.toBe(true);
    const services = page.getByRole('region', { name: site.home.services.title });
    const cards = services.getByRole('listitem');
    expect(await cards.count()).toBe(site.home.services.cards.length);
    for (const card of site.home.services.cards) {
      const link = services.getByRole('link', { name: card.label, exact: false }).first();
      const href = await link.getAttribute('href');
      if (card.label === 'Mutual Funds') {
        expect(href).toMatch(/^https:/);
        expect(await link.getAttribute('target')).toBe('_blank');
      } else {
        expect(href).toMatch(/^\/cms\//);
      }
    }
    await page.context().close();
  });

  it('scrolls the notices, pausing on hover and focus, and stands them still under reduced motion', async () => {
    const page = await openHome();
    const notices = page.getByRole('region', { name: 'Investor notices' });
    const track = notices.locator('[data-track]');
    const state = () =>
      track.evaluate((el) => ({
        name: getComputedStyle(el).animationName,
        play: getComputedStyle(el).animationPlayState,
      }));
    expect((await state()).name).not.toBe('none');
    expect((await state()).play).toBe('running');
    // The track is moving, so the pointer goes to the strip rather than to a moving target.
    const strip = (await notices.boundingBox())!;
    await page.mouse.move(strip.x + strip.width / 2, strip.y + strip.height / 2);
    expect((await state()).play).toBe('paused');
    await page.mouse.move(5, 5);
    expect((await state()).play).toBe('running');
    await notices.getByRole('link').first().focus();
    expect((await state()).play).toBe('paused');
    // The duplicate copy that makes the loop seamless is hidden from assistive technology.
    expect(await notices.getByRole('link').count()).toBe(site.home.notices.length);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect((await state()).name).toBe('none');
    for (const notice of site.home.notices) {
      const link = notices.getByRole('link', { name: notice.label });
      await link.scrollIntoViewIfNeeded();
      await expect(link.isVisible()).resolves.toBe(true);
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(1440);
    }
    await page.context().close();
  });
});

/**
 * docs/contract.md §9's card texts, written out here rather than taken from the code under test: the first
 * `keep` characters, then an ellipsis (the seed's texts have no space at the cut).
 */
const cutAt = (text: string, keep: number) =>
  text.length > keep ? `${text.slice(0, keep)}…` : text;

describe('latest news', () => {
  it('shows at most three cards, in the order the server returns them, with dates and cut texts', async () => {
    const page = await openHome();
    const answer = (await (await page.request.get(api.news)).json()) as { data: NewsItem[] };
    const region = page.getByRole('region', { name: 'Latest News' });
    const cards = region.getByRole('article');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(Math.min(LATEST_NEWS_COUNT, answer.data.length));
    for (const [i, item] of answer.data.slice(0, LATEST_NEWS_COUNT).entries()) {
      const card = cards.nth(i);
      const text = await card.innerText();
      expect(text).toContain(cutAt(item.newsTitle, 40));
      expect(text).toContain(cutAt(item.description, 90));
      expect(text).toContain(formatDdMmYyyy(item.date));
      const img = card.locator('img');
      expect(await img.getAttribute('src')).toBe(api.newsImage(item.imagePath));
      expect(Math.round((await img.boundingBox())!.height)).toBe(NEWS_CARD_IMAGE_HEIGHT_PX);
    }
    expect(await region.getByRole('link', { name: 'View all news' }).getAttribute('href')).toBe(
      paths.allNews,
    );
    await page.context().close();
  });

  it('keeps the server order even when it is not by date', async () => {
    // The seed happens to be newest first, so the real answer is reversed here to show that the
    // page does not sort the list itself (docs/contract.md §2: "shown in the order returned").
    const page = await openPage(browser, app.baseUrl, VIEWPORTS.desktop);
    await withoutFirstAnswers(page); // the app asks the API, whose answer is reversed here
    await page.route('**/api/news-master', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: NewsItem[] };
      await route.fulfill({ response, json: { data: [...body.data].reverse() } });
    });
    await page.goto(paths.home);
    await page
      .getByRole('button', { name: 'Close announcement' })
      .click({ timeout: FIRST_LOAD_MS });
    const news = readSeed<NewsItem[]>('news.json');
    const cards = page.getByRole('region', { name: 'Latest News' }).getByRole('article');
    await cards.first().waitFor();
    const titles = await cards.getByRole('heading').allInnerTexts();
    expect(titles).toEqual(
      [...news]
        .reverse()
        .slice(0, LATEST_NEWS_COUNT)
        .map((n) => cutAt(n.newsTitle, 40)),
    );
    await page.context().close();
  });

  it('opens /news with the clicked article, and fetches the list only once', async () => {
    const page = await openHome();
    await scrollThrough(page); // nothing below loads late and shifts the cards under the pointer
    const newsRequests = requestsMatching(page, (url) => url.pathname === api.news);
    const answer = (await (await page.request.get(api.news)).json()) as { data: NewsItem[] };
    const second = answer.data[1]!;
    const cards = page.getByRole('region', { name: 'Latest News' }).getByRole('article');
    await cards.nth(1).scrollIntoViewIfNeeded();
    await cards.nth(1).click();
    await page.waitForURL((url) => url.pathname === paths.news);
    await page.getByRole('heading', { name: second.newsTitle }).waitFor();

    await page
      .getByRole('banner')
      .getByRole('link', { name: `${site.firm.name} – home` })
      .click();
    await page.getByRole('region', { name: 'Latest News' }).getByRole('article').first().waitFor();
    expect(newsRequests).toEqual([]); // home had loaded the list before the listener was added
    await page.context().close();
  });
});

describe('home page as a whole', () => {
  it('has one h1, landmarks, and no serious or critical axe violation', async () => {
    const page = await openHome();
    await scrollThrough(page);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    for (const role of ['banner', 'main', 'contentinfo'] as const) {
      expect(await page.getByRole(role).count()).toBe(1);
    }
    const violations = await seriousAxeViolations(page);
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it('lays out soundly at 390 px, 1440 px and 1920 × 1080', async () => {
    for (const [name, viewport] of [
      ['home-390', VIEWPORTS.phone],
      ['home-1440', VIEWPORTS.desktop],
      ['home-1920', { viewport: { width: 1920, height: 1080 } }],
    ] as const) {
      const page = await openHome({ viewport });
      await scrollThrough(page);
      await carousel(page).getByRole('button', { name: 'Pause slideshow' }).click();
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectSoundLayout(page, name);
      await screenshot(page, name);
      await page.context().close();
    }
  });
});
