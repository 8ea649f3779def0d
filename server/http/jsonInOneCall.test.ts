// A JSON answer is compressed in one call (server/http/jsonInOneCall.ts; docs/performance.md, "A
// JSON answer in one call"), on the real app: brotli or gzip as the client accepts, with its
// Content-Length (koa-compress's stream sends none: it is chunked), the same JSON once decoded;
// plain for a client that accepts neither, and for a small answer.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { api } from '../../src/contract/api';
import { app, setUpFixtureApp } from '../testing/fixture';
import { rawRequest } from '../testing/http';

setUpFixtureApp();

const get = (path: string, acceptEncoding?: string) =>
  rawRequest(app.baseUrl, path, {
    headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding },
  });

describe('a JSON answer', () => {
  it('comes compressed in one call, as the client accepts, and decodes to the plain answer', async () => {
    const plain = await get(api.investorComplaints());
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const json = JSON.parse(plain.text) as unknown;
    for (const [accepted, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await get(api.investorComplaints(), accepted);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      // One call's bytes have their length; a stream's would be chunked.
      expect(res.headers['transfer-encoding']).toBeUndefined();
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(res.body.length).toBeLessThan(plain.body.length);
      expect(JSON.parse(decode(res.body).toString('utf8'))).toEqual(json);
    }
  });

  it('under a kilobyte stays plain', async () => {
    const res = await get(api.complaintByNo('CMP-NONE-1'), 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(() => JSON.parse(res.text) as unknown).not.toThrow();
  });
});
