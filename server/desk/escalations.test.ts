// Escalations before the deadline (issue 43; docs/contract.md §11, Escalations), on this
// project's engine (lowdb in unit, PostgreSQL in server-pg), with an injected clock: a complaint
// not closed goes to the compliance officer's list on day 15 and is flagged red on day 18; a
// freeze request not frozen 10 minutes after its due time is escalated. Each step fires once at
// its threshold, whatever the number of sweeps at once (two app servers), audited and alerted
// through the outbox; a closed complaint is never escalated; the thresholds are admins' settings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/contract/api';
import type { AlertAddresses } from '../../src/contract/alerts';
import {
  AUDIT_ACTIONS,
  deskApi,
  deskMsg,
  type QueuePage,
  type QueueRecord,
} from '../../src/contract/desk';
import type { StopTradeAck } from '../../src/contract/entities';
import { ESCALATION_DEFAULTS } from '../../src/contract/escalations';
import type { RunningApp } from '../../tests/support/server';
import { AuditLog } from './audit';
import { changeStatus } from './changeStatus';
import { sweepEscalations } from './escalations';
import { queueSources } from './queues';
import { writeAlertAddresses } from '../notify/alertAddresses';
import { addTestAccounts, PASSWORD } from '../testing/appStaff';
import { deskClient, type DeskClient } from '../testing/deskClient';
import { postComplaint, postJson } from '../testing/http';
import { openComplaint, validStopTrade } from '../testing/payloads';
import { startTestApp } from '../testing/storage';

const ORIGIN = 'https://www.example.in';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Monday 7 December 2026, 10:00 IST: in a trading session, a freeze is due 15 minutes later. */
const MONDAY_MORNING = Date.parse('2026-12-07T10:00:00+05:30');
const ADDRESSES: AlertAddresses = {
  operations: { emails: ['ops@firm.example.in'], mobiles: [] },
  grievance: { emails: ['grievance@firm.example.in'], mobiles: [] },
};

let clock = MONDAY_MORNING;
const now = () => new Date(clock);
let app: RunningApp;

beforeAll(async () => {
  // The app's own sweep (hourly in tests) never runs here: each sweep is the test's, at its time.
  app = await startTestApp({ now });
  await addTestAccounts(app.store, { boss: ['admin'], meera: ['grievance'] }, now());
  await writeAlertAddresses(app.store, ADDRESSES, 0, 'boss');
}, 60_000);
afterAll(() => app?.close());

/** Two sweeps at once at `at`, as two app servers would run them: how many records escalated. */
async function sweep(at: number): Promise<number> {
  const atDate = () => new Date(at);
  const runs = await Promise.all(
    [1, 2].map(() =>
      sweepEscalations(app.store, atDate(), new AuditLog(app.store, atDate), { origin: ORIGIN }),
    ),
  );
  return runs[0]! + runs[1]!;
}

/** The escalation entries of the audit about `target`. */
async function escalationsAudited(target: string) {
  const entries = await app.store.audit.list({ where: { action: AUDIT_ACTIONS.escalation } });
  return entries.data
    .filter((e) => e.target === target)
    .map((e) => e.detail)
    .sort();
}

/** The staff alerts queued about the record (its kind's collection): kind and address. */
async function alerts(collection: 'complaints' | 'stop-trade', id: string) {
  const about = await app.store.outbox.about(collection, id);
  return about.filter((m) => m.kind.startsWith('staff')).map((m) => `${m.kind} ${m.to}`);
}

async function signedIn(username: string): Promise<DeskClient> {
  const client = deskClient(app.baseUrl, now);
  await client.signIn(username, PASSWORD);
  return client;
}

