// The server's rendering of the public pages (docs/performance.md), with the real renderer
// the build leaves in dist-ssr/: the page is there before any script runs, taking no input and
// loading no other site; the app then takes it over in place (hydration).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paths } from '../contract/routes';
import { START_SCRIPT } from '../../server/pages/firstHtml';
import {
  appDrawn,
  openPage,
  otherSitesAsked,
  rememberLanguage,
  serverPicture,
  VIEWPORTS,
  waitForHtmlLang,
} from '../../tests/support/browser';
import { app, browser, setUpE2e, sitemapPaths } from '../../tests/support/fixture';
import { nuCheck } from '../../tests/support/nuChecker';

setUpE2e();

/**
 * The first HTML of `path` as a visitor's first request gets it, fetched once for the tests that
 * read every page's (each request is rendered afresh, some 60 pages).
 */
/**
 * The checker's CSS grammar predates scroll-driven animations: a first HTML's inline styles
 * (docs/performance.md) use `animation-timeline` behind `@supports`, which browsers read.
 */
const UNKNOWN_TO_THE_CHECKER = ["Property “animation-timeline” doesn't exist"];

const firstHtml = new Map<string, Promise<{ status: number; html: string }>>();
function firstHtmlOf(path: string): Promise<{ status: number; html: string }> {
  let answer = firstHtml.get(path);
  if (!answer) {
    answer = fetch(app.baseUrl + path).then(async (res) => ({
      status: res.status,
      html: await res.text(),
    }));
    firstHtml.set(path, answer);
  }
  return answer;
}

/** A phone page with scripts off: what a visitor sees before the app's scripts have arrived. */
const withoutScripts = () =>
  openPage(browser, app.baseUrl, { ...VIEWPORTS.phone, javaScriptEnabled: false });

const picture = (page: Page) => serverPicture(page).and(page.locator('div[aria-hidden="true"]'));

