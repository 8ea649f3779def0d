// One outbox message and its wording, as the outbox's worker hands it to a transport (issue 42;
// server/notify/transport.ts), for the transports' tests.
import type { OutboxMessage, RenderedMessage } from '../../src/contract/notifications';
import type { Outgoing } from '../notify/transport';

export function outgoingMail(
  message: Partial<OutboxMessage<'complaintReceived'>> = {},
  rendered: Partial<RenderedMessage> = {},
): Outgoing {
  return {
    message: {
      kind: 'complaintReceived',
      channel: 'email',
      to: 'meera.iyer@example.com',
      language: 'hi',
      values: {
        name: 'Meera Iyer',
        number: 'C-2026-000123',
        receivedAt: '2026-11-29T08:00:00.000Z',
        dueAt: '2026-12-20T08:00:00.000Z',
        lookupUrl: 'https://investors.example.in/complaint-status?number=C-2026-000123',
        scoresUrl: 'https://scores.sebi.gov.in/',
        smartOdrUrl: 'https://smartodr.in/',
      },
      about: { collection: 'complaints', id: 'c1' },
      event: 'complaints/c1/received/email',
      state: 'pending',
      attempts: 0,
      nextAttemptAt: '2026-11-29T08:00:00.000Z',
      messageId: '3f2b7c1e-9d4a-4c55-8a0e-1b2c3d4e5f60',
      ...message,
    },
    rendered: {
      subject: 'शिकायत प्राप्त हुई: C-2026-000123',
      text: 'आपकी शिकायत C-2026-000123 प्राप्त हुई।\nदेखें: https://investors.example.in/complaint-status?number=C-2026-000123',
      html: '<p>आपकी शिकायत <b>C-2026-000123</b> प्राप्त हुई।</p>',
      sms: 'शिकायत C-2026-000123 प्राप्त हुई',
      ...rendered,
    },
  };
}
