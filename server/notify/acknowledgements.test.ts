// The firm answers back (issue 42; docs/contract.md §15): a request posted to the real server is
// acknowledged by e-mail through a real SMTP server (server/testing/smtpServer.ts), in the
// visitor's language, once; with no mail server configured the e-mail lands as an .eml file; a
// status change on the desk queues its message with the change.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLAINT_DUE_DAYS } from '../../src/contract/desk';
import { complaintTrackingUrl } from '../../src/contract/routes';
import type { RunningApp } from '../../tests/support/server';
import { changeStatus } from '../desk/changeStatus';
import { AuditLog } from '../desk/audit';
import { queueSources } from '../desk/queues';
import { postComplaint } from '../testing/http';
import { validComplaint } from '../testing/payloads';
import { startSmtpServer, type TestSmtpServer } from '../testing/smtpServer';
import { startTestApp } from '../testing/storage';
import { sendingTo } from '../testing/outbox';
import { listMailFiles } from './mail/mailFiles';
import { FIRST_RETRY_MS } from '../store/outbox';

const ORIGIN = 'https://www.example.in';

/** The outbox's e-mail about the complaint numbered `number`. */
async function emailAbout(app: RunningApp, number: string) {
  const stored = await app.store.complaint.findBy('complainNo', number);
  const messages = await app.store.outbox.about('complaints', stored!.id);
  return messages.find((m) => m.channel === 'email');
}

describe('acknowledgements through a real SMTP server', () => {
  let smtp: TestSmtpServer;
  let app: RunningApp;
  // The worker's clock (WorkerOptions.now): a test moves it on to a retry's time.
  let ahead = 0;
  const workerClock = () => new Date(Date.now() + ahead);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await startTestApp({
      publicOrigin: ORIGIN,
      notify: sendingTo(smtp, { now: workerClock }),
    });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('acknowledges a complaint in the language it was sent in, with its number, due date and lookup link', async () => {
    const number = await postComplaint(app.baseUrl, { language: 'hi' });
    await smtp.waitFor(1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual([expect.objectContaining({ address: validComplaint.email })]);
    expect(mail!.language).toBe('hi');
    expect(mail!.subject).toContain(number);
    expect(mail!.text).toContain(complaintTrackingUrl(ORIGIN, number));
    expect(mail!.html).toContain('https://scores.sebi.gov.in');
    // Received and due dates, in IST, 21 calendar days apart.
    const due = new Date(Date.now() + COMPLAINT_DUE_DAYS * 86_400_000);
    const dueDay = due.toLocaleDateString('hi-IN', { day: 'numeric', timeZone: 'Asia/Kolkata' });
    expect(mail!.text).toContain(dueDay);
    // The store keeps it as sent (once the server's answer is recorded), under that Message-ID.
    const emailOf = () => emailAbout(app, number);
    await expect.poll(async () => (await emailOf())?.state).toBe('sent');
    const email = await emailOf();
    expect(email).toMatchObject({ kind: 'complaintReceived', attempts: 1 });
    expect(mail!.messageId).toContain(email!.messageId.replace(/^<|>$/g, '').split('@')[0]);
  });

  it('keeps the SMS of a request as not configured, visible, when no provider is set', async () => {
    const number = await postComplaint(app.baseUrl);
    const stored = await app.store.complaint.findBy('complainNo', number);
    await expect
      .poll(async () =>
        (await app.store.outbox.about('complaints', stored!.id)).map((m) => m.state),
      )
      .toEqual(expect.arrayContaining(['unconfigured']));
  });

  it('answers 201 while the mail server is down, and sends the acknowledgement once it is back, once', async () => {
    await smtp.stop();
    const before = smtp.received.length;
    const number = await postComplaint(app.baseUrl);
    const emailOf = () => emailAbout(app, number);
    await expect.poll(async () => (await emailOf())?.lastError).toMatch(/ECONNREFUSED/);
    await smtp.start();
    // Its retry is due 30 s later (server/store/outbox.ts retryDelay): the worker's clock is
    // moved on to it, the stored message left as the worker wrote it.
    ahead = FIRST_RETRY_MS;
    await expect.poll(async () => (await emailOf())?.state, { timeout: 20_000 }).toBe('sent');
    const mine = smtp.received.slice(before).filter((m) => m.subject.includes(number));
    expect(mine).toHaveLength(1);
  });
});

describe('acknowledgements with no mail server configured', () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startTestApp({});
  });
  afterAll(() => app?.close());

  it('writes the e-mail as an .eml file in the data folder', async () => {
    const number = await postComplaint(app.baseUrl, { language: 'gu' });
    await expect.poll(async () => (await listMailFiles(app.dataDir)).length).toBe(1);
    const [file] = await listMailFiles(app.dataDir);
    const eml = await readFile(file!.file, 'utf8');
    expect(eml).toMatch(/^Content-Language: gu/m);
    expect(eml).toContain(number);
  });

  it("queues the investor's message with a status change: the resolution note in the closing e-mail", async () => {
    const number = await postComplaint(app.baseUrl);
    const sources = queueSources(app.store);
    const record = await sources.complaints.find(number);
    const now = () => new Date();
    const closed = await changeStatus(
      'complaints',
      sources.complaints,
      record!,
      {
        status: 'Closed',
        note: 'Your contract note was re-sent on 14 May.',
        version: record!.version,
        frozenAt: '',
      },
      { by: 'meera', now: now(), audit: new AuditLog(app.store, now), origin: ORIGIN },
    );
    expect(closed.ok).toBe(true);
    const messages = await app.store.outbox.about('complaints', record!.id);
    const closing = messages.filter((m) => m.kind === 'complaintClosed');
    expect(closing.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    expect(closing[0]!.values).toMatchObject({
      resolution: 'Your contract note was re-sent on 14 May.',
      lookupUrl: complaintTrackingUrl(ORIGIN, number),
    });
  });
});
