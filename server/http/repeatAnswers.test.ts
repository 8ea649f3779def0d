// A URL answered before from compressed bytes is answered again ahead of the middleware chain,
// exactly as the chain answered it (headers, encodings, 304, HEAD), and follows its owner: a
// changed list or file is sent as it now is, a gone one goes through the chain again.
import Koa from 'koa';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressOnce, sendVariants, type Variants } from '../files/compressed';
import { repeatAnswers } from './repeatAnswers';
import { answerHeaders, rawRequest, type RawResponse } from '../testing/http';

/** The answer the chain sends, how often it ran, and what a repeat finds as current. */
const served = {
  chainRuns: 0,
  variants: null as Variants | null,
  current: null as Variants | null,
};
let server: Server;
let baseUrl = '';

beforeAll(async () => {
  served.variants = await compressOnce(Buffer.from('{"data":[1,2,3]}'.repeat(200)), true);
  served.current = served.variants;
  const app = new Koa();
  app.use(repeatAnswers());
  app.use(async (ctx, next) => {
    ctx.set('X-Frame-Options', 'SAMEORIGIN');
    await next();
  });
  app.use((ctx) => {
    served.chainRuns++;
    if (ctx.path === '/gone') ctx.throw(404);
    if (ctx.path === '/cookie') ctx.cookies.set('a', 'b');
    sendVariants(ctx, served.variants!, 'application/json', 'no-cache', async () => served.current);
  });
  server = createServer(app.callback());
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((done) => server.close(done)));

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawRequest(baseUrl, path, { method, headers });

/** How often the chain ran for `request`. */
async function chainRunsFor(request: () => Promise<RawResponse>): Promise<number> {
  const before = served.chainRuns;
  await request();
  return served.chainRuns - before;
}

describe('repeatAnswers', () => {
  const cases: [string, Record<string, string>, string][] = [
    ['brotli', { 'Accept-Encoding': 'gzip, deflate, br' }, 'GET'],
    ['gzip', { 'Accept-Encoding': 'gzip' }, 'GET'],
    ['plain (no Accept-Encoding)', {}, 'GET'],
    ['plain (brotli refused)', { 'Accept-Encoding': 'br;q=0, identity' }, 'GET'],
    ['HEAD', { 'Accept-Encoding': 'br' }, 'HEAD'],
  ];
  it.each(cases)(
    'a repeated %s answer is the chain’s, without the chain',
    async (name, headers, method) => {
      const path = `/case-${encodeURIComponent(name)}`;
      let first!: RawResponse;
      expect(await chainRunsFor(async () => (first = await get(path, headers, method)))).toBe(1);
      let again!: RawResponse;
      expect(await chainRunsFor(async () => (again = await get(path, headers, method)))).toBe(0);
      expect(again.status).toBe(first.status);
      expect(answerHeaders(again)).toEqual(answerHeaders(first));
      expect(again.body.equals(first.body)).toBe(true);
      expect(first.headers['x-frame-options']).toBe('SAMEORIGIN');
    },
  );

  it('a client whose copy is current gets the chain’s 304, unless it asks past its cache', async () => {
    const path = '/revalidated';
    const etag = (await get(path, { 'Accept-Encoding': 'br' })).headers.etag!;
    const ask = { 'Accept-Encoding': 'br', 'If-None-Match': etag };
    // The chain's own 304, from a fresh server's view: a new URL with the same bytes.
    const chain304 = await get('/revalidated-first', ask);
    expect(chain304.status).toBe(304);
    const repeated = await get(path, ask);
    expect(repeated.status).toBe(304);
    expect(repeated.body.length).toBe(0);
    expect(answerHeaders(repeated)).toEqual(answerHeaders(chain304));
    const reload = await get(path, { ...ask, 'Cache-Control': 'no-cache' });
    expect(reload.status).toBe(200);
    expect(reload.headers['content-encoding']).toBe('br');
  });

  it('sends the answer as its owner now has it', async () => {
    const path = '/changing';
    await get(path);
    served.current = await compressOnce(Buffer.from('{"data":[4]}'), true);
    try {
      const res = await get(path);
      expect(res.text).toBe('{"data":[4]}');
      expect(res.headers.etag).toBe(served.current.etag);
    } finally {
      served.current = served.variants;
    }
  });

  it('an answer that is gone goes through the chain again', async () => {
    const path = '/removed';
    await get(path);
    served.current = null;
    try {
      expect(await chainRunsFor(() => get(path))).toBe(1);
    } finally {
      served.current = served.variants;
    }
  });

  it.each(['/with?query=1', '/cookie', '/gone'])('does not remember %s', async (path) => {
    await get(path);
    expect(await chainRunsFor(() => get(path))).toBe(1);
  });

  it('POST always goes through the chain', async () => {
    await get('/posted');
    expect(await chainRunsFor(() => get('/posted', {}, 'POST'))).toBe(1);
  });
});
