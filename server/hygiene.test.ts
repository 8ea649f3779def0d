// Issue 8's server hygiene over real HTTP: a client that leaves mid-download is not a server error,
// and /robots.txt is a real robots file while unknown root files are 404s, not the app's HTML.
import { writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDEX_MARKER, startFixtureApp } from './testing/fixture';
import { rawRequest } from './testing/http';

const logged: unknown[] = [];
let app: Awaited<ReturnType<typeof startFixtureApp>>;

beforeAll(async () => {
  app = await startFixtureApp({ log: (err) => logged.push(err) });
});
afterAll(() => app.close());

describe('a client that disconnects mid-download', () => {
  it('is not logged as a server error', async () => {
    const big = 'Large Brochure.pdf';
    await writeFile(join(app.assetsDir, 'downloads', big), Buffer.alloc(64 * 1024 * 1024, 0x25));
    const { hostname, port } = new URL(app.baseUrl);
    await new Promise<void>((done, fail) => {
      const req = request({ hostname, port, path: `/api/downloads/${encodeURIComponent(big)}` });
      req.on('response', (res) => {
        expect(res.statusCode).toBe(200);
        res.once('data', () => {
          req.destroy(); // the visitor cancels after the first bytes
          done();
        });
      });
      req.on('error', (err) =>
        (err as NodeJS.ErrnoException).code === 'ECONNRESET' ? 0 : fail(err),
      );
      req.end();
    });
    // Give the server's stream time to notice the closed socket and report it.
    await new Promise((r) => setTimeout(r, 500));
    expect(logged).toEqual([]);
  });
});

describe('/robots.txt and other root files', () => {
  it('robots.txt is plain text that allows the site and keeps crawlers out of /api/ and /desk', async () => {
    const res = await rawRequest(app.baseUrl, '/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.text).not.toContain(INDEX_MARKER);
    expect(res.text.split('\n')).toEqual(
      expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /desk']),
    );
  });

  it.each(['/foo.txt', '/sitemap2.xml', '/wp-login.php', '/.env'])(
    'an unknown root file %s is a 404, not the app',
    async (path) => {
      const res = await rawRequest(app.baseUrl, path);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain(INDEX_MARKER);
    },
  );

  // A route-like address the app has no page for loads the app's not-found page, answered 404.
  it.each([
    ['/gallery', 200],
    ['/cms/some.page', 404],
    ['/no/such/page', 404],
  ])('route-like %s still loads the app (%i)', async (path, status) => {
    const res = await rawRequest(app.baseUrl, path);
    expect(res.status).toBe(status);
    expect(res.text).toContain(INDEX_MARKER);
  });
});
