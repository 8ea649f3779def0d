// The accessibility barrier report (issue 45; docs/contract.md §5, §7, §11) over HTTP on this
// project's engine: numbered ACC-…, a contact to answer is required, acknowledged through the
// outbox, and worked by grievance on the desk within 21 calendar days, as a complaint is.
import { describe, expect, it } from 'vitest';
import { api } from '../../src/contract/api';
import {
  COMPLAINT_DUE_DAYS,
  deskApi,
  type QueuePage,
  type QueueRecord,
} from '../../src/contract/desk';
import { msg } from '../../src/contract/messages';
import { staffSession } from '../testing/appStaff';
import { app, setUpFixtureApp } from '../testing/fixture';
import { validBarrierReport } from '../testing/payloads';

const DAY = 86_400_000;
let offset = 0;
setUpFixtureApp({ now: () => new Date(Date.now() + offset) });

const QUEUE = 'accessibility-barriers';

interface Answer {
  message: string;
  data: { reportNo: string };
  errors?: Record<string, string>;
}

async function report(body: object = validBarrierReport, language = 'en') {
  const res = await fetch(app.baseUrl + api.accessibilityBarrier, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': language },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Answer };
}

const signIn = (username: string, roles: ('grievance' | 'operations')[]) =>
  staffSession(app, username, roles);

const desk = (path: string, cookie: string) => fetch(app.baseUrl + path, { headers: { cookie } });

describe('POST /api/accessibility-barrier', () => {
  it('stores the report under an ACC number, says so and acknowledges it through the outbox', async () => {
    const { status, body } = await report();
    expect(status).toBe(201);
    const { reportNo } = body.data;
    expect(reportNo).toMatch(/^ACC-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(body.message).toBe(
      `Thank you. Your accessibility barrier report has been registered. Your reference number is ${reportNo}.`,
    );
    const stored = await app.store.barrierReport.findBy('reportNo', reportNo);
    expect(stored).toMatchObject({ ...validBarrierReport, reportNo, language: 'en' });
    const messages = await app.store.outbox.about(QUEUE, stored!.id);
    expect(messages.map((m) => [m.kind, m.channel, m.to]).sort()).toEqual([
      ['barrierReceived', 'email', validBarrierReport.email],
      ['barrierReceived', 'sms', validBarrierReport.contactNo],
    ]);
    expect(messages[0]!.values).toMatchObject({ number: reportNo, name: 'Asha Rao' });
  });

  it('answers in the visitor’s language and replies by the one channel given', async () => {
    const { status, body } = await report({ ...validBarrierReport, contactNo: '' }, 'gu');
    expect(status).toBe(201);
    expect(body.message).toContain(body.data.reportNo);
    expect(body.message).toContain('સુલભતા');
    const stored = await app.store.barrierReport.findBy('reportNo', body.data.reportNo);
    const messages = await app.store.outbox.about(QUEUE, stored!.id);
    expect(messages.map((m) => [m.channel, m.language])).toEqual([['email', 'gu']]);
  });

  it('refuses a report with no way to answer it, naming the e-mail field, and stores nothing', async () => {
    const before = (await app.store.barrierReport.list({})).total;
    const { status, body } = await report({ ...validBarrierReport, email: '', contactNo: '  ' });
    expect(status).toBe(400);
    expect(body).toEqual({
      message: msg.invalidRequest,
      errors: { email: msg.barrierContactRequired },
    });
    expect((await app.store.barrierReport.list({})).total).toBe(before);
  });
});

describe('the accessibility barriers queue on the desk', () => {
  it('is grievance’s: listed with a 21-day due date, overdue after it, closed as Resolved', async () => {
    const grievance = await signIn('meera', ['grievance']);
    const operations = await signIn('ravi', ['operations']);
    const { body } = await report({ ...validBarrierReport, contactNo: '9123499999' });
    const { reportNo } = body.data;

    const page = (await (
      await desk(`${deskApi.queue(QUEUE)}?q=9123499999`, grievance)
    ).json()) as QueuePage;
    expect(page.data.map((r) => [r.key, r.status, r.overdue])).toEqual([[reportNo, 'Open', false]]);
    const received = Date.parse(page.data[0]!.receivedAt);
    expect(Date.parse(page.data[0]!.dueAt!) - received).toBe(COMPLAINT_DUE_DAYS * DAY);
    expect(page.data[0]!.summary).toContain('/complains');

    // Only the queue's own role reads it (docs/contract.md §11).
    expect((await desk(deskApi.record(QUEUE, reportNo), operations)).status).toBe(403);

    offset = (COMPLAINT_DUE_DAYS + 1) * DAY;
    const grievanceLater = await signIn('meera2', ['grievance']);
    const overdue = (await (
      await desk(`${deskApi.queue(QUEUE)}?overdue=1`, grievanceLater)
    ).json()) as QueuePage;
    expect(overdue.data.map((r) => r.key)).toContain(reportNo);

    const path = deskApi.record(QUEUE, reportNo);
    const view = (await (await desk(path, grievanceLater)).json()) as QueueRecord;
    const resolved = await fetch(app.baseUrl + path, {
      method: 'PATCH',
      headers: { cookie: grievanceLater, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        status: 'Resolved',
        note: 'Error messages now announced',
        version: view.version,
      }),
    });
    expect(resolved.status).toBe(200);
    expect(await resolved.json()).toMatchObject({ status: 'Resolved', dueAt: null });
    offset = 0;
  });
});
