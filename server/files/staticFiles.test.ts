// Built and seed files are compressed once and served by Accept-Encoding with validators, the
// right caching and HEAD; koa-compress never re-encodes them per request.
import { mkdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/contract/api';
import { contentHash, precompressedNames, PRECOMPRESSED_DIR } from './compressed';
import { FILE_RECHECK_MS, MAX_CACHED_FILE_BYTES } from './fileCache';
import { app, setUpFixtureApp } from '../testing/fixture';
import { rawRequest } from '../testing/http';

let script: Buffer;
const SCRIPT = '/assets/app-abc123.js';
const BIG_SVG = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(100)}</svg>`;

setUpFixtureApp();
beforeAll(async () => {
  script = await readFile(join(app.distDir, SCRIPT));
  await writeFile(join(app.assetsDir, 'images', 'site', 'big.svg'), BIG_SVG);
});

const get = (path: string, encoding?: string, extra: Record<string, string> = {}) =>
  rawRequest(app.baseUrl, path, {
    headers: { ...(encoding === undefined ? {} : { 'Accept-Encoding': encoding }), ...extra },
  });

describe('hashed assets', () => {
  it('brotli for browsers that accept it, decoding to the file, cached for a year', async () => {
    const res = await get(SCRIPT, 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.body).equals(script)).toBe(true);
    expect(res.body.length).toBeLessThan(script.length / 4);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"[\w-]{27}-br"$/);
  });

  it('gzip when brotli is not accepted', async () => {
    const res = await get(SCRIPT, 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).equals(script)).toBe(true);
    expect(res.headers.etag).toMatch(/-gzip"$/);
  });

  it.each([undefined, 'identity', 'deflate'])(
    'the file as it is for Accept-Encoding %s, never compressed per request',
    async (encoding) => {
      const res = await get(SCRIPT, encoding);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.equals(script)).toBe(true);
      expect(Number(res.headers['content-length'])).toBe(script.length);
      expect(res.headers.etag).toMatch(/^"[\w-]{27}"$/);
    },
  );

  it('revalidation answers 304 for the same encoding only', async () => {
    const br = await get(SCRIPT, 'br');
    const again = await get(SCRIPT, 'br', { 'If-None-Match': String(br.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const other = await get(SCRIPT, 'gzip', { 'If-None-Match': String(br.headers.etag) });
    expect(other.status).toBe(200);
    expect(other.headers['content-encoding']).toBe('gzip');
  });

  it('HEAD answers the headers of GET without the body', async () => {
    const full = await get(SCRIPT, 'br');
    const head = await rawRequest(app.baseUrl, SCRIPT, {
      method: 'HEAD',
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const name of ['content-length', 'content-encoding', 'etag', 'content-type']) {
      expect(head.headers[name], name).toBe(full.headers[name]);
    }
  });

  it('a missing asset and the build’s hidden files are 404s', async () => {
    await mkdir(join(app.distDir, '.vite'), { recursive: true });
    await writeFile(join(app.distDir, '.vite', 'manifest.json'), '{"secret":true}');
    for (const path of ['/assets/missing.js', '/.vite/manifest.json', '/assets/%2e%2e/.vite/x']) {
      const res = await get(path, 'br');
      expect(res.status, path).toBe(404);
      expect(res.text, path).not.toContain('secret');
    }
  });

  it('sends the build’s compressed copies where it made them (npm run build), never as files', async () => {
    const file = '/assets/prebuilt-9f8e7d.js';
    const body = Buffer.from('console.log("built");\n'.repeat(200));
    await writeFile(join(app.distDir, file), body);
    // Brotli's fastest level: not what the server makes itself, so seen only if the copy is read.
    const fast = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
    const copies = join(app.distDir, PRECOMPRESSED_DIR);
    const names = precompressedNames(contentHash(body));
    await mkdir(copies, { recursive: true });
    await writeFile(join(copies, names.br), fast);
    await writeFile(join(copies, names.gzip), gzipSync(body));
    const res = await get(file, 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body.equals(fast)).toBe(true);
    expect((await get(`/${PRECOMPRESSED_DIR}/${names.br}`, 'br')).status).toBe(404);
  });
});

describe('index.html and other files', () => {
  it('index.html is revalidated by ETag, for the root and for client routes', async () => {
    for (const path of ['/', '/contact-us']) {
      const first = await get(path, 'br');
      expect(first.headers['cache-control']).toBe('no-cache');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]{27}/);
      expect((await get(path, 'br', { 'If-None-Match': etag })).status).toBe(304);
    }
  });

  it('a changed file outside /assets/ is read and compressed again within a second', async () => {
    const file = join(app.distDir, 'changing.js');
    await writeFile(file, 'console.log("one");\n'.repeat(100));
    const one = await get('/changing.js', 'br');
    await writeFile(file, 'console.log("two");\n'.repeat(100));
    await utimes(file, new Date(), new Date(Date.now() + 5000));
    await new Promise((done) => setTimeout(done, FILE_RECHECK_MS));
    const two = await get('/changing.js', 'br');
    expect(brotliDecompressSync(one.body).toString()).toContain('one');
    expect(brotliDecompressSync(two.body).toString()).toContain('two');
    expect(two.headers.etag).not.toBe(one.headers.etag);
  });

  it('SVG images are compressed once too, with their own caching', async () => {
    const res = await get(api.siteImage('big.svg'), 'br');
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.body).toString()).toBe(BIG_SVG);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('already-compressed formats are sent as they are', async () => {
    const res = await get(api.newsImage('news-1.png'), 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('image/png');
  });

  it('a file too large to keep in memory is streamed, whole', async () => {
    const bytes = Buffer.alloc(MAX_CACHED_FILE_BYTES + 1000, 'a');
    const name = 'large-form.pdf';
    await writeFile(join(app.assetsDir, 'files', name), bytes);
    try {
      const res = await get(api.file(name), 'br');
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.equals(bytes)).toBe(true);
    } finally {
      await rm(join(app.assetsDir, 'files', name));
    }
  });
});