describe('the server’s rendering of a page', () => {
  it('shows the page before any script runs, inert and hidden from assistive technology', async () => {
    const page = await withoutScripts();
    await page.goto(paths.contactUs);
    await expect(picture(page).count()).resolves.toBe(1);
    const heading = picture(page).locator('h1');
    await expect(heading.textContent()).resolves.toBe('Contact Us');
    await expect(heading.isVisible()).resolves.toBe(true);
    // Assistive technology reads the app's page only, once it is there.
    await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(0);
    await page.context().close();
  });

  it('loads no other site: the ticker’s and the map’s rooms are empty boxes the size of the frames', async () => {
    for (const path of [paths.home, paths.contactUs]) {
      const page = await withoutScripts();
      const asked = otherSitesAsked(page, app.baseUrl);
      await page.goto(path);
      await page.waitForLoadState('load');
      // No frame at all: even an empty one is a browsing context, made as the page is parsed and
      // taken down when the app replaces the picture.
      expect(await picture(page).locator('iframe').count(), path).toBe(0);
      const room = picture(page).locator('[data-frame-room]');
      expect(await room.count(), path).toBe(1);
      const live = await openPage(browser, app.baseUrl, VIEWPORTS.phone);
      await live.goto(path);
      const frame = live.locator('iframe');
      await frame.waitFor();
      expect((await room.boundingBox())?.height, path).toBe((await frame.boundingBox())?.height);
      expect(asked, path).toEqual([]);
      await page.context().close();
      await live.context().close();
    }
  });

  it('looks as the live page does, drawn by the stylesheet alone: no style runtime on either', async () => {
    const before = await openPage(browser, app.baseUrl, {
      ...VIEWPORTS.desktop,
      javaScriptEnabled: false,
    });
    await before.goto(paths.contactUs);
    const drawnBefore = await picture(before).locator('h1').boundingBox();

    const live = await openPage(browser, app.baseUrl, VIEWPORTS.desktop);
    await live.goto(paths.contactUs);
    const drawnLive = await live
      .getByRole('heading', { level: 1, name: 'Contact Us' })
      .boundingBox();
    expect(drawnBefore).toEqual(drawnLive);
    // The public pages' styles are Panda's, written at build time (docs/architecture.md §4):
    // neither the picture nor the live page writes a style element (Chakra's runtime, emotion);
    // the one there is the server's, the first screen's rules (docs/performance.md).
    for (const page of [before, live]) {
      await expect(page.locator('style').count()).resolves.toBe(1);
      await expect(page.locator('head > style[data-first-screen]').count()).resolves.toBe(1);
    }
    await before.context().close();
    await live.context().close();
  });

  it('brings the rule of every style it names, on every page of the sitemap and an unknown one', async () => {
    // A style drawn first in a loading fallback that the page then replaced was once left out, so
    // a content page's spinner was drawn as nothing; and Panda writes the rules only of the styles
    // it finds in the sources (docs/architecture.md §4). Chakra's `chakra-*` names and the stored
    // HTML's `rich-text` are hooks for scripts and tests, with no rule of their own. A Panda
    // recipe names every slot and variant, styled or not (`breadcrumb__root--size_sm`): its
    // recipe must have rules.
    const listed = await sitemapPaths();
    expect(listed.length).toBeGreaterThan(20);
    const stylesheets = new Map<string, string>();
    const unstyled: Record<string, string[]> = {};
    for (const path of [...listed, paths.cms('no-such-page')]) {
      const { html } = await firstHtmlOf(path);
      let rules = html;
      for (const [, href] of html.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)"/g)) {
        if (!stylesheets.has(href!))
          stylesheets.set(href!, await (await fetch(new URL(href!, app.baseUrl))).text());
        rules += stylesheets.get(href!);
      }
      const named = new Set(
        [...html.matchAll(/ class="([^"]*)"/g)].flatMap(([, names]) =>
          fromHtml(names!).split(/\s+/),
        ),
      );
      const missing = [...named].filter(
        (name) =>
          name !== '' &&
          !name.startsWith('chakra-') &&
          name !== 'rich-text' &&
          !hasRule(rules, name),
      );
      if (missing.length > 0) unstyled[path] = missing;
    }
    expect(stylesheets.size).toBeGreaterThan(0);
    expect(unstyled).toEqual({});
    // Some 60 pages, each rendered afresh (about 0.6 s each on this machine when it is quiet).
  }, 180_000);

  // The W3C Nu checker on the server's rendering of the build (dist/, dist-ssr/), the same first
  // HTML the test above reads; one checker run for all pages.
  it('is valid HTML by the Nu checker on every page of the sitemap', async () => {
    const listed = await sitemapPaths();
    expect(listed.length).toBeGreaterThan(20);
    const documents = new Map<string, string>();
    for (const path of listed) {
      const { status, html } = await firstHtmlOf(path);
      expect(status, path).toBe(200);
      documents.set(decodeURI(path), html);
    }
    const errors = (await nuCheck(documents))
      .filter(({ type }) => type === 'error')
      .filter(({ message }) => !UNKNOWN_TO_THE_CHECKER.some((known) => message.includes(known)))
      .map(({ document, message, extract }) => `${document}: ${message} [${extract?.trim()}]`);
    expect(errors).toEqual([]);
  }, 180_000);

  it('becomes the live page, whose frames do load', async () => {
    const page = await openPage(browser, app.baseUrl, VIEWPORTS.phone);
    await page.goto(paths.contactUs);
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    await expect(picture(page).count()).resolves.toBe(0);
    const map = page.locator('iframe');
    await map.scrollIntoViewIfNeeded();
    await expect.poll(() => map.getAttribute('src')).toMatch(/^https:\/\//);
    await page.context().close();
  });

  it('is taken over in place on every page: the app’s first render draws what the server drew', async () => {
    // Were a page's first render to differ (a browser-only branch, a list the picture lacks),
    // React would report it and draw the page anew: a new element tree, and the long task on a
    // phone that taking the picture over saves (docs/performance.md).
    const listed = await sitemapPaths();
    const contentPages = listed.filter((path) => path.startsWith('/cms/')).slice(0, 2);
    const routes = listed.filter((path) => !path.startsWith('/cms/'));
    const page = await openPage(browser, app.baseUrl, VIEWPORTS.phone);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    // Elements of the picture as the browser parsed them, before any script of the app ran: the
    // shell's, the page's and the footer's, each in its own part of the app (Suspense boundary),
    // which React would draw anew on its own. Other sites' frames have no root.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.getElementById('root');
        const main = document.querySelector('main');
        const parsed = [root?.firstElementChild, main, main?.firstElementChild];
        Object.assign(window, { __parsed: [...parsed, document.querySelector('footer')] });
      }),
    );
    const keptOn: Record<string, boolean> = {};
    const liveBeforeTakenOver: string[] = [];
    const visit = async (path: string) => {
      await page.goto(path);
      await appDrawn(page);
      const found = await page.evaluate(() => {
        const parsed = (window as unknown as { __parsed: (Element | null)[] }).__parsed;
        // React marks each element it has taken over with its fiber (`__reactFiber$…`).
        const pageElement = document.querySelector('main')?.firstElementChild ?? {};
        return {
          kept: parsed.every((element) => element?.isConnected),
          pageTakenOver: Object.keys(pageElement).some((key) => key.startsWith('__reactFiber$')),
        };
      });
      keptOn[path] = found.kept;
      // The page is live (appDrawn) only once its own part is the app's: a click or a form's
      // submission before that would reach no handler.
      if (!found.pageTakenOver) liveBeforeTakenOver.push(path);
    };
    // A content page that does not exist is not drawn by the server (docs/architecture.md §2):
    // there is no picture to take over, and firstHtml.test checks that none is rendered.
    for (const path of [...routes, ...contentPages, '/no-such-page']) {
      await visit(path);
    }
    expect(Object.values(keptOn).length).toBeGreaterThan(20);
    expect(Object.entries(keptOn).filter(([, kept]) => !kept)).toEqual([]);
    expect(liveBeforeTakenOver).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);

  it('is drawn anew, not taken over, for a visitor who reads another language than the picture’s English', async () => {
    // The picture is English: taking it over would draw English first, then switch the language
    // while parts of the page are still being taken over (docs/performance.md).
    const page = await openPage(browser, app.baseUrl, VIEWPORTS.phone);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(paths.contactUs);
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () =>
        Object.assign(window, { __main: document.querySelector('main') }),
      ),
    );
    await rememberLanguage(page, 'hi');
    await appDrawn(page);
    await waitForHtmlLang(page, 'hi');
    const parsedMainKept = await page.evaluate(
      () => (window as unknown as { __main: Element | null }).__main?.isConnected,
    );
    expect(parsedMainKept).toBe(false);
    await expect(page.locator('main h1').textContent()).resolves.not.toBe('Contact Us');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('names no script of the app in the first HTML but the start script, which names them all', async () => {
    // The built tags as Vite writes them, recognised by the server: were they not, the page
    // would fetch every script before its first paint (docs/performance.md).
    const page = await withoutScripts();
    await page.goto(paths.contactUs);
    const found = await page.evaluate(() => ({
      scripts: [...document.querySelectorAll('script[src]')].map((s) => s.getAttribute('src')),
      preloads: document.querySelectorAll('link[rel="modulepreload"]').length,
      app: document.querySelector('script[data-app]')?.getAttribute('data-app'),
      modules: document.querySelector('script[data-app]')?.getAttribute('data-preload')?.split(' '),
    }));
    expect(found.scripts).toEqual([START_SCRIPT]);
    expect(found.preloads).toBe(0);
    expect(found.app).toMatch(/^\/assets\/[\w.-]+\.js$/);
    expect(found.modules!.length).toBeGreaterThan(1);
    for (const module of found.modules!) expect(module).toMatch(/^\/assets\/[\w.-]+\.js$/);
    await page.context().close();
  });
});

