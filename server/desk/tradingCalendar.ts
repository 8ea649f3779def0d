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
import { DuplicateKeyError, StaleVersionError, type Store } from '../store/types';

const CALENDAR_SETTING = 'trading-calendar';

/** The calendar every clock reads now. */
export async function tradingCalendar(store: Store): Promise<TradingCalendar> {
  const found = await store.deskSettings.findBy('name', CALENDAR_SETTING);
  return found ? (found.value as TradingCalendar) : EXCHANGE_CALENDAR;
}

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

/**
 * Applies `change` to the stored calendar (the shipped one when none is stored) and answers the
 * result. Versioned: two admins' changes at once are both kept, one after the other (a first save
 * that meets another's insert is retried as an update).
 */
export async function changeTradingCalendar(
  store: Store,
  change: CalendarChange,
  changedBy: string,
): Promise<TradingCalendar> {
  for (;;) {
    const found = await store.deskSettings.findBy('name', CALENDAR_SETTING);
    const value = changed(found ? (found.value as TradingCalendar) : EXCHANGE_CALENDAR, change);
    try {
      if (found)
        await store.deskSettings.update(found.id, found.version, () => ({
          name: CALENDAR_SETTING,
          value,
          changedBy,
        }));
      else await store.deskSettings.insert({ name: CALENDAR_SETTING, value, changedBy });
      return value;
    } catch (err) {
      if (!(err instanceof StaleVersionError) && !(err instanceof DuplicateKeyError)) throw err;
    }
  }
}