describe('escalations before the deadline', () => {
  it('puts a complaint on the compliance list on day 15 and flags it red on day 18, each once', async () => {
    clock = MONDAY_MORNING;
    const number = await postComplaint(app.baseUrl);
    const record = (await queueSources(app.store).complaints.find(number))!;
    const received = Date.parse(record.createdAt);
    const target = `complaints/${number}`;

    expect(await sweep(received + 15 * DAY - MINUTE)).toBe(0);
    expect(await escalationsAudited(target)).toEqual([]);

    expect(await sweep(received + 15 * DAY)).toBe(1);
    expect(await sweep(received + 15 * DAY + 3 * 60 * MINUTE)).toBe(0);
    const due = new Date(received + 21 * DAY).toISOString();
    expect(await escalationsAudited(target)).toEqual([`Escalated to compliance (due ${due})`]);
    expect(await alerts('complaints', record.id)).toEqual([
      'staffComplaintEscalated grievance@firm.example.in',
    ]);

    // The desk shows it on the compliance officer's list (the escalated filter) and its row.
    clock = received + 16 * DAY;
    const meera = await signedIn('meera');
    const list = (await (
      await meera.call(`${deskApi.queue('complaints')}?escalated=1`)
    ).json()) as QueuePage;
    expect(list.data.map((r) => [r.key, r.escalation])).toEqual([[number, 'compliance']]);

    expect(await sweep(received + 18 * DAY - MINUTE)).toBe(0);
    expect(await sweep(received + 18 * DAY)).toBe(1);
    expect(await sweep(received + 20 * DAY)).toBe(0);
    expect(await escalationsAudited(target)).toEqual([
      `Escalated to compliance (due ${due})`,
      `Red flag (due ${due})`,
    ]);
    expect(await alerts('complaints', record.id)).toHaveLength(2);
    const view = (await (
      await meera.call(deskApi.record('complaints', number))
    ).json()) as QueueRecord;
    expect(view.escalation).toBe('red');
  });

  it('never escalates a complaint closed before day 15', async () => {
    clock = MONDAY_MORNING;
    const number = await postComplaint(app.baseUrl);
    const sources = queueSources(app.store);
    const record = (await sources.complaints.find(number))!;
    const at = new Date(Date.parse(record.createdAt) + 10 * DAY);
    const closed = await changeStatus(
      'complaints',
      sources.complaints,
      record,
      { status: 'Closed', note: 'Refunded the brokerage.', version: record.version, frozenAt: '' },
      { by: 'meera', now: at, audit: new AuditLog(app.store, () => at), origin: ORIGIN },
    );
    expect(closed.ok).toBe(true);
    await sweep(Date.parse(record.createdAt) + 19 * DAY);
    expect(await escalationsAudited(`complaints/${number}`)).toEqual([]);
  });

  it('escalates a freeze request not frozen 10 minutes after it was due, once, to operations', async () => {
    clock = MONDAY_MORNING;
    const res = await postJson<{ data: StopTradeAck }>(app.baseUrl, api.stopTrade, validStopTrade);
    expect(res.status).toBe(201);
    const { ackNo } = res.body.data;
    const record = (await queueSources(app.store)['freeze-requests'].find(ackNo))!;
    const due = MONDAY_MORNING + 15 * MINUTE;
    expect(record.dueAt).toBe(new Date(due).toISOString());
    const target = `freeze-requests/${ackNo}`;

    expect(await sweep(due + 10 * MINUTE - 1000)).toBe(0);
    expect(await sweep(due + 10 * MINUTE)).toBe(1);
    expect(await sweep(due + 11 * MINUTE)).toBe(0);
    expect(await escalationsAudited(target)).toEqual([
      `Late: escalated (due ${new Date(due).toISOString()})`,
    ]);
    expect(await alerts('stop-trade', record.id)).toContain('staffFreezeLate ops@firm.example.in');
  });

  it('takes its thresholds from the admins’ settings, validated and audited', async () => {
    clock = MONDAY_MORNING;
    const boss = await signedIn('boss');
    const meera = await signedIn('meera');
    const read = await meera.call(deskApi.escalationSettings);
    expect(await read.json()).toEqual(ESCALATION_DEFAULTS);

    const put = (client: DeskClient, json: unknown) =>
      client.call(deskApi.escalationSettings, { method: 'PUT', json });
    const changed = { complaintComplianceDays: 10, complaintRedDays: 12, freezeLateMinutes: 5 };
    expect((await put(meera, changed)).status).toBe(403);
    for (const [json, message] of [
      [{ ...changed, complaintComplianceDays: 21 }, deskMsg.escalationDaysInvalid],
      [{ ...changed, complaintRedDays: 9 }, deskMsg.escalationRedBeforeCompliance],
      [{ ...changed, freezeLateMinutes: '5' }, deskMsg.escalationMinutesInvalid],
    ] as const) {
      const refused = await put(boss, json);
      expect(refused.status).toBe(400);
      expect(JSON.stringify(await refused.json())).toContain(message);
    }
    expect(await (await meera.call(deskApi.escalationSettings)).json()).toEqual(
      ESCALATION_DEFAULTS,
    );

    const saved = await put(boss, changed);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual(changed);
    const audited = await app.store.audit.list({
      where: { action: AUDIT_ACTIONS.escalationSettings },
    });
    expect(audited.data.map((e) => e.actor)).toEqual(['boss']);

    const number = await postComplaint(app.baseUrl);
    const record = (await queueSources(app.store).complaints.find(number))!;
    const received = Date.parse(record.createdAt);
    expect(await sweep(received + 10 * DAY - MINUTE)).toBe(0);
    expect(await sweep(received + 10 * DAY)).toBe(1);
    expect(await escalationsAudited(`complaints/${number}`)).toHaveLength(1);
    await put(boss, ESCALATION_DEFAULTS);
  });
  it("e-mails the compliance officer's address (a setting) once per escalation to compliance", async () => {
    // Later than every other test's sign-in: the admin's two-factor code of a step already used
    // would be refused.
    clock = MONDAY_MORNING + 30 * DAY;
    const boss = await signedIn('boss');
    const set = (json: unknown) => boss.call(deskApi.complianceOfficer, { method: 'PUT', json });
    expect((await set({ email: 'not an address' })).status).toBe(400);
    expect(
      (
        await (
          await signedIn('meera')
        ).call(deskApi.complianceOfficer, {
          method: 'PUT',
          json: { email: 'x@firm.example.in' },
        })
      ).status,
    ).toBe(403);
    const saved = await set({ email: 'compliance@firm.example.in' });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ email: 'compliance@firm.example.in' });
    const changes = await app.store.audit.list({
      where: { action: AUDIT_ACTIONS.complianceOfficer },
    });
    expect(changes.data.at(-1)).toMatchObject({ actor: 'boss', detail: 'c•••@firm.example.in' });

    // From the store, not a public POST: the file's posts keep within the address's budget.
    const number = 'CMP-COMP-0001';
    await app.store.complaint.insert(openComplaint(number));
    const record = (await queueSources(app.store).complaints.find(number))!;
    const received = Date.parse(record.createdAt);
    // (Other tests' open records may escalate in the same sweep.)
    expect(await sweep(received + 15 * DAY)).toBeGreaterThan(0);
    expect(await sweep(received + 15 * DAY + MINUTE)).toBe(0);
    expect(await alerts('complaints', record.id)).toEqual([
      'staffComplaintEscalated grievance@firm.example.in',
      'staffComplaintEscalated compliance@firm.example.in',
    ]);
    // The red flag is the officers' own: the compliance officer already has it on their list.
    expect(await sweep(received + 18 * DAY)).toBeGreaterThan(0);
    expect(
      (await alerts('complaints', record.id)).filter((a) => a.includes('compliance@')),
    ).toHaveLength(1);
    await set({ email: '' });
  });
});
