// A message as the tests queue it (server/store/outbox.contract.test.ts, server/notify/worker.test.ts).
import type { QueuedMessage } from '../store/types';

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
