// Staff alerts (issue 42; docs/contract.md §15): the admin sets, per queue role, the addresses to
// alert (admins only, checked, versioned, audited), and a freeze request posted to the real
// server queues the operations alert with the record, sent through a real SMTP server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertMsg, ALERT_ADDRESSES_MAX, type AlertAddresses } from '../../src/contract/alerts';
import { api } from '../../src/contract/api';
import { AUDIT_ACTIONS, deskApi } from '../../src/contract/desk';
import type { RunningApp } from '../../tests/support/server';
import { engines } from '../store/testing/engines';
import { startDesk, type DeskHarness } from '../testing/desk';
import { validStopTrade } from '../testing/payloads';
import { startSmtpServer, type TestSmtpServer } from '../testing/smtpServer';
import { startTestApp } from '../testing/storage';
import { writeAlertAddresses } from './alertAddresses';
import { sendingTo } from '../testing/outbox';

const ADDRESSES: AlertAddresses = {
  operations: { emails: ['ops@firm.example.in', 'ops2@firm.example.in'], mobiles: ['9811122233'] },
  grievance: { emails: ['grievance@firm.example.in'], mobiles: [] },
};

describe.each(engines)('alert addresses on the desk: $name', (engine) => {
  let desk: DeskHarness;
  let admin: string;
  let operations: string;

  beforeAll(async () => {
    desk = await startDesk(engine);
    ({ boss: admin, ops: operations } = await desk.signedIn({
      admin: ['boss'],
      operations: ['ops'],
    }));
  });
  afterAll(() => desk?.close());

  const put = (json: unknown, cookie = admin) =>
    desk.call(deskApi.alerts, { method: 'PUT', cookie, json });

  it('lets an admin set them, at the version read, in the audit log with the addresses masked', async () => {
    const empty = await desk.call(deskApi.alerts, { cookie: admin });
    expect(empty.status).toBe(200);
    const read = (await empty.json()) as { data: { version: number } };
    expect(read.data).toMatchObject({ version: 0, operations: { emails: [], mobiles: [] } });

    const saved = await put({ ...ADDRESSES, version: 0 });
    expect(saved.status).toBe(200);
    expect((await saved.json()).data).toMatchObject({
      ...ADDRESSES,
      version: 1,
      changedBy: 'boss',
    });
    const again = await desk.call(deskApi.alerts, { cookie: admin });
    expect((await again.json()).data).toMatchObject({ ...ADDRESSES, version: 1 });

    // A second admin's save from the same read is refused, nothing changed.
    const stale = await put({ ...ADDRESSES, operations: { emails: [], mobiles: [] }, version: 0 });
    expect(stale.status).toBe(409);
    expect((await stale.json()).message).toBe(alertMsg.busy);
    const kept = await desk.store.alertAddresses.findBy('name', 'staff');
    expect(kept).toMatchObject({ ...ADDRESSES, version: 1 });

    const audit = await desk.store.audit.list({ limit: 50 });
    const entry = audit.data.find((e) => e.action === AUDIT_ACTIONS.alertAddresses);
    expect(entry).toMatchObject({ actor: 'boss', target: 'alert-addresses' });
    expect(entry!.detail).toContain('operations: o•••@firm.example.in');
    expect(entry!.detail).not.toContain('9811122233');
  });

  it('refuses bad addresses with a 400 that says which, storing nothing', async () => {
    const before = await desk.store.alertAddresses.findBy('name', 'staff');
    const version = before?.version ?? 0;
    const bad = async (json: unknown, field: string, message: string) => {
      const res = await put(json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect((await res.json()).errors).toMatchObject({ [field]: message });
    };
    const none = { emails: [], mobiles: [] };
    await bad(
      { version, operations: { emails: ['not-an-address'], mobiles: [] }, grievance: none },
      'operations.emails[0]',
      alertMsg.email,
    );
    await bad(
      { version, operations: none, grievance: { emails: [], mobiles: ['12345'] } },
      'grievance.mobiles[0]',
      alertMsg.mobile,
    );
    await bad(
      { version, operations: none, grievance: { emails: [], mobiles: ['1234567890'] } },
      'grievance.mobiles[0]',
      alertMsg.mobile,
    );
    const many = Array.from({ length: ALERT_ADDRESSES_MAX + 1 }, (_, i) => `a${i}@firm.example.in`);
    await bad(
      { version, operations: { emails: many, mobiles: [] }, grievance: none },
      'operations.emails',
      alertMsg.tooMany,
    );
    await bad({ operations: none, grievance: none }, 'version', alertMsg.version);
    await bad({ version, operations: none }, 'grievance.emails', alertMsg.list);
    await bad(
      { version, operations: { emails: 'a@b.in' }, grievance: none },
      'operations.emails',
      alertMsg.list,
    );
    expect(await desk.store.alertAddresses.findBy('name', 'staff')).toEqual(before);
  });

  it('is for admins only', async () => {
    expect((await desk.call(deskApi.alerts, { cookie: operations })).status).toBe(403);
    expect((await put({ ...ADDRESSES, version: 0 }, operations)).status).toBe(403);
    expect((await desk.call(deskApi.alerts)).status).toBe(401);
  });
});

describe('the freeze alert through a real SMTP server', () => {
  let smtp: TestSmtpServer;
  let app: RunningApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await startTestApp({
      publicOrigin: 'https://www.example.in',
      notify: sendingTo(smtp),
    });
    await writeAlertAddresses(app.store, ADDRESSES, 0, 'boss');
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it("queues the operations alert with the request, one per address and channel, in English, beside the investor's acknowledgement", async () => {
    const res = await fetch(app.baseUrl + api.stopTrade, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'hi' },
      body: JSON.stringify(validStopTrade),
    });
    expect(res.status).toBe(201);
    const ackNo = ((await res.json()) as { data: { ackNo: string } }).data.ackNo;
    const record = await app.store.freeze.findBy('ackNo', ackNo);
    const messages = await app.store.outbox.about('stop-trade', record!.id);
    const alerts = messages.filter((m) => m.kind === 'staffFreezeAlert');
    expect(alerts.map((m) => [m.channel, m.to, m.language]).sort()).toEqual([
      ['email', 'ops2@firm.example.in', 'en'],
      ['email', 'ops@firm.example.in', 'en'],
      ['sms', '9811122233', 'en'],
    ]);
    expect(new Set(alerts.map((m) => m.event)).size).toBe(3);
    expect(
      messages
        .filter((m) => m.kind === 'freezeReceived')
        .map((m) => m.to)
        .sort(),
    ).toEqual([validStopTrade.contactNo, validStopTrade.registeredEmail].sort());

    await smtp.waitFor(3);
    const to = smtp.received.flatMap((m) => m.to.map((a) => a.address)).sort();
    expect(to).toEqual(
      ['ops2@firm.example.in', 'ops@firm.example.in', validStopTrade.registeredEmail].sort(),
    );
    const alert = smtp.received.find((m) => m.to[0]!.address === 'ops@firm.example.in')!;
    expect(alert.subject).toContain(ackNo);
    expect(alert.language).toMatch(/^en/);
    expect(alert.text).toContain(validStopTrade.clientCode);
  });
});