/**
 * Whether `rules` style the class `name`. For a Panda recipe's class (`breadcrumb__root--size_sm`,
 * `spinner--size_xl`), whether they style its recipe at all.
 */
function hasRule(rules: string, name: string): boolean {
  const recipe = /^([a-z][a-zA-Z-]*?)(?:__|--)/.exec(name)?.[1];
  const pattern = recipe
    ? `${asPattern(`.${recipe}`)}(?:__|--|(?![\\w-]))`
    : `${asPattern(`.${cssEscape(name)}`)}(?![\\w-])`;
  return new RegExp(pattern).test(rules);
}

/**
 * A class name as a CSS selector writes it: `c_brand.500` is `c_brand\.500`, and a leading digit
 * is a code point (`2xl:fs_5xl` is `\32 xl\:fs_5xl`).
 */
function cssEscape(name: string): string {
  return name
    .replace(/[^\w-]/g, (c) => `\\${c}`)
    .replace(/^\d/, (digit) => `\\${digit.charCodeAt(0).toString(16)} `);
}

/** An attribute's value as HTML writes it (`&amp;`, `&gt;`, `&quot;`, `&#x27;`), read back. */
function fromHtml(value: string): string {
  const named: Record<string, string> = { amp: '&', gt: '>', lt: '<', quot: '"' };
  return value.replace(/&(?:#x([\da-f]+)|#(\d+)|(\w+));/gi, (entity, hex, dec, name) =>
    hex
      ? String.fromCodePoint(parseInt(hex, 16))
      : dec
        ? String.fromCodePoint(+dec)
        : (named[name] ?? entity),
  );
}

/** Text as a regular expression that matches it literally. */
function asPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
