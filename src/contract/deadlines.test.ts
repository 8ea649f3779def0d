import { describe, expect, it } from 'vitest';
import {
  complaintDueAt,
  dueAt,
  freezeDueAt,
  isDueToday,
  canChangeFrom,
  isOverdue,
  istDay,
  istDayStart,
  nextMarketOpen,
  recordDueAt,
  reminderAt,
} from './deadlines';
import { EXCHANGE_CALENDAR } from './tradingCalendar';

/** An IST wall-clock time as an instant (2026-11-23 is a Monday). */
const ist = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

describe('complaintDueAt', () => {
  it('is 21 calendar days after receipt, weekends included', () => {
    expect(complaintDueAt(ist('2026-11-23', '10:00'))).toEqual(ist('2026-12-14', '10:00'));
    expect(complaintDueAt(ist('2026-11-28', '23:59'))).toEqual(ist('2026-12-19', '23:59'));
  });
});

describe('freezeDueAt', () => {
  it.each([
    ['Monday mid-session', ist('2026-11-23', '11:00'), ist('2026-11-23', '11:15')],
    ['the open itself', ist('2026-11-23', '09:15'), ist('2026-11-23', '09:30')],
    ['within 15 minutes before the open', ist('2026-11-23', '09:00'), ist('2026-11-23', '09:15')],
    ['one minute before the close', ist('2026-11-23', '15:29'), ist('2026-11-23', '15:44')],
  ])('in trading hours (%s): 15 minutes after receipt', (_, received, due) => {
    expect(freezeDueAt(received)).toEqual(due);
  });

  it.each([
    ['before the pre-open window', ist('2026-11-23', '08:59'), ist('2026-11-23', '09:15')],
    ['at the close', ist('2026-11-25', '15:30'), ist('2026-11-26', '09:15')],
    ['a weekday evening', ist('2026-11-24', '20:00'), ist('2026-11-25', '09:15')],
    ['just after midnight', ist('2026-11-25', '00:05'), ist('2026-11-25', '09:15')],
    ['Friday evening', ist('2026-11-27', '18:00'), ist('2026-11-30', '09:15')],
    [
      'Saturday in what would be trading hours',
      ist('2026-11-28', '11:00'),
      ist('2026-11-30', '09:15'),
    ],
    [
      'Sunday just before what would be the open',
      ist('2026-11-29', '09:05'),
      ist('2026-11-30', '09:15'),
    ],
  ])('outside trading hours (%s): before the next session opens', (_, received, due) => {
    expect(freezeDueAt(received)).toEqual(due);
  });

  it('reads IST whatever the instant says in UTC (Monday 03:50 UTC is 09:20 IST)', () => {
    expect(freezeDueAt(new Date('2026-11-23T03:50:00Z'))).toEqual(new Date('2026-11-23T04:05:00Z'));
  });
});

