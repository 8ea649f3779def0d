// The API's and the desk's JSON answers compressed in one call (docs/performance.md, "A JSON
// answer in one call"). koa-compress compresses every answer through a zlib stream of its own (the
// stream, its pipeline and an AbortController, each chunk a hand-off to libuv's pool): for a desk
// queue page of 7.8 KB that cost 0.23 ms of CPU an answer against 0.08 ms for one brotli call on
// the serialized text, client included. koa-compress keeps what it is good at: streams, text,
// and JSON too large to compress without holding the thread.
import { Stream } from 'node:stream';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Middleware } from 'koa';
import { COMPRESS_MIN_BYTES, encodingFor, type Offered } from '../files/compressed';

/** Above this, the stream's hand-offs cost less than the thread held for one call (~1 ms). */
const ONE_CALL_MAX_BYTES = 256 * 1024;

/** Brotli's quality for an answer made per request: koa-compress's own. */
const BROTLI_QUALITY = 4;

const BOTH: Offered = { br: true, gzip: true };

/** RFC 9111 §5.2.2.6: a proxy, and so this server, leaves such an answer's bytes as they are. */
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/**
 * Serializes a JSON body (an object or array a route set) and, when the client accepts brotli or
 * gzip and the text is worth it, compresses it in one call; put right inside koa-compress, which
 * then leaves the answer alone (it has its Content-Encoding, or is below its threshold).
 */
export function jsonInOneCall(): Middleware {
  return async (ctx, next) => {
    await next();
    const { body } = ctx;
    if (
      body === null ||
      typeof body !== 'object' ||
      Buffer.isBuffer(body) ||
      body instanceof Stream ||
      ctx.compress === false ||
      ctx.method === 'HEAD' ||
      ctx.response.get('Content-Encoding') ||
      NO_TRANSFORM.test(ctx.response.get('Cache-Control'))
    ) {
      return;
    }
    const encoding = encodingFor(ctx.req.headers, BOTH);
    if (encoding === 'identity') return;
    // Koa keeps the JSON Content-Type it gave the object.
    const text = Buffer.from(JSON.stringify(body));
    if (text.length < COMPRESS_MIN_BYTES || text.length > ONE_CALL_MAX_BYTES) {
      ctx.body = text;
      return;
    }
    ctx.body =
      encoding === 'br'
        ? brotliCompressSync(text, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
            },
          })
        : gzipSync(text);
    ctx.set('Content-Encoding', encoding);
  };
}
