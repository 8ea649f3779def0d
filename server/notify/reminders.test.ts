// The complaint reminders (issue 42; docs/contract.md §15): 3 days before a complaint's due date
// and once it is overdue the grievance officers' alert addresses are reminded, each reminder once
// whatever the number of sweeps or app servers, through a real SMTP server; a closed complaint is
// not reminded, a reopened one is again for its new due date. On both engines (unit, server-pg).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertAddresses } from '../../src/contract/alerts';
import { COMPLAINT_DUE_DAYS } from '../../src/contract/desk';
import type { RunningApp } from '../../tests/support/server';
import { AuditLog } from '../desk/audit';
import { changeStatus } from '../desk/changeStatus';
import { queueSources } from '../desk/queues';
import type { ComplaintRecord, Store, Stored } from '../store/types';
import { postComplaint } from '../testing/http';
import { validComplaint } from '../testing/payloads';
import { startSmtpServer, type TestSmtpServer } from '../testing/smtpServer';
import { makeTestStorage, onPostgres, startTestApp, type TestStorage } from '../testing/storage';
import { readAlertAddresses, writeAlertAddresses } from './alertAddresses';
import { sendingTo } from '../testing/outbox';
import { sweepReminders } from './reminders';

const ORIGIN = 'https://www.example.in';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const GRIEVANCE = ['grievance@firm.example.in', 'officer@firm.example.in'];
const ADDRESSES: AlertAddresses = {
  operations: { emails: ['ops@firm.example.in'], mobiles: ['9811122233'] },
  grievance: { emails: GRIEVANCE, mobiles: ['9822233344'] },
};

