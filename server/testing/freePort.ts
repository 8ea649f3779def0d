// A loopback port nothing listens on right now, for servers that must be told their port up front
// (a child process, PostgreSQL); servers in the test process itself listen on port 0 instead.
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
    probe.on('error', fail);
  });
}
