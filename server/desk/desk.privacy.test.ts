// Retention with legal hold and the breach register (docs/contract.md §16; issue 44), over HTTP on
// both engines with the harness's clock: a record past its kind's period is archived and erased
// of its personal fields by the sweep, the SEBI complaint table of its month the same before and
// after; a held record is left as it was and its refusal gives the reason and the date; the dry
// run changes nothing; the breach clocks run from the finding; the contacts' CSV is formula-safe
// and audited; none of it is open to anyone but admins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, deskApi } from '../../src/contract/desk';
import { ODR_STATUS } from '../../src/contract/scores';
import {
  privacyApi,
  privacyMsg,
  type BreachView,
  type ErasureVerdict,
  type LegalHoldView,
  type RetentionReport,
} from '../../src/contract/privacyDesk';
import type { ComplaintRecord, FeedbackRecord } from '../../src/contract/requests';
import { complaintTables, indexComplaints } from '../disclosures/complaintTables';
import { parseMonth } from '../disclosures/istMonths';
import { AuditLog } from './audit';
import { RETENTION_ACTOR, sweepRetention } from './retention';
import { engines } from '../store/testing/engines';
import type { Store, Stored } from '../store/types';
import { deskForSuite } from '../testing/desk';

const DAY = 86_400_000;
const PDF = Buffer.from('%PDF-1.4 a statement');
const HOUR = 3_600_000;

function complaint(
  complainNo: string,
  received: string,
  closed: string | null,
  who = { fName: 'Asha', lName: 'Mehta', email: 'asha@example.in', contactNo: '9876543210' },
): Stored<ComplaintRecord> {
  const history = [{ by: 'web', at: received, from: null, to: 'Open' }];
  if (closed) {
    history.push({
      by: 'priya',
      at: closed,
      from: 'Open',
      to: 'Closed',
      note: 'Refunded Asha.',
    } as never);
  }
  return {
    id: `id-${complainNo}`,
    createdAt: received,
    updatedAt: closed ?? received,
    version: 1,
    ...who,
    address: '12 MG Road, Ahmedabad',
    department: 'Back Office',
    complain: 'My PAN ABCDE1234F was used without my consent.',
    complainNo,
    status: closed ? 'Closed' : 'Open',
    history,
    source: 'Web',
  } as Stored<ComplaintRecord>;
}

async function sebiTable(store: Store, month: string) {
  return complaintTables(await indexComplaints(store.complaint.scan()), parseMonth(month)!);
}

