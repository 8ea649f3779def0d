// The real app answers a URL again ahead of its middleware chain (server/http/repeatAnswers.ts): the
// repeat is the first answer, security headers included, HSTS only over HTTPS, and it follows a
// publish and a removed file on both engines (docs/performance.md).
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../src/contract/api';
import { FILE_RECHECK_MS } from '../files/fileCache';
import { app, FILES, setUpFixtureApp } from '../testing/fixture';
import { answerHeaders, rawRequest } from '../testing/http';

setUpFixtureApp({ trustProxy: true });

const get = (path: string, headers: Record<string, string> = {}) =>
  rawRequest(app.baseUrl, path, { headers: { 'Accept-Encoding': 'br, gzip', ...headers } });

describe('a repeated answer of the real app', () => {
  it.each([
    ['a public list', api.banners],
    ['a seed image', api.siteImage(FILES.site.name)],
    ['a hashed asset', '/assets/app-abc123.js'],
    ['a page’s first HTML', '/'],
    ['a download', api.download(FILES.download.name)],
    ['a document', api.file(FILES.document.name)],
  ])('%s is answered again exactly as the first time, without the chain', async (_, path) => {
    // Every context's response inherits from the app's (Koa's documented prototypes): the chain's
    // header setters run through this spy, the repeat writes its stored headers itself.
    const chainSets = vi.spyOn(app.koa.response, 'set');
    try {
      const first = await get(path);
      expect(first.status).toBe(200);
      expect(first.headers['content-security-policy']).toContain("default-src 'self'");
      expect(first.headers['permissions-policy']).toContain('camera=()');
      expect(chainSets).toHaveBeenCalled();
      chainSets.mockClear();
      const again = await get(path);
      expect(chainSets).not.toHaveBeenCalled();
      expect(answerHeaders(again)).toEqual(answerHeaders(first));
      expect(again.body.equals(first.body)).toBe(true);
    } finally {
      chainSets.mockRestore();
    }
  });

  it('carries HSTS only over HTTPS, as the first answer would', async () => {
    await get(api.news);
    const https = await get(api.news, { 'X-Forwarded-Proto': 'https' });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await get(api.news)).headers['strict-transport-security']).toBeUndefined();
  });

  it('a publish is answered at once', async () => {
    const banners = await app.store.content.get('banners');
    await get(api.banners);
    await app.store.content.put('banners', [{ ...banners[0]!, title: 'Published just now' }]);
    try {
      expect((await get(api.banners, { 'Accept-Encoding': '' })).text).toContain(
        'Published just now',
      );
    } finally {
      await app.store.content.put('banners', banners);
    }
  });

  it('a removed file is the chain’s 404 once the cache has looked again', async () => {
    const name = 'removed-soon.svg';
    const file = join(app.assetsDir, 'images', 'site', name);
    await writeFile(file, FILES.site.bytes);
    expect((await get(api.siteImage(name))).status).toBe(200);
    await rm(file);
    await new Promise((done) => setTimeout(done, FILE_RECHECK_MS));
    const gone = await get(api.siteImage(name));
    expect(gone.status).toBe(404);
    expect(JSON.parse(gone.text)).toEqual({ message: 'File not found' });
  });
});
