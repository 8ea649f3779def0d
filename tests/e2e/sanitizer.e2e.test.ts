// Hostile HTML stored as a content page, rendered by the real SafeHtml in Chromium: nothing runs,
// nothing restyles or covers the page, no form, frame or other site's image reaches the DOM, and
// the page does not navigate away. The seed itself has no such HTML, so it is written to a copy.
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentPage } from '../../src/contract/entities';
import { paths } from '../../src/contract/routes';
import { launchBrowser, openPage, otherSitesAsked } from '../support/browser';
import { HOSTILE_PAGE } from '../support/hostileHtml';
import { startApp, type RunningApp } from '../support/server';

const DATA = resolve(import.meta.dirname, '../../data');
const PAGE_ID = 'equity';

let assetsDir: string;
let app: RunningApp;
let browser: Browser;
let page: Page;
const dialogs: string[] = [];
let foreignRequests: string[] = [];

/** data/ with the seed copied and one content page's HTML replaced by the hostile samples. */
async function hostileAssets(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'investor-hostile-'));
  for (const folder of ['images', 'downloads', 'files']) {
    await symlink(join(DATA, folder), join(dir, folder));
  }
  await cp(join(DATA, 'seed'), join(dir, 'seed'), { recursive: true });
  const file = join(dir, 'seed', 'contents.json');
  const contents = JSON.parse(await readFile(file, 'utf8')) as ContentPage[];
  const target = contents.find((c) => c._id === PAGE_ID)!;
  target.content = HOSTILE_PAGE;
  await writeFile(file, JSON.stringify(contents));
  return dir;
}

beforeAll(async () => {
  assetsDir = await hostileAssets();
  [app, browser] = await Promise.all([startApp({ assetsDir }), launchBrowser()]);
  page = await openPage(browser, app.baseUrl);
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  foreignRequests = otherSitesAsked(page, app.baseUrl);
  await page.goto(paths.cms(PAGE_ID));
  // Attached, not visible: an injected style that hid the page must fail a test, not the setup.
  await page.getByText('Safe end').waitFor({ state: 'attached' });
  // Time for an onerror, ontoggle or meta refresh to fire, had any survived.
  await page.waitForTimeout(500);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  if (assetsDir) await rm(assetsDir, { recursive: true, force: true });
});

describe('hostile stored HTML in the browser', () => {
  it('runs no script, opens no dialog and stays on the page', async () => {
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(new URL(page.url()).pathname).toBe(paths.cms(PAGE_ID));
  });

  it('loads nothing from other sites', () => {
    expect(foreignRequests).toEqual([]);
  });

  it('leaves nothing dangerous in the DOM', async () => {
    const found = await page.locator('.rich-text').evaluate((root) => {
      const elements = [...root.querySelectorAll('*')];
      return {
        forbidden: elements
          .filter((el) =>
            el.matches(
              'script, style, form, input, button, iframe, frame, meta, base, link, object, embed, svg, math, details',
            ),
          )
          .map((el) => el.tagName),
        handlersOrStyles: elements.flatMap((el) =>
          [...el.attributes]
            .filter((a) => a.name.startsWith('on') || a.name === 'style' || a.name === 'srcdoc')
            .map((a) => `${el.tagName}[${a.name}]`),
        ),
        badUrls: elements.flatMap((el) =>
          ['href', 'src', 'xlink:href', 'action']
            .map((name) => el.getAttribute(name))
            .filter((v): v is string => v !== null)
            .filter(
              (v) => /^\s*(javascript|data|vbscript):/i.test(v) || /\/\/(evil|tracker)\./.test(v),
            ),
        ),
        images: [...root.querySelectorAll('img')].map((img) => img.getAttribute('src')),
      };
    });
    expect(found.forbidden).toEqual([]);
    expect(found.handlersOrStyles).toEqual([]);
    expect(found.badUrls).toEqual([]);
    // Only the site's own images: '/x.png' is the event-handler sample's, its onerror gone.
    expect(found.images.sort()).toEqual(['/api/site-images/logo.svg', '/x.png']);
  });

  it('still shows what the editor legitimately wrote, and the page is not hidden', async () => {
    await page.getByRole('heading', { name: 'Safe heading' }).waitFor();
    expect(await page.getByRole('link', { name: 'our contact page' }).getAttribute('href')).toBe(
      paths.contactUs,
    );
    expect(await page.evaluate(() => getComputedStyle(document.body).display)).not.toBe('none');
    expect(await page.getByText('Your account is blocked').count()).toBe(1); // as plain text
  });
});
