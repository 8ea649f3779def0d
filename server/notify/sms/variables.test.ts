import { describe, expect, it } from 'vitest';
import type { MessageKind, OutboxMessage } from '../../../src/contract/notifications';
import { indianMobile } from './mobile';
import { smsVariables } from './variables';

const message = <K extends MessageKind>(kind: K, values: OutboxMessage<K>['values']) =>
  ({
    kind,
    channel: 'sms',
    to: '9876543210',
    language: 'en',
    values,
    about: { collection: 'complaints', id: 'c1' },
    event: `complaints/c1/${kind}/sms`,
    state: 'pending',
    attempts: 0,
    nextAttemptAt: '2026-11-29T07:47:00.000Z',
    messageId: '<m1@example.in>',
  }) as OutboxMessage;

describe('smsVariables: the DLT template variables in the kind’s order', () => {
  it('complaint received: number, due (IST day), lookup link; no name', () => {
    const variables = smsVariables(
      message('complaintReceived', {
        name: 'Asha Rao',
        number: 'CMP-2026-000123',
        receivedAt: '2026-11-29T18:40:00.000Z',
        dueAt: '2026-12-20T18:29:59.999Z',
        lookupUrl: 'https://investors.example.in/complaint-status?no=CMP-2026-000123',
        scoresUrl: 'https://scores.sebi.gov.in/',
        smartOdrUrl: 'https://smartodr.in/',
      }),
    );
    expect(variables).toEqual([
      'CMP-2026-000123',
      '20-12-2026',
      'https://investors.example.in/complaint-status?no=CMP-2026-000123',
    ]);
  });

  it('a staff alert: number, client code, due, desk link', () => {
    expect(
      smsVariables(
        message('staffFreezeAlert', {
          number: 'FRZ-2026-000007',
          clientCode: 'AB1234',
          receivedAt: '2026-11-29T04:00:00.000Z',
          dueAt: '2026-11-29T04:15:00.000Z',
          deskUrl: 'https://investors.example.in/desk',
        }),
      ),
    ).toEqual([
      'FRZ-2026-000007',
      'AB1234',
      // A freeze is due within minutes: its due time is the minute.
      '29-11-2026 09:45 IST',
      'https://investors.example.in/desk',
    ]);
  });
});

describe('indianMobile: every spelling of an Indian mobile number to its 10 digits', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['91-98765-43210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['(+91) 6000000000', '6000000000'],
  ])('%s → %s', (to, digits) => {
    expect(indianMobile(to)).toBe(digits);
  });

  it.each([
    '5876543210', // mobile numbers start 6–9
    '987654321',
    '98765432100',
    '+44 7700 900123',
    'asha@example.in',
    '',
  ])('refuses %j', (to) => {
    expect(indianMobile(to)).toBeNull();
  });
});
