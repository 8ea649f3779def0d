// Permissions-Policy on every answer; Strict-Transport-Security only for HTTPS, which behind a
// proxy is known from X-Forwarded-Proto, and only when that proxy is trusted.
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../src/contract/api';
import { HSTS, PERMISSIONS_POLICY } from '../middleware/transportPolicy';
import { startFixtureApp } from '../testing/fixture';
import { rawRequest } from '../testing/http';

let app: Awaited<ReturnType<typeof startFixtureApp>> | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('Permissions-Policy', () => {
  it('denies the powerful features the site never uses', () => {
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
    }
  });

  it.each([
    ['a page', '/gallery', 'GET'],
    ['a list', api.banners, 'GET'],
    ['a file', '/robots.txt', 'GET'],
    ['a 404', '/api/nothing-here', 'GET'],
    ['a 400', api.feedback, 'POST'],
  ])('is sent on %s', async (_what, path, method) => {
    app = await startFixtureApp();
    const res = await rawRequest(app.baseUrl, path, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: method === 'POST' ? '{}' : undefined,
    });
    expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  });
});

describe('Strict-Transport-Security', () => {
  it('is not sent over plain HTTP', async () => {
    app = await startFixtureApp();
    const res = await rawRequest(app.baseUrl, '/');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('is not sent for a spoofed X-Forwarded-Proto when no proxy is trusted', async () => {
    app = await startFixtureApp();
    const res = await rawRequest(app.baseUrl, '/', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent when a trusted proxy says the request came over HTTPS', async () => {
    app = await startFixtureApp({ trustProxy: true });
    const https = await rawRequest(app.baseUrl, '/', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe(HSTS);
    const http = await rawRequest(app.baseUrl, '/', { headers: { 'X-Forwarded-Proto': 'http' } });
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });
});
