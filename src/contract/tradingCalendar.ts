// The exchanges' trading calendar for the freeze clock's "next session" (docs/contract.md §11,
// Trading calendar): the NSE/BSE equity segment's trading holidays on weekdays, and the special
// sessions that open the market on a day it is otherwise closed. Dates are IST calendar days
// (YYYY-MM-DD), times IST wall clock (HH:MM).

export interface TradingHoliday {
  date: string;
  name: string;
}

export interface SpecialSession {
  date: string;
  name: string;
  /** The normal market's open and close (the pre-open and closing sessions are not counted). */
  open: string;
  close: string;
}

export interface TradingCalendar {
  holidays: readonly TradingHoliday[];
  specialSessions: readonly SpecialSession[];
}

/**
 * NSE/BSE equity segment, 2026: the exchanges' circulars for the calendar year 2026 (December
 * 2025; 15 weekday holidays) as reported when published. Their circular numbers, and the dates of
 * Ganesh Chaturthi, Dussehra and Diwali-Balipratipada, are not verified (docs/contract.md §11);
 * 15 January (Brihanmumbai municipal election) was added by a later circular (January 2026).
 * 2027: not yet published by the exchanges (checked 2026-11-29); the admin adds it on the desk.
 */
const HOLIDAYS_2026: readonly TradingHoliday[] = [
  { date: '2026-01-15', name: 'Municipal Corporation Election (Maharashtra)' },
  { date: '2026-01-26', name: 'Republic Day' },
  { date: '2026-03-03', name: 'Holi' },
  { date: '2026-03-26', name: 'Shri Ram Navami' },
  { date: '2026-03-31', name: 'Shri Mahavir Jayanti' },
  { date: '2026-04-03', name: 'Good Friday' },
  { date: '2026-04-14', name: 'Dr. Baba Saheb Ambedkar Jayanti' },
  { date: '2026-05-01', name: 'Maharashtra Day' },
  { date: '2026-05-28', name: 'Bakri Id' },
  { date: '2026-06-26', name: 'Muharram' },
  { date: '2026-09-14', name: 'Ganesh Chaturthi' },
  { date: '2026-10-02', name: 'Mahatma Gandhi Jayanti' },
  { date: '2026-10-20', name: 'Dussehra' },
  { date: '2026-11-10', name: 'Diwali-Balipratipada' },
  { date: '2026-11-24', name: 'Prakash Gurpurb Sri Guru Nanak Dev' },
  { date: '2026-12-25', name: 'Christmas' },
];

/**
 * Sunday 1 February 2026: live trading at the standard hours for the Union Budget (NSE and BSE
 * circulars of 16 January 2026). The 2026 Muhurat session (Diwali-Laxmi Pujan, Sunday 8 November)
 * is not listed: its hours are not verified here (docs/contract.md §11).
 */
const SPECIAL_SESSIONS_2026: readonly SpecialSession[] = [
  { date: '2026-02-01', name: 'Union Budget', open: '09:15', close: '15:30' },
];

/** The calendar the store is seeded with and the clocks read when none is stored. */
export const EXCHANGE_CALENDAR: TradingCalendar = {
  holidays: HOLIDAYS_2026,
  specialSessions: SPECIAL_SESSIONS_2026,
};
