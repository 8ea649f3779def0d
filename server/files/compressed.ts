import accepts from 'accepts';
import fresh from 'fresh';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'koa';

/** Below this size compression costs more than it saves (the same threshold as koa-compress). */
export const COMPRESS_MIN_BYTES = 1024;

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

/**
 * The build's compressed copies of dist/ (`server/files/precompress.ts`), named by their plain bytes'
 * hash: a server finds a file's there instead of compressing it on its first request, and a copy
 * cannot be stale, whatever changed since (docs/performance.md). Hidden, so never served.
 */
export const PRECOMPRESSED_DIR = '.compressed';

/** The plain bytes' hash: their ETag, and their compressed copies' name in PRECOMPRESSED_DIR. */
export const contentHash = (identity: Buffer): string =>
  createHash('sha256').update(identity).digest('base64url').slice(0, 27);

/** Whether compressing these bytes can pay. */
export const worthCompressing = (identity: Buffer, compressible: boolean): boolean =>
  compressible && identity.length >= COMPRESS_MIN_BYTES;

/**
 * Brotli's quality for a page's first HTML, made on a visitor's request once per page and change:
 * a content page carries the whole contents list (docs/performance.md), some 280 KB, which
 * took 2.3 s at the highest quality on a loaded machine and 84 ms at 9, for 11 % more bytes
 * (57.0 against 63.5 KB), and each of the 39 content pages is made so after every publish.
 */
export const PAGE_BROTLI_QUALITY = 9;

/** Brotli (at its highest quality unless told) and gzip at its highest level, on libuv's thread pool. */
export const compressBoth = (
  identity: Buffer,
  brotliQuality: number = constants.BROTLI_MAX_QUALITY,
): Promise<[Buffer, Buffer]> =>
  Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);

/** The copies' file names in PRECOMPRESSED_DIR. */
export const precompressedNames = (hash: string) => ({ br: `${hash}.br`, gzip: `${hash}.gz` });

/**
 * The bytes' variants: compressed now (brotli at `brotliQuality`, its highest unless told), or read
 * from `precompressed` (a PRECOMPRESSED_DIR) when the build left them there.
 */
export async function compressOnce(
  identity: Buffer,
  compressible: boolean,
  { precompressed, brotliQuality }: { precompressed?: string; brotliQuality?: number } = {},
): Promise<Variants> {
  const hash = contentHash(identity);
  const [br, gz] = worthCompressing(identity, compressible)
    ? ((precompressed ? await readPrecompressed(precompressed, hash) : null) ??
      (await compressBoth(identity, brotliQuality)))
    : [null, null];
  // A variant that saves nothing is not worth a Content-Encoding.
  const smaller = (b: Buffer | null) => (b && b.length < identity.length ? b : null);
  const variants = { identity, br: smaller(br), gzip: smaller(gz), etag: `"${hash}"` };
  return {
    ...variants,
    size: identity.length + (variants.br?.length ?? 0) + (variants.gzip?.length ?? 0),
  };
}

async function readPrecompressed(dir: string, hash: string): Promise<[Buffer, Buffer] | null> {
  const names = precompressedNames(hash);
  try {
    return await Promise.all([readFile(join(dir, names.br)), readFile(join(dir, names.gzip))]);
  } catch {
    return null; // not built so (an uploaded or seed file, an older build): compressed here
  }
}

/**
 * Answers with the variant the client accepts (brotli first: smaller at the same quality), its
 * ETag and Content-Length, or 304 when the client's copy is current. koa-compress is told to
 * leave it alone. HEAD is answered by Koa from the same headers without the body. `current` gives
 * the answer's variants as they stand at a later request: with it, the same URL is answered again
 * before the middleware chain (server/http/repeatAnswers.ts), so pass it only for answers that are the
 * same for every client.
 */
export function sendVariants(
  ctx: Context,
  variants: Variants,
  type: string,
  cacheControl: string,
  current?: CurrentVariants,
  status = 200,
): void {
  const encoding = encodingFor(ctx.req.headers, variants);
  ctx.status = status;
  ctx.type = type;
  ctx.set('Cache-Control', cacheControl);
  ctx.compress = false;
  if (variants.br || variants.gzip) ctx.vary('Accept-Encoding');
  const etag = etagOf(variants, encoding);
  ctx.etag = etag;
  if (current) repeatable.set(ctx, current);
  // Only a page that is there can be "not modified": an error's body is always sent.
  if (status === 200 && isFresh(ctx.req.headers, etag)) {
    ctx.status = 304;
    return;
  }
  if (encoding !== 'identity') ctx.set('Content-Encoding', encoding);
  ctx.body = variants[encoding] ?? variants.identity;
}

/** An answer's variants as they stand now; null when it is gone (a file removed). */
export type CurrentVariants = () => Promise<Variants | null>;

/** The answers sent by sendVariants that may be repeated, by request (server/http/repeatAnswers.ts). */
const repeatable = new WeakMap<Context, CurrentVariants>();

/** How to answer this request's URL again, when sendVariants answered it and may repeat it. */
export const repeatableAnswer = (ctx: Context): CurrentVariants | undefined => repeatable.get(ctx);

/** Each encoding's own ETag: the plain bytes' hash, suffixed by the encoding. */
export function etagOf(variants: Variants, encoding: Encoding): string {
  return encoding === 'identity' ? variants.etag : `${variants.etag.slice(0, -1)}-${encoding}"`;
}

/** If-None-Match names the ETag (and the request does not say no-cache): answer 304. */
export function isFresh(request: IncomingHttpHeaders, etag: string): boolean {
  return fresh(request, { etag });
}

/** What each Accept-Encoding header accepts, parsed once: browsers send a handful of them. */
const acceptedBy = new Map<string, ReadonlySet<string>>();
const MAX_KNOWN_HEADERS = 64;

/** The encodings an answer has (a variant's bytes, or true for an answer compressed when sent). */
export type Offered = Record<'br' | 'gzip', Buffer | boolean | null>;

/** The variant to send: brotli, else gzip, else plain; plain without an Accept-Encoding (as koa-compress). */
export function encodingFor(request: IncomingHttpHeaders, variants: Offered): Encoding {
  const header = request['accept-encoding'];
  if (!header) return 'identity';
  let accepted = acceptedBy.get(header);
  if (!accepted) {
    const req = { headers: { 'accept-encoding': header } } as IncomingMessage;
    accepted = new Set(accepts(req).encodings());
    // Varied headers from one client must not grow this without end.
    if (acceptedBy.size >= MAX_KNOWN_HEADERS) acceptedBy.clear();
    acceptedBy.set(header, accepted);
  }
  if (variants.br && accepted.has('br')) return 'br';
  return variants.gzip && accepted.has('gzip') ? 'gzip' : 'identity';
}
