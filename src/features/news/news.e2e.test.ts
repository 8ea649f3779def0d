import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from '../../contract/api';
import type { NewsItem } from '../../contract/entities';
import {
  LATEST_NEWS_COUNT,
  NEWS_DESCRIPTION_MAX_CHARS,
  NEWS_SCROLL_OFFSET_PX,
  NEWS_TITLE_MAX_CHARS,
} from '../../contract/limits';
import { paths } from '../../contract/routes';
import { formatDdMmYyyy, truncate } from '../../lib/format';
import { openPage, screenshot, VIEWPORTS } from '../../../tests/support/browser';
import { app, browser, page, setUpE2e } from '../../../tests/support/fixture';
import { readSeed } from '../../../tests/support/seed';

const news = readSeed<NewsItem[]>('news.json');
const newestFirst = [...news].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));

setUpE2e(VIEWPORTS.desktop);

const cards = (p: Page) => p.getByRole('main').getByRole('article');
const articleTitle = (p: Page) => p.locator('#news-title');

/** Counts the page's GETs of the news list from now on; the count so far. */
function listRequests(p: Page): () => number {
  let asked = 0;
  p.on('request', (r) => {
    if (new URL(r.url()).pathname === api.news) asked += 1;
  });
  return () => asked;
}

/** How many cards share the first card's row. */
async function cardsInFirstRow(p: Page): Promise<number> {
  const boxes = await cards(p).evaluateAll((els) =>
    els.map((el) => el.getBoundingClientRect()).map((r) => ({ x: r.x, y: r.y })),
  );
  return boxes.filter((b) => Math.abs(b.y - boxes[0]!.y) < 2).length;
}

describe('/all-news', () => {
  it('shows every news card in the order returned, three per row at 1440 px, without asking for the list', async () => {
    // The page's first HTML carries the list (docs/performance.md).
    const asked = listRequests(page);
    await page.goto(paths.allNews);
    await cards(page).first().waitFor();
    expect(asked()).toBe(0);
    expect(await cards(page).count()).toBe(news.length);
    const titles = await cards(page).getByRole('heading').allTextContents();
    // docs/contract.md §9: 40 characters of each title are kept before the ellipsis, in seed order.
    titles.forEach((t, i) => {
      const title = news[i]!.newsTitle;
      expect(t).toBe(title.length > 40 ? `${title.slice(0, 40)}…` : title);
    });
    expect(await cardsInFirstRow(page)).toBe(3);
    const [a, b, c, d] = await cards(page).evaluateAll((els) =>
      els.slice(0, 4).map((el) => el.getBoundingClientRect().toJSON() as DOMRect),
    );
    expect(b!.x).toBeGreaterThan(a!.x + a!.width - 1);
    expect(c!.x).toBeGreaterThan(b!.x + b!.width - 1);
    expect(Math.abs(a!.width - c!.width)).toBeLessThan(1);
    expect(d!.y).toBeGreaterThan(a!.y + a!.height - 1);
    // The first row's pictures are in the first screen: fetched at once, the first one ahead of
    // everything (the page's largest element on a phone); the rows below wait for the scroll.
    const pictures = await cards(page)
      .locator('img')
      .evaluateAll((imgs) =>
        imgs.map((img) => `${img.getAttribute('loading')} ${img.getAttribute('fetchpriority')}`),
      );
    expect(pictures.slice(0, 4)).toEqual(['eager high', 'eager auto', 'eager auto', 'lazy auto']);
    await screenshot(page, 'news-all-1440');
  });

  it('shows two cards per row on a tablet and one on a phone', async () => {
    await page.setViewportSize({ width: 820, height: 1180 });
    expect(await cardsInFirstRow(page)).toBe(2);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await cardsInFirstRow(page)).toBe(1);
    await screenshot(page, 'news-all-390');
    await page.setViewportSize(VIEWPORTS.desktop.viewport);
  });

  it.each([
    ['a phone', { width: 390, height: 844 }],
    ['a tablet', { width: 820, height: 1180 }],
    ['a desktop', VIEWPORTS.desktop.viewport],
  ])(
    'on %s a card shows its date once and its picture with the caption band whole',
    async (_, size) => {
      await page.setViewportSize(size);
      await page.goto(paths.allNews);
      await cards(page).first().waitFor();
      // The pictures below the fold load lazily: each is fetched and decoded before it is measured.
      await cards(page)
        .locator('img')
        .evaluateAll((imgs) =>
          Promise.all(
            (imgs as HTMLImageElement[]).map((img) => {
              img.loading = 'eager';
              return img.decode();
            }),
          ),
        );
      const shown = await cards(page).evaluateAll((articles) =>
        articles.map((article) => {
          const img = article.querySelector('img')!;
          const box = img.getBoundingClientRect();
          const { objectFit, objectPosition } = getComputedStyle(img);
          // The part of the picture's own pixels that is drawn, from its box, fit and position.
          const scale = (objectFit === 'contain' ? Math.min : Math.max)(
            box.width / img.naturalWidth,
            box.height / img.naturalHeight,
          );
          const [atX, atY] = objectPosition.split(' ').map((p) => parseFloat(p) / 100);
          const left = ((box.width - img.naturalWidth * scale) * atX!) / scale;
          const top = ((box.height - img.naturalHeight * scale) * atY!) / scale;
          return {
            lines: (article as HTMLElement).innerText.split('\n').filter((line) => line.trim()),
            drawn: {
              left: Math.max(0, -left) / img.naturalWidth,
              right: Math.min(img.naturalWidth, box.width / scale - left) / img.naturalWidth,
              bottom: Math.min(img.naturalHeight, box.height / scale - top) / img.naturalHeight,
            },
          };
        }),
      );
      shown.forEach(({ lines, drawn }, i) => {
        const item = news[i]!;
        // The dd/mm/yyyy date alone (no second date as a badge on the picture), then the cut texts.
        expect(lines).toEqual([
          formatDdMmYyyy(item.date),
          truncate(item.newsTitle, NEWS_TITLE_MAX_CHARS),
          truncate(item.description, NEWS_DESCRIPTION_MAX_CHARS),
          'Read more →',
        ]);
        // The seed's pictures (800x450) end in a 40 px caption band whose words run from x 24 to 776:
        // its full height and its words are drawn.
        expect(drawn.bottom).toBeGreaterThan(0.999);
        expect(drawn.left).toBeLessThanOrEqual(24 / 800);
        expect(drawn.right).toBeGreaterThanOrEqual(776 / 800);
      });
      await screenshot(page, `news-cards-${size.width}`);
      await page.setViewportSize(VIEWPORTS.desktop.viewport);
    },
  );

  it('does not fetch the list again when it is already held', async () => {
    const asked = listRequests(page);
    // Leave and come back inside the app (no reload): the held list is reused.
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Gallery', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Gallery' }).waitFor();
    await footer.getByRole('link', { name: 'Latest News', exact: true }).click();
    await cards(page).first().waitFor();
    expect(asked()).toBe(0);
  });
});

