// A freeze request from the post to the confirmation, through a real SMTP server (issue 42;
// docs/contract.md §15): the admin sets the operations alert addresses on the desk, a request
// posted in trading hours alerts operations and acknowledges the investor, and the freeze entered
// on the desk with its time confirms that time to the investor. Arrival is asserted, not speed.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api } from '../../src/contract/api';
import { deskApi, type QueueRecord } from '../../src/contract/desk';
import { formatIst } from '../../src/contract/messages';
import { INTL_LOCALE } from '../../src/i18n/languages';
import type { RunningApp } from '../../tests/support/server';
import { signedInClients, type DeskClient } from '../testing/deskClient';
import { postJson } from '../testing/http';
import { validStopTrade } from '../testing/payloads';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../testing/smtpServer';
import { startTestApp } from '../testing/storage';
import { sendingTo } from '../testing/outbox';

const OPERATIONS = 'ops@firm.example.in';
const HOUR = 3_600_000;
/**
 * The server's clock, moved on at least an hour to the next weekday at 10:30 IST (in trading
 * hours) and running from there; forward, not back, as the store stamps records by the real time
 * and a freeze time must be after the request arrived. The accounts are made by it too (a session
 * older than its password is void).
 */
const offset = nextTradingMorning(Date.now() + HOUR) - Date.now();
const now = () => new Date(Date.now() + offset);

function nextTradingMorning(from: number): number {
  const day = new Date(from);
  day.setUTCHours(5, 0, 0, 0);
  while (day.getTime() < from || [0, 6].includes(day.getUTCDay())) {
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return day.getTime();
}

let smtp: TestSmtpServer;
let app: RunningApp;
let admin: DeskClient;
let operations: DeskClient;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await startTestApp({
    now,
    notify: sendingTo(smtp),
  });
  ({ boss: admin, ops: operations } = await signedInClients(
    app,
    { boss: ['admin'], ops: ['operations'] },
    now,
  ));
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

/** Resolves with the first mail to `to` whose subject holds `text`, once it has arrived. */
async function mailTo(to: string, text: string): Promise<ReceivedMail> {
  const find = () =>
    smtp.received.find((m) => m.envelope.to.includes(to) && m.subject.includes(text));
  await expect.poll(find, { timeout: 20_000 }).toBeDefined();
  return find()!;
}

it('alerts operations and acknowledges the investor; the freeze entered on the desk is confirmed with its time', async () => {
  const read = await admin.call(deskApi.alerts);
  const { version } = ((await read.json()) as { data: { version: number } }).data;
  const saved = await admin.call(deskApi.alerts, {
    method: 'PUT',
    json: {
      version,
      operations: { emails: [OPERATIONS], mobiles: [] },
      grievance: { emails: [], mobiles: [] },
    },
  });
  expect(saved.status).toBe(200);

  const posted = await postJson<{ data: { ackNo: string } }>(
    app.baseUrl,
    api.stopTrade,
    validStopTrade,
  );
  expect(posted.status).toBe(201);
  const { ackNo } = posted.body.data;

  const alert = await mailTo(OPERATIONS, ackNo);
  expect(alert.text).toContain(validStopTrade.clientCode);
  const acknowledgement = await mailTo(validStopTrade.registeredEmail, ackNo);
  expect(acknowledgement.subject).toBe(`Freeze request ${ackNo} received`);
  expect(acknowledgement.text).toContain('15 minutes');

  const path = deskApi.record('freeze-requests', ackNo);
  const record = (await (await operations.call(path)).json()) as QueueRecord;
  // As operations enter it: the time they froze it, after the request arrived (stamped by the
  // real time) and well before the desk's change (on the server's clock, an hour or more later).
  const stored = await app.store.freeze.findBy('ackNo', ackNo);
  const frozenAt = new Date(Date.parse(stored!.createdAt) + HOUR / 3).toISOString();
  const frozen = await operations.call(path, {
    method: 'PATCH',
    json: { status: 'Frozen', version: record.version, frozenAt },
  });
  expect(frozen.status).toBe(200);

  const confirmation = await mailTo(validStopTrade.registeredEmail, 'frozen');
  expect(confirmation.subject).toContain(ackNo);
  expect(confirmation.text).toContain(formatIst(frozenAt, INTL_LOCALE.en));
  expect(confirmation.text).toContain('pending orders were cancelled');
});
