import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Below this size compression costs more than it saves (the same threshold as koa-compress). */
const COMPRESS_MIN_BYTES = 1024;

type Encoding = 'br' | 'gzip' | 'identity';

/**
 * A JSON answer that never changes while the server runs (the content lists): serialized,
 * hashed and compressed once, on first use, instead of on every request. The 147 kB content list
 * costs ~10 ms of CPU per request when gzipped on the fly; this way it is a buffer copy. The ETag
 * lets a browser revalidate (Cache-Control: no-cache) with a 304 instead of the whole list.
 */
export class PrecomputedJson {
  private readonly identity: Buffer;
  private readonly encoded = new Map<Encoding, Buffer>();
  readonly etag: string;

  constructor(value: unknown) {
    this.identity = Buffer.from(JSON.stringify(value));
    this.etag = `"${createHash('sha256').update(this.identity).digest('base64url').slice(0, 27)}"`;
  }

  send(ctx: Context): void {
    ctx.status = 200;
    ctx.type = 'json';
    ctx.etag = this.etag;
    ctx.vary('Accept-Encoding');
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    const encoding = this.identity.length < COMPRESS_MIN_BYTES ? 'identity' : negotiate(ctx);
    if (encoding !== 'identity') ctx.set('Content-Encoding', encoding);
    ctx.body = this.body(encoding);
  }

  private body(encoding: Encoding): Buffer {
    if (encoding === 'identity') return this.identity;
    let body = this.encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(this.identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
          : gzipSync(this.identity, { level: 9 });
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

function negotiate(ctx: Context): Encoding {
  // Without an Accept-Encoding header, send it plain (as koa-compress does).
  if (!ctx.get('Accept-Encoding')) return 'identity';
  // Ours, not the client's, order of preference: brotli is smaller at the same quality.
  const accepted = ctx.acceptsEncodings();
  if (accepted.includes('br')) return 'br';
  return accepted.includes('gzip') ? 'gzip' : 'identity';
}
