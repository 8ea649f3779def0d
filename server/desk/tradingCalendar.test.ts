// The trading calendar the admin keeps on the desk (docs/contract.md §11, Trading calendar), on
// this project's engine (lowdb in unit, PostgreSQL in server-pg): seeded with the exchanges' 2026
// list, changed only by admins with valid days and hours, audited; a freeze request's due time is
// fixed at receipt by the calendar stored then, so a holiday added on the desk moves the clock of
// the requests received after it and not of those already received; on PostgreSQL another app
// server's change is seen by the next request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/contract/api';
import { AUDIT_ACTIONS, deskApi, deskMsg, type QueueRecord } from '../../src/contract/desk';
import type { StopTradeAck } from '../../src/contract/entities';
import { EXCHANGE_CALENDAR, type TradingCalendar } from '../../src/contract/tradingCalendar';
import type { RunningApp } from '../../tests/support/server';
import { signedInClients, type DeskClient } from '../testing/deskClient';
import { postJson } from '../testing/http';
import { validStopTrade } from '../testing/payloads';
import { makeTestStorage, onPostgres, startTestApp, type TestStorage } from '../testing/storage';

/** Friday 4 December 2026, 19:00 IST: after the close, the next weekday is Monday 7 December. */
const FRIDAY_EVENING = Date.parse('2026-12-04T19:00:00+05:30');
const started = Date.now();
const now = () => new Date(FRIDAY_EVENING + (Date.now() - started));
const MONDAY_OPEN = '2026-12-07T03:45:00.000Z';
const TUESDAY_OPEN = '2026-12-08T03:45:00.000Z';

let storage: TestStorage;
let app: RunningApp;
let admin: DeskClient;
let operations: DeskClient;

beforeAll(async () => {
  storage = await makeTestStorage();
  app = await startTestApp({ now, storage });
  ({ boss: admin, ops: operations } = await signedInClients(
    app,
    { boss: ['admin'], ops: ['operations'] },
    now,
  ));
}, 60_000);
afterAll(async () => {
  await app?.close();
  await storage?.remove();
});

const calendar = async (client: DeskClient = operations) => {
  const res = await client.call(deskApi.tradingCalendar);
  expect(res.status).toBe(200);
  return (await res.json()) as TradingCalendar;
};

/** Posts a freeze request on `base` and answers its due time as the desk shows it. */
async function freezeDue(base = app.baseUrl): Promise<string | null> {
  const res = await postJson<{ data: StopTradeAck }>(base, api.stopTrade, validStopTrade);
  expect(res.status).toBe(201);
  const { ackNo } = res.body.data;
  const record = await operations.call(deskApi.record('freeze-requests', ackNo));
  expect(record.status).toBe(200);
  return ((await record.json()) as QueueRecord).dueAt;
}

describe('the trading calendar on the desk', () => {
  it('is the exchanges’ 2026 list until an admin changes it, read by every signed-in role', async () => {
    expect(await calendar()).toEqual(JSON.parse(JSON.stringify(EXCHANGE_CALENDAR)));
  });

  it('refuses bad days and hours with their messages, and non-admins, storing nothing', async () => {
    const holiday = (json: object, status: number, message: string) =>
      [deskApi.tradingHolidays, json, status, message] as const;
    const muhurat = (open: string, close: string, message: string) =>
      [
        deskApi.specialSessions,
        { date: '2026-11-08', name: 'Muhurat trading', open, close },
        400,
        message,
      ] as const;
    const refusals = [
      holiday({ date: '2026-02-30', name: 'No such day' }, 400, deskMsg.calendarDateInvalid),
      holiday({ date: '7/12/2026', name: 'Wrong form' }, 400, deskMsg.calendarDateInvalid),
      holiday({ date: '2026-12-07', name: ' ' }, 400, deskMsg.calendarNameRequired),
      holiday({ date: '2026-01-26', name: 'Again' }, 409, deskMsg.calendarDayListed),
      muhurat('18:00', '25:00', deskMsg.calendarTimeInvalid),
      muhurat('19:15', '18:00', deskMsg.calendarOpenAfterClose),
    ];
    for (const [path, json, status, message] of refusals) {
      const res = await admin.call(path, { method: 'POST', json });
      expect(res.status, JSON.stringify(json)).toBe(status);
      expect(JSON.stringify(await res.json())).toContain(message);
    }
    const gone = await admin.call(deskApi.tradingHoliday('2026-12-08'), { method: 'DELETE' });
    expect(gone.status).toBe(404);
    const forbidden = await operations.call(deskApi.tradingHolidays, {
      method: 'POST',
      json: { date: '2026-12-07', name: 'Not theirs' },
    });
    expect(forbidden.status).toBe(403);
    expect(await calendar()).toEqual(JSON.parse(JSON.stringify(EXCHANGE_CALENDAR)));
  });

  it('a holiday added on the desk moves the due time of a freeze received after it, not before', async () => {
    const before = await freezeDue();
    expect(before).toBe(MONDAY_OPEN);
    const added = await admin.call(deskApi.tradingHolidays, {
      method: 'POST',
      json: { date: '2026-12-07', name: 'Unscheduled holiday' },
    });
    expect(added.status).toBe(200);
    expect((await calendar()).holidays).toContainEqual({
      date: '2026-12-07',
      name: 'Unscheduled holiday',
    });
    expect(await freezeDue()).toBe(TUESDAY_OPEN);
    // The request received before the change keeps the due time it was given at receipt.
    const page = await operations.call(`${deskApi.queue('freeze-requests')}?status=Received`);
    const dues = ((await page.json()) as { data: { dueAt: string | null }[] }).data.map(
      (r) => r.dueAt,
    );
    expect(dues.sort()).toEqual([MONDAY_OPEN, TUESDAY_OPEN]);
  });

  it('a Saturday special session added on the desk is the next open, and is audited', async () => {
    const added = await admin.call(deskApi.specialSessions, {
      method: 'POST',
      json: { date: '2026-12-05', name: 'Special live session', open: '10:00', close: '12:00' },
    });
    expect(added.status).toBe(200);
    expect(await freezeDue()).toBe('2026-12-05T04:30:00.000Z');
    const removed = await admin.call(deskApi.specialSession('2026-12-05'), { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(await freezeDue()).toBe(TUESDAY_OPEN);
    const audit = await admin.call(`${deskApi.audit}?actor=boss`);
    const entries = ((await audit.json()) as { data: { action: string; detail?: string }[] }).data;
    expect(entries.map((e) => [e.action, e.detail])).toEqual(
      expect.arrayContaining([
        [AUDIT_ACTIONS.calendarAdd, 'holiday 2026-12-07 Unscheduled holiday'],
        [AUDIT_ACTIONS.calendarAdd, 'special session 2026-12-05 10:00–12:00 Special live session'],
        [AUDIT_ACTIONS.calendarRemove, 'special session 2026-12-05'],
      ]),
    );
  });

  it.runIf(onPostgres)('another app server sees the change at its next request', async () => {
    const second = await startTestApp({ now, storage });
    try {
      const removed = await admin.call(deskApi.tradingHoliday('2026-12-07'), { method: 'DELETE' });
      expect(removed.status).toBe(200);
      expect(await freezeDue(second.baseUrl)).toBe(MONDAY_OPEN);
    } finally {
      await second.close();
    }
  });
});
