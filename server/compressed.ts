import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'koa';

/** Below this size compression costs more than it saves (the same threshold as koa-compress). */
const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * One answer's bytes, plain and compressed, made once: per-request brotli/gzip cost the server
 * a tenth of the throughput of sending the same bytes (`npm run bench:static`). Compression runs on
 * libuv's thread pool at the highest level, so the first request never stalls the others.
 */
export interface Variants {
  identity: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  /** Strong validator of the plain bytes; each encoding gets its own suffix (RFC 9110 §8.8.3). */
  etag: string;
  size: number;
}

export async function compressOnce(identity: Buffer, compressible: boolean): Promise<Variants> {
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  const worth = compressible && identity.length >= COMPRESS_MIN_BYTES;
  const [br, gz] = worth
    ? await Promise.all([
        brotli(identity, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
          },
        }),
        gzipAsync(identity, { level: 9 }),
      ])
    : [null, null];
  // A variant that saves nothing is not worth a Content-Encoding.
  const smaller = (b: Buffer | null) => (b && b.length < identity.length ? b : null);
  const variants = { identity, br: smaller(br), gzip: smaller(gz), etag: `"${hash}"` };
  return {
    ...variants,
    size: identity.length + (variants.br?.length ?? 0) + (variants.gzip?.length ?? 0),
  };
}

/**
 * Answers with the variant the client accepts (brotli first: smaller at the same quality), its
 * ETag and Content-Length, or 304 when the client's copy is current. koa-compress is told to
 * leave it alone. HEAD is answered by Koa from the same headers without the body.
 */
export function sendVariants(
  ctx: Context,
  variants: Variants,
  type: string,
  cacheControl: string,
): void {
  const encoding = negotiate(ctx, variants);
  ctx.status = 200;
  ctx.type = type;
  ctx.set('Cache-Control', cacheControl);
  ctx.compress = false;
  if (variants.br || variants.gzip) ctx.vary('Accept-Encoding');
  ctx.etag = encoding === 'identity' ? variants.etag : `${variants.etag.slice(0, -1)}-${encoding}"`;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  if (encoding !== 'identity') ctx.set('Content-Encoding', encoding);
  ctx.body = variants[encoding] ?? variants.identity;
}

function negotiate(ctx: Context, variants: Variants): Encoding {
  // Without an Accept-Encoding header, send it plain (as koa-compress does).
  if (!ctx.get('Accept-Encoding')) return 'identity';
  const accepted = ctx.acceptsEncodings();
  if (variants.br && accepted.includes('br')) return 'br';
  return variants.gzip && accepted.includes('gzip') ? 'gzip' : 'identity';
}
