// A message as the tests queue it (server/store/outbox.contract.test.ts, server/notify/worker.test.ts),
// the outbox's worker as the tests run it against their SMTP server, and a year's sent messages
// (what a claim must not read: outboxClaim.test.ts and the outbox benches).
import { notifySettings, notifyWorker } from '../notify/config';
import type { WorkerOptions } from '../notify/worker';
import { outboxRecord } from '../store/outbox';
import type { OutboxRecord, QueuedMessage, Stored } from '../store/types';
import type { TestSmtpServer } from './smtpServer';

/**
 * The app's outbox worker sending to the test's SMTP server: looking every 100 ms (not the
 * production 5 s) and logging nothing; `extra` overrides either, or adds a clock.
 */
export function sendingTo(
  smtp: TestSmtpServer,
  extra: Partial<Omit<WorkerOptions, 'outbox'>> = {},
): Omit<WorkerOptions, 'outbox'> {
  const settings = notifySettings({ SMTP_URL: smtp.url, MAIL_FROM: 'Desk <desk@example.in>' });
  // The mail files' folder is unused: an SMTP_URL sends by SMTP.
  return { ...notifyWorker(settings, 'unused-with-smtp'), pollMs: 100, log: () => {}, ...extra };
}

/** A complaint's acknowledgement by e-mail, about the record `recordId`. */
export function acknowledgement(recordId: string, event = `complaints/${recordId}/received/email`) {
  return {
    kind: 'complaintReceived',
    channel: 'email',
    to: 'investor@example.com',
    language: 'en',
    values: {
      name: 'Asha',
      number: 'CMP-1',
      receivedAt: '2026-11-29T08:00:00.000Z',
      dueAt: '2026-12-20T08:00:00.000Z',
      lookupUrl: 'https://example.com/lookup?n=CMP-1',
      scoresUrl: 'https://scores.sebi.gov.in/',
      smartOdrUrl: 'https://smartodr.in/',
    },
    about: { collection: 'complaints', id: recordId },
    event,
  } satisfies QueuedMessage;
}

/**
 * `count` messages sent before `until`, a second apart, oldest first, as the outbox stores them
 * (docs/performance.md, "The outbox's store share").
 */
export function sentMessages(count: number, until: Date): Stored<OutboxRecord>[] {
  return Array.from({ length: count }, (_, i) => {
    const at = new Date(until.getTime() - (count - i) * 1000).toISOString();
    return {
      ...outboxRecord(acknowledgement(`sent${i}`), new Date(at)),
      state: 'sent',
      attempts: 1,
      sentAt: at,
      id: `sent-${i}`,
      createdAt: at,
      updatedAt: at,
      version: 3,
    };
  });
}
