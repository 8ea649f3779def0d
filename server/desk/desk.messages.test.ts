// A record's messages on the desk (issue 42; docs/contract.md §15): listed for the roles that
// read its queue (masked for the auditor), a failed one sent again by the queue's own roles with
// its audit entry, the .eml file of the embedded default opened safely, and the admin's outbox
// with its filters and the configuration state (the mail server reachable or not).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, deskApi } from '../../src/contract/desk';
import {
  outboxMsg,
  type OutboxConfig,
  type OutboxMessages,
  type OutboxPage,
} from '../../src/contract/deskOutbox';
import { renderOutboxMessage } from '../notify/config';
import { sendingTo } from '../testing/outbox';
import { CONFIG_KEEP_MS } from '../notify/configState';
import { DEFAULT_MAIL_FROM } from '../notify/mail/config';
import { mailFileTransport } from '../notify/mail/mailFiles';
import { engines } from '../store/testing/engines';
import type { OutboxRecord, Stored } from '../store/types';
import { deskForSuite, type DeskHarness } from '../testing/desk';
import { acknowledgement } from '../testing/outbox';
import { validComplaint } from '../testing/payloads';
import { startSmtpServer, type TestSmtpServer } from '../testing/smtpServer';

async function addComplaint(desk: DeskHarness, complainNo: string) {
  return desk.store.complaint.insert({
    ...validComplaint,
    department: 'Back Office',
    complainNo,
    status: 'Open',
    history: [],
    source: 'Web',
  });
}

/** A message about `recordId`, left in `state` as the worker would leave it. */
async function messageIn(
  desk: DeskHarness,
  recordId: string,
  event: string,
  state: OutboxRecord['state'],
  extra: Partial<OutboxRecord> = {},
): Promise<Stored<OutboxRecord>> {
  const queued = (await desk.store.outbox.queue(acknowledgement(recordId, event)))!;
  return desk.store.outbox.update(queued.id, queued.version, (m) => ({
    ...m,
    state,
    attempts: 3,
    ...extra,
  }));
}

