// The first HTML of a page (docs/performance.md): index.html with the answers the page reads
// first, the same data the API answers, current after every change, safe to inline, with the
// page's own chunks named for preloading. Runs on both engines.
import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, imageSrcSet } from '../../src/contract/api';
import { BANNER_IMAGE_SIZES, FIRST_ANSWERS_ID } from '../../src/contract/pages';
import { paths } from '../../src/contract/routes';
import type { ContentPage } from '../../src/contract/entities';
import { readSeed } from '../../tests/support/seed';
import { SEED_FILES } from '../store/contentStore';
import { createApp } from '../app';
import { cssRulesOf } from '../../scripts/cssRules';
import { START_SCRIPT } from './firstHtml';
import { CSS_RULES_FILE, type CssRules } from './firstScreenCss';
import { app, FILES, INDEX_MARKER, setUpFixtureApp } from '../testing/fixture';
import { rawRequest } from '../testing/http';

const logged: unknown[] = [];
setUpFixtureApp({ log: (err) => logged.push(err) });

// The server's page renderer as `vite build --ssr` would leave it beside dist/: here one that
// names the page it draws and how many answers it drew from, notes each path it is asked for,
// fails on /cms/equity and cuts /stock-market short (as at its time limit).
const RENDERER = `export async function renderPage(url, answers) {
  const path = new URL(url).pathname;
  (await import('node:fs')).appendFileSync(new URL('./rendered.log', import.meta.url), path + '\\n');
  if (path === '/cms/equity') throw new Error('render failed');
  const html = '<p data-rendered>' + path + ' ' + Object.keys(answers).length + '</p>';
  return { html, partial: path === '/stock-market' };
}`;

// A build's manifest: the entry, a chunk it shares with the home page, and the home page's own.
const MANIFEST = {
  'index.html': { file: 'assets/app-abc123.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-1.js' },
  'src/features/home/HomePage.tsx': {
    file: 'assets/HomePage-1.js',
    imports: ['index.html', '_shared.js', '_carousel.js'],
  },
  '_carousel.js': { file: 'assets/carousel-1.js', imports: ['_shared.js'] },
  'src/features/news/NewsPage.tsx': { file: 'assets/NewsPage-1.js', imports: ['_carousel.js'] },
  'src/features/content/CmsPage.tsx': { file: 'assets/CmsPage-1.js', imports: ['_shared.js'] },
};

/** The module scripts a page's HTML asks for, as tags. */
const scriptTags = (html: string) =>
  html.match(/<script type="module" [^>]*>|<link rel="modulepreload" [^>]*>/g) ?? [];

