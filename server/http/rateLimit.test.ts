// Rate limits per client address over real HTTP: each limited route answers 429 with Retry-After
// and a JSON message once its budget is spent; a visitor using the site normally never meets them;
// X-Forwarded-For counts only when the proxy is trusted.
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../src/contract/api';
import { deskApi, QUEUES } from '../../src/contract/desk';
import { kioskApi } from '../../src/contract/kioskFleet';
import { msg } from '../../src/contract/messages';
import { DEFAULT_RATE_BUDGETS, type RateBudgets } from '../middleware/rateLimit';
import { startFixtureApp } from '../testing/fixture';
import { POSTS, validComplaint } from '../testing/payloads';

const TINY: RateBudgets = {
  lookup: { limit: 2, windowSeconds: 60 },
  post: { limit: 1, windowSeconds: 600 },
  signIn: { limit: 1, windowSeconds: 900 },
  kiosk: { limit: 1, windowSeconds: 600 },
};

let app: Awaited<ReturnType<typeof startFixtureApp>> | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const lookup = (headers: Record<string, string> = {}) =>
  fetch(app!.baseUrl + api.complaintByNo('CMP-0000-0000'), { headers });

const post = (path: string, body: object, headers: Record<string, string> = {}) =>
  fetch(app!.baseUrl + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

async function expectRefused(res: Response, maxSeconds: number) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  expect(await res.json()).toEqual({ message: msg.tooManyRequests });
}

describe('complaint lookups', () => {
  it('answer 429 with Retry-After once the budget is spent', async () => {
    app = await startFixtureApp({ rateBudgets: TINY });
    expect((await lookup()).status).toBe(404);
    expect((await lookup()).status).toBe(404);
    await expectRefused(await lookup(), 60);
    // Other reads are not counted against the lookup budget.
    expect((await fetch(app.baseUrl + api.banners)).status).toBe(200);
  });
});

describe('public POSTs', () => {
  it.each(POSTS.map((p) => [p.name, p] as const))(
    '%s answers 429 with Retry-After, and nothing refused is stored',
    async (_name, form) => {
      // Each case from its own (trusted-proxy) address, so each route meets a fresh budget.
      app = await startFixtureApp({ rateBudgets: TINY, trustProxy: true });
      const from = { 'X-Forwarded-For': '203.0.113.7' };
      expect((await post(form.path, form.valid, from)).status).toBe(201);
      await expectRefused(await post(form.path, form.valid, from), 600);
      expect(await app.store[form.collection].count()).toBe(1);
    },
  );
});

describe('normal use with the default budgets', () => {
  it('a visitor who sends every form and checks a complaint a few times is never limited', async () => {
    app = await startFixtureApp({ rateBudgets: DEFAULT_RATE_BUDGETS });
    const statuses: number[] = [];
    for (const form of POSTS) {
      statuses.push((await post(form.path, { ...form.valid, email: 'not-an-email' })).status);
      statuses.push((await post(form.path, form.valid)).status);
    }
    for (let i = 0; i < 10; i++) statuses.push((await lookup()).status);
    expect(statuses).not.toContain(429);
  });
});

describe('X-Forwarded-For', () => {
  it('is ignored unless the proxy is trusted: one socket address, one budget', async () => {
    app = await startFixtureApp({ rateBudgets: TINY });
    expect((await lookup({ 'X-Forwarded-For': '198.51.100.1' })).status).toBe(404);
    expect((await lookup({ 'X-Forwarded-For': '198.51.100.2' })).status).toBe(404);
    await expectRefused(await lookup({ 'X-Forwarded-For': '198.51.100.3' }), 60);
  });

  it('names the client when the proxy is trusted: each address has its own budget', async () => {
    app = await startFixtureApp({ rateBudgets: TINY, trustProxy: true });
    for (const client of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      expect((await lookup({ 'X-Forwarded-For': client })).status).toBe(404);
    }
    expect((await lookup({ 'X-Forwarded-For': '198.51.100.1' })).status).toBe(404);
    await expectRefused(await lookup({ 'X-Forwarded-For': '198.51.100.1' }), 60);
  });

  it('counts the address the proxy appended, not ones the client wrote before it', async () => {
    app = await startFixtureApp({ rateBudgets: TINY, trustProxy: true });
    const forged = (n: number) => ({ 'X-Forwarded-For': `192.0.2.${n}, 198.51.100.9` });
    expect((await lookup(forged(1))).status).toBe(404);
    expect((await lookup(forged(2))).status).toBe(404);
    await expectRefused(await lookup(forged(3)), 60);
  });
});

describe('staff sign-in', () => {
  it('answers 429 once the budget is spent, even before the password is checked', async () => {
    app = await startFixtureApp({ rateBudgets: TINY });
    const signIn = () =>
      fetch(app!.baseUrl + deskApi.session, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'nobody', password: 'not the password at all' }),
      });
    expect((await signIn()).status).toBe(401);
    await expectRefused(await signIn(), 900);
  });
});

