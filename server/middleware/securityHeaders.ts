import type { Middleware } from 'koa';

/**
 * Conservative headers for a site that takes personal data. The only third-party content is the
 * market-ticker and map frames (docs/contract.md §2), so frames are the only relaxed directive, and only for
 * those origins. Set before the rest runs, so error answers carry them too.
 */
export const securityHeaders = (frameOrigins: string[]): Middleware => {
  const csp = [
    "default-src 'self'",
    "img-src 'self' data:",
    "style-src 'self' 'unsafe-inline'",
    "script-src 'self'",
    `frame-src ${frameOrigins.length ? frameOrigins.join(' ') : "'none'"}`,
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
  return async function securityHeaders(ctx, next) {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('X-Frame-Options', 'SAMEORIGIN');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    ctx.set('Content-Security-Policy', csp);
    await next();
  };
};

/** The origins of the given URLs, skipping anything that is not an absolute https URL. */
export function httpsOrigins(urls: (string | undefined)[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    try {
      const parsed = new URL(url ?? '');
      if (parsed.protocol === 'https:') origins.add(parsed.origin);
    } catch {
      // Not a URL: that frame simply cannot load.
    }
  }
  return [...origins];
}
