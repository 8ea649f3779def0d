// startServerProcess (serverProcess.ts): a port taken between its choice and the server's listen
// (by another test file's server) starts the server again on another port, not a failed test.
import { createServer, type Server } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { freePort } from './freePort';
import { startServerProcess } from './serverProcess';
import { makeTestStorage, storageEnv } from './storage';

const taken: Server[] = [];
afterAll(() => taken.forEach((s) => s.close()));

/** Free ports, of which the first is taken by the time the server listens. */
function firstPortTaken(): () => Promise<number> {
  let first = true;
  return async () => {
    const port = await freePort();
    if (first) {
      first = false;
      const holder = createServer();
      await new Promise<void>((done) => holder.listen(port, '127.0.0.1', done));
      taken.push(holder);
    }
    return port;
  };
}

it('starts the server again on another port when its port was taken meanwhile', async () => {
  const storage = await makeTestStorage();
  const server = await startServerProcess(storageEnv(storage), firstPortTaken());
  try {
    expect(server.output()).toContain('ready at');
    expect(taken).toHaveLength(1);
    const held = (taken[0]!.address() as { port: number }).port;
    expect(server.port).not.toBe(held);
    expect((await fetch(`${server.baseUrl}/api/investor-complaints`)).status).toBe(200);
  } finally {
    await server.stop();
    await storage.remove();
  }
}, 90_000);
