// The read-only endpoints of docs/contract.md §7 (+ /api/site, /api/site-images), the web app fallback and
// the headers every answer carries, over real HTTP against a fixture assets folder.
import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/contract/api';
import { msg } from '../../src/contract/messages';
import { paths } from '../../src/contract/routes';
import {
  AMC_PLAIN,
  AMC_WITH_SLASH,
  CATEGORY_EMPTY,
  CATEGORY_PLAIN,
  CATEGORY_WITH_SLASH,
  FILES,
  fixtureSeed,
  INDEX_MARKER,
  startFixtureApp,
} from '../testing/fixture';
import { getJson, jsonBody, rawRequest } from '../testing/http';
import { startTestApp } from '../testing/storage';

let app: Awaited<ReturnType<typeof startFixtureApp>>;

beforeAll(async () => {
  app = await startFixtureApp();
});
afterAll(() => app.close());

describe('lists answer { data: [...] } with the seed content', () => {
  const lists: [string, unknown][] = [
    [api.banners, fixtureSeed.banners],
    [api.news, fixtureSeed.news],
    [api.contents, fixtureSeed.contents],
    [api.galleryCategories, fixtureSeed.galleryCategories],
    [api.gallery, fixtureSeed.gallery],
    [api.downloads, fixtureSeed.downloads],
    [api.downloadForm, fixtureSeed.downloadForms],
    [api.amcs, fixtureSeed.amcs],
    [api.amcCategories, fixtureSeed.amcCategories],
    // The pages' and news' words in each language (docs/contract.md §7a).
    [api.contentsIn('hi'), fixtureSeed.contentsHi],
    [api.contentsIn('gu'), fixtureSeed.contentsGu],
    [api.newsIn('hi'), fixtureSeed.newsHi],
    [api.newsIn('gu'), fixtureSeed.newsGu],
  ];
  it.each(lists)('GET %s', async (path, expected) => {
    const { status, body, headers } = await getJson(app.baseUrl, path);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    expect(body).toEqual({ data: expected });
  });

  it('GET /api/site answers the SiteConfig object', async () => {
    const { status, body } = await getJson(app.baseUrl, api.site);
    expect(status).toBe(200);
    expect(body).toEqual({ data: fixtureSeed.site });
  });

  it.each([
    ['hi', fixtureSeed.siteHi],
    ['gu', fixtureSeed.siteGu],
  ])(
    "GET /api/site/%s answers that language's version of the site data",
    async (language, expected) => {
      const { status, body } = await getJson(app.baseUrl, api.siteOverlay(language));
      expect(status).toBe(200);
      expect(body).toEqual({ data: expected });
    },
  );

  it.each(['en', 'fr', 'hi-IN'])('GET /api/…/%s (no such version) is 404', async (language) => {
    for (const path of [api.siteOverlay, api.contentsIn, api.newsIn]) {
      expect((await getJson(app.baseUrl, path(language))).status).toBe(404);
    }
  });

  it.each([
    ['/api/downloads/', '/api/downloads', fixtureSeed.downloads],
    ['/api/download-form/', '/api/download-form', fixtureSeed.downloadForms],
  ])(
    'GET %s, as the specification spells it, is the one spelling answered',
    async (path, other, expected) => {
      const { status, body } = await getJson(app.baseUrl, path);
      expect(status).toBe(200);
      expect(body).toEqual({ data: expected });
      expect((await getJson(app.baseUrl, other)).status).toBe(404);
    },
  );
});

