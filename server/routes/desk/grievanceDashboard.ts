// The grievance dashboard and its CSV (docs/contract.md §11, Grievance dashboard): grievance
// officers, admins and auditors read it (it holds no personal data: counts, categories and
// staff usernames); the export is audited as every export is.
import type { Context } from 'koa';
import { AUDIT_ACTIONS, deskApi } from '../../../src/contract/desk';
import {
  SLA_DAYS,
  type FlowRow,
  type GrievanceDashboard,
} from '../../../src/contract/grievanceDashboard';
import { toCsv, type Cell } from '../../desk/csv';
import { DashboardMonthRefused, GrievanceDashboards } from '../../desk/grievanceDashboard';
import { authenticate, requireRole } from '../../middleware/deskAuth';
import { deskPath, deskRouter, type DeskDeps } from './deps';

/** The dashboard as one table: a section, a name, then the flow's counts or one figure. */
function dashboardCsv(d: GrievanceDashboard): string {
  const flow = (section: string, r: FlowRow): Cell[] => [
    section,
    r.name,
    r.carriedForward,
    r.received,
    r.resolved,
    r.pending,
    null,
  ];
  const figure = (section: string, name: string, value: Cell): Cell[] => [
    section,
    name,
    null,
    null,
    null,
    null,
    value,
  ];
  return toCsv(
    ['Section', 'Name', 'Carried forward', 'Received', 'Resolved', 'Pending', 'Value'],
    [
      flow(`Month ${d.month}`, d.total),
      figure('Month', 'Average days to resolve', d.averageResolutionDays ?? 'NA'),
      figure('Month', `Resolved within ${SLA_DAYS} days`, d.sla.withinLimit),
      figure('Month', `Resolved within ${SLA_DAYS} days (%)`, d.sla.percent ?? 'NA'),
      ...d.pendingByAge.map((a) => figure('Pending by age', a.band, a.pending)),
      ...d.byCategory.map((r) => flow('Category', r)),
      ...d.byChannel.map((r) => flow('Channel', r)),
      ...d.byOwner.map((r) => flow('Owner', r)),
      ...d.trend.map((t) => [
        'Trend',
        t.month,
        null,
        t.received,
        t.resolved,
        t.pending,
        t.sla.percent ?? 'NA',
      ]),
    ],
  );
}

export function grievanceDashboardRoutes({ store, now, audit, sessions }: DeskDeps) {
  const router = deskRouter();
  const readers = [authenticate(sessions), requireRole('grievance', 'admin', 'auditor')] as const;
  const dashboards = new GrievanceDashboards(store, now);

  const answer = async (ctx: Context): Promise<GrievanceDashboard> => {
    const month = ctx.query.month;
    try {
      return await dashboards.answer(Array.isArray(month) ? month[0] : month);
    } catch (err) {
      if (err instanceof DashboardMonthRefused) return ctx.throw(400, err.message);
      throw err;
    }
  };

  router.get(deskPath(deskApi.grievanceDashboard), ...readers, async (ctx) => {
    const data = await answer(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data };
  });

  router.get(deskPath(deskApi.grievanceDashboardCsv), ...readers, async (ctx) => {
    const data = await answer(ctx);
    await audit.record({
      actor: String(ctx.state.staff.user.username),
      action: AUDIT_ACTIONS.export,
      target: 'grievance-dashboard',
      detail: `month ${data.month}`,
    });
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Disposition', `attachment; filename="grievance-dashboard-${data.month}.csv"`);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = dashboardCsv(data);
  });

  return router;
}
