// SCORES and SMART ODR, the Accessibility category and duplicates on the desk (issue 43;
// docs/contract.md §11 SCORES and SMART ODR, Duplicates; §12): the channels' fields and their
// refusals, both clocks (the firm's and SCORES') by the server's injected clock, the move to ODR
// and its task, the close rule of an Accessibility complaint, linking duplicates, closing them
// with their primary, and the SEBI tables counting each channel and a duplicate once.
import { describe, expect, it } from 'vitest';
import {
  AUDIT_ACTIONS,
  deskApi,
  deskMsg,
  type QueuePage,
  type QueueRecord,
} from '../../src/contract/desk';
import { istDay } from '../../src/contract/deadlines';
import { complaintTables, indexComplaints } from '../disclosures/complaintTables';
import { monthOf } from '../disclosures/istMonths';
import { grievanceDashboard } from './grievanceDashboard';
import { deskForSuite } from '../testing/desk';
import { expectMoved, expectReopened } from '../testing/history';
import { validBarrierReport, validComplaint, validWithdrawal } from '../testing/payloads';
import { engines } from '../store/testing/engines';

const DAY = 24 * 60 * 60_000;

describe.each(engines)('desk SCORES, ODR and duplicates: $name', (engine) => {
  const { desk, staff } = deskForSuite(engine, { grievance: ['meera'], operations: ['ravi'] });

  const json = async <T>(res: Response) => (await res.json()) as T;
  const register = (body: object) =>
    desk.call(deskApi.queue('complaints'), {
      method: 'POST',
      cookie: staff.meera,
      json: { ...validComplaint, ...body },
    });
  const registered = async (body: object) => {
    const res = await register(body);
    expect(res.status).toBe(201);
    return (await json<{ data: QueueRecord }>(res)).data;
  };
  const view = async (key: string) =>
    json<QueueRecord>(await desk.call(deskApi.record('complaints', key), { cookie: staff.meera }));
  const setStatus = (key: string, body: object, cookie = staff.meera) =>
    desk.call(deskApi.record('complaints', key), { method: 'PATCH', cookie, json: body });
  const link = (key: string, of: string | null, version: number, queue = 'complaints' as const) =>
    desk.call(deskApi.duplicateOf(queue, key), {
      method: 'PUT',
      cookie: staff.meera,
      json: { of, version },
    });
  const errorsOf = async (res: Response) => (await json<{ errors?: object }>(res)).errors;
  /** An Accessibility complaint is refused a close without the fix's reference, then closed with it. */
  const closeWithFix = async (key: string, version: number, fixReference: string) => {
    const refused = await setStatus(key, { status: 'Closed', note: 'Fixed.', version });
    expect(refused.status).toBe(400);
    expect(await errorsOf(refused)).toEqual({ fixReference: deskMsg.fixReferenceRequired });
    const closed = await setStatus(key, {
      status: 'Closed',
      note: 'The form names the wrong field to screen readers now.',
      fixReference,
      version,
    });
    expect(closed.status).toBe(200);
    return closed;
  };
  const auditOf = async (target: string) =>
    (await desk.store.audit.list({ sort: 'oldest' })).data.filter((e) => e.target === target);
  /** A day `days` before the server's today, in IST. */
  const daysAgo = (days: number) => istDay(new Date(desk.now().getTime() - days * DAY));

  it('a SCORES complaint needs its registration number and a past forwarding day', async () => {
    const bothRefused = {
      scoresNo: deskMsg.scoresNoInvalid,
      scoresForwardedOn: deskMsg.scoresForwardedOnInvalid,
    };
    const missing = await register({ source: 'SCORES' });
    expect(missing.status).toBe(400);
    expect(await errorsOf(missing)).toEqual(bothRefused);
    const malformed = await register({
      source: 'SCORES',
      scoresNo: 'no spaces allowed',
      scoresForwardedOn: '2026-02-30',
    });
    expect(await errorsOf(malformed)).toEqual(bothRefused);
    const future = await register({
      source: 'SCORES',
      scoresNo: 'SEBIE/MH26/0001234/1',
      scoresForwardedOn: istDay(new Date(desk.now().getTime() + 2 * DAY)),
    });
    expect(future.status).toBe(400);
    expect(await errorsOf(future)).toEqual({ scoresForwardedOn: deskMsg.scoresForwardedOnInvalid });
    const category = await register({ source: 'Other', category: 'Billing' });
    expect(await errorsOf(category)).toEqual({ category: deskMsg.categoryInvalid });
  });

  it('an exchange or depository complaint needs their reference; other channels keep none', async () => {
    for (const source of ['Stock exchange', 'Depository']) {
      const res = await register({ source });
      expect(res.status).toBe(400);
      expect(await errorsOf(res)).toEqual({ sourceReference: deskMsg.sourceReferenceRequired });
    }
    const nse = await registered({ source: 'Stock exchange', sourceReference: 'NSE/IG/2026/0042' });
    expect(nse.fields).toMatchObject({ sourceReference: 'NSE/IG/2026/0042' });
    // A SCORES number sent with another channel is not kept (it would mislabel the record).
    const other = await registered({ source: 'Other', scoresNo: 'SEBIE/MH26/0009999/1' });
    expect(other.fields).not.toHaveProperty('scoresNo');
    expect(other.scoresClock).toBeUndefined();
  });

  it("shows both clocks: the firm's 21 days from registration and SCORES' from its forwarding", async () => {
    const forwardedOn = daysAgo(10);
    const saved = await registered({
      source: 'SCORES',
      scoresNo: 'SEBIE/MH26/0001234/1',
      scoresForwardedOn: forwardedOn,
    });
    expect(saved.fields).toMatchObject({
      scoresNo: 'SEBIE/MH26/0001234/1',
      scoresForwardedOn: forwardedOn,
      scoresDueOn: istDay(new Date(Date.parse(`${forwardedOn}T00:00:00+05:30`) + 21 * DAY)),
    });
    expect(Date.parse(saved.dueAt!) - Date.parse(saved.receivedAt)).toBe(21 * DAY);
    expect(saved.scoresClock).toMatchObject({
      dueOn: saved.fields.scoresDueOn,
      stopped: false,
      overdue: false,
    });
    const audit = await auditOf(`complaints/${saved.key}`);
    expect(audit.map((e) => [e.action, e.detail])).toEqual([[AUDIT_ACTIONS.register, 'SCORES']]);
  });

  it('moves a complaint to ODR with its case number: both clocks stop and the ODR task starts', async () => {
    const saved = await registered({
      source: 'SCORES',
      scoresNo: 'SEBIE/GJ26/0000777/1',
      scoresForwardedOn: daysAgo(3),
    });
    const without = await setStatus(saved.key, { status: 'Moved to ODR', version: 1 });
    expect(without.status).toBe(400);
    expect(await errorsOf(without)).toEqual({ odrCaseNo: deskMsg.odrCaseNoInvalid });
    const moved = await setStatus(saved.key, {
      status: 'Moved to ODR',
      odrCaseNo: 'ODR/2026/000123',
      version: 1,
    });
    expect(moved.status).toBe(200);
    const record = await json<QueueRecord>(moved);
    expect(record).toMatchObject({
      status: 'Moved to ODR',
      dueAt: null,
      overdue: false,
      odr: { caseNo: 'ODR/2026/000123', participation: 'Not yet decided', outcome: 'Pending' },
      scoresClock: { stopped: true, overdue: false },
    });
    // Final: the ODR task follows the case, the status does not move again.
    const again = await setStatus(saved.key, { status: 'Closed', note: 'x', version: 2 });
    expect(again.status).toBe(409);
    const task = (body: object) =>
      desk.call(deskApi.odrTask(saved.key), { method: 'PUT', cookie: staff.meera, json: body });
    // Each refused task names its field; a refusal saves nothing (the version stays 2).
    for (const [refused, errors] of [
      [{ participation: 'Maybe' }, { participation: deskMsg.odrParticipationInvalid }],
      [
        { participation: 'Participating', conciliationDate: '2026-13-01' },
        { conciliationDate: deskMsg.odrDateInvalid },
      ],
    ] as const) {
      expect(await errorsOf(await task({ ...refused, outcome: 'Pending', version: 2 }))).toEqual(
        errors,
      );
    }
    const set = await task({
      participation: 'Participating',
      conciliationDate: '2026-12-20',
      outcome: 'Settled in conciliation',
      version: 2,
    });
    expect(set.status).toBe(200);
    expect((await json<QueueRecord>(set)).odr).toMatchObject({
      caseNo: 'ODR/2026/000123',
      participation: 'Participating',
      conciliationDate: '2026-12-20',
      outcome: 'Settled in conciliation',
    });
    expect(
      (await task({ participation: 'Participating', outcome: 'Pending', version: 2 })).status,
    ).toBe(409);
    expect(
      (await task({ participation: 'Participating', outcome: 'Pending', version: 3 })).status,
    ).toBe(200);
    expect((await auditOf(`complaints/${saved.key}`)).map((e) => e.action)).toEqual([
      AUDIT_ACTIONS.register,
      AUDIT_ACTIONS.status,
      AUDIT_ACTIONS.odrTask,
      AUDIT_ACTIONS.odrTask,
    ]);
    const open = await registered({ source: 'Other' });
    const notMoved = await desk.call(deskApi.odrTask(open.key), {
      method: 'PUT',
      cookie: staff.meera,
      json: { participation: 'Participating', outcome: 'Pending', version: 1 },
    });
    expect(notMoved.status).toBe(409);
    expect((await json<{ message: string }>(notMoved)).message).toBe(deskMsg.odrNotMoved);
    const forbidden = await desk.call(deskApi.odrTask(saved.key), {
      method: 'PUT',
      cookie: staff.ravi,
      json: { participation: 'Participating', outcome: 'Pending', version: 4 },
    });
    expect(forbidden.status).toBe(403);
  });

  it('moves to ODR only a complaint not closed: a closed one is reopened first', async () => {
    const saved = await registered({ source: 'Other' });
    expect(
      (await setStatus(saved.key, { status: 'Closed', note: 'Done.', version: 1 })).status,
    ).toBe(200);
    const res = await setStatus(saved.key, {
      status: 'Moved to ODR',
      odrCaseNo: 'ODR-2026-9',
      version: 2,
    });
    expect(res.status).toBe(409);
    expect((await json<{ message: string }>(res)).message).toBe(deskMsg.odrFromClosed);
  });

  it('closes an Accessibility complaint only with a reference to the fix', async () => {
    const saved = await registered({
      source: 'SCORES',
      scoresNo: 'SEBIE/MH26/0004545/1',
      scoresForwardedOn: daysAgo(1),
      category: 'Accessibility',
    });
    expect(saved.fields).toMatchObject({ category: 'Accessibility' });
    const closed = await closeWithFix(saved.key, 1, 'Release 2026.12.3 (ticket A11Y-88)');
    const record = await json<QueueRecord>(closed);
    expect(record.history.at(-1)).toMatchObject({
      to: 'Closed',
      fixReference: 'Release 2026.12.3 (ticket A11Y-88)',
    });
    expect(record.scoresClock).toMatchObject({ stopped: true });
    // Another category closes with a note alone.
    const plain = await registered({ source: 'Other', category: 'Other' });
    expect(
      (await setStatus(plain.key, { status: 'Closed', note: 'Done.', version: 1 })).status,
    ).toBe(200);
  });

  it('changes a category with a reason: in the history, the audit and the dashboard; Accessibility rules follow', async () => {
    const saved = await registered({ source: 'Other', category: 'Other' });
    const change = (body: object, cookie = staff.meera) =>
      desk.call(deskApi.category(saved.key), { method: 'PUT', cookie, json: body });
    const month = monthOf(desk.now().getTime());
    const categoryCount = async (name: string) =>
      grievanceDashboard(
        await indexComplaints(desk.store.complaint.scan()),
        month,
        desk.now().getTime(),
      ).byCategory.find((c) => c.name === name)?.received ?? 0;
    const before = [await categoryCount('Other'), await categoryCount('Accessibility')];

    expect(
      await errorsOf(await change({ category: 'Accessibility', reason: ' ', version: 1 })),
    ).toEqual({
      reason: deskMsg.categoryReasonRequired,
    });
    expect(await errorsOf(await change({ category: 'Billing', reason: 'x', version: 1 }))).toEqual({
      category: deskMsg.categoryInvalid,
    });
    expect((await change({ category: 'Other', reason: 'Same', version: 1 })).status).toBe(409);
    expect(
      (await change({ category: 'Accessibility', reason: 'x', version: 1 }, staff.ravi)).status,
    ).toBe(403);
    const reason = 'The investor cannot use the screen reader on the contract-note page.';
    const changed = await change({ category: 'Accessibility', reason, version: 1 });
    expect(changed.status).toBe(200);
    const record = await json<QueueRecord>(changed);
    expect(record.fields).toMatchObject({ category: 'Accessibility' });
    expect(record.categoryHistory).toEqual([
      { by: 'meera', at: expect.any(String), from: 'Other', to: 'Accessibility', reason },
    ]);
    // A stale page's change is refused, not merged.
    expect((await change({ category: 'Other', reason: 'Back', version: 1 })).status).toBe(409);
    const entry = (await auditOf(`complaints/${saved.key}`)).at(-1);
    expect(entry).toMatchObject({
      actor: 'meera',
      action: AUDIT_ACTIONS.category,
      detail: 'Other → Accessibility',
    });
    // The dashboard counts it under its category now; the SEBI tables do not split by category.
    expect([await categoryCount('Other'), await categoryCount('Accessibility')]).toEqual([
      before[0]! - 1,
      before[1]! + 1,
    ]);
    // Now an Accessibility complaint: closed only with the fix's reference.
    await closeWithFix(saved.key, 2, 'Release 2026.12.4');
    // A closed complaint keeps the category it was closed under.
    expect((await change({ category: 'Other', reason: 'Later', version: 3 })).status).toBe(409);
  });

  it('links a duplicate of the same investor, refuses what is not one, and unlinks it', async () => {
    const primary = await registered({ source: 'Other' });
    const copy = await registered({ source: 'Other', email: 'ASHA.RAO@example.in' });
    const stranger = await registered({
      source: 'Other',
      email: 'someone.else@example.in',
      contactNo: '9000000001',
    });
    expect(await errorsOf(await link(copy.key, copy.key, 1))).toEqual({
      of: deskMsg.duplicateOfItself,
    });
    expect(await errorsOf(await link(copy.key, 'CMP-NONE-0000', 1))).toEqual({
      of: deskMsg.duplicateNotFound,
    });
    expect(await errorsOf(await link(stranger.key, primary.key, 1))).toEqual({
      of: deskMsg.duplicateOtherInvestor,
    });
    const linked = await link(copy.key, primary.key, 1);
    expect(linked.status).toBe(200);
    expect(await json<QueueRecord>(linked)).toMatchObject({ duplicateOf: primary.key, version: 2 });
    expect((await view(primary.key)).duplicates).toEqual([copy.key]);
    // One level only: the primary cannot become a duplicate, nor a record link to a duplicate.
    const third = await registered({ source: 'Other' });
    expect(await errorsOf(await link(primary.key, third.key, 1))).toEqual({
      of: deskMsg.duplicateChain,
    });
    expect(await errorsOf(await link(third.key, copy.key, 1))).toEqual({
      of: deskMsg.duplicateChain,
    });
    expect((await link(copy.key, primary.key, 2)).status).toBe(409);
    const unlinked = await link(copy.key, null, 2);
    expect(unlinked.status).toBe(200);
    expect(await json<QueueRecord>(unlinked)).not.toHaveProperty('duplicateOf');
    expect((await view(primary.key)).duplicates).toEqual([]);
    expect((await auditOf(`complaints/${copy.key}`)).slice(1).map((e) => e.detail)).toEqual([
      `duplicate of ${primary.key}`,
      `not a duplicate of ${primary.key}`,
    ]);
    // A queue whose records are not linked says so; the operations role does not work complaints.
    const withdrawal = await desk.store.withdrawal.insert({ ...validWithdrawal, status: 'New' });
    const refused = await desk.call(deskApi.duplicateOf('withdrawals', withdrawal.id), {
      method: 'PUT',
      cookie: staff.ravi,
      json: { of: 'x', version: 1 },
    });
    expect(refused.status).toBe(400);
    expect((await json<{ message: string }>(refused)).message).toBe(deskMsg.duplicateKindRefused);
  });

  it('closing the primary closes its open duplicates in one change, each in its history', async () => {
    const primary = await registered({ source: 'Other' });
    const copies = [await registered({ source: 'Other' }), await registered({ source: 'Other' })];
    for (const c of copies) expect((await link(c.key, primary.key, 1)).status).toBe(200);
    const closed = await setStatus(primary.key, {
      status: 'Closed',
      note: 'Contract note re-sent.',
      version: 1,
    });
    expect(closed.status).toBe(200);
    for (const c of copies) {
      const record = await view(c.key);
      expectMoved(record, {
        by: 'meera',
        from: 'Open',
        to: 'Closed',
        note: `With ${primary.key}, of which this is a duplicate. Contract note re-sent.`,
      });
      // Its own closing message to the investor, as its own close would send.
      const saved = await desk.store.complaint.findBy('complainNo', c.key);
      const kinds = (await desk.store.outbox.about('complaints', saved!.id)).map((m) => m.kind);
      expect(kinds).toContain('complaintClosed');
    }
    const entries = await auditOf(`complaints/${primary.key}`);
    expect(entries.at(-1)).toMatchObject({
      action: AUDIT_ACTIONS.status,
      detail: `Open → Closed; duplicates with it: ${copies.map((c) => c.key).join(', ')}`,
    });
  });

  it('reopening the primary reopens its closed duplicates, each in its history, named in the audit', async () => {
    const primary = await registered({ source: 'Other' });
    const copy = await registered({ source: 'Other' });
    expect((await link(copy.key, primary.key, 1)).status).toBe(200);
    expect(
      (await setStatus(primary.key, { status: 'Closed', note: 'Refunded.', version: 1 })).status,
    ).toBe(200);
    expect((await view(copy.key)).status).toBe('Closed');
    const reopened = await setStatus(primary.key, {
      status: 'Open',
      note: 'The refund did not arrive.',
      version: 2,
    });
    expect(reopened.status).toBe(200);
    const record = await view(copy.key);
    expectReopened(
      record,
      'meera',
      `With ${primary.key}, of which this is a duplicate. The refund did not arrive.`,
    );
    // Its clock runs again from the reopening, as its own reopening would run it.
    expect(record.dueAt).toBe((await view(primary.key)).dueAt);
    const saved = await desk.store.complaint.findBy('complainNo', copy.key);
    const kinds = (await desk.store.outbox.about('complaints', saved!.id)).map((m) => m.kind);
    expect(kinds.filter((k) => k === 'complaintReopened')).toHaveLength(2);
    const changes = (await auditOf(`complaints/${primary.key}`)).filter(
      (e) => e.action === AUDIT_ACTIONS.status,
    );
    expect(changes.at(-1)!.detail).toBe(`Closed → Open; duplicates with it: ${copy.key}`);
  });

  it('links duplicates on another queue that declares them (accessibility barriers)', async () => {
    const first = await desk.store.barrierReport.insert({
      ...validBarrierReport,
      reportNo: 'ACC-DUP-0001',
      status: 'Open',
      history: [],
    });
    await desk.store.barrierReport.insert({
      ...validBarrierReport,
      reportNo: 'ACC-DUP-0002',
      status: 'Open',
      history: [],
    });
    expect(first.reportNo).toBe('ACC-DUP-0001');
    const res = await desk.call(deskApi.duplicateOf('accessibility-barriers', 'ACC-DUP-0002'), {
      method: 'PUT',
      cookie: staff.meera,
      json: { of: 'ACC-DUP-0001', version: 1 },
    });
    expect(res.status).toBe(200);
    expect((await json<QueueRecord>(res)).duplicateOf).toBe('ACC-DUP-0001');
  });

  it('the SEBI tables count each channel in its row, ODR as resolved and a duplicate once', async () => {
    const month = monthOf(desk.now().getTime());
    const before = complaintTables(await indexComplaints(desk.store.complaint.scan()), month);
    const row = (t: typeof before, i: number) => t.broker.month.rows[i]!;
    const primary = await registered({
      source: 'SCORES',
      scoresNo: 'SEBIE/MH26/0000001/1',
      scoresForwardedOn: daysAgo(0),
    });
    const duplicate = await registered({
      source: 'SCORES',
      scoresNo: 'SEBIE/MH26/0000002/1',
      scoresForwardedOn: daysAgo(0),
    });
    await registered({ source: 'Stock exchange', sourceReference: 'BSE/2026/77' });
    await registered({ source: 'Other' });
    const dp = await registered({
      source: 'Depository',
      sourceReference: 'CDSL/2026/5',
      department: 'DP',
    });
    expect((await link(duplicate.key, primary.key, 1)).status).toBe(200);
    expect(
      (
        await setStatus(primary.key, {
          status: 'Moved to ODR',
          odrCaseNo: 'ODR-2026-42',
          version: 1,
        })
      ).status,
    ).toBe(200);
    const after = complaintTables(await indexComplaints(desk.store.complaint.scan()), month);
    const received = (t: typeof before, i: number) => row(t, i).received;
    // Directly from investors, SCORES (the duplicate not counted), stock exchanges, other sources.
    expect([0, 1, 2, 3].map((i) => received(after, i) - received(before, i))).toEqual([1, 1, 1, 0]);
    expect(row(after, 1).resolved - row(before, 1).resolved).toBe(1);
    // The depository's complaint is in the depository participant's table, its own row.
    const dpRow = (t: typeof before) => t.depository.month.rows[2]!.received;
    expect(dpRow(after) - dpRow(before)).toBe(1);
    expect(dp.source).toBe('Depository');
  });

  it("SCORES' clock runs out on its day while the firm's still runs; the escalation list skips ODR", async () => {
    const scores = await registered({
      source: 'SCORES',
      scoresNo: 'SEBIE/MH26/0003333/1',
      scoresForwardedOn: daysAgo(15),
    });
    const odr = await registered({ source: 'Other' });
    expect(
      (await setStatus(odr.key, { status: 'Moved to ODR', odrCaseNo: 'ODR-2026-77', version: 1 }))
        .status,
    ).toBe(200);
    desk.advance(7 * DAY);
    staff.meera = await desk.signIn('meera');
    const later = await view(scores.key);
    expect(later.scoresClock).toMatchObject({ overdue: true, stopped: false });
    expect(later.overdue).toBe(false);
    desk.advance(9 * DAY);
    staff.meera = await desk.signIn('meera');
    // Day 16 of the firm's 21: the compliance officer's list has the open one, not the ODR one.
    const page = await json<QueuePage>(
      await desk.call(`${deskApi.queue('complaints')}?escalated=1`, { cookie: staff.meera }),
    );
    const keys = page.data.map((r) => r.key);
    expect(keys).toContain(scores.key);
    expect(keys).not.toContain(odr.key);
  });
});