describe.each(engines)('a record’s messages on the desk: $name', (engine) => {
  const { desk, staff: cookies } = deskForSuite(engine, {
    grievance: ['officer'],
    operations: ['ops'],
    auditor: ['reader'],
    admin: ['boss'],
  });
  let failed: Stored<OutboxRecord>;
  let pending: Stored<OutboxRecord>;
  let sent: Stored<OutboxRecord>;
  let otherRecords: Stored<OutboxRecord>;

  beforeAll(async () => {
    const complaint = await addComplaint(desk, 'CMP-MSG-0001');
    const other = await addComplaint(desk, 'CMP-MSG-0002');
    failed = await messageIn(desk, complaint.id, 'a/failed', 'failed', {
      lastError: '550 5.1.1 No such user',
    });
    pending = await messageIn(desk, complaint.id, 'a/pending', 'pending');
    sent = await messageIn(desk, complaint.id, 'a/sent', 'sent');
    otherRecords = await messageIn(desk, other.id, 'b/failed', 'failed');
    // The embedded default wrote the sent one as an .eml file.
    await mailFileTransport(desk.dataDir, DEFAULT_MAIL_FROM).send({
      message: sent,
      rendered: renderOutboxMessage(sent),
    });
  }, 60_000);

  const list = async (cookie: string) => {
    const res = await desk.call(deskApi.messages('complaints', 'CMP-MSG-0001'), { cookie });
    expect(res.status).toBe(200);
    return ((await res.json()) as OutboxMessages).data;
  };
  const resend = (id: string, cookie = cookies.officer!, key = 'CMP-MSG-0001') =>
    desk.call(deskApi.resend('complaints', key, id), { method: 'POST', cookie });
  const entries = async (action: string) =>
    (await desk.store.audit.list({ where: { action } })).data;

  it('lists the record’s messages, whole for its queue’s role and masked for the auditor', async () => {
    const whole = await list(cookies.officer!);
    expect(whole.map((m) => m.id)).toEqual([failed.id, pending.id, sent.id]);
    expect(whole[0]).toMatchObject({
      kind: 'complaintReceived',
      channel: 'email',
      to: 'investor@example.com',
      state: 'failed',
      attempts: 3,
      lastError: '550 5.1.1 No such user',
      emailFile: false,
    });
    expect(whole[2]).toMatchObject({ state: 'sent', emailFile: true });
    const masked = await list(cookies.reader!);
    expect(masked.map((m) => m.to)).toEqual(Array(3).fill('i•••@example.com'));
    expect(JSON.stringify(masked)).not.toContain('investor@');
    // Operations do not read the complaints queue.
    const ops = await desk.call(deskApi.messages('complaints', 'CMP-MSG-0001'), {
      cookie: cookies.ops,
    });
    expect(ops.status).toBe(403);
    const none = await desk.call(deskApi.messages('complaints', 'CMP-NONE'), {
      cookie: cookies.officer,
    });
    expect(none.status).toBe(404);
  });

  it('sends a failed message again, audited with it; refuses what is not failed with a 409', async () => {
    const res = await resend(failed.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      message: outboxMsg.resent,
      data: { id: failed.id, state: 'pending', attempts: 3 },
    });
    expect(await desk.store.outbox.get(failed.id)).toMatchObject({ state: 'pending' });
    const [entry] = await entries(AUDIT_ACTIONS.messageResend);
    expect(entry).toMatchObject({
      actor: 'officer',
      target: 'complaints/CMP-MSG-0001',
      detail: 'complaintReceived by email to i•••@example.com (was failed)',
    });

    for (const id of [failed.id, pending.id, sent.id]) {
      const refused = await resend(id);
      expect(refused.status).toBe(409);
      expect((await refused.json()).message).toBe(outboxMsg.notResendable);
    }
    // Refused: no entry, nothing changed.
    expect(await entries(AUDIT_ACTIONS.messageResend)).toHaveLength(1);
    expect(await desk.store.outbox.get(sent.id)).toMatchObject({ state: 'sent', version: 2 });
  });

  it('finds a message only under its own record, and only for the queue’s own roles', async () => {
    expect((await resend(otherRecords.id)).status).toBe(404);
    expect((await resend('../../etc/passwd')).status).toBe(404);
    expect((await resend(otherRecords.id, cookies.reader!, 'CMP-MSG-0002')).status).toBe(403);
    expect((await resend(otherRecords.id, cookies.boss!, 'CMP-MSG-0002')).status).toBe(403);
    expect(await desk.store.outbox.get(otherRecords.id)).toMatchObject({ state: 'failed' });
  });

  it('opens the .eml file written for a message as plain text that runs nothing', async () => {
    const res = await desk.call(deskApi.messageEmail('complaints', 'CMP-MSG-0001', sent.id), {
      cookie: cookies.officer,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    const text = await res.text();
    expect(text).toContain(`Message-ID: <${sent.messageId}>`);
    expect(text).toContain('To: Asha <investor@example.com>');
    const [entry] = await entries(AUDIT_ACTIONS.emailFileOpened);
    expect(entry).toMatchObject({ actor: 'officer', target: 'complaints/CMP-MSG-0001' });
    // No file for a message not written; none for the auditor, who reads addresses masked.
    const missing = await desk.call(
      deskApi.messageEmail('complaints', 'CMP-MSG-0001', pending.id),
      { cookie: cookies.officer },
    );
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe(outboxMsg.noEmailFile);
    const reader = await desk.call(deskApi.messageEmail('complaints', 'CMP-MSG-0001', sent.id), {
      cookie: cookies.reader,
    });
    expect(reader.status).toBe(403);
    // The admin opens any message's file by its id; a path is never looked up.
    const admin = await desk.call(deskApi.outboxEmail(sent.id), { cookie: cookies.boss });
    expect(admin.status).toBe(200);
    expect(await admin.text()).toBe(text);
    for (const id of ['..%2F..%2Fpackage.json', '%2E%2E', sent.messageId]) {
      const res = await desk.call(`${deskApi.outbox}/${id}/email`, { cookie: cookies.boss });
      expect(res.status, id).toBe(404);
    }
  });

  it('lists the outbox for admins, newest first, filtered and paged, addresses masked', async () => {
    const page = async (query = '') => {
      const res = await desk.call(`${deskApi.outbox}${query}`, { cookie: cookies.boss });
      expect(res.status, query).toBe(200);
      return (await res.json()) as OutboxPage;
    };
    const all = await page();
    expect(all).toMatchObject({ total: 4, page: 1, pageSize: 25 });
    expect(all.data.map((m) => m.id)).toEqual([otherRecords.id, sent.id, pending.id, failed.id]);
    expect(all.data.every((m) => m.to === 'i•••@example.com' && m.queue === 'complaints')).toBe(
      true,
    );
    expect((await page('?state=failed')).data.map((m) => m.id)).toEqual([otherRecords.id]);
    expect((await page('?state=sent&channel=email&kind=complaintReceived')).total).toBe(1);
    expect((await page('?channel=sms')).total).toBe(0);
    expect((await page('?page=2')).data).toEqual([]);
    for (const query of ['?state=lost', '?kind=letter', '?channel=fax', '?page=x']) {
      const res = await desk.call(`${deskApi.outbox}${query}`, { cookie: cookies.boss });
      expect(res.status, query).toBe(400);
    }
    const officer = await desk.call(deskApi.outbox, { cookie: cookies.officer });
    expect(officer.status).toBe(403);
  });

  it('says e-mails are written as files when no SMTP_URL is set, and SMS not configured', async () => {
    const res = await desk.call(deskApi.outboxConfig, { cookie: cookies.boss });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: OutboxConfig };
    expect(data.mail).toMatchObject({ mode: 'files', ok: true });
    expect(data.sms).toMatchObject({ configured: false, ok: false });
  });
});

describe('the mail server’s state on the admin’s outbox', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  // Registered after the mail server's hooks: started once it listens, closed before it stops.
  const { desk, staff } = deskForSuite(engines[0]!, { admin: ['boss'] }, () => ({
    transports: sendingTo(smtp).transports,
  }));
  afterAll(() => smtp?.close());

  const config = async () => {
    const res = await desk.call(deskApi.outboxConfig, { cookie: staff.boss });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: OutboxConfig }).data;
  };

  it('answers whether the mail server is reachable, asked again once the answer is old', async () => {
    const up = await config();
    expect(up.mail).toMatchObject({ mode: 'smtp', ok: true });
    await smtp.stop();
    // Kept briefly: the same answer, not a new question.
    expect(await config()).toEqual(up);
    desk.advance(CONFIG_KEEP_MS);
    const down = await config();
    expect(down.mail).toMatchObject({ mode: 'smtp', ok: false });
    expect(down.checkedAt > up.checkedAt).toBe(true);
  });
});
