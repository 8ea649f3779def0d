// The first HTML of every public page is valid HTML by the W3C Nu checker: the server's rendering of
// the build (dist/, dist-ssr/) as a visitor's first request gets it. One checker run for all pages.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { nuCheck } from '../support/nuChecker';
import { startApp, type RunningApp } from '../support/server';

let app: RunningApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.close());

/** Every path `/sitemap.xml` lists, as its URL has it (percent-encoded). */
async function sitemapPaths(): Promise<string[]> {
  const sitemap = await (await fetch(`${app.baseUrl}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname);
}

it('the Nu HTML checker reports no error on the first HTML of any public route', async () => {
  const paths = await sitemapPaths();
  expect(paths.length).toBeGreaterThan(20);
  const documents = new Map<string, string>();
  for (const path of paths) {
    const res = await fetch(app.baseUrl + path);
    expect(res.status, path).toBe(200);
    documents.set(decodeURI(path), await res.text());
  }
  const errors = (await nuCheck(documents))
    .filter(({ type }) => type === 'error')
    .map(({ document, message, extract }) => `${document}: ${message} [${extract?.trim()}]`);
  expect(errors).toEqual([]);
}, 180_000);