describe.each(engines)('retention and breaches: $name', (engine) => {
  const { desk, staff } = deskForSuite(engine, { admin: ['admin'], grievance: ['priya'] });
  /** Closed 10 days short of 8 years ago: erasable within the 30-day look-ahead. */
  let soonClosed = '';

  beforeAll(async () => {
    soonClosed = new Date(desk.now().getTime() - 8 * 365.25 * DAY + 10 * DAY).toISOString();
    await desk.store.complaint.insertStored([
      attached(complaint('CMP-OLD1', '2017-03-10T05:00:00.000Z', '2017-03-20T05:00:00.000Z')),
      attached(complaint('CMP-OLD2', '2017-03-11T05:00:00.000Z', '2017-03-21T05:00:00.000Z')),
      complaint('CMP-OPEN', '2017-03-12T05:00:00.000Z', null),
      complaint('CMP-RECENT', '2019-12-30T05:00:00.000Z', '2020-01-10T05:00:00.000Z'),
      complaint('CMP-SOON', soonClosed, soonClosed),
      complaint('CMP-NEW', desk.now().toISOString(), null, {
        fName: '=HYPERLINK("http://evil.example")',
        lName: 'Shah',
        email: 'ravi@example.in',
        contactNo: '9123456780',
      }),
    ]);
    await desk.store.feedback.insertStored([
      {
        id: 'fb-old',
        createdAt: '2024-01-01T05:00:00.000Z',
        updatedAt: '2024-01-05T05:00:00.000Z',
        version: 1,
        fName: 'Kiran',
        lName: 'Joshi',
        email: 'kiran@example.in',
        contactNo: '9000000001',
        modeOfCommute: 'Website',
        address: 'Surat',
        feedback: 'Good service',
        status: 'Done',
        history: [{ by: 'priya', at: '2024-01-05T05:00:00.000Z', from: 'New', to: 'Done' }],
      } satisfies Stored<FeedbackRecord>,
    ]);
  }, 60_000);
  afterAll(() => desk.close());

  /** `r` with one investor's file attached, stored in the attachment files (docs/contract.md §7b). */
  function attached(r: Stored<ComplaintRecord>): Stored<ComplaintRecord> {
    const file = `att-${r.complainNo}.pdf`;
    files.push(desk.store.attachmentFiles.put(file, { type: 'application/pdf', bytes: PDF }));
    const attachment = {
      id: 'a1',
      name: 'statement.pdf',
      type: 'application/pdf',
      size: PDF.length,
    };
    return { ...r, attachments: [{ ...attachment, at: r.createdAt, by: 'A•••', file }] } as never;
  }
  const files: Promise<void>[] = [];
  const attachedFile = (complainNo: string) =>
    desk.store.attachmentFiles.get(`att-${complainNo}.pdf`);

  const get = async <T>(path: string, cookie = staff.admin) => {
    const res = await desk.call(path, { cookie });
    expect(res.status).toBe(200);
    return (await res.json()) as T;
  };
  const post = (path: string, json: unknown, cookie = staff.admin) =>
    desk.call(path, { method: 'POST', cookie, json });
  const verdict = (key: string) =>
    get<ErasureVerdict>(privacyApi.retentionRecord('complaints', key));
  const sweep = () =>
    sweepRetention(desk.store, desk.now(), new AuditLog(desk.store, () => desk.now()));
  const stored = (key: string) => desk.store.complaint.findBy('complainNo', key);

  it('is for admins only', async () => {
    const calls: [string, string][] = [
      ['GET', privacyApi.retention],
      ['GET', privacyApi.retentionRecord('complaints', 'CMP-OLD1')],
      ['GET', privacyApi.legalHolds],
      ['POST', privacyApi.legalHolds],
      ['POST', privacyApi.liftHold('x')],
      ['GET', privacyApi.breaches],
      ['POST', privacyApi.breaches],
      ['POST', privacyApi.breachNotice('x', 'board')],
      ['GET', privacyApi.breachContacts('x')],
    ];
    for (const [method, path] of calls) {
      const body = method === 'GET' ? {} : { json: {} };
      const res = await desk.call(path, { method, cookie: staff.priya, ...body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect((await desk.call(path, { method, ...body })).status).toBe(401);
    }
  });

  it('sets a legal hold with a reason, audited; refuses a second, an unknown record, no reason', async () => {
    const bad = await post(privacyApi.legalHolds, { queue: 'complaints', key: 'CMP-OLD2' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors).toEqual({
      reason: privacyMsg.holdReasonRequired,
    });
    const unknown = await post(privacyApi.legalHolds, {
      queue: 'complaints',
      key: 'CMP-NONE',
      reason: 'Court order 12/2026',
    });
    expect(unknown.status).toBe(404);
    const set = await post(privacyApi.legalHolds, {
      queue: 'complaints',
      key: 'CMP-OLD2',
      reason: 'Court order 12/2026',
    });
    expect(set.status).toBe(201);
    expect(await set.json()).toMatchObject({ key: 'CMP-OLD2', state: 'active', setBy: 'admin' });
    const again = await post(privacyApi.legalHolds, {
      queue: 'complaints',
      key: 'CMP-OLD2',
      reason: 'Another order',
    });
    expect(again.status).toBe(409);
    const { data } = await desk.store.audit.list({ where: { action: AUDIT_ACTIONS.legalHoldSet } });
    expect(data.map((e) => [e.actor, e.target, e.detail])).toEqual([
      ['admin', 'complaints/CMP-OLD2', 'Court order 12/2026'],
    ]);
  });

  it('answers why a record is kept and from when it can be erased', async () => {
    const held = await verdict('CMP-OLD2');
    expect(held).toMatchObject({ state: 'held', erasableFrom: null });
    expect(held.reason).toContain('Court order 12/2026');
    expect(held.periodEndsAt).toBe('2025-03-21T05:00:00.000Z');
    expect(held.reason).toContain('2025-03-21');
    const open = await verdict('CMP-OPEN');
    expect(open).toMatchObject({ state: 'kept', erasableFrom: null, periodEndsAt: null });
    expect(open.reason).toMatch(/^Still open/);
    const recent = await verdict('CMP-RECENT');
    expect(recent).toMatchObject({ state: 'kept', erasableFrom: '2028-01-10T05:00:00.000Z' });
    expect(recent.reason).toContain('It can be erased from 2028-01-10');
    expect(recent.reason).toContain('SEBI (Stock Brokers) Regulations 2026');
    expect((await verdict('CMP-OLD1')).state).toBe('erasable');
    expect(
      (
        await desk.call(privacyApi.retentionRecord('complaints', 'CMP-NONE'), {
          cookie: staff.admin,
        })
      ).status,
    ).toBe(404);
  });

  it('the dry run lists what would be erased, what is held and what comes next, changing nothing', async () => {
    const before = await Promise.all(['CMP-OLD1', 'CMP-OLD2'].map(stored));
    const entries = await desk.store.audit.count();
    const report = await get<RetentionReport>(privacyApi.retention);
    expect(report.due.map((v) => `${v.queue}/${v.key}`)).toEqual([
      'feedback/fb-old',
      'complaints/CMP-OLD1',
    ]);
    expect(report.held.map((v) => v.key)).toEqual(['CMP-OLD2']);
    expect(report.upcoming.map((v) => v.key)).toEqual(['CMP-SOON']);
    expect(report.periods.find((p) => p.queue === 'complaints')).toMatchObject({
      retentionYears: 8,
    });
    expect(
      (await desk.call(`${privacyApi.retention}?days=x`, { cookie: staff.admin })).status,
    ).toBe(400);
    expect(await Promise.all(['CMP-OLD1', 'CMP-OLD2'].map(stored))).toEqual(before);
    expect(await desk.store.audit.count()).toBe(entries);
  });

  it('the sweep erases what passed its period, audited, the SEBI table of its month unchanged', async () => {
    await Promise.all(files);
    expect(await attachedFile('CMP-OLD1')).toBeDefined();
    const tableBefore = await sebiTable(desk.store, '2017-03');
    const held = await stored('CMP-OLD2');
    expect(await sweep()).toBe(2);
    // The investor's files go with the erasure; a held record keeps its own.
    expect(await attachedFile('CMP-OLD1')).toBeUndefined();
    expect(await attachedFile('CMP-OLD2')).toBeDefined();
    const old = await stored('CMP-OLD1');
    expect(old).toMatchObject({
      complainNo: 'CMP-OLD1',
      fName: '',
      lName: '',
      email: '',
      contactNo: '',
      address: '',
      complain: '',
      department: 'Back Office',
      source: 'Web',
      status: 'Closed',
      erasedAt: expect.any(String),
    });
    expect(JSON.stringify(old)).not.toMatch(/Asha|ABCDE1234F|9876543210|Refunded/);
    expect(old!.history.map((h) => h.to)).toEqual(['Open', 'Closed']);
    expect(await desk.store.feedback.get('fb-old')).toMatchObject({ email: '', feedback: '' });
    expect(await stored('CMP-OLD2')).toEqual(held);
    expect(await sebiTable(desk.store, '2017-03')).toEqual(tableBefore);
    const { data } = await desk.store.audit.list({
      where: { action: AUDIT_ACTIONS.retentionErase },
    });
    expect(data.map((e) => [e.actor, e.target]).sort()).toEqual([
      [RETENTION_ACTOR, 'complaints/CMP-OLD1'],
      [RETENTION_ACTOR, 'feedback/fb-old'],
    ]);
    expect(await sweep()).toBe(0);
    expect((await verdict('CMP-OLD1')).state).toBe('erased');
  });

  it('a lifted hold lets the next sweep erase the record, audited', async () => {
    const { data: holds } = await get<{ data: LegalHoldView[] }>(privacyApi.legalHolds);
    const hold = holds.find((h) => h.key === 'CMP-OLD2')!;
    expect((await post(privacyApi.liftHold(hold.id), {})).status).toBe(400);
    const lifted = await post(privacyApi.liftHold(hold.id), { reason: 'Order vacated' });
    expect(lifted.status).toBe(200);
    expect(await lifted.json()).toMatchObject({ state: 'lifted', liftReason: 'Order vacated' });
    expect((await post(privacyApi.liftHold(hold.id), { reason: 'Twice' })).status).toBe(409);
    expect((await verdict('CMP-OLD2')).state).toBe('erasable');
    const tableBefore = await sebiTable(desk.store, '2017-03');
    expect(await sweep()).toBe(1);
    expect(await stored('CMP-OLD2')).toMatchObject({ fName: '', department: 'Back Office' });
    expect(await sebiTable(desk.store, '2017-03')).toEqual(tableBefore);
    const { data } = await desk.store.audit.list({
      where: { action: AUDIT_ACTIONS.legalHoldLift },
    });
    expect(data.map((e) => [e.actor, e.detail])).toEqual([['admin', 'Order vacated']]);
  });

  it('holds a complaint before SMART ODR until its outcome, then counts the period from the decision', async () => {
    const moved = '2017-04-10T05:00:00.000Z';
    const before = complaint('CMP-ODR', '2017-04-01T05:00:00.000Z', null);
    await desk.store.complaint.insertStored([
      {
        ...before,
        status: ODR_STATUS,
        updatedAt: moved,
        history: [...before.history, { by: 'priya', at: moved, from: 'Open', to: ODR_STATUS }],
        odr: {
          caseNo: 'ODR/2017/0042',
          movedAt: moved,
          participation: 'Participating',
          outcome: 'Pending',
        },
      } as Stored<ComplaintRecord>,
    ]);
    const pending = await verdict('CMP-ODR');
    expect(pending).toMatchObject({ state: 'held', erasableFrom: null });
    expect(pending.reason).toContain('ODR/2017/0042');
    expect(await sweep()).toBe(0);

    const asked = desk.now().getTime();
    const decided = await desk.call(deskApi.odrTask('CMP-ODR'), {
      method: 'PUT',
      cookie: staff.priya,
      json: {
        participation: 'Participating',
        conciliationDate: '',
        outcome: 'Settled in conciliation',
        version: 1,
      },
    });
    expect(decided.status).toBe(200);
    const decidedAt = (await stored('CMP-ODR'))!.odr!.decidedAt!;
    expect(Date.parse(decidedAt)).toBeGreaterThanOrEqual(asked);
    expect(Date.parse(decidedAt)).toBeLessThanOrEqual(desk.now().getTime());
    const ends = new Date(decidedAt);
    ends.setUTCFullYear(ends.getUTCFullYear() + 8);
    expect(await verdict('CMP-ODR')).toMatchObject({
      state: 'kept',
      closedAt: decidedAt,
      erasableFrom: ends.toISOString(),
    });
    expect(await sweep()).toBe(0);
    expect(await stored('CMP-ODR')).toMatchObject({ fName: 'Asha' });
  });

  it('records a breach with its clocks from the finding and the notices to send', async () => {
    const found = new Date(desk.now().getTime() - 2 * HOUR);
    const refused = [
      { what: 'x', foundAt: found.toISOString(), affects: { queues: ['complaints'] } },
      {
        what: 'Laptop lost',
        foundAt: new Date(desk.now().getTime() + HOUR).toISOString(),
        affects: { queues: ['complaints'] },
      },
      { what: 'Laptop lost', foundAt: found.toISOString(), affects: { queues: [], records: [] } },
      { what: 'Laptop lost', foundAt: found.toISOString(), affects: { queues: ['nope'] } },
    ];
    for (const body of refused) expect((await post(privacyApi.breaches, body)).status).toBe(400);
    const res = await post(privacyApi.breaches, {
      what: 'A desk laptop with an export was lost',
      foundAt: found.toISOString(),
      affects: {
        queues: ['complaints'],
        receivedFrom: '2017-03-01',
        receivedTo: '2017-03-31',
        records: [{ queue: 'complaints', key: 'CMP-NEW' }],
      },
    });
    expect(res.status).toBe(201);
    const breach = (await res.json()) as BreachView;
    // CMP-OPEN and CMP-NEW: the erased records of March 2017 have no contacts left.
    expect(breach.affectedRecords).toBe(2);
    const notice = (b: BreachView, n: string) => b.notices.find((x) => x.notice === n)!;
    expect(notice(breach, 'certIn')).toMatchObject({
      dueAt: new Date(found.getTime() + 6 * HOUR).toISOString(),
      hoursLeft: 4,
    });
    expect(notice(breach, 'board')).toMatchObject({
      dueAt: new Date(found.getTime() + 72 * HOUR).toISOString(),
      hoursLeft: 70,
    });
    expect(notice(breach, 'investors').hoursLeft).toBe(-2);

    desk.advance(5 * HOUR);
    staff.admin = await desk.signIn('admin');
    const sent = await post(privacyApi.breachNotice(breach.id, 'certIn'), {});
    expect(sent.status).toBe(200);
    expect((await post(privacyApi.breachNotice(breach.id, 'certIn'), {})).status).toBe(409);
    expect((await post(privacyApi.breachNotice(breach.id, 'press' as 'board'), {})).status).toBe(
      400,
    );
    const { data } = await get<{ data: BreachView[] }>(privacyApi.breaches);
    expect(notice(data[0]!, 'certIn')).toMatchObject({ hoursLeft: null, sentBy: 'admin' });
    expect(notice(data[0]!, 'board').hoursLeft).toBe(65);
    const audited = await desk.store.audit.list({ where: { action: AUDIT_ACTIONS.breachNotice } });
    expect(audited.data.map((e) => e.target)).toEqual([`breach/${breach.id}`]);

    const csv = await desk.call(privacyApi.breachContacts(breach.id), { cookie: staff.admin });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    expect(text).toContain(
      `complaints,CMP-NEW,"'=HYPERLINK(""http://evil.example"") Shah",ravi@example.in,9123456780`,
    );
    expect(text).toContain('CMP-OPEN');
    expect(text).not.toContain('CMP-OLD1');
    const exports = await desk.store.audit.list({ where: { action: AUDIT_ACTIONS.export } });
    expect(exports.data.map((e) => [e.actor, e.target])).toEqual([
      ['admin', `breach/${breach.id}`],
    ]);
    expect(
      (await desk.call(privacyApi.breachContacts('nope'), { cookie: staff.admin })).status,
    ).toBe(404);
  });
});
