// The exchanges' trading calendar as the admin keeps it on the desk (docs/contract.md §11, Trading
// calendar): one desk setting, the shipped EXCHANGE_CALENDAR until an admin first changes it. It
// is read from the store at each use, never cached, so with PostgreSQL a change made on one app
// server times the next request received on any other.
import { deskMsg } from '../../src/contract/desk';
import {
  EXCHANGE_CALENDAR,
  type SpecialSession,
  type TradingCalendar,
  type TradingHoliday,
} from '../../src/contract/tradingCalendar';
import type { Store } from '../store/types';
import { changeDeskSetting, deskSetting } from './settings';

const CALENDAR_SETTING = 'trading-calendar';

/** The calendar every clock reads now. */
export const tradingCalendar = (store: Store): Promise<TradingCalendar> =>
  deskSetting(store, CALENDAR_SETTING, EXCHANGE_CALENDAR);

/** A change refused for what the calendar holds (its status and why), not for its input. */
export class CalendarConflict extends Error {
  constructor(
    readonly status: 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

/** One change of the list: an entry added or removed, refused when it does not fit. */
export type CalendarChange =
  | { add: 'holidays'; entry: TradingHoliday }
  | { add: 'specialSessions'; entry: SpecialSession }
  | { remove: 'holidays' | 'specialSessions'; date: string };

const byDate = <T extends { date: string }>(list: readonly T[]) =>
  [...list].sort((a, b) => a.date.localeCompare(b.date));

function changed(calendar: TradingCalendar, change: CalendarChange): TradingCalendar {
  if ('add' in change) {
    const list: readonly { date: string }[] = calendar[change.add];
    if (list.some((e) => e.date === change.entry.date))
      throw new CalendarConflict(409, deskMsg.calendarDayListed);
    return change.add === 'holidays'
      ? { ...calendar, holidays: byDate([...calendar.holidays, change.entry]) }
      : { ...calendar, specialSessions: byDate([...calendar.specialSessions, change.entry]) };
  }
  const list: readonly { date: string }[] = calendar[change.remove];
  if (!list.some((e) => e.date === change.date))
    throw new CalendarConflict(404, deskMsg.calendarDayNotListed);
  return {
    ...calendar,
    [change.remove]: list.filter((e) => e.date !== change.date),
  } as TradingCalendar;
}

/** Applies `change` to the stored calendar (the shipped one when none is stored); answers the result. */
export const changeTradingCalendar = (store: Store, change: CalendarChange, changedBy: string) =>
  changeDeskSetting(
    store,
    CALENDAR_SETTING,
    EXCHANGE_CALENDAR,
    (c) => changed(c, change),
    changedBy,
  );