beforeAll(async () => {
  await mkdir(join(app.distDir, '.vite'), { recursive: true });
  await writeFile(join(app.distDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  await mkdir(join(app.distDir, '..', 'dist-ssr'), { recursive: true });
  await writeFile(join(app.distDir, '..', 'dist-ssr', 'entry-server.js'), RENDERER);
});

async function page(
  path: string,
  status = 200,
): Promise<{ html: string; answers: Record<string, unknown> }> {
  const res = await fetch(app.baseUrl + encodeURI(path));
  expect(res.status, path).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  const html = await res.text();
  const match = new RegExp(
    `<script type="application/json" id="${FIRST_ANSWERS_ID}">(.*?)</script>`,
  ).exec(html);
  expect(match, path).not.toBeNull();
  return { html, answers: JSON.parse(match![1]!) as Record<string, unknown> };
}

const dataOf = async (url: string) =>
  ((await (await fetch(app.baseUrl + url)).json()) as { data: unknown }).data;

describe('the first HTML', () => {
  it('of the home page carries the site data, banners and news exactly as the API answers them', async () => {
    const { html, answers } = await page(paths.home);
    expect(html).toContain(INDEX_MARKER);
    expect(Object.keys(answers).sort()).toEqual([api.banners, api.news, api.site].sort());
    for (const url of [api.site, api.banners, api.news]) {
      expect(answers[url], url).toEqual(await dataOf(url));
    }
  });

  it('of other pages carries the site data, the news pages the news, a content page the contents', async () => {
    for (const path of [paths.contactUs, paths.dosAndDonts]) {
      expect(Object.keys((await page(path)).answers), path).toEqual([api.site]);
    }
    expect(Object.keys((await page('/nowhere', 404)).answers)).toEqual([api.site]);
    for (const path of [paths.allNews, paths.news]) {
      expect(Object.keys((await page(path)).answers).sort(), path).toEqual(
        [api.news, api.site].sort(),
      );
    }
    // A content page is drawn with its body (docs/contract.md §10): the list it is found in.
    const cms = await page(paths.cms('company-profile'));
    expect(Object.keys(cms.answers).sort()).toEqual([api.contents, api.site].sort());
    expect(cms.answers[api.contents]).toEqual(await dataOf(api.contents));
  });

  it('of a regulatory page carries its circulars and review, which the app’s renderer draws under its text', async () => {
    // The server's renderer is the app's (src/entry-server.tsx, built into dist-ssr/); here it is
    // run from its source over the answers this page's first HTML carries.
    const { renderPage } = await import('../../src/entry-server');
    const charter: ContentPage = {
      _id: 'investor-charter-stock-broker',
      contentType: 'Investor Charter – Stock Broker',
      group: 'Investor Charter',
      content: '<p>Rights of investors.</p>',
      sources: [
        {
          number: 'SEBI/HO/MIRSD/MIRSD-PoD1/P/CIR/2025/22',
          date: '2025-02-21',
          title: 'Investor Charter for Stock Brokers',
          href: 'https://www.sebi.gov.in/legal/circulars/feb-2025/investor-charter-for-stock-brokers_92099.html',
        },
        { number: 'SEBI/HO/MIRSD/POD-1/P/CIR/2024/4', date: '2024-01-12', title: 'Freeze' },
      ],
      lastReviewed: '2026-11-30',
    };
    const drawn = async (id: string) => {
      const { answers } = await page(paths.cms(id));
      // The page's list as this first HTML carries it; the site data the seed's (the fixture's is
      // a stub the header and footer cannot be drawn from).
      expect(Object.keys(answers).sort()).toEqual([api.contents, api.site].sort());
      const { html } = await renderPage(`http://localhost${paths.cms(id)}`, {
        ...answers,
        [api.site]: readSeed(SEED_FILES.site),
      });
      return /<p[^>]*data-regulatory-source[^>]*>(.*?)<\/p>/s
        .exec(html)?.[1]
        ?.replace(/<!-- -->/g, '')
        .replace(/ class="[^"]*"/g, '');
    };
    const contents = await app.store.content.get('contents');
    await app.store.content.put('contents', [...contents, charter]);
    try {
      expect(await drawn(charter._id)).toBe(
        `Source: <span><a href="${charter.sources![0]!.href}" title="Investor Charter for Stock Brokers" rel="noopener noreferrer">` +
          'SEBI/HO/MIRSD/MIRSD-PoD1/P/CIR/2025/22</a> (21/02/2025)</span>' +
          '<span>; <span title="Freeze">SEBI/HO/MIRSD/POD-1/P/CIR/2024/4</span> (12/01/2024)</span>' +
          ' · Last reviewed: 30/11/2026',
      );
      // A page that is not regulatory has no such line.
      expect(await drawn('company-profile')).toBeUndefined();
    } finally {
      await app.store.content.put('contents', contents);
    }
  }, 60_000);

  it('names the page’s own chunks for preloading, not those the entry loads already', async () => {
    // A page the app draws alone (here: its rendering fails) asks for them at once, in the head.
    const alone = (await page(paths.cms('equity'))).html;
    expect(scriptTags(alone)).toEqual([
      '<script type="module" crossorigin src="/assets/app-abc123.js">',
      '<link rel="modulepreload" crossorigin href="/assets/CmsPage-1.js">',
    ]);
    expect(alone.indexOf('modulepreload')).toBeLessThan(alone.indexOf('</head>'));
    expect(logged).toHaveLength(1); // the failed rendering; a later test counts from none
    logged.length = 0;
    // A rendered page names them to the script that fetches them once it has painted.
    expect(scriptTags((await page(paths.home)).html)).toEqual([
      `<script type="module" fetchpriority="low" src="${START_SCRIPT}" data-app="/assets/app-abc123.js" data-preload="/assets/HomePage-1.js /assets/carousel-1.js">`,
    ]);
    expect(scriptTags((await page(paths.contactUs)).html)).toEqual([
      `<script type="module" fetchpriority="low" src="${START_SCRIPT}" data-app="/assets/app-abc123.js" data-preload="">`,
    ]);
  });

  it('preloads the home page’s largest picture, the first banner’s, at every width it has', async () => {
    const plain = (await page(paths.home)).html;
    expect(plain).toContain(
      `<link rel="preload" as="image" href="${api.bannerImage(FILES.banner.name)}" fetchpriority="high">`,
    );
    expect((await page(paths.contactUs)).html).not.toContain('as="image"');

    const banners = await app.store.content.get('banners');
    const photo = `up-${'ab'.repeat(12)}.webp`;
    await app.store.content.put('banners', [{ ...banners[0]!, imagePath: photo }, ...banners]);
    try {
      const html = (await page(paths.home)).html;
      const srcset = imageSrcSet(photo, api.bannerImage)!.replace(/&/g, '&amp;');
      expect(html).toContain(
        `href="${api.bannerImage(photo)}" imagesrcset="${srcset}" imagesizes="${BANNER_IMAGE_SIZES}" fetchpriority="high">`,
      );
    } finally {
      await app.store.content.put('banners', banners);
    }
  });

  it('follows a change of the stored lists at once, and revalidates by ETag', async () => {
    // rawRequest: fetch() itself would add `Cache-Control: no-cache` to a conditional request.
    const first = await rawRequest(app.baseUrl, paths.home);
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('no-cache');
    const revalidate = { headers: { 'If-None-Match': etag } };
    expect((await rawRequest(app.baseUrl, paths.home, revalidate)).status).toBe(304);

    const news = await app.store.content.get('news');
    await app.store.content.put('news', [{ ...news[0]!, newsTitle: 'Changed title' }]);
    expect((await rawRequest(app.baseUrl, paths.home, revalidate)).status).toBe(200);
    const { answers } = await page(paths.home);
    expect((answers[api.news] as { newsTitle: string }[])[0]!.newsTitle).toBe('Changed title');
    await app.store.content.put('news', news);
  });

  it('cannot be broken out of by what editors write: `<` is escaped in the data', async () => {
    const site = await app.store.content.get('site');
    const hostile = '</script><script>alert(1)</script><!--';
    await app.store.content.put('site', { ...site, firm: { ...site.firm, name: hostile } });
    try {
      const { html, answers } = await page(paths.contactUs);
      expect(html).not.toContain('<script>alert(1)');
      expect((answers[api.site] as { firm: { name: string } }).firm.name).toBe(hostile);
    } finally {
      await app.store.content.put('site', site);
    }
  });

  it('holds the page as the server renders it, inert until the app takes it over', async () => {
    expect((await page(paths.contactUs)).html).toContain(
      '<div id="root" inert aria-hidden="true"><p data-rendered>/contact-us 1</p></div>',
    );
    expect((await page(paths.cms('company-profile'))).html).toContain(
      '<p data-rendered>/cms/company-profile 2</p>',
    );
    expect((await page(paths.home)).html).toContain('<p data-rendered>/ 3</p>');
  });

  it('fetches no script for a rendered page before it has painted; the desk’s at once', async () => {
    // The entry's own preloads go to the start script too (the built index.html has them).
    const built = await readFile(join(app.distDir, 'index.html'), 'utf8');
    const withPreload = built.replace(
      '</head>',
      '<link rel="modulepreload" crossorigin href="/assets/runtime-1.js"></head>',
    );
    await writeFile(join(app.distDir, 'index.html'), withPreload);
    try {
      expect(scriptTags((await page(paths.news)).html)).toEqual([
        `<script type="module" fetchpriority="low" src="${START_SCRIPT}" data-app="/assets/app-abc123.js" data-preload="/assets/runtime-1.js /assets/NewsPage-1.js /assets/carousel-1.js">`,
      ]);
      // The desk is drawn by its scripts alone: they are fetched as the page is read.
      expect(scriptTags((await page(`${paths.desk}/queues`)).html)).toEqual([
        '<script type="module" crossorigin src="/assets/app-abc123.js">',
        '<link rel="modulepreload" crossorigin href="/assets/runtime-1.js">',
      ]);
    } finally {
      await writeFile(join(app.distDir, 'index.html'), built);
    }
  });

  it('carries a rendered page’s own styles inline, and the stylesheet at its end; the desk’s in its head', async () => {
    const built = await readFile(join(app.distDir, 'index.html'), 'utf8');
    const link = '<link rel="stylesheet" crossorigin href="/assets/index-1.css">';
    const rules: CssRules = {
      href: '/assets/index-1.css',
      nodes: cssRulesOf('@layer base{p{color:red}.elsewhere{color:blue}}'),
    };
    await writeFile(join(app.distDir, CSS_RULES_FILE), JSON.stringify(rules));
    await writeFile(join(app.distDir, 'index.html'), built.replace('</head>', `${link}</head>`));
    try {
      const [head, body] = (await page(paths.news)).html.split('</head>');
      expect(head).toContain('<style data-first-screen>@layer base{p{color:red}}</style>');
      expect(head).not.toContain('stylesheet');
      expect(body).toMatch(new RegExp(`<p data-rendered>.*${link}</body>`));
      const [deskHead, deskBody] = (await page(paths.desk)).html.split('</head>');
      expect(deskHead).toContain(link);
      expect(deskHead).not.toContain('<style');
      expect(deskBody).not.toContain('stylesheet');
    } finally {
      await writeFile(join(app.distDir, 'index.html'), built);
      await rm(join(app.distDir, CSS_RULES_FILE));
    }
  });

  it('renders the home page as the server starts, when asked to, before anyone visits it', async () => {
    const log = join(app.distDir, '..', 'dist-ssr', 'rendered.log');
    const rendered = async () => (await readFile(log, 'utf8').catch(() => '')).split('\n');
    const before = (await rendered()).length - 1;
    const dataDir = await mkdtemp(join(tmpdir(), 'first-html-'));
    const started = await createApp({
      dataDir,
      assetsDir: app.assetsDir,
      distDir: app.distDir,
      renderOnStart: true,
      log: (err) => logged.push(err),
      info: () => {},
    });
    try {
      await expect.poll(async () => (await rendered()).slice(before, -1)).toEqual([paths.home]);
    } finally {
      await started.store.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('leaves the page to the app alone for the desk, and when the rendering fails', async () => {
    expect((await page('/nowhere', 404)).html).toContain('<p data-rendered>/nowhere 1</p>');
    for (const path of [paths.desk, `${paths.desk}/queues`]) {
      const desk = (await page(path)).html;
      expect(desk, path).toContain('<div id="root"></div>');
      expect(desk, path).not.toContain('data-rendered');
    }
    expect((await page('/elsewhere', 404)).html).toContain('<p data-rendered>/nowhere 1</p>');
    expect(logged).toEqual([]);
    const broken = (await page(paths.cms('equity'))).html;
    expect(broken).toContain('<div id="root"></div>');
    expect(logged).toHaveLength(1);
    expect(String(logged[0])).toContain('render failed');
  });

  it('answers 404 with the not-found page for an address the app has no page for', async () => {
    for (const path of ['/no-such-page', '/Investor-rights', '/contact-us/more']) {
      const html = (await page(path, 404)).html;
      expect(html, path).toContain(INDEX_MARKER);
      expect(html, path).toContain('data-rendered');
    }
    // Never "not modified": a client's copy of a 404 is not a page to keep.
    const first = await rawRequest(app.baseUrl, '/no-such-page');
    const again = { headers: { 'If-None-Match': String(first.headers.etag) } };
    expect((await rawRequest(app.baseUrl, '/no-such-page', again)).status).toBe(404);
    expect((await rawRequest(app.baseUrl, paths.contactUs)).status).toBe(200);
  });

  it('serves a drawing cut short at the renderer’s time limit, and draws the page again when next asked', async () => {
    const log = join(app.distDir, '..', 'dist-ssr', 'rendered.log');
    const rendered = async () => (await readFile(log, 'utf8').catch(() => '')).split('\n');
    const before = (await rendered()).length;
    const cut = paths.stockMarket;
    for (let visit = 0; visit < 2; visit++) {
      expect((await page(cut)).html).toContain(`<p data-rendered>${cut} 1</p>`);
    }
    // Kept, the first drawing (a spinner where the page's body belongs) would be every visitor's.
    expect((await rendered()).slice(before - 1, -1)).toEqual([cut, cut]);
    // A whole drawing is kept: drawn once for any number of visits.
    await page(paths.companyProfile);
    await page(paths.companyProfile);
    expect((await rendered()).slice(before + 1, -1)).toEqual([paths.companyProfile]);
  });

  it('answers 404 for a content page that is not stored, without rendering it', async () => {
    const log = join(app.distDir, '..', 'dist-ssr', 'rendered.log');
    const rendered = async () => (await readFile(log, 'utf8').catch(() => '')).split('\n');
    const before = (await rendered()).length;
    for (const id of ['no-such-id', 'another-one', 'Company-Profile']) {
      const { html, answers } = await page(paths.cms(id), 404);
      // The app draws it alone (its not-found message), from the same data as a stored page.
      expect(html, id).toContain('<div id="root"></div>');
      expect(Object.keys(answers).sort(), id).toEqual([api.contents, api.site].sort());
    }
    expect((await rendered()).slice(before - 1, -1)).toEqual([]);
    expect((await page(paths.cms('company-profile'))).html).toContain(
      '<p data-rendered>/cms/company-profile 2</p>',
    );

    // A page removed after it was served is not served again from its bytes.
    const contents = await app.store.content.get('contents');
    await app.store.content.put(
      'contents',
      contents.filter((c) => c._id !== 'company-profile'),
    );
    try {
      await page(paths.cms('company-profile'), 404);
    } finally {
      await app.store.content.put('contents', contents);
    }
    await page(paths.cms('company-profile'));
  });

  it('follows a rebuild of the app while the server runs', async () => {
    const index = join(app.distDir, 'index.html');
    await writeFile(
      index,
      '<!doctype html><html><head></head><body><div id="root"></div><!-- v2 --></body></html>',
    );
    await utimes(index, new Date(), new Date(Date.now() + 5000));
    const { html, answers } = await page(paths.contactUs);
    expect(html).toContain('<!-- v2 -->');
    expect(Object.keys(answers)).toEqual([api.site]);
  });
});