describe('/news', () => {
  it('shows the article chosen on /all-news, then scrolls to 600 px', async () => {
    const chosen = news[4]!;
    await cards(page).nth(4).getByRole('link').click();
    await page.waitForURL((url) => url.pathname === paths.news);
    await articleTitle(page).filter({ hasText: chosen.newsTitle }).waitFor();
    await page.getByText(chosen.description).waitFor();
    const img = page.getByRole('article').locator('img').first();
    expect(await img.getAttribute('src')).toBe(`/api/news-images/${chosen.imagePath}`);
    await expect
      .poll(() => page.evaluate(() => Math.round(window.scrollY)), { timeout: 3000 })
      .toBe(NEWS_SCROLL_OFFSET_PX);
    for (const tag of chosen.tags) {
      await page.getByRole('region', { name: 'Tags' }).getByText(tag, { exact: true }).waitFor();
    }
    await screenshot(page, 'news-article-1440');
  });

  it('lists the three most recent stories; choosing one switches the article', async () => {
    const latest = page.getByRole('region', { name: 'Latest news' }).getByRole('button');
    expect(await latest.count()).toBe(LATEST_NEWS_COUNT);
    const shown = await latest.allTextContents();
    newestFirst
      .slice(0, LATEST_NEWS_COUNT)
      .forEach((item, i) => expect(shown[i]).toContain(item.newsTitle));
    await latest.nth(1).click();
    await articleTitle(page).filter({ hasText: newestFirst[1]!.newsTitle }).waitFor();
    expect(await latest.nth(1).getAttribute('aria-current')).toBe('true');
  });

  it('shows the most recent story on a direct visit (nothing selected)', async () => {
    const fresh = await openPage(browser, app.baseUrl, VIEWPORTS.phone);
    await fresh.goto(paths.news);
    await articleTitle(fresh).waitFor();
    expect(await articleTitle(fresh).textContent()).toBe(newestFirst[0]!.newsTitle);
    // The sanitized body is there and carries no script.
    expect(await fresh.locator('article .rich-text').innerHTML()).not.toMatch(/<script/i);
    await screenshot(fresh, 'news-article-390');
    await fresh.context().close();
  });
});
