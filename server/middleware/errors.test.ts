import Koa from 'koa';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { msg } from '../../src/contract/messages';
import { errorsToJson } from './errors';

/** A one-middleware app behind errorsToJson: what does the visitor see when `fail` throws? */
async function answerTo(fail: (ctx: Koa.Context) => void, headers: Record<string, string> = {}) {
  const logged: unknown[] = [];
  const app = new Koa();
  app.silent = true;
  app.use(errorsToJson((err) => logged.push(err)));
  app.use((ctx) => fail(ctx));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, {
      headers,
    });
    return { status: res.status, body: (await res.json()) as unknown, logged, res };
  } finally {
    server.close();
  }
}

describe('errorsToJson', () => {
  it('an unexpected error is a 500 with a generic message, logged, never its text or stack', async () => {
    const { status, body, logged, res } = await answerTo(() => {
      throw new Error('ENOENT: open /work/main/data/secret at Object.openSync (node:fs:1)');
    });
    expect(status).toBe(500);
    expect(body).toEqual({ message: msg.serverError });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(logged).toHaveLength(1);
  });

  it('a thrown non-error value is a 500 too', async () => {
    const { status, body } = await answerTo(() => {
      throw 'plain string';
    });
    expect(status).toBe(500);
    expect(body).toEqual({ message: msg.serverError });
  });

  it('a 4xx keeps its message and field errors and is not logged', async () => {
    const { status, body, logged } = await answerTo((ctx) =>
      ctx.throw(400, 'Please fix', { errors: { email: 'Invalid email format' } }),
    );
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'Please fix', errors: { email: 'Invalid email format' } });
    expect(logged).toEqual([]);
  });

  it('a 5xx shows its message only when thrown with expose: true; both are logged', async () => {
    const shown = await answerTo((ctx) => ctx.throw(503, msg.storageError, { expose: true }));
    expect(shown.status).toBe(503);
    expect(shown.body).toEqual({ message: msg.storageError });
    expect(shown.logged).toHaveLength(1);
    const hidden = await answerTo((ctx) => ctx.throw(502, 'upstream at /work/x'));
    expect(hidden.status).toBe(502);
    expect(hidden.body).toEqual({ message: msg.serverError });
  });

  it('an error with a status outside 4xx/5xx is a 500', async () => {
    const { status, body } = await answerTo(() => {
      throw Object.assign(new Error('weird'), { status: 302, expose: true });
    });
    expect(status).toBe(500);
    expect(body).toEqual({ message: msg.serverError });
  });

  it('404 and 413 answer the contract messages', async () => {
    expect((await answerTo((ctx) => ctx.throw(404))).body).toEqual({ message: msg.notFound });
    expect((await answerTo((ctx) => ctx.throw(413))).body).toEqual({ message: msg.bodyTooLarge });
  });

  it('answers its own refusals in the language the client asks for, English otherwise', async () => {
    const refusals = [
      [413, (ctx: Koa.Context) => ctx.throw(413)],
      [429, (ctx: Koa.Context) => ctx.throw(429, msg.tooManyRequests)],
      [503, (ctx: Koa.Context) => ctx.throw(503, msg.storageError, { expose: true })],
      [
        500,
        () => {
          throw new Error('boom');
        },
      ],
    ] as const;
    const hindi = {
      413: 'अनुरोध बहुत बड़ा है',
      429: 'आपके कनेक्शन से बहुत अधिक अनुरोध आए हैं। कृपया थोड़ी देर रुककर फिर से प्रयास करें।',
      503: 'हम आपका अनुरोध सहेज नहीं सके। कृपया फिर से प्रयास करें।',
      500: 'हमारी ओर से कुछ गड़बड़ हो गई। कृपया फिर से प्रयास करें।',
    };
    const english = {
      413: msg.bodyTooLarge,
      429: msg.tooManyRequests,
      503: msg.storageError,
      500: msg.serverError,
    };
    for (const [status, fail] of refusals) {
      const hi = await answerTo(fail, { 'Accept-Language': 'hi-IN,hi;q=0.9,en;q=0.5' });
      expect([hi.status, hi.body]).toEqual([status, { message: hindi[status] }]);
      const gu = await answerTo(fail, { 'Accept-Language': 'gu' });
      expect((gu.body as { message: string }).message).toMatch(/[\u0A80-\u0AFF]/);
      const en = await answerTo(fail);
      expect(en.body).toEqual({ message: english[status] });
    }
    // A message of the route's own stays as it was thrown.
    const own = await answerTo((ctx) => ctx.throw(400, 'Expected a JSON object'), {
      'Accept-Language': 'hi',
    });
    expect(own.body).toEqual({ message: 'Expected a JSON object' });
  });
});