describe("freezeDueAt on the exchanges' calendar", () => {
  it.each([
    // Republic Day 2026 is a Monday: the weekend runs on into Tuesday.
    ['Friday evening before Republic Day', ist('2026-01-23', '18:00'), ist('2026-01-27', '09:15')],
    [
      'Republic Day in what would be trading hours',
      ist('2026-01-26', '11:00'),
      ist('2026-01-27', '09:15'),
    ],
    [
      'Republic Day, 15 minutes before what would be the open',
      ist('2026-01-26', '09:05'),
      ist('2026-01-27', '09:15'),
    ],
    // Sunday 1 February 2026: the Union Budget's live session at the standard hours.
    ['Saturday before the Budget session', ist('2026-01-31', '12:00'), ist('2026-02-01', '09:15')],
    ['in the Budget session', ist('2026-02-01', '11:00'), ist('2026-02-01', '11:15')],
    ['after the Budget session', ist('2026-02-01', '16:00'), ist('2026-02-02', '09:15')],
    // Diwali-Balipratipada, Tuesday 10 November 2026.
    ['Monday evening before Balipratipada', ist('2026-11-09', '16:00'), ist('2026-11-11', '09:15')],
    ['on Balipratipada', ist('2026-11-10', '10:00'), ist('2026-11-11', '09:15')],
  ])('%s', (_, received, due) => {
    expect(freezeDueAt(received)).toEqual(due);
  });

  // The 2026 Muhurat session's hours are not in the seeded calendar (not verified), so these
  // inject them, as the admin enters them on the desk, with a Saturday special session.
  const calendar = {
    holidays: [{ date: '2026-11-10', name: 'Diwali-Balipratipada' }],
    specialSessions: [
      { date: '2026-11-08', name: 'Muhurat trading', open: '18:00', close: '19:00' },
      { date: '2026-03-07', name: 'Special live session', open: '10:00', close: '11:00' },
    ],
  };
  it.each([
    [
      'Friday evening before the Muhurat session',
      ist('2026-11-06', '18:00'),
      ist('2026-11-08', '18:00'),
    ],
    ['Diwali morning (a Sunday)', ist('2026-11-08', '09:30'), ist('2026-11-08', '18:00')],
    [
      '15 minutes before the Muhurat session',
      ist('2026-11-08', '17:45'),
      ist('2026-11-08', '18:00'),
    ],
    ['in the Muhurat session', ist('2026-11-08', '18:30'), ist('2026-11-08', '18:45')],
    ['after the Muhurat session', ist('2026-11-08', '19:00'), ist('2026-11-09', '09:15')],
    [
      'Friday evening before a Saturday session',
      ist('2026-03-06', '20:00'),
      ist('2026-03-07', '10:00'),
    ],
    ['in the Saturday session', ist('2026-03-07', '10:50'), ist('2026-03-07', '11:05')],
    ['after the Saturday session', ist('2026-03-07', '11:00'), ist('2026-03-09', '09:15')],
  ])('%s (injected calendar)', (_, received, due) => {
    expect(freezeDueAt(received, calendar)).toEqual(due);
  });

  it('lists no holiday on a weekend and no special session on a trading day', () => {
    for (const { date } of EXCHANGE_CALENDAR.holidays) {
      expect(new Date(`${date}T12:00:00+05:30`).getUTCDay(), date).not.toBe(0);
      expect(new Date(`${date}T12:00:00+05:30`).getUTCDay(), date).not.toBe(6);
    }
    for (const { date } of EXCHANGE_CALENDAR.specialSessions) {
      expect(freezeDueAt(ist(date, '08:00'), { holidays: [], specialSessions: [] })).not.toEqual(
        ist(date, '09:15'),
      );
    }
  });
});

describe('nextMarketOpen', () => {
  it('is strictly after the given time', () => {
    expect(nextMarketOpen(ist('2026-11-25', '09:15'))).toEqual(ist('2026-11-26', '09:15'));
  });
});

describe('dueAt, isOverdue, isDueToday', () => {
  const received = ist('2026-11-23', '10:00');

  it('stops the clock at a final status and has none for queues without a limit', () => {
    expect(dueAt('complaints', received, 'In Process')).toEqual(complaintDueAt(received));
    expect(dueAt('complaints', received, 'Closed')).toBeNull();
    expect(dueAt('freeze-requests', received, 'Received')).toEqual(ist('2026-11-23', '10:15'));
    expect(dueAt('freeze-requests', received, 'Frozen')).toBeNull();
    expect(dueAt('feedback', received, 'New')).toBeNull();
  });

  it('is overdue only once the due time has passed', () => {
    const due = ist('2026-11-23', '10:15');
    expect(isOverdue(due, ist('2026-11-23', '10:15'))).toBe(false);
    expect(isOverdue(due, ist('2026-11-23', '10:16'))).toBe(true);
    expect(isOverdue(null, ist('2030-01-01', '00:00'))).toBe(false);
  });

  it('is due today until IST midnight, not after, and not once overdue', () => {
    const due = ist('2026-11-23', '23:30');
    expect(isDueToday(due, ist('2026-11-23', '00:10'))).toBe(true);
    expect(isDueToday(ist('2026-11-24', '00:00'), ist('2026-11-23', '23:00'))).toBe(false);
    expect(isDueToday(due, ist('2026-11-23', '23:45'))).toBe(false);
    // 20:00 UTC on the 22nd is already the 23rd in India.
    expect(isDueToday(ist('2026-11-23', '12:00'), new Date('2026-11-22T20:00:00Z'))).toBe(true);
  });
});

