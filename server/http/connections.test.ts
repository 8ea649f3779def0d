// Time-outs and the connection cap of server/http/listen.ts, over real sockets, with small time-outs
// injected so nothing waits minutes. Before them, a socket that sent nothing stayed open forever.
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConnectionLimits } from './listen';
import { startFixtureApp } from '../testing/fixture';

const SHORT: ConnectionLimits = {
  headersTimeoutMs: 300,
  requestTimeoutMs: 600,
  keepAliveTimeoutMs: 200,
  idleTimeoutMs: 400,
  maxConnections: 50,
  maxConnectionsPerClient: 50,
};
/** SHORT, with time-outs long enough that held sockets stay open while the caps are tested. */
const LONG: ConnectionLimits = {
  ...SHORT,
  idleTimeoutMs: 5000,
  headersTimeoutMs: 5000,
  requestTimeoutMs: 5000,
};

let app: Awaited<ReturnType<typeof startFixtureApp>> | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A socket to the server, from `localAddress` (any of 127.0.0.0/8 is this machine on Linux). */
async function open(
  baseUrl: string,
  localAddress = '127.0.0.1',
): Promise<{ socket: Socket; closed: Promise<number> }> {
  const { hostname, port } = new URL(baseUrl);
  const socket = connect({ port: Number(port), host: hostname, localAddress });
  socket.on('error', () => {}); // a reset by the server is what some tests expect
  socket.resume();
  const opened = Date.now();
  const closed = new Promise<number>((done) =>
    socket.once('close', () => done(Date.now() - opened)),
  );
  await new Promise((done) => socket.once('connect', done));
  return { socket, closed };
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, fail) =>
      setTimeout(() => fail(new Error(`still open after ${ms} ms`)), ms),
    ),
  ]);

describe('connection time-outs', () => {
  it('closes sockets that send nothing', async () => {
    app = await startFixtureApp({ connections: SHORT });
    const sockets = await Promise.all(Array.from({ length: 40 }, () => open(app!.baseUrl)));
    const lifetimes = await within(Promise.all(sockets.map((s) => s.closed)), 3000);
    for (const ms of lifetimes) expect(ms).toBeLessThan(2000);
  });

  it('closes a client that trickles its headers without ever finishing them', async () => {
    app = await startFixtureApp({ connections: SHORT });
    const { socket, closed } = await open(app.baseUrl);
    socket.write('GET / HTTP/1.1\r\nHost: x\r\n');
    const drip = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 50);
    try {
      expect(await within(closed, 3000)).toBeLessThan(2000);
    } finally {
      clearInterval(drip);
    }
  });

  it('closes an idle keep-alive connection after its request was answered', async () => {
    app = await startFixtureApp({ connections: SHORT });
    const { socket, closed } = await open(app.baseUrl);
    socket.write('GET /api/banner HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n');
    expect(await within(closed, 3000)).toBeLessThan(2000);
  });

  it('refuses connections beyond maxConnections, and serves again once they are gone', async () => {
    app = await startFixtureApp({
      connections: {
        ...LONG,
        maxConnections: 3,
      },
    });
    const held = await Promise.all([1, 2, 3].map(() => open(app!.baseUrl)));
    const extra = await open(app.baseUrl);
    expect(await within(extra.closed, 1000)).toBeLessThan(1000);
    for (const { socket } of held) socket.destroy();
    await Promise.all(held.map((h) => h.closed));
    await new Promise((r) => setTimeout(r, 50));
    expect((await fetch(`${app.baseUrl}/api/banner`)).status).toBe(200);
  });

  it('refuses a client address more than its share, and serves the other clients meanwhile', async () => {
    app = await startFixtureApp({
      connections: {
        ...LONG,
        maxConnections: 6,
        maxConnectionsPerClient: 3,
      },
    });
    // One client opens silent sockets, as many as it can: before the per-client cap it held
    // every connection the server allows and no one else was answered.
    const flood = await Promise.all(
      Array.from({ length: 8 }, () => open(app!.baseUrl, '127.0.0.2')),
    );
    const refused = await within(Promise.all(flood.slice(3).map(({ closed }) => closed)), 2000);
    expect(refused).toHaveLength(5);
    expect(flood.slice(0, 3).every(({ socket }) => !socket.destroyed)).toBe(true);
    const others = await Promise.all(
      [1, 2].map(() => fetch(`${app!.baseUrl}/api/banner`).then((res) => res.status)),
    );
    expect(others).toEqual([200, 200]);
    for (const { socket } of flood) socket.destroy();
  });
});
