// sitemap.xml lists every public page with absolute URLs, and robots.txt points to it.
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/contract/routes';
import { serverSettings } from '../env';
import { UNLISTED } from '../middleware/sitemap';
import { app, fixtureSeed, setUpFixtureApp } from '../testing/fixture';
import { rawRequest } from '../testing/http';
import { startTestApp } from '../testing/storage';

setUpFixtureApp();

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

describe('/sitemap.xml', () => {
  it('lists every public route and content page with the request’s origin', async () => {
    const res = await rawRequest(app.baseUrl, '/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    const urls = locs(res.text);
    expect(urls).toContain(`${app.baseUrl}/`);
    expect(urls).toContain(`${app.baseUrl}/complains`);
    expect(urls).toContain(`${app.baseUrl}/research%20-report`);
    expect(urls).toContain(`${app.baseUrl}/Dos%20and%20Don%E2%80%99ts%20for%20Investors`);
    for (const page of fixtureSeed.contents) {
      expect(urls).toContain(`${app.baseUrl}/cms/${page._id}`);
    }
    for (const path of UNLISTED) expect(urls).not.toContain(app.baseUrl + path);
    const routes = Object.values(paths).filter((p) => typeof p === 'string' && !p.includes(':'));
    expect(urls).toHaveLength(routes.length - UNLISTED.length + fixtureSeed.contents.length);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('every listed page loads the app', async () => {
    const res = await rawRequest(app.baseUrl, '/sitemap.xml');
    for (const url of locs(res.text)) {
      const page = await fetch(url);
      expect(page.status, url).toBe(200);
    }
  });

  it('lists no page that robots.txt keeps crawlers from (the staff desk)', async () => {
    const robots = (await rawRequest(app.baseUrl, '/robots.txt')).text;
    const disallowed = [...robots.matchAll(/^Disallow: (\S+)$/gm)].map((m) => m[1]!);
    expect(disallowed).toContain(paths.desk);
    const listed = locs((await rawRequest(app.baseUrl, '/sitemap.xml')).text);
    const kept = listed.filter((url) =>
      disallowed.some((path) => new URL(url).pathname.startsWith(path)),
    );
    expect(kept).toEqual([]);
  });

  it('robots.txt names the sitemap by its absolute URL', async () => {
    const res = await rawRequest(app.baseUrl, '/robots.txt');
    expect(res.text.split('\n')).toContain(`Sitemap: ${app.baseUrl}/sitemap.xml`);
  });

  it('a Host header cannot inject markup into the sitemap', async () => {
    const res = await rawRequest(app.baseUrl, '/sitemap.xml', {
      headers: { Host: 'evil.example"><x>' },
    });
    expect(res.text).not.toContain('<x>');
  });
});

describe('PUBLIC_ORIGIN', () => {
  it('is used for the sitemap and robots.txt whatever the Host', async () => {
    const origin = await startTestApp({
      assetsDir: app.assetsDir,
      distDir: app.distDir,
      publicOrigin: 'https://www.example.in',
    });
    try {
      const xml = (await rawRequest(origin.baseUrl, '/sitemap.xml')).text;
      expect(locs(xml)).toContain('https://www.example.in/contact-us');
      expect(xml).not.toContain('127.0.0.1');
      const robots = (await rawRequest(origin.baseUrl, '/robots.txt')).text;
      expect(robots).toContain('Sitemap: https://www.example.in/sitemap.xml');
    } finally {
      await origin.close();
    }
  });

  it('is read from the environment as an origin, and anything else stops the start', () => {
    expect(serverSettings({}).publicOrigin).toBeUndefined();
    expect(serverSettings({ PUBLIC_ORIGIN: 'https://www.example.in/' }).publicOrigin).toBe(
      'https://www.example.in',
    );
    for (const bad of ['www.example.in', 'ftp://example.in', 'https://example.in/site']) {
      expect(() => serverSettings({ PUBLIC_ORIGIN: bad }), bad).toThrow(/PUBLIC_ORIGIN must be/);
    }
  });
});
