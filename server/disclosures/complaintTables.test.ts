// docs/contract.md §12: every cell of the tables for a hand-built set of complaints, with the
// expected numbers worked out by hand (comments say why each complaint lands where it does).
import { describe, expect, it } from 'vitest';
import type { ComplaintSource } from '../../src/contract/desk';
import { complaintFacts, ist } from '../testing/complaintFacts';
import { complaintTables, indexComplaints, type ComplaintFacts } from './complaintTables';
import { lastClosedMonth, lastDayOf, parseMonth } from './istMonths';

const complaint = (
  department: string,
  source: ComplaintSource | undefined,
  received: string,
  changes: [string, string][] = [],
) => complaintFacts(received, changes, { department, source });

const broker = 'Back Office';
const complaints: ComplaintFacts[] = [
  // M: FY 2023-24's last half hour, resolved ten minutes into FY 2024-25.
  complaint(broker, 'Web', '2024-03-31T23:30', [['2024-04-01T00:10', 'Closed']]),
  // A: no source (sent before sources existed → the website), pending since November.
  complaint(broker, undefined, '2025-11-20T10:00'),
  // G: an hour before 1 January: pending more than 3 months at the end of March.
  complaint(broker, 'Web', '2025-12-31T23:00', [['2026-01-05T10:00', 'In Process']]),
  // H: half an hour after 1 January: pending less than 3 months at the end of March.
  complaint(broker, 'Web', '2026-01-01T00:30'),
  // F: forwarded by a depository, resolved in February, reopened in March and still pending.
  complaint(broker, 'Depository', '2026-01-10T11:00', [
    ['2026-02-10T11:00', 'Closed'],
    ['2026-03-02T09:00', 'In Process'],
  ]),
  // B: a kiosk complaint carried into March and resolved there after 4 days.
  complaint(broker, 'Kiosk', '2026-02-27T12:00', [['2026-03-03T12:00', 'Closed']]),
  // C: from SCORES, received and resolved in March after 10 days.
  complaint(broker, 'SCORES', '2026-03-05T10:00', [
    ['2026-03-06T10:00', 'In Process'],
    ['2026-03-15T16:00', 'Closed'],
  ]),
  // D: from an exchange, the last minute of March.
  complaint(broker, 'Stock exchange', '2026-03-31T23:59'),
  // E: a walk-in at midnight IST: April's, not March's.
  complaint(broker, 'Other', '2026-04-01T00:00'),
  // The depository participant's complaints (department DP).
  // I: directly, 2 days.
  complaint('DP', 'Web', '2026-03-10T10:00', [['2026-03-12T09:00', 'Closed']]),
  // J: from a depository, pending since February.
  complaint('DP', 'Depository', '2026-02-01T10:00'),
  // K: from an exchange (an "other source" for the DP), resolved only in April.
  complaint('DP', 'Stock exchange', '2026-03-20T10:00', [['2026-04-02T10:00', 'Closed']]),
  // L: from SCORES, 181 days, resolved in the last second of March.
  complaint('DP', 'SCORES', '2025-10-01T10:00', [['2026-03-31T23:59:59', 'Closed']]),
];

const index = await indexComplaints([complaints]);
const month = (text: string) => parseMonth(text)!;
const row = (
  source: string,
  [carriedForward, received, totalPending, resolved, under, over]: number[],
  averageResolutionDays: number | null,
) => ({
  source,
  carriedForward,
  received,
  totalPending,
  resolved,
  pendingUnder3Months: under,
  pendingOver3Months: over,
  averageResolutionDays,
});
const trend = (period: string, [carriedForward, received, resolved, pending]: number[]) => ({
  period,
  carriedForward,
  received,
  resolved,
  pending,
});