describe('complaint reminders to the grievance officers', () => {
  let smtp: TestSmtpServer;
  let storage: TestStorage;
  let app: RunningApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    storage = await makeTestStorage();
    app = await startTestApp({ storage, publicOrigin: ORIGIN, notify: worker() });
    await writeAlertAddresses(app.store, ADDRESSES, 0, 'boss');
  });
  afterAll(async () => {
    await app?.close();
    await storage?.remove();
    await smtp?.close();
  });

  const worker = () => sendingTo(smtp);

  const sweep = async (at: number, store: Store = app.store) =>
    (await sweepReminders(store, new Date(at), { origin: ORIGIN })).queued;

  /** The complaint's stored record, its due time and the staff reminders queued about it. */
  async function complaintOf(number: string) {
    const record = (await queueSources(app.store).complaints.find(number))!;
    const due = Date.parse(record.createdAt) + COMPLAINT_DUE_DAYS * DAY;
    const reminders = async () =>
      (await app.store.outbox.about('complaints', record.id)).filter((m) =>
        m.kind.startsWith('staff'),
      );
    return { record, due, reminders };
  }

  /** Moves the complaint to `status` on the desk's rules at `at`. */
  async function change(number: string, status: string, note: string, at: number) {
    const sources = queueSources(app.store);
    const record = (await sources.complaints.find(number))!;
    const now = () => new Date(at);
    const changed = await changeStatus(
      'complaints',
      sources.complaints,
      record,
      { status, note, version: record.version, frozenAt: '' },
      { by: 'meera', now: now(), audit: new AuditLog(app.store, now), origin: ORIGIN },
    );
    expect(changed.ok).toBe(true);
  }

  /** The e-mails the SMTP server received about `number`, to the grievance officers. */
  const staffMails = (number: string) =>
    smtp.received.filter((m) => m.subject.includes(number) && GRIEVANCE.includes(m.to[0]!.address));

  it('reminds each grievance address 3 days before the due date and once overdue, once each', async () => {
    const number = await postComplaint(app.baseUrl);
    const { record, due, reminders } = await complaintOf(number);

    await sweep(due - 3 * DAY - MINUTE);
    expect(await reminders()).toEqual([]);

    await sweep(due - 3 * DAY + MINUTE);
    await sweep(due - DAY);
    const soon = await reminders();
    expect(soon.map((m) => [m.kind, m.channel, m.to, m.language]).sort()).toEqual([
      ['staffComplaintDueSoon', 'email', GRIEVANCE[0], 'en'],
      ['staffComplaintDueSoon', 'email', GRIEVANCE[1], 'en'],
      ['staffComplaintDueSoon', 'sms', '9822233344', 'en'],
    ]);
    const dueAt = new Date(due).toISOString();
    expect(soon[0]!.values).toEqual({
      number,
      dueAt,
      deskUrl: `${ORIGIN}/desk/complaints/${number}`,
    });
    expect(soon.map((m) => m.event)).toContain(
      `complaints/${record.id}/reminder/due-soon/${dueAt}/${GRIEVANCE[0]}/email`,
    );

    await sweep(due + MINUTE);
    await sweep(due + 2 * DAY);
    const all = await reminders();
    expect(all.filter((m) => m.kind === 'staffComplaintOverdue')).toHaveLength(3);
    expect(all).toHaveLength(6);

    // Sent by the worker through the SMTP server: two e-mails a reminder, each once.
    await expect.poll(() => staffMails(number).length, { timeout: 10_000 }).toBe(4);
    await expect
      .poll(async () => (await reminders()).filter((m) => m.state === 'sent').length, {
        timeout: 10_000,
      })
      .toBe(4);
    const mails = staffMails(number);
    expect(mails.filter((m) => m.to[0]!.address === GRIEVANCE[0])).toHaveLength(2);
    expect(mails.every((m) => m.language?.startsWith('en'))).toBe(true);
    expect(mails.some((m) => m.text.includes('SCORES'))).toBe(true);
    expect(staffMails(number)).toHaveLength(4);
  });

  it('reminds no closed complaint, and a reopened one again for its new due date', async () => {
    const closedEarly = await postComplaint(app.baseUrl);
    const reopened = await postComplaint(app.baseUrl);
    const early = await complaintOf(closedEarly);
    const { due, reminders } = await complaintOf(reopened);
    await change(
      closedEarly,
      'Closed',
      'Contract note re-sent.',
      Date.parse(early.record.createdAt) + DAY,
    );

    await sweep(due - 2 * DAY);
    expect((await reminders()).map((m) => m.kind)).toEqual(Array(3).fill('staffComplaintDueSoon'));
    await change(reopened, 'Closed', 'Refund made.', due - DAY);
    await sweep(due + DAY);
    expect(await reminders()).toHaveLength(3);
    expect(await early.reminders()).toEqual([]);

    // Reopened 5 days after the old due date: 21 days again from the reopening.
    const reopenedAt = due + 5 * DAY;
    await change(reopened, 'Open', 'The investor says the refund never came.', reopenedAt);
    const newDue = reopenedAt + COMPLAINT_DUE_DAYS * DAY;
    await sweep(reopenedAt + DAY);
    expect(await reminders()).toHaveLength(3);
    await sweep(newDue - 2 * DAY);
    await sweep(newDue + MINUTE);
    await sweep(newDue + DAY);
    const all = await reminders();
    const after = all.filter(
      (m) => 'dueAt' in m.values && m.values.dueAt === new Date(newDue).toISOString(),
    );
    expect(after.map((m) => m.kind).sort()).toEqual([
      ...Array(3).fill('staffComplaintDueSoon'),
      ...Array(3).fill('staffComplaintOverdue'),
    ]);
    expect(all).toHaveLength(9);
    expect(await early.reminders()).toEqual([]);
  });

  it('queues each reminder once when two sweeps run at once (two app servers on PostgreSQL)', async () => {
    const numbers: string[] = [];
    for (let i = 0; i < 10; i++) numbers.push(await postComplaint(app.baseUrl));
    const complaints = await Promise.all(numbers.map(complaintOf));
    const now = Math.min(...complaints.map((c) => c.due)) - 2 * DAY;
    // Embedded: one server per data folder, so two sweeps of the one store.
    const second = onPostgres ? await startTestApp({ storage, notify: worker() }) : app;
    try {
      const [a, b] = await Promise.all([sweep(now), sweep(now, second.store)]);
      expect(a + b).toBe(30);
      for (const { reminders } of complaints) {
        const queued = await reminders();
        expect(queued).toHaveLength(3);
        expect(new Set(queued.map((m) => m.event)).size).toBe(3);
      }
      await expect
        .poll(() => numbers.map((n) => staffMails(n).length), { timeout: 15_000 })
        .toEqual(Array(10).fill(2));
    } finally {
      if (second !== app) await second.close();
    }
  });

  // Last: it changes the addresses.
  it("reads on from the last sweep's mark, and everything again once the addresses change", async () => {
    const number = await postComplaint(app.baseUrl);
    const { due, reminders } = await complaintOf(number);
    const first = await sweepReminders(app.store, new Date(due - DAY), { origin: ORIGIN });
    expect(await reminders()).toHaveLength(3);
    // A complaint copied in long overdue (a copy between engines) lies behind the mark.
    const createdAt = new Date(due - 40 * DAY).toISOString();
    const copied: Stored<ComplaintRecord> = {
      ...validComplaint,
      department: 'Back Office',
      complainNo: 'CMP-COPY-0001',
      status: 'Open',
      history: [{ by: 'web', at: createdAt, from: null, to: 'Open' }],
      source: 'Web',
      id: randomUUID(),
      createdAt,
      updatedAt: createdAt,
      version: 1,
    };
    expect(await app.store.complaint.insertStored([copied])).toBe(1);
    const old = await complaintOf(copied.complainNo);

    const later = await sweepReminders(
      app.store,
      new Date(due + MINUTE),
      { origin: ORIGIN },
      first.mark,
    );
    expect((await reminders()).filter((m) => m.kind === 'staffComplaintOverdue')).toHaveLength(3);
    expect(await old.reminders()).toEqual([]);

    const head = 'head@firm.example.in';
    const { version } = await readAlertAddresses(app.store);
    const grievance = { ...ADDRESSES.grievance, emails: [...GRIEVANCE, head] };
    await writeAlertAddresses(app.store, { ...ADDRESSES, grievance }, version, 'boss');
    await sweepReminders(app.store, new Date(due + 2 * MINUTE), { origin: ORIGIN }, later.mark);
    expect((await old.reminders()).map((m) => m.to).sort()).toEqual(
      [...GRIEVANCE, head, '9822233344'].sort(),
    );
    expect((await reminders()).filter((m) => m.to === head)).toHaveLength(1);
  });
});

describe('the app sweeps for reminders by itself', () => {
  let app: RunningApp;

  beforeAll(async () => {
    // The server's clock 19 days on: a complaint posted now is due within 3 days.
    app = await startTestApp({
      publicOrigin: ORIGIN,
      now: () => new Date(Date.now() + 19 * DAY),
      reminders: { everyMs: 50 },
    });
    await writeAlertAddresses(app.store, ADDRESSES, 0, 'boss');
  });
  afterAll(() => app?.close());

  it('queues the due-soon reminder once, sweep after sweep', async () => {
    const number = await postComplaint(app.baseUrl);
    const record = await app.store.complaint.findBy('complainNo', number);
    const reminders = async () =>
      (await app.store.outbox.about('complaints', record!.id)).filter(
        (m) => m.kind === 'staffComplaintDueSoon',
      );
    await expect.poll(async () => (await reminders()).length, { timeout: 10_000 }).toBe(3);
    // The e-mails are written as files (no SMTP_URL) while the sweeps go on.
    await expect
      .poll(async () => (await reminders()).filter((m) => m.state === 'sent').length, {
        timeout: 10_000,
      })
      .toBe(2);
    expect(await reminders()).toHaveLength(3);
  });
});
