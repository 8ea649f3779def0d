// The grievance dashboard (docs/contract.md §11, Grievance dashboard) over HTTP on both engines:
// a closed month's received, resolved and pending are SEBI's monthly table's for that month
// (server/disclosures/, a duplicate left out, an ODR move disposed of, a reopening received again),
// split by age, category, channel and owner (the owner as it was then: a later hand-over changes
// no past month); its CSV (formula-safe, audited); who may read it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, deskApi, deskMsg } from '../../src/contract/desk';
import { AGE_BANDS, type GrievanceDashboard } from '../../src/contract/grievanceDashboard';
import { DASHBOARD_STALE_MS } from './grievanceDashboard';
import type { ComplaintRecord, QueueState, Stored } from '../store/types';
import { InvestorComplaints } from '../disclosures/investorComplaints';
import { formatMonth, monthOf, monthStart } from '../disclosures/istMonths';
import { engines } from '../store/testing/engines';
import { startDesk, type DeskHarness } from '../testing/desk';
import { openComplaint } from '../testing/payloads';

const DAY = 86_400_000;
const HOURS_2 = 7_200_000;

describe.each(engines)('grievance dashboard: $name', (engine) => {
  let desk: DeskHarness;
  let cookies: Record<string, string>;
  /** The last closed IST month, and its start. */
  let month = 0;
  let from = 0;

  /** A complaint received at `at`, its status changes `[at, to]` after. */
  const stored = (
    complainNo: string,
    at: number,
    extra: Partial<ComplaintRecord & QueueState>,
    changes: [number, string][] = [],
  ): Stored<ComplaintRecord> => {
    let status = 'Open';
    const history = [{ by: 'web', at: new Date(at).toISOString(), from: null, to: 'Open' }];
    for (const [when, to] of changes) {
      history.push({ by: 'meera', at: new Date(when).toISOString(), from: status as never, to });
      status = to;
    }
    const last = changes.at(-1)?.[0] ?? at;
    return {
      ...openComplaint(complainNo),
      status,
      history,
      ...extra,
      id: `id-${complainNo}`,
      createdAt: new Date(at).toISOString(),
      updatedAt: new Date(last).toISOString(),
      version: 1 + changes.length,
    } as Stored<ComplaintRecord>;
  };

  beforeAll(async () => {
    desk = await startDesk(engine);
    // The desk's clock in the middle of this IST month, so that no test meets a month's end: run
    // in the last minutes of a month, the current month changed under the tests that age the
    // dashboard's read by 16 minutes.
    const wall = desk.now().getTime();
    desk.advance(monthStart(monthOf(wall)) + 14 * DAY - wall);
    cookies = await desk.signedIn({
      grievance: ['meera', 'gita'],
      admin: ['admin'],
      auditor: ['audrey'],
      operations: ['ravi'],
      content: ['eddie'],
    });
    month = monthOf(desk.now().getTime()) - 1;
    from = monthStart(month);
    const day = (n: number) => from + (n - 1) * DAY + HOURS_2;
    await desk.store.complaint.insertStored([
      // Carried in from the month before, closed on the 3rd by its owner (over 21 days).
      stored('CMP-DSH-A', monthStart(month - 1) + HOURS_2, { owner: 'meera', category: 'Other' }, [
        [day(3), 'Closed'],
      ]),
      stored(
        'CMP-DSH-B',
        day(2),
        { source: 'SCORES', owner: 'gita', category: 'Account opening / KYC' },
        [[day(5), 'Closed']],
      ),
      stored('CMP-DSH-C', day(2), { source: 'Kiosk' }),
      stored('CMP-DSH-D', day(20), { source: 'Other', owner: '=cmd', category: 'Accessibility' }),
      // The same grievance again, linked as C's duplicate: counted once, as C.
      stored('CMP-DSH-E', day(21), { duplicateOf: 'CMP-DSH-C' }),
      // Moved to SMART ODR on the 28th: disposed of that day (25 days).
      stored(
        'CMP-DSH-F',
        day(3),
        { source: 'SCORES', owner: 'gita', category: 'Trading and contract notes' },
        [[day(28), 'Moved to ODR']],
      ),
      // A depository participant's complaint, pending more than three months.
      stored('CMP-DSH-G', monthStart(month - 5) + HOURS_2, {
        source: 'Depository',
        department: 'DP',
        category: 'Depository services',
      }),
      // Closed on the 6th, reopened on the 10th: received twice, resolved once, pending. Given to
      // gita on receipt, handed to meera on the 8th: resolved by gita, pending with meera.
      stored(
        'CMP-DSH-H',
        day(5),
        {
          source: 'Stock exchange',
          owner: 'meera',
          ownerHistory: [
            { by: 'system', at: new Date(day(5) + 1_000).toISOString(), from: null, to: 'gita' },
            { by: 'gita', at: new Date(day(8)).toISOString(), from: 'gita', to: 'meera' },
          ],
        },
        [
          [day(6), 'Closed'],
          [day(10), 'Open'],
        ],
      ),
      // This month's: not in the last month's figures.
      stored('CMP-DSH-I', desk.now().getTime() - 60_000, {}),
    ]);
  }, 60_000);
  afterAll(() => desk.close());

  const get = (who: string, path: string) => desk.call(path, { cookie: cookies[who] });
  const dashboard = async (who: string, query = `?month=${formatMonth(month)}`) => {
    const res = await get(who, `${deskApi.grievanceDashboard}${query}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: GrievanceDashboard }).data;
  };

  it("a closed month's received, resolved and pending are SEBI's table's for that month", async () => {
    const d = await dashboard('meera');
    const sebi = await new InvestorComplaints(desk.store, desk.now).answer(formatMonth(month));
    const broker = sebi.broker.month.total;
    const dp = sebi.depository.month.total;
    const pending = (t: typeof broker) => t.pendingUnder3Months + t.pendingOver3Months;
    expect(d.total).toEqual({
      name: 'All complaints',
      carriedForward: broker.carriedForward + dp.carriedForward,
      received: broker.received + dp.received,
      resolved: broker.resolved + dp.resolved,
      pending: pending(broker) + pending(dp),
    });
    // A, G carried; B, C, D, F, H and H's reopening received; A, B, F, H resolved; E not at all.
    expect(d.total).toMatchObject({ carriedForward: 2, received: 6, resolved: 4, pending: 4 });
    expect(d.averageResolutionDays).toBe(broker.averageResolutionDays);
    expect(d.pendingByAge.find((a) => a.band === AGE_BANDS[4])?.pending).toBe(
      broker.pendingOver3Months + dp.pendingOver3Months,
    );
    expect(d).toMatchObject({ month: formatMonth(month), current: false });
  });

  it('splits the month by age, category, channel and owner, with the 21-day share', async () => {
    const d = await dashboard('meera');
    expect(d.pendingByAge.map((a) => a.pending)).toEqual([0, 1, 0, 2, 1]);
    const row = (rows: GrievanceDashboard['byOwner'], name: string) =>
      rows.find((r) => r.name === name);
    // Each episode under the owner it had when it was resolved, or at the month's end (H: both).
    expect(d.byOwner).toEqual([
      { name: 'Unassigned', carriedForward: 1, received: 1, resolved: 0, pending: 2 },
      { name: '=cmd', carriedForward: 0, received: 1, resolved: 0, pending: 1 },
      { name: 'gita', carriedForward: 0, received: 3, resolved: 3, pending: 0 },
      { name: 'meera', carriedForward: 1, received: 1, resolved: 1, pending: 1 },
    ]);
    expect(row(d.byChannel, 'SCORES')).toMatchObject({ received: 2, resolved: 2 });
    expect(row(d.byChannel, 'Web')).toMatchObject({ carriedForward: 1, received: 0, resolved: 1 });
    expect(row(d.byChannel, 'Stock exchange')).toMatchObject({ received: 2, resolved: 1 });
    expect(row(d.byCategory, 'Not categorised')).toMatchObject({ received: 3, pending: 2 });
    expect(row(d.byCategory, 'Accessibility')).toMatchObject({ received: 1, pending: 1 });
    // B (3 days) and H (1 day) within 21 days; A and the ODR move F over.
    expect(d.sla).toEqual({ resolved: 4, withinLimit: 2, percent: 50 });
    expect(d.trend).toHaveLength(12);
    expect(d.trend.at(-1)).toMatchObject({ month: formatMonth(month), received: 6, resolved: 4 });
  });

  it("hand-overs after the month leave its by-owner figures and SEBI's totals as they were", async () => {
    const before = await dashboard('meera');
    const handOver = async (complainNo: string, owner: string) => {
      const record = (await desk.store.complaint.findBy('complainNo', complainNo))!;
      const res = await desk.call(deskApi.owner('complaints', complainNo), {
        method: 'PUT',
        cookie: cookies.meera,
        json: { owner, version: record.version },
      });
      expect(res.status).toBe(200);
    };
    // B closed and F moved to ODR by gita, D pending with '=cmd', H pending with meera.
    await handOver('CMP-DSH-B', 'meera');
    await handOver('CMP-DSH-F', 'meera');
    await handOver('CMP-DSH-D', 'meera');
    await handOver('CMP-DSH-H', 'gita');
    // Past the minute a read of the complaints serves (DASHBOARD_FRESH_MS), the last read still
    // answers while the next is made; the next answers once made.
    desk.advance(61_000);
    expect((await dashboard('meera')).computedAt).toBe(before.computedAt);
    let after = before;
    await expect
      .poll(async () => (after = await dashboard('meera')).computedAt)
      .not.toBe(before.computedAt);
    // A read older than DASHBOARD_STALE_MS is not shown: the answer waits for a new one.
    desk.advance(DASHBOARD_STALE_MS + 60_000);
    const asked = desk.now().getTime();
    expect(Date.parse((await dashboard('meera')).computedAt)).toBeGreaterThanOrEqual(asked);
    expect(after.byOwner).toEqual(before.byOwner);
    expect(after.total).toEqual(before.total);
    const sebi = await new InvestorComplaints(desk.store, desk.now).answer(formatMonth(month));
    const broker = sebi.broker.month.total;
    const dp = sebi.depository.month.total;
    expect(after.total.received).toBe(broker.received + dp.received);
    expect(after.total.resolved).toBe(broker.resolved + dp.resolved);
    const sum = (key: 'carriedForward' | 'received' | 'resolved' | 'pending') =>
      after.byOwner.reduce((n, r) => n + r[key], 0);
    expect([sum('carriedForward'), sum('received'), sum('resolved'), sum('pending')]).toEqual([
      after.total.carriedForward,
      after.total.received,
      after.total.resolved,
      after.total.pending,
    ]);
    // The current month counts them under their owners now: H's reopening is gita's.
    const current = await dashboard('meera', '');
    expect(current.byOwner.find((r) => r.name === 'gita')).toMatchObject({ pending: 1 });
  });

  it("each month of the trend is that month's own figures", async () => {
    const d = await dashboard('meera');
    for (const t of d.trend) {
      const own = await dashboard('meera', `?month=${t.month}`);
      expect(t).toEqual({
        month: own.month,
        received: own.total.received,
        resolved: own.total.resolved,
        pending: own.total.pending,
        averageResolutionDays: own.averageResolutionDays,
        sla: own.sla,
      });
    }
    expect(d.trend.map((t) => t.pending).slice(-6)).toEqual([1, 1, 1, 1, 2, 4]);
  });

  it('answers the current month by default and lists the months back to the first complaint', async () => {
    const d = await dashboard('admin', '');
    expect(d.month).toBe(formatMonth(month + 1));
    expect(d.current).toBe(true);
    expect(d.total.received).toBeGreaterThanOrEqual(1);
    expect(d.months[0]).toBe(formatMonth(month + 1));
    expect(d.months.at(-1)).toBe(formatMonth(month - 5));
    for (const bad of ['?month=2026-13', '?month=soon', `?month=${formatMonth(month + 2)}`]) {
      const res = await get('meera', `${deskApi.grievanceDashboard}${bad}`);
      expect(res.status).toBe(400);
    }
  });

  it('exports the month as CSV: formula-safe, audited, for auditors too', async () => {
    const res = await get('audrey', `${deskApi.grievanceDashboardCsv}?month=${formatMonth(month)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    // fetch's text() drops a byte-order mark: the bytes show it is there.
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = bytes.subarray(3).toString('utf8');
    expect(
      text.startsWith('Section,Name,Carried forward,Received,Resolved,Pending,Value\r\n'),
    ).toBe(true);
    expect(text).toContain(`Month ${formatMonth(month)},All complaints,2,6,4,4,\r\n`);
    expect(text).toContain("Owner,'=cmd,0,1,0,1,\r\n");
    expect(text).not.toMatch(/(^|,)=cmd/m);
    expect(text).toContain('Month,Resolved within 21 days (%),,,,,50\r\n');
    const audit = await desk.store.audit.list({ where: { action: AUDIT_ACTIONS.export } });
    expect(audit.data.map((e) => [e.actor, e.target])).toContainEqual([
      'audrey',
      'grievance-dashboard',
    ]);
  });

  it('is refused to other roles (403) and without a session (401)', async () => {
    for (const path of [deskApi.grievanceDashboard, deskApi.grievanceDashboardCsv]) {
      for (const who of ['ravi', 'eddie']) {
        const res = await get(who, path);
        expect(res.status).toBe(403);
        expect(await res.json()).toEqual({ message: deskMsg.forbidden });
      }
      expect((await desk.call(path)).status).toBe(401);
    }
  });
});
