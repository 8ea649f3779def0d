import type { Middleware } from 'koa';

/** Browser features the site never uses; denied so no frame or injected script can ask for them. */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'bluetooth',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** A year, sub-domains included: the firm's site is HTTPS-only once it has been reached over TLS. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Permissions-Policy on every answer; Strict-Transport-Security only on answers that went out over
 * HTTPS, directly or through a trusted proxy (ctx.secure reads X-Forwarded-Proto only when
 * app.proxy is set), since browsers ignore it over plain HTTP and a spoofed header must not set it.
 */
export const transportPolicy = (): Middleware =>
  async function transportPolicy(ctx, next) {
    ctx.set('Permissions-Policy', PERMISSIONS_POLICY);
    if (ctx.secure) ctx.set('Strict-Transport-Security', HSTS);
    await next();
  };