describe('IST calendar days', () => {
  it('starts a day at midnight IST, whatever the zone of the machine', () => {
    expect(istDayStart('2026-11-23')?.toISOString()).toBe('2026-11-22T18:30:00.000Z');
    expect(istDayStart('2026-11-23', 1)?.toISOString()).toBe('2026-11-23T18:30:00.000Z');
    expect(istDay(new Date('2026-11-22T18:29:59Z'))).toBe('2026-11-22');
    expect(istDay(new Date('2026-11-22T18:30:00Z'))).toBe('2026-11-23');
  });

  it('refuses what is not a calendar day', () => {
    for (const bad of ['2026-02-31', '2026-13-01', '23-11-2026', '2026-11-23T00:00', '']) {
      expect(istDayStart(bad)).toBeNull();
    }
  });
});

describe('canChangeFrom', () => {
  it('lets a closed complaint be reopened and nothing else final move', () => {
    expect(canChangeFrom('complaints', 'Closed')).toBe(true);
    expect(canChangeFrom('complaints', 'In Process')).toBe(true);
    expect(canChangeFrom('freeze-requests', 'Frozen')).toBe(false);
    expect(canChangeFrom('withdrawals', 'Rejected')).toBe(false);
    expect(canChangeFrom('messages', 'Done')).toBe(false);
    expect(canChangeFrom('feedback', 'New')).toBe(true);
  });
});

describe('recordDueAt', () => {
  const received = ist('2026-11-02', '10:00');
  const reopened = ist('2026-12-01', '16:30');
  const step = (at: Date, from: string | null, to: string) => ({ at: at.toISOString(), from, to });
  const history = [
    step(received, null, 'Open'),
    step(ist('2026-11-20', '12:00'), 'Open', 'Closed'),
    step(reopened, 'Closed', 'Open'),
  ];

  it('runs 21 days from arrival, and from the last reopening once a complaint is reopened', () => {
    const createdAt = received.toISOString();
    expect(recordDueAt('complaints', { createdAt }, 'Open')).toEqual(complaintDueAt(received));
    expect(recordDueAt('complaints', { createdAt, history }, 'Open')).toEqual(
      complaintDueAt(reopened),
    );
    // Moving on after the reopening keeps the reopening's clock.
    const worked = [...history, step(ist('2026-12-02', '10:00'), 'Open', 'In Process')];
    expect(recordDueAt('complaints', { createdAt, history: worked }, 'In Process')).toEqual(
      complaintDueAt(reopened),
    );
    expect(recordDueAt('complaints', { createdAt, history }, 'Closed')).toBeNull();
  });
});

describe('reminderAt', () => {
  it('reminds from 3 days before the due time, then once it has passed, never after closing', () => {
    const due = ist('2026-12-14', '10:00');
    expect(reminderAt(due, ist('2026-12-11', '09:59'))).toBeNull();
    expect(reminderAt(due, ist('2026-12-11', '10:01'))).toBe('dueSoon');
    expect(reminderAt(due, ist('2026-12-14', '10:00'))).toBe('dueSoon');
    expect(reminderAt(due, ist('2026-12-14', '10:01'))).toBe('overdue');
    expect(reminderAt(null, ist('2030-01-01', '00:00'))).toBeNull();
  });
});