describe('kiosk heartbeats', () => {
  it('spend their own budget, never the visitors’ POST budget', async () => {
    app = await startFixtureApp({ rateBudgets: TINY });
    const beat = {
      kioskId: 'k-rate-limit-test',
      branchName: 'Fort',
      appVersion: '1',
      uptimeSeconds: 1,
      lastResetAt: null,
      rendered: true,
    };
    // A beat without a kiosk key is refused (docs/contract.md §14), and spends the budget too.
    expect((await post(kioskApi.heartbeat, beat)).status).toBe(401);
    await expectRefused(await post(kioskApi.heartbeat, beat), 600);
    await expectRefused(await fetch(app.baseUrl + kioskApi.settings(beat.kioskId)), 600);
    const form = POSTS[0]!;
    expect((await post(form.path, form.valid)).status).toBe(201);
  });
});

/**
 * The spellings the router used to answer besides the canonical one (case, a trailing slash),
 * and ones a lax router or proxy might (repeated slashes, percent-escaped letters).
 */
function otherSpellings(path: string): string[] {
  const [, api, first, ...rest] = path.split('/');
  const escaped = `%${first!.charCodeAt(0).toString(16)}${first!.slice(1)}`;
  return [
    ...new Set([
      `/${api!.toUpperCase()}/${[first, ...rest].join('/')}`,
      path.toUpperCase(),
      path.toLowerCase(),
      `/${api}/${first![0]!.toUpperCase()}${[first!.slice(1), ...rest].join('/')}`,
      `${path}/`,
      `${path}//`,
      `/${api}//${[first, ...rest].join('/')}`,
      `/${path}`,
      `/${api}/${[escaped, ...rest].join('/')}`,
    ]),
  ].filter((p) => p !== path);
}

const beat = {
  kioskId: 'k-spelling-test',
  branchName: 'Fort',
  appVersion: '1',
  uptimeSeconds: 1,
  lastResetAt: null,
  rendered: true,
};
const complain = POSTS.find((p) => p.collection === 'complaint')!;
const BUDGETS = [
  { budget: 'lookup', method: 'GET', path: api.complaintByNo('CMP-0000-0000') },
  { budget: 'post', method: 'POST', path: complain.path, body: complain.valid },
  {
    budget: 'signIn',
    method: 'POST',
    path: deskApi.session,
    body: { username: 'nobody', password: 'not the password at all' },
  },
  { budget: 'kiosk', method: 'POST', path: kioskApi.heartbeat, body: beat },
] as const;

describe('other spellings of a limited path', () => {
  const send = ({ method, ...route }: (typeof BUDGETS)[number], path: string, client: string) =>
    fetch(app!.baseUrl + path, {
      method,
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
      ...('body' in route ? { body: JSON.stringify(route.body) } : {}),
    });

  it.each(BUDGETS.map((b) => [b.budget, b] as const))(
    '%s: every spelling spends the one budget, before or after the canonical path',
    async (budget, route) => {
      app = await startFixtureApp({ rateBudgets: TINY, trustProxy: true });
      const { limit } = TINY[budget];
      const spellings = otherSpellings(route.path);
      for (const [i, spelling] of spellings.entries()) {
        // Each spelling from two fresh addresses: the budget spent one way, then tried the other.
        const first = `198.51.100.${i + 1}`;
        for (let n = 0; n < limit; n++) await send(route, spelling, first);
        await expectRefused(await send(route, route.path, first), TINY[budget].windowSeconds);
        const second = `203.0.113.${i + 1}`;
        for (let n = 0; n < limit; n++) await send(route, route.path, second);
        await expectRefused(await send(route, spelling, second), TINY[budget].windowSeconds);
      }
    },
  );

  it.each(BUDGETS.map((b) => [b.budget, b] as const))(
    '%s: the API answers only the canonical spelling; the others are its 404',
    async (_budget, route) => {
      app = await startFixtureApp({ rateBudgets: false });
      // The complaint the lookup finds, so its canonical path is no 404.
      if (route.budget === 'lookup') {
        await app.store.complaint.insert({
          ...validComplaint,
          department: 'Back Office',
          complainNo: 'CMP-0000-0000',
          status: QUEUES.complaints.statuses[0],
          history: [],
        });
      }
      const answered = await send(route, route.path, '192.0.2.1');
      expect(answered.status).not.toBe(404);
      for (const spelling of otherSpellings(route.path)) {
        const res = await send(route, spelling, '192.0.2.1');
        expect({ spelling, status: res.status }).toEqual({ spelling, status: 404 });
        expect(await res.json()).toEqual({ message: msg.notFound });
      }
      // Only the canonical request was handled.
      const complaints = route.budget === 'post' || route.budget === 'lookup' ? 1 : 0;
      expect(await app.store.complaint.count()).toBe(complaints);
      // The canonical beat carries no kiosk key: answered (401, not the 404), nothing stored.
      expect(await app.store.kiosks.count()).toBe(0);
    },
  );
});