describe('investor complaints tables for March 2026', () => {
  const tables = complaintTables(index, month('2026-03'));

  it('names the month and its last day', () => {
    expect(tables.month).toBe('2026-03');
    expect(tables.monthEnding).toBe('2026-03-31');
  });

  // Both participants' Table 1 is the same check: every source row in order, then the grand total.
  it.each([
    [
      'broker',
      'every source row and the grand total',
      [
        // A, B, G, H carried forward; B resolved (4 days); H under, A and G over 3 months.
        row('Directly from investors', [4, 0, 4, 1, 1, 2], 4),
        row('SEBI (SCORES)', [0, 1, 1, 1, 0, 0], 10),
        row('Stock exchanges', [0, 1, 1, 0, 1, 0], null),
        // F's reopening counts as received again; its age runs from January 10.
        row('Other sources', [0, 1, 1, 0, 1, 0], null),
      ],
      row('Grand total', [4, 3, 7, 2, 3, 2], 7),
    ],
    [
      'depository',
      'Depositories in place of Stock exchanges',
      [
        row('Directly from investors', [0, 1, 1, 1, 0, 0], 2),
        row('SEBI (SCORES)', [1, 0, 1, 1, 0, 0], 181),
        row('Depositories', [1, 0, 1, 0, 1, 0], null),
        row('Other sources', [0, 1, 1, 0, 1, 0], null),
      ],
      row('Grand total', [2, 2, 4, 2, 2, 0], 91.5),
    ],
  ] as const)('Table 1 (%s): %s', (participant, _what, rows, total) => {
    expect(tables[participant].month.rows).toEqual(rows);
    expect(tables[participant].month.total).toEqual(total);
  });

  it('Table 2: the twelve months ending in March, with a total row', () => {
    const zero = [0, 0, 0, 0];
    expect(tables.broker.monthly.rows).toEqual([
      trend('Apr-2025', zero),
      trend('May-2025', zero),
      trend('Jun-2025', zero),
      trend('Jul-2025', zero),
      trend('Aug-2025', zero),
      trend('Sep-2025', zero),
      trend('Oct-2025', zero),
      trend('Nov-2025', [0, 1, 0, 1]),
      trend('Dec-2025', [1, 1, 0, 2]),
      trend('Jan-2026', [2, 2, 0, 4]),
      trend('Feb-2026', [4, 1, 1, 4]),
      trend('Mar-2026', [4, 3, 2, 5]),
    ]);
    expect(tables.broker.monthly.total).toEqual(trend('Grand total', [0, 8, 3, 5]));
  });

  it('Table 3: financial years April–March from the first complaint, split at midnight IST', () => {
    expect(tables.broker.annual.rows).toEqual([
      trend('2023-24', [0, 1, 0, 1]),
      trend('2024-25', [1, 0, 1, 0]),
      trend('2025-26', [0, 8, 3, 5]),
    ]);
    expect(tables.broker.annual.total).toEqual(trend('Grand total', [0, 9, 4, 5]));
  });
});

describe('investor complaints tables for April 2026', () => {
  const tables = complaintTables(index, month('2026-04'));

  it('counts the complaint received at midnight IST on 1 April in April', () => {
    expect(tables.broker.month.rows[0]).toEqual(
      // A and G are now over 3 months (before 1 February); H crossed too (1 January).
      row('Directly from investors', [3, 1, 4, 0, 1, 3], null),
    );
  });

  it('Table 3 ends with the current financial year to date', () => {
    expect(tables.broker.annual.rows.at(-1)).toEqual(trend('2026-27', [5, 1, 0, 6]));
    expect(tables.broker.annual.total).toEqual(trend('Grand total', [0, 10, 4, 6]));
  });
});

describe('IST months', () => {
  it('a month closes at midnight IST, not UTC', () => {
    expect(lastClosedMonth(Date.parse(ist('2026-03-31T23:59:59')))).toBe(month('2026-02'));
    expect(lastClosedMonth(Date.parse(ist('2026-04-01T00:00')))).toBe(month('2026-03'));
  });

  it('reads only YYYY-MM', () => {
    for (const bad of ['2026-13', '2026-00', '2026-3', '26-03', '2026-03-01', 'March']) {
      expect(parseMonth(bad), bad).toBeUndefined();
    }
    expect(lastDayOf(month('2024-02'))).toBe('2024-02-29');
  });
});

// Issue 43 (docs/contract.md §12): filing on SMART ODR disposes of a complaint (resolved that day),
// and a complaint linked as a duplicate of another is not counted at all.
describe('ODR and duplicates in the tables', () => {
  it('counts Moved to ODR as resolved that day and a duplicate once, as its first record', async () => {
    const march = parseMonth('2026-03')!;
    const first = complaint(broker, 'SCORES', '2026-03-02T10:00', [
      ['2026-03-09T10:00', 'Moved to ODR'],
    ]);
    const duplicate = {
      ...complaint(broker, 'SCORES', '2026-03-03T10:00', [['2026-03-09T10:00', 'Closed']]),
      duplicateOf: 'CMP-FIRST',
    };
    const { rows } = complaintTables(await indexComplaints([[first, duplicate]]), march).broker
      .month;
    expect(rows[1]).toMatchObject({
      received: 1,
      resolved: 1,
      pendingUnder3Months: 0,
      averageResolutionDays: 7,
    });
  });
});