describe('GET /api/amc-scheme/{amc}/{category}', () => {
  it('decodes URL-encoded names with spaces, &, /, ?, # and % (a %2F is not a separator)', async () => {
    const path = api.schemes(AMC_WITH_SLASH, CATEGORY_WITH_SLASH);
    expect(path).toContain('%2F'); // the case under test: an encoded slash inside a segment
    const { status, body } = await getJson(app.baseUrl, path);
    expect(status).toBe(200);
    expect(body).toEqual({
      data: [{ SchemeName: 'Alpha Large & Mid Cap Fund' }, { SchemeName: 'Alpha Balanced Fund' }],
    });
  });

  it('answers only SchemeName, only for that AMC and that category', async () => {
    const { body } = await getJson(app.baseUrl, api.schemes(AMC_PLAIN, CATEGORY_PLAIN));
    expect(body).toEqual({ data: [{ SchemeName: 'Gamma Liquid Fund' }] });
    const other = await getJson(app.baseUrl, api.schemes(AMC_WITH_SLASH, CATEGORY_PLAIN));
    expect(other.body).toEqual({ data: [{ SchemeName: 'Alpha Liquid Fund' }] });
  });

  it('answers an empty list for a pair without schemes and for unknown names', async () => {
    for (const path of [
      api.schemes(AMC_PLAIN, CATEGORY_EMPTY),
      api.schemes('No Such AMC', CATEGORY_PLAIN),
    ]) {
      const { status, body } = await getJson(app.baseUrl, path);
      expect(status).toBe(200);
      expect(body).toEqual({ data: [] });
    }
  });

  it('does not match the unencoded slash as part of a name', async () => {
    // Unencoded, "Alpha & Omega's / Beta..." is three segments: no such route, JSON 404.
    const res = await rawRequest(app.baseUrl, `/api/amc-scheme/Alpha/Beta/${CATEGORY_PLAIN}`);
    expect(res.status).toBe(404);
    expect(JSON.parse(res.text)).toEqual({ message: msg.notFound });
  });
});

