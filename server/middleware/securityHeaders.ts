import type { Middleware } from 'koa';

/**
 * Conservative headers for a site that takes personal data. The only third-party content is the
 * market-ticker and map frames (SPEC §2), so frames are the only relaxed directive.
 */
export const securityHeaders = (frameSources: string[]): Middleware =>
  async function securityHeaders(ctx, next) {
    await next();
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('X-Frame-Options', 'SAMEORIGIN');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    ctx.set(
      'Content-Security-Policy',
      [
        "default-src 'self'",
        "img-src 'self' data:",
        "style-src 'self' 'unsafe-inline'",
        "script-src 'self'",
        `frame-src ${['https:', ...frameSources].join(' ')}`,
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'self'",
      ].join('; '),
    );
  };
