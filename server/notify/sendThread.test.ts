// The send thread (server/notify/sendThread.ts; docs/architecture.md, "The send thread"): the
// outbox's messages are worded and sent on a thread of their own, against the tests' real SMTP
// server, and a thread that stops mid-send leaves the message to be tried again, never lost.
import { threadId } from 'node:worker_threads';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { engines } from '../store/testing/engines';
import type { Store } from '../store/types';
import { acknowledgement } from '../testing/outbox';
import { startSmtpServer, type TestSmtpServer } from '../testing/smtpServer';
import { notifySettings, notifyTransports, notifyWorker, renderOutboxMessage } from './config';
import { startSendThread, THREAD_STOPPED, type SendThread } from './sendThread';
import { startOutboxWorker } from './worker';

let smtp: TestSmtpServer;
const threads: SendThread[] = [];
const lines: string[] = [];
const settings = () => notifySettings({ SMTP_URL: smtp.url, MAIL_FROM: 'Desk <desk@example.in>' });
// Sends on the test's thread would show as this outcome.
const onHere = async () => ({
  result: 'error' as const,
  status: 'sent on the test thread',
  permanent: true,
});

function thread(): SendThread {
  const started = startSendThread({
    settings: settings(),
    dataDir: 'unused-with-smtp',
    fallback: onHere,
    log: (line) => lines.push(line),
  });
  threads.push(started);
  return started;
}

/** A queued acknowledgement as the worker hands it over (an outbox record's fields). */
const outgoing = (n: number) => ({
  ...acknowledgement(`thread-${n}`),
  messageId: `thread-${n}@example.in`,
  state: 'pending' as const,
  attempts: 1,
  nextAttemptAt: new Date().toISOString(),
});

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterEach(async () => {
  await Promise.all(threads.splice(0).map((t) => t.close()));
  lines.length = 0;
});
afterAll(() => smtp.close());

describe('the send thread', () => {
  it('words and sends a message on a thread other than the one that asks', async () => {
    const sending = thread();
    await sending.start();
    const answer = await sending.send(outgoing(1));
    expect(answer.outcome).toEqual({ result: 'sent' });
    expect(answer.threadId).toBeGreaterThan(0);
    expect(answer.threadId).not.toBe(threadId);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.messageId).toBe('<thread-1@example.in>');
    expect(mail!.text).toContain('CMP-1');
  });

  it('where it cannot load (no module there, as in the kiosk bundle) messages are sent here', async () => {
    const local = startSendThread({
      settings: settings(),
      dataDir: 'unused-with-smtp',
      fallback: onHere,
      log: (line) => lines.push(line),
      entry: new URL('./noSuchEntry.ts', import.meta.url).href,
    });
    threads.push(local);
    await local.start();
    expect(await local.send(outgoing(3))).toEqual({
      outcome: await onHere(),
      threadId,
    });
    expect(lines.join('\n')).toContain('no send thread');
  });

  it("is how the server's worker sends (notifyWorker)", () => {
    const notify = notifyWorker(settings(), 'unused-with-smtp');
    expect(notify.deliver).toBeDefined();
    threads.push({ close: () => Promise.all(notify.transports.map((t) => t.close())) } as never);
  });

  it('a thread that stops mid-send answers "tried again later"; the next send has a new thread', async () => {
    const sending = thread();
    await sending.start();
    const held = smtp.hold();
    const answered = sending.send(outgoing(2));
    await held.arrived;
    const first = sending.running()!.threadId;
    await sending.running()!.terminate();
    expect((await answered).outcome).toEqual(THREAD_STOPPED);
    expect(lines.join('\n')).toContain('the send thread stopped');
    held.release();
    await sending.start();
    const again = await sending.send(outgoing(2));
    expect(again.outcome).toEqual({ result: 'sent' });
    expect(again.threadId).not.toBe(first);
    expect(again.threadId).not.toBe(threadId);
  });
});

describe.each(engines)('a send thread stopped mid-send, with the outbox: $name', (engine) => {
  let store: Store;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ store, cleanup } = await engine.open());
  });
  afterAll(() => cleanup());

  it('the attempt is recorded as failed for a retry, and the retry sends it once', async () => {
    const message = (await store.outbox.queue(acknowledgement(`crash-${engine.name}`)))!;
    const sending = thread();
    await sending.start();
    let clock = Date.now();
    const worker = startOutboxWorker({
      outbox: store.outbox,
      transports: notifyTransports(settings(), 'unused-with-smtp'),
      render: renderOutboxMessage,
      deliver: sending.deliver,
      now: () => new Date(clock),
      pollMs: 3_600_000,
      log: () => {},
    });
    try {
      const before = smtp.received.length;
      const held = smtp.hold();
      worker.wake();
      const inFlight = await held.arrived;
      await sending.running()!.terminate();
      await vi.waitFor(async () =>
        expect(await store.outbox.get(message.id)).toMatchObject({
          state: 'pending',
          attempts: 1,
          lastError: THREAD_STOPPED.status,
        }),
      );
      held.release();
      held.release();
      await sending.start();
      // The attempt is due again after its backoff: the retry sends it, with the same Message-ID.
      clock = Date.parse((await store.outbox.get(message.id))!.nextAttemptAt) + 1;
      worker.wake();
      await vi.waitFor(
        async () =>
          expect(await store.outbox.get(message.id)).toMatchObject({ state: 'sent', attempts: 2 }),
        // A new thread loads its modules first.
        15_000,
      );
      const again = smtp.received.slice(before).filter((m) => m.messageId === inFlight.messageId);
      expect(again).toHaveLength(2);
    } finally {
      await worker.stop();
    }
  });
});
