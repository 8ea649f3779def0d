import type { Context, Middleware } from 'koa';
import {
  encodingFor,
  etagOf,
  isFresh,
  repeatableAnswer,
  type CurrentVariants,
  type Variants,
} from '../files/compressed';
import { HSTS } from '../middleware/transportPolicy';

/** The answer's own headers, set for each request from the variant sent. */
const PER_ANSWER = new Set([
  'content-encoding',
  'content-length',
  'etag',
  // Only over HTTPS (transportPolicy): added per request.
  'strict-transport-security',
]);
/** Koa leaves these out of a 304, which has no body. */
const NOT_IN_304 = new Set(['content-type']);
/** URLs remembered at most, the oldest out first: each holds a few headers, the bytes stay with their owners. */
const MAX_URLS = 1000;

interface Known {
  current: CurrentVariants;
  /** Name, value, name, value… of the first answer's headers but PER_ANSWER. */
  headers: string[];
  notModified: string[];
}

/**
 * Answers a GET or HEAD of a URL the app has answered before with sendVariants (a site file, a
 * seed image, a public list, a page's first HTML) straight from its compressed bytes, ahead of the
 * middleware chain: the headers of its first answer, the variant's encoding, ETag and length, 304
 * when current. The chain's own cost per request was most of a small answer's time
 * (docs/performance.md). Each repeat asks the answer's owner for its variants as they stand
 * (the file cache sees a changed file, a list a publish), and a URL whose answer is gone goes
 * through the chain again. Put it first: nothing before it may answer these URLs differently.
 */
export function repeatAnswers(): Middleware {
  const known = new Map<string, Known>();
  return async function repeatAnswers(ctx, next) {
    const { method, url = '' } = ctx.req;
    if (method !== 'GET' && method !== 'HEAD') return next();
    const entry = known.get(url);
    if (entry) {
      const variants = await entry.current().catch(() => null);
      if (variants) return answer(ctx, entry, variants);
      known.delete(url);
    }
    await next();
    const current = repeatableAnswer(ctx);
    // A query string is the client's to vary: such URLs are not worth a place.
    if (!current || ctx.status !== 200 || url.includes('?')) return;
    if (ctx.res.hasHeader('set-cookie')) return;
    if (known.size >= MAX_URLS) known.delete(known.keys().next().value!);
    known.set(url, learn(ctx, current));
  };
}

function learn(ctx: Context, current: CurrentVariants): Known {
  const headers: string[] = [];
  const notModified: string[] = [];
  for (const [name, value] of Object.entries(ctx.response.headers)) {
    if (PER_ANSWER.has(name) || value === undefined) continue;
    const text = Array.isArray(value) ? value.join(', ') : String(value);
    headers.push(name, text);
    if (!NOT_IN_304.has(name)) notModified.push(name, text);
  }
  return { current, headers, notModified };
}

function answer(ctx: Context, known: Known, variants: Variants): void {
  const request = ctx.req.headers;
  const encoding = encodingFor(request, variants);
  const etag = etagOf(variants, encoding);
  const notModified = isFresh(request, etag);
  const headers = [...(notModified ? known.notModified : known.headers), 'etag', etag];
  if (ctx.secure) headers.push('strict-transport-security', HSTS);
  const body = variants[encoding] ?? variants.identity;
  if (!notModified) {
    if (encoding !== 'identity') headers.push('content-encoding', encoding);
    headers.push('content-length', String(body.length));
  }
  ctx.respond = false;
  ctx.res.writeHead(notModified ? 304 : 200, headers);
  ctx.res.end(notModified || ctx.req.method === 'HEAD' ? undefined : body);
}
