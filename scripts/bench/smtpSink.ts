// A local SMTP server for the outbox's bench (scripts/bench/outbox.ts): accepts every message and
// notes when it arrived and the complaint number its subject names, without parsing it further,
// so what it costs the machine is little beside the app server's sending.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  url: string;
  /** Arrival times (performance.now()) in order. */
  arrivals: number[];
  /** The arrival time of the first message naming each complaint number. */
  byNumber: Map<string, number>;
  /** Resolves once `count` messages have arrived in all; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs: number): Promise<void>;
  /** Resolves once no message has arrived for `quietMs`. */
  quiet(quietMs: number): Promise<void>;
  close(): Promise<void>;
}

const NUMBER = /CMP-[0-9A-Z]{4}-[0-9A-Z]{4}/;

export async function startSmtpSink(): Promise<SmtpSink> {
  const arrivals: number[] = [];
  const byNumber = new Map<string, number>();
  const server = new SMTPServer({
    logger: false,
    disableReverseLookup: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    onData(stream, _session, done) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 4096) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        const at = performance.now();
        arrivals.push(at);
        const subject = /^Subject:.*$/m.exec(head)?.[0] ?? '';
        const number = NUMBER.exec(subject)?.[0];
        if (number && !byNumber.has(number)) byNumber.set(number, at);
        done();
      });
    },
  });
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    arrivals,
    byNumber,
    async waitFor(count, timeoutMs) {
      const deadline = performance.now() + timeoutMs;
      while (arrivals.length < count) {
        if (performance.now() > deadline) {
          throw new Error(`${arrivals.length} of ${count} messages at the SMTP sink`);
        }
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    async quiet(quietMs) {
      for (;;) {
        const last = arrivals.at(-1) ?? 0;
        const wait = last + quietMs - performance.now();
        if (wait <= 0) return;
        await new Promise((r) => setTimeout(r, wait));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}