describe('images and files', () => {
  const images: [string, string, Buffer][] = [
    [api.bannerImage(FILES.banner.name), 'image/jpeg', FILES.banner.bytes],
    [api.newsImage(FILES.news.name), 'image/png', FILES.news.bytes],
    [api.galleryImage(FILES.gallery.name), 'image/webp', FILES.gallery.bytes],
    [api.siteImage(FILES.site.name), 'image/svg+xml', FILES.site.bytes],
  ];
  it.each(images)('GET %s → %s with the file bytes', async (path, type, bytes) => {
    const res = await rawRequest(app.baseUrl, path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.body.equals(bytes)).toBe(true);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
  });

  it('GET /api/downloads/{filePath} is a download: PDF type and Content-Disposition attachment', async () => {
    const res = await rawRequest(app.baseUrl, api.download(FILES.download.name));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${FILES.download.name}"`,
    );
    expect(res.body.equals(FILES.download.bytes)).toBe(true);
  });

  it('GET /api/files/{name} serves the document inline as PDF', async () => {
    const res = await rawRequest(app.baseUrl, api.file(FILES.document.name));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="${FILES.document.name}"`);
    expect(res.body.equals(FILES.document.bytes)).toBe(true);
  });

  it.each([
    api.bannerImage('missing.jpg'),
    api.newsImage('missing.png'),
    api.galleryImage('missing.webp'),
    api.siteImage('missing.svg'),
    api.download('missing.pdf'),
    api.file('missing.pdf'),
    // In a public folder but of a type the server does not serve.
    api.siteImage('notes.txt'),
    // A file of another folder: every route reads only its own.
    api.file(FILES.download.name),
    api.bannerImage(FILES.news.name),
  ])('GET %s → JSON 404', async (path) => {
    expect(jsonBody(await rawRequest(app.baseUrl, path), 404)).toEqual({
      message: 'File not found',
    });
  });
});

describe('unknown /api paths', () => {
  it.each([
    '/api',
    '/api/',
    '/api/nope',
    '/api/banner/extra/segments',
    '/api/complain/getByComplainNo/',
  ])('GET %s → JSON 404', async (path) => {
    expect(jsonBody(await rawRequest(app.baseUrl, path), 404)).toEqual({ message: msg.notFound });
  });

  it('a known path with the wrong method → JSON 405 with Allow', async () => {
    const post = await rawRequest(app.baseUrl, api.banners, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toContain('GET');
    expect(JSON.parse(post.text)).toEqual({ message: 'Method not allowed' });
    const get = await rawRequest(app.baseUrl, api.complain);
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe('POST');
  });

  it('HEAD on a list answers like GET without a body', async () => {
    const res = await rawRequest(app.baseUrl, api.banners, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body.length).toBe(0);
  });
});

describe('the web app', () => {
  const routes = Object.values(paths as Record<string, unknown>).filter(
    (p): p is string => typeof p === 'string' && !p.includes(':'),
  );

  it.each([
    '/',
    '/research%20-report',
    '/Dos%20and%20Don%E2%80%99ts%20for%20Investors',
    '/cms/company-profile',
  ])('GET %s → index.html', async (path) => {
    const res = await rawRequest(app.baseUrl, path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain(INDEX_MARKER);
  });

  // The app draws its not-found page there, answered 404 (docs/architecture.md §2).
  it.each(['/no/such/page', '/cms/no-such-id'])('GET %s → index.html, 404', async (path) => {
    const res = await rawRequest(app.baseUrl, path);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain(INDEX_MARKER);
  });

  it('every route of the contract loads index.html when typed into the address bar', async () => {
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const res = await fetch(app.baseUrl + encodeURI(route));
      expect(res.status, route).toBe(200);
      expect(await res.text(), route).toContain(INDEX_MARKER);
    }
  });

  it('a missing /assets/ file is a 404, not index.html', async () => {
    const res = await rawRequest(app.baseUrl, '/assets/missing.js');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain(INDEX_MARKER);
  });

  it('serves built files: hashed assets cached for a year, other files revalidated', async () => {
    const asset = await rawRequest(app.baseUrl, '/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['cache-control']).toContain('max-age=31536000');
    const humans = await rawRequest(app.baseUrl, '/humans.txt');
    expect(humans.status).toBe(200);
    expect(humans.headers['cache-control']).toBe('no-cache');
    expect(humans.text).toContain('Team:');
  });

  it('a rebuilt index.html is served without a restart', async () => {
    const file = join(app.distDir, 'index.html');
    const original = await readFile(file, 'utf8');
    try {
      await writeFile(file, original.replace(INDEX_MARKER, 'rebuilt-index'));
      await utimes(file, new Date(), new Date(Date.now() + 5000));
      const res = await rawRequest(app.baseUrl, '/gallery');
      expect(res.text).toContain('rebuilt-index');
    } finally {
      await writeFile(file, original);
      await utimes(file, new Date(), new Date(Date.now() + 10_000));
    }
    expect((await rawRequest(app.baseUrl, '/gallery')).text).toContain(INDEX_MARKER);
  });

  it('without a build, routes answer 503 with a hint instead of a blank page', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'investor-nodist-'));
    const bare = await startTestApp({ assetsDir: app.assetsDir, distDir: empty });
    try {
      const res = await rawRequest(bare.baseUrl, '/contact-us');
      expect(res.status).toBe(503);
      expect(res.text).toContain('npm run build');
    } finally {
      await bare.close();
      await rm(empty, { recursive: true, force: true });
    }
  });

  it('POST to a web route is not answered with the app', async () => {
    const res = await rawRequest(app.baseUrl, '/contact-us', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(res.text).not.toContain(INDEX_MARKER);
  });
});

describe('headers', () => {
  it.each([
    api.banners,
    '/no/such/page',
    '/api/nope',
    api.siteImage(FILES.site.name),
    '/assets/missing.js',
  ])('GET %s carries CSP (frame-ancestors), nosniff and frame options', async (path) => {
    const res = await rawRequest(app.baseUrl, path);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('frames are allowed only from the ticker and map origins of the site data', async () => {
    const res = await rawRequest(app.baseUrl, '/');
    const frameSrc = String(res.headers['content-security-policy'])
      .split('; ')
      .find((d) => d.startsWith('frame-src '));
    expect(frameSrc).toBe('frame-src https://ticker.example.com https://maps.example.org');
  });

  it('the content list is gzip-compressed for clients that accept it', async () => {
    const plain = await rawRequest(app.baseUrl, api.contents);
    const gz = await rawRequest(app.baseUrl, api.contents, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(gz.status).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/Accept-Encoding/i);
    expect(gz.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(gunzipSync(gz.body).toString('utf8'))).toEqual(JSON.parse(plain.text));
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('browsers that accept brotli get brotli; the identity answer has a Content-Length', async () => {
    const plain = await rawRequest(app.baseUrl, api.contents);
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    const br = await rawRequest(app.baseUrl, api.contents, {
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(
      JSON.parse(plain.text),
    );
  });

  it('a list revalidated with its ETag answers 304 without a body', async () => {
    const first = await rawRequest(app.baseUrl, api.contents);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await rawRequest(app.baseUrl, api.contents, {
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const other = await rawRequest(app.baseUrl, api.banners, {
      headers: { 'If-None-Match': etag },
    });
    expect(other.status).toBe(200);
  });

  it('lists are revalidated, never cached blindly', async () => {
    const res = await rawRequest(app.baseUrl, api.contents);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
