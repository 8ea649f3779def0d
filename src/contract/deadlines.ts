// The desk's time limits (docs/contract.md §11), pure functions of their inputs so the server's
// queues and the desk's badges show the same numbers and tests inject the clock.
// India keeps one offset all year (UTC+05:30, no daylight saving), so IST wall time is a shift.
// The freeze clock's sessions follow the exchanges' trading calendar (tradingCalendar.ts).
import {
  COMPLAINT_DUE_DAYS,
  DATA_REQUEST_DUE_DAYS,
  FREEZE_DUE_MS,
  QUEUES,
  type QueueName,
} from './desk';
import { IST_OFFSET_MS } from './ist';
import { istDay } from './istDays';
import { EXCHANGE_CALENDAR, type TradingCalendar } from './tradingCalendar';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The cash market's session in IST minutes after midnight. */
const MARKET_OPEN = 9 * 60 + 15;
const MARKET_CLOSE = 15 * 60 + 30;
/** SEBI counts a freeze sent up to 15 minutes before the open like one sent in trading hours. */
const PRE_OPEN_GRACE = 15;

/** Midnight IST of the day `at` falls on, as a UTC instant. */
function istMidnight(at: Date): number {
  const shifted = at.getTime() + IST_OFFSET_MS;
  return shifted - (((shifted % DAY) + DAY) % DAY) - IST_OFFSET_MS;
}

// The IST calendar days live in istDays.ts, where scores.ts reads them without the queues.
export { istDay, istDayStart } from './istDays';

/** SCORES 2.0: resolved within 21 calendar days of receipt. */
export function complaintDueAt(receivedAt: Date): Date {
  return new Date(receivedAt.getTime() + COMPLAINT_DUE_DAYS * DAY);
}

