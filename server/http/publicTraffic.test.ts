// The count the desk's lane reads (publicTraffic.ts, docs/storage.md "The desk's lane"): every
// request a server built by listen() takes outside /api/desk/ moves it, the desk's do not.
import Koa from 'koa';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from './listen';
import { publicRequestsSeen } from './publicTraffic';

describe('public traffic', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    const app = new Koa();
    app.use((ctx) => {
      ctx.body = 'ok';
    });
    server = await listen(app, { port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('counts the public requests, not the desk', async () => {
    const before = publicRequestsSeen();
    for (const path of ['/api/desk/complaints', '/api/desk/summary']) await fetch(base + path);
    expect(publicRequestsSeen()).toBe(before);
    for (const path of ['/api/complain/getByComplainNo/X', '/', '/api/desk']) {
      await fetch(base + path);
    }
    expect(publicRequestsSeen()).toBe(before + 3);
  });
});
