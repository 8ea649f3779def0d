// The trading calendar on the desk (docs/contract.md §11, Trading calendar): every signed-in staff
// member reads it (the freeze clock's sessions); admins add and remove holidays and special
// sessions, each change in the audit.
import type { Context } from 'koa';
import { AUDIT_ACTIONS, deskApi } from '../../../src/contract/desk';
import { specialSessionSchema, tradingHolidaySchema } from '../../../src/contract/deskSchemas';
import type { TradingCalendar } from '../../../src/contract/tradingCalendar';
import {
  CalendarConflict,
  changeTradingCalendar,
  tradingCalendar,
  type CalendarChange,
} from '../../desk/tradingCalendar';
import { authenticate, requireRole } from '../../middleware/deskAuth';
import { validDeskBody } from '../../http/validate';
import { deskPath, deskRouter, type DeskDeps } from './deps';

const LISTS = { holidays: 'holiday', specialSessions: 'special session' } as const;

export function tradingCalendarRoutes({ store, audit, sessions }: DeskDeps) {
  const router = deskRouter();
  const auth = authenticate(sessions);
  const admin = requireRole('admin');

  /** Stores `change`, audits it under the admin's name, answers the whole calendar. */
  async function save(ctx: Context, actor: string, change: CalendarChange, detail: string) {
    let saved: TradingCalendar;
    try {
      saved = await changeTradingCalendar(store, change, actor);
    } catch (err) {
      if (err instanceof CalendarConflict) return ctx.throw(err.status, err.message);
      throw err;
    }
    await audit.record({
      actor,
      action: 'add' in change ? AUDIT_ACTIONS.calendarAdd : AUDIT_ACTIONS.calendarRemove,
      target: 'trading-calendar',
      detail,
    });
    ctx.body = saved;
  }

  router.get(deskPath(deskApi.tradingCalendar), auth, async (ctx) => {
    ctx.body = await tradingCalendar(store);
  });

  router.post(deskPath(deskApi.tradingHolidays), auth, admin, async (ctx) => {
    const entry = await validDeskBody(ctx, tradingHolidaySchema);
    await save(
      ctx,
      ctx.state.staff.user.username,
      { add: 'holidays', entry },
      `holiday ${entry.date} ${entry.name}`,
    );
  });

  router.post(deskPath(deskApi.specialSessions), auth, admin, async (ctx) => {
    const entry = await validDeskBody(ctx, specialSessionSchema);
    const { date, name, open, close } = entry;
    await save(
      ctx,
      ctx.state.staff.user.username,
      { add: 'specialSessions', entry },
      `special session ${date} ${open}–${close} ${name}`,
    );
  });

  for (const [list, many] of [
    ['holidays', deskApi.tradingHolidays],
    ['specialSessions', deskApi.specialSessions],
  ] as const) {
    router.delete(`${deskPath(many)}/:date`, auth, admin, async (ctx) => {
      const date = String(ctx.params.date);
      await save(
        ctx,
        ctx.state.staff.user.username,
        { remove: list, date },
        `${LISTS[list]} ${date}`,
      );
    });
  }
  return router;
}