/** A trading session as UTC instants (ms). */
interface Session {
  open: number;
  close: number;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The session of the IST day starting at `dayStart`: a special session when the calendar lists
 * one (it opens a weekend or a holiday, and its hours are its own), none on a weekend or a
 * trading holiday, otherwise the cash market's 09:15–15:30.
 */
function sessionOn(dayStart: number, calendar: TradingCalendar): Session | null {
  const day = istDay(new Date(dayStart));
  const at = (minutes: number) => dayStart + minutes * MINUTE;
  const special = calendar.specialSessions.find((session) => session.date === day);
  if (special) return { open: at(minutesOf(special.open)), close: at(minutesOf(special.close)) };
  const weekday = new Date(dayStart + IST_OFFSET_MS).getUTCDay();
  if (weekday === 0 || weekday === 6) return null;
  if (calendar.holidays.some((holiday) => holiday.date === day)) return null;
  return { open: at(MARKET_OPEN), close: at(MARKET_CLOSE) };
}

/** The first session open strictly after `at` (weekends, holidays and special sessions known). */
export function nextMarketOpen(at: Date, calendar: TradingCalendar = EXCHANGE_CALENDAR): Date {
  for (let day = istMidnight(at); ; day += DAY) {
    const session = sessionOn(day, calendar);
    if (session && session.open > at.getTime()) return new Date(session.open);
  }
}

/**
 * SEBI's voluntary freeze: received in a trading session or in the 15 minutes before its open →
 * 15 minutes after receipt; otherwise before the next session opens. Sessions are the cash
 * market's (Mon–Fri 09:15–15:30 IST) less the exchanges' holidays, plus their special sessions.
 */
export function freezeDueAt(receivedAt: Date, calendar: TradingCalendar = EXCHANGE_CALENDAR): Date {
  const session = sessionOn(istMidnight(receivedAt), calendar);
  const at = receivedAt.getTime();
  const inHours =
    session !== null && at >= session.open - PRE_OPEN_GRACE * MINUTE && at < session.close;
  return inHours ? new Date(at + FREEZE_DUE_MS) : nextMarketOpen(receivedAt, calendar);
}

/** A status after which the firm owes nothing more (no clock runs). */
export function isFinalStatus(queue: QueueName, status: string): boolean {
  return (QUEUES[queue].final as readonly string[]).includes(status);
}

/**
 * Whether a record in `status` may still change: anything not final, and a closed complaint, which
 * may be reopened when the investor is not satisfied (docs/contract.md §11).
 */
export const isReopening = (queue: QueueName, status: string): boolean =>
  queue === 'complaints' && status === 'Closed';
export const canChangeFrom = (queue: QueueName, status: string): boolean =>
  !isFinalStatus(queue, status) || isReopening(queue, status);

/** When the firm must have acted on a record; null once it is finished or has no time limit. */
export function dueAt(
  queue: QueueName,
  receivedAt: Date,
  status: string,
  calendar: TradingCalendar = EXCHANGE_CALENDAR,
): Date | null {
  if (isFinalStatus(queue, status)) return null;
  if (queue === 'complaints') return complaintDueAt(receivedAt);
  // An accessibility barrier is worked like a complaint (issue 45): 21 calendar days.
  if (queue === 'accessibility-barriers') return complaintDueAt(receivedAt);
  if (queue === 'freeze-requests') return freezeDueAt(receivedAt, calendar);
  // A data principal's request (docs/contract.md §7c): the DPDP Rules' period, to verify.
  if (queue === 'data-requests')
    return new Date(receivedAt.getTime() + DATA_REQUEST_DUE_DAYS * DAY);
  return null;
}

/**
 * The queues whose clock reads the trading calendar: their due time is worked out once, at
 * receipt, by the calendar stored then, and kept with the record (`dueAt`), so a later change of
 * the calendar moves the clocks of requests received after it, not of those already received
 * (docs/contract.md §11, Trading calendar).
 */
export const usesTradingCalendar = (queue: QueueName): boolean => queue === 'freeze-requests';

/** What a record's time limit is read from: its arrival and its status changes. */
export interface TimedRecord {
  createdAt: string;
  history?: readonly { at: string; from: string | null }[];
  /** The due time fixed at receipt (usesTradingCalendar); records from before it have none. */
  dueAt?: string;
}

/**
 * When the record's clock started: its arrival, or its last reopening. A reopened complaint is a
 * grievance the investor says is not resolved, so the firm has 21 calendar days again from the
 * reopening, as for a new one (docs/contract.md §11), and the reminders run again for that date.
 */
export function clockStart(queue: QueueName, record: TimedRecord): Date {
  const reopened = (record.history ?? []).findLast(
    (change) => change.from !== null && isReopening(queue, change.from),
  );
  return new Date(reopened?.at ?? record.createdAt);
}

/**
 * When the firm must have acted on `record`, in `status`; null once finished or untimed. The due
 * time fixed at receipt stands while the record is open; a record without one (received before
 * it was kept) is timed by `calendar`.
 */
export function recordDueAt(
  queue: QueueName,
  record: TimedRecord,
  status: string,
  calendar: TradingCalendar = EXCHANGE_CALENDAR,
): Date | null {
  const fixed = usesTradingCalendar(queue) && record.dueAt ? Date.parse(record.dueAt) : NaN;
  if (Number.isNaN(fixed)) return dueAt(queue, clockStart(queue, record), status, calendar);
  return isFinalStatus(queue, status) ? null : new Date(fixed);
}

export const isOverdue = (due: Date | null, now: Date): boolean =>
  due !== null && due.getTime() < now.getTime();

/** The queue's staff are reminded this long before a record's due time (issue 42: 3 days). */
export const DUE_SOON_MS = 3 * DAY;

/** Which reminder a record due at `due` has earned at `now`: none yet, due soon, or overdue. */
export function reminderAt(due: Date | null, now: Date): 'dueSoon' | 'overdue' | null {
  if (due === null) return null;
  if (isOverdue(due, now)) return 'overdue';
  return due.getTime() < now.getTime() + DUE_SOON_MS ? 'dueSoon' : null;
}

/** Due later today (IST calendar day) and not yet overdue. */
export function isDueToday(due: Date | null, now: Date): boolean {
  return due !== null && !isOverdue(due, now) && due.getTime() < istMidnight(now) + DAY;
}
