// The counts the desk's lane and the outbox's worker read (publicTraffic.ts, docs/storage.md "The
// desk's lane", "The outbox"): every request a server built by listen() takes outside /api/desk/
// moves them, the desk's do not; one in flight counts until its answer is over or cut off.
import Koa from 'koa';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from './listen';
import { publicRequestsInFlightPeak, publicRequestsSeen } from './publicTraffic';

describe('public traffic', () => {
  let server: Server;
  let base = '';
  /** Answers to /held/… wait for this. */
  let release = () => {};
  let released = Promise.resolve();
  beforeAll(async () => {
    const app = new Koa();
    app.use(async (ctx) => {
      if (ctx.path.includes('/held')) await released;
      ctx.body = 'ok';
    });
    server = await listen(app, { port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    release();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  /** The requests in flight now: the first read drops the peak of before. */
  const inFlightNow = () => {
    publicRequestsInFlightPeak();
    return publicRequestsInFlightPeak();
  };

  it('counts the public requests, not the desk', async () => {
    const before = publicRequestsSeen();
    for (const path of ['/api/desk/complaints', '/api/desk/summary']) await fetch(base + path);
    expect(publicRequestsSeen()).toBe(before);
    for (const path of ['/api/complain/getByComplainNo/X', '/', '/api/desk']) {
      await fetch(base + path);
    }
    expect(publicRequestsSeen()).toBe(before + 3);
  });

  it('counts the public requests in flight until each answer is over, cut off or not', async () => {
    released = new Promise((resolve) => (release = resolve));
    const before = inFlightNow();
    const cut = new AbortController();
    const answers = [
      fetch(`${base}/held/1`),
      fetch(`${base}/api/held/2`),
      fetch(`${base}/api/desk/held/3`),
      fetch(`${base}/held/4`, { signal: cut.signal }).catch(() => 'cut off'),
    ];
    await expect.poll(publicRequestsInFlightPeak).toBe(before + 3);
    cut.abort();
    await expect.poll(publicRequestsInFlightPeak).toBe(before + 2);
    release();
    expect(await answers[3]).toBe('cut off');
    await Promise.all(answers.slice(0, 3));
    await expect.poll(publicRequestsInFlightPeak).toBe(before);
  });

  it('keeps the peak of a wave that came and went between two looks', async () => {
    released = new Promise((resolve) => (release = resolve));
    const before = inFlightNow();
    const wave = [1, 2, 3].map((i) => fetch(`${base}/held/${i}`));
    await expect.poll(publicRequestsSeen).toBeGreaterThanOrEqual(3);
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    await Promise.all(wave);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(publicRequestsInFlightPeak()).toBe(before + 3);
    expect(publicRequestsInFlightPeak()).toBe(before);
  });
});
