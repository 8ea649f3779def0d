// The desk's live event streams (docs/contract.md §11, "Live updates"), on both engines: capped per
// client address and per session, and ended when the session or the roles that opened them are
// gone. Before: one signed-in auditor held 500 streams (and with them every connection), and a
// stream kept delivering 25 s after its sign-out or the removal of its role; its checks even kept
// the session alive, so an open desk tab never timed out.
import { afterEach, describe, expect, it } from 'vitest';
import { deskApi, SESSION_IDLE_MS } from '../../src/contract/desk';
import { changeAccount } from './accounts';
import type { StreamLimits } from './streamSeats';
import { addAccount } from './accounts';
import { engines } from '../store/testing/engines';
import { startFixtureApp } from '../testing/fixture';
import { TEST_SCRYPT_COST } from '../testing/staffCost';
import { PASSWORD, startDesk, type DeskHarness } from '../testing/desk';

/** Long enough that only an immediate signal, never a periodic check, ends a stream in a test. */
const NO_CHECKS: StreamLimits = { perClient: 3, perSession: 2, checkEveryMs: 600_000 };
/** Checks often enough that a test sees the next one soon. */
const QUICK_CHECKS: StreamLimits = { ...NO_CHECKS, checkEveryMs: 100 };
/** A generous bound for what happens "at once" on a loaded machine. */
const SOON_MS = 5_000;

interface Stream {
  status: number;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  abort(): void;
}

describe.each(engines)('desk event streams: $name', (engine) => {
  let desk: DeskHarness;
  const streams: Stream[] = [];
  afterEach(async () => {
    for (const stream of streams.splice(0)) stream.abort();
    await desk?.close();
  });

  const start = async (limits: StreamLimits) => {
    desk = await startDesk(engine, { streamLimits: limits });
    await desk.addStaff('admin', ['admin']);
    await desk.addStaff('ravi', ['operations']);
    await desk.addStaff('asha', ['auditor']);
  };

  const open = async (cookie: string): Promise<Stream> => {
    const controller = new AbortController();
    const res = await desk.call(deskApi.events, { cookie, signal: controller.signal });
    const reader = res.body!.getReader();
    const ended = (async () => {
      while (!(await reader.read()).done);
    })().catch(() => undefined);
    const stream = { status: res.status, ended, abort: () => controller.abort() };
    streams.push(stream);
    return stream;
  };

  const endsSoon = (stream: Stream) =>
    Promise.race([
      stream.ended.then(() => 'ended'),
      new Promise((done) => setTimeout(() => done('still open'), SOON_MS)),
    ]);

  it('admits a handful of streams per session and per client address, then answers 429', async () => {
    await start(NO_CHECKS);
    const ravi = await desk.signIn('ravi');
    const statuses = [];
    for (let n = 0; n < 3; n++) statuses.push((await open(ravi)).status);
    expect(statuses).toEqual([200, 200, 429]);
    const refused = await desk.call(deskApi.events, { cookie: ravi });
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another session from the same address: one more stream for the address, no more.
    const asha = await desk.signIn('asha');
    expect((await open(asha)).status).toBe(200);
    expect((await open(asha)).status).toBe(429);
    // A closed stream gives its seat back.
    streams[0]!.abort();
    await expect.poll(async () => (await open(ravi)).status).toBe(200);
  });

  it('ends a stream when its session signs out', async () => {
    await start(NO_CHECKS);
    const ravi = await desk.signIn('ravi');
    const stream = await open(ravi);
    expect(stream.status).toBe(200);
    expect((await desk.call(deskApi.session, { method: 'DELETE', cookie: ravi })).status).toBe(204);
    expect(await endsSoon(stream)).toBe('ended');
  });

  it('ends a stream when its person’s roles change on the desk', async () => {
    await start(NO_CHECKS);
    const ravi = await desk.signIn('ravi');
    const stream = await open(ravi);
    const admin = await desk.signIn('admin');
    const changed = await desk.call(deskApi.staffUser('ravi'), {
      method: 'PATCH',
      cookie: admin,
      json: { roles: ['content'] },
    });
    expect(changed.status).toBe(200);
    expect(await endsSoon(stream)).toBe('ended');
  });

  it('ends a stream at its next check when the roles changed elsewhere (the staff command, another server)', async () => {
    await start(QUICK_CHECKS);
    const ravi = await desk.signIn('ravi');
    const stream = await open(ravi);
    await changeAccount(desk.store, desk.now(), 'ravi', { roles: ['content'] });
    expect(await endsSoon(stream)).toBe('ended');
  });

  it('keeps no session alive, and ends when the session has been idle too long', async () => {
    await start(QUICK_CHECKS);
    const ravi = await desk.signIn('ravi');
    const stream = await open(ravi);
    desk.advance(SESSION_IDLE_MS / 2);
    // A few checks go by with the session still live: they must not count as its use.
    await new Promise((done) => setTimeout(done, 500));
    expect(await Promise.race([stream.ended.then(() => 'ended'), 'open'])).toBe('open');
    desk.advance(SESSION_IDLE_MS / 2 + 60_000);
    expect(await endsSoon(stream)).toBe('ended');
    expect((await desk.call(deskApi.session, { cookie: ravi })).status).toBe(401);
  });
});

describe('the client address of a stream', () => {
  it('is the socket’s, or behind a trusted proxy the address the proxy names (server/app.ts)', async () => {
    for (const trustProxy of [false, true]) {
      const app = await startFixtureApp({
        trustProxy,
        streamLimits: { ...NO_CHECKS, perClient: 1, perSession: 5 },
      });
      const controllers: AbortController[] = [];
      try {
        const cookies: string[] = [];
        for (const username of ['ravi', 'asha']) {
          const account = { username, roles: ['operations' as const], password: PASSWORD };
          await addAccount(app.store, new Date(), account, TEST_SCRYPT_COST);
          const res = await fetch(app.baseUrl + deskApi.session, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ username, password: PASSWORD }),
          });
          cookies.push(res.headers.get('set-cookie')!.split(';')[0]!);
        }
        const open = async (cookie: string, forwardedFor: string) => {
          const controller = new AbortController();
          controllers.push(controller);
          const res = await fetch(app.baseUrl + deskApi.events, {
            headers: { Cookie: cookie, 'X-Forwarded-For': forwardedFor },
            signal: controller.signal,
          });
          return res.status;
        };
        expect(await open(cookies[0]!, '203.0.113.1')).toBe(200);
        // Two people behind the proxy are two clients; without a trusted proxy the header is the
        // client's own word, and both are the one socket address.
        expect(await open(cookies[1]!, '203.0.113.2'), `trustProxy ${trustProxy}`).toBe(
          trustProxy ? 200 : 429,
        );
        expect(await open(cookies[1]!, '203.0.113.1')).toBe(429);
      } finally {
        for (const controller of controllers) controller.abort();
        await app.close();
      }
    }
  });
});
