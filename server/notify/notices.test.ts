import { describe, expect, it } from 'vitest';
import { ESCALATION } from '../../src/contract/notifications';
import { REQUEST_KINDS, type StatusChange } from '../../src/contract/requests';
import { seedSite } from '../../tests/support/seed';
import {
  languageOf,
  receivedMessages,
  statusMessages,
  type NoticeSettings,
  type NoticeSource,
} from './notices';

const settings: NoticeSettings = { origin: 'https://www.example.in/' };
const now = new Date('2026-11-02T05:00:00.000Z');
const meta = { id: 'rec-1', createdAt: '2026-11-02T04:30:00.000Z', updatedAt: '', version: 1 };

const source = (name: string) =>
  REQUEST_KINDS.find((k) => k.name === name) as unknown as NoticeSource;

const complaint = {
  ...meta,
  fName: 'Asha',
  lName: 'Rao',
  email: 'asha@example.in',
  contactNo: '9876543210',
  complainNo: 'CMP-7K4Q-9XTD',
  status: 'Open',
  language: 'hi' as const,
};

describe('the notices of a record', () => {
  it('acknowledge a complaint by e-mail and SMS, in its language, once per channel', () => {
    const messages = receivedMessages(source('complaint'), complaint, settings);
    expect(messages.map((m) => [m.channel, m.to, m.kind, m.language, m.event])).toEqual([
      ['email', 'asha@example.in', 'complaintReceived', 'hi', 'complaints/rec-1/received/email'],
      ['sms', '9876543210', 'complaintReceived', 'hi', 'complaints/rec-1/received/sms'],
    ]);
    expect(messages[0]!.values).toEqual({
      name: 'Asha Rao',
      number: 'CMP-7K4Q-9XTD',
      receivedAt: complaint.createdAt,
      // 21 calendar days (src/contract/deadlines.ts).
      dueAt: expect.stringMatching(/^2026-11-2[34]T/),
      lookupUrl: 'https://www.example.in/complains?no=CMP-7K4Q-9XTD',
      ...ESCALATION,
    });
  });

  it('leave out a channel the investor gave no address for', () => {
    const messages = receivedMessages(
      source('feedback'),
      { ...meta, fName: 'Asha', lName: 'Rao', email: ' ', contactNo: '9876543210' } as typeof meta,
      settings,
    );
    expect(messages.map((m) => m.channel)).toEqual(['sms']);
  });

  it("tell the complainant the officer's resolution when the complaint is closed", () => {
    const change: StatusChange = {
      by: 'officer',
      at: '2026-11-10T06:00:00.000Z',
      from: 'In Process',
      to: 'Closed',
      note: 'Refunded the brokerage.',
    };
    const [email] = statusMessages(
      source('complaint'),
      { ...complaint, status: 'Closed' },
      change,
      3,
      settings,
    );
    expect(email!.kind).toBe('complaintClosed');
    expect(email!.event).toBe('complaints/rec-1/status/3/email');
    expect(email!.values).toMatchObject({
      resolution: 'Refunded the brokerage.',
      closedAt: change.at,
      feedbackUrl: 'https://www.example.in/feedback',
    });
  });

  it('word a reopened complaint as reopened, with its new due date: 21 days from the reopening', () => {
    const reopenedAt = '2026-12-01T06:00:00.000Z';
    const change = { by: 'officer', at: reopenedAt, from: 'Closed', to: 'Open' };
    const reopened = { ...complaint, history: [change] };
    const [email] = statusMessages(source('complaint'), reopened, change, 4, settings);
    expect(email!.kind).toBe('complaintReopened');
    expect(email!.values).toMatchObject({ dueAt: '2026-12-22T06:00:00.000Z' });
  });

  it('send nothing for a status the kind has no message for', () => {
    const change = { by: 'officer', at: now.toISOString(), from: 'New', to: 'Done' };
    expect(statusMessages(source('feedback'), meta, change, 2, settings)).toEqual([]);
  });

  it('confirm a freeze with the time operations froze the account, to the registered e-mail', () => {
    const record = {
      ...meta,
      clientCode: 'VS1234',
      registeredEmail: 'client@example.in',
      contactNo: '9876543210',
      ackNo: 'FRZ-7K4Q-9XTD',
      status: 'Frozen',
      frozenAt: '2026-11-02T04:40:00.000Z',
    };
    const change = { by: 'ops', at: now.toISOString(), from: 'Received', to: 'Frozen' };
    const [email] = statusMessages(source('freeze'), record, change, 1, settings);
    expect(email!.to).toBe('client@example.in');
    expect(email!.values).toEqual({
      clientCode: 'VS1234',
      number: 'FRZ-7K4Q-9XTD',
      frozenAt: '2026-11-02T04:40:00.000Z',
      contactUrl: 'https://www.example.in/contact-us',
    });
  });

  it('read a record without a known language as English', () => {
    expect(languageOf({})).toBe('en');
    expect(languageOf({ language: 'gu' })).toBe('gu');
    expect(languageOf({ language: 'xx' as 'en' })).toBe('en');
  });

  it("escalate to the same SCORES and SMART ODR links as the site's contact page", () => {
    const hrefs = seedSite.contactPage.regulatorLinks.map((link) => link.href);
    expect(hrefs).toEqual(expect.arrayContaining(Object.values(ESCALATION)));
  });
});
