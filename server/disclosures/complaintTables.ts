// SEBI's investor complaints tables computed from the complaint records alone (docs/contract.md
// §12). Pure: records and a month in, tables out; the route reads the store and caches.
//
// A complaint is seen as one or more pending *episodes*: the first opens when it is received
// (`createdAt`) and ends when its status first becomes Closed; a reopening starts another. Every
// count is a count of episodes, so carried forward + received − resolved = pending at the end of
// each month holds even for reopened complaints (a reopening counts as received that month).
import type { ComplaintSource } from '../../src/contract/desk';
import {
  BROKER_SOURCE_ROWS,
  DP_SOURCE_ROWS,
  GRAND_TOTAL,
  type InvestorComplaintsData,
  type MonthRow,
  type SourceTable,
  type TrendRow,
  type TrendTable,
} from '../../src/contract/disclosures';
import { IST_OFFSET_MS } from '../../src/contract/deadlines';
import {
  financialYearLabel,
  financialYearStart,
  formatMonth,
  lastDayOf,
  monthLabel,
  monthOf,
  monthStart,
} from './istMonths';

const DAY_MS = 24 * 60 * 60_000;
const CLOSED = 'Closed';
/** Pending longer than this many months at the month's end goes to the "more than 3" column. */
const OLD_AFTER_MONTHS = 3;
const TREND_MONTHS = 12;

/** What the tables need of a stored complaint (server/store/types.ts ComplaintRecord). */
export interface ComplaintFacts {
  createdAt: string;
  updatedAt: string;
  department: string;
  source?: ComplaintSource | undefined;
  status: string;
  history?: readonly { at: string; to: string }[] | undefined;
}

const enum Table {
  Broker = 0,
  Depository = 1,
}

interface Episode {
  table: Table;
  /** Index into the table's source rows. */
  row: number;
  /** When the complaint was first received (ages and days taken count from here). */
  received: number;
  opened: number;
  /** Infinity while still pending. */
  closed: number;
}

export interface ComplaintIndex {
  episodes: Episode[];
  /** The firm's first complaint (epoch ms); undefined when there is none. */
  firstReceived: number | undefined;
}

/**
 * The complaint's department says whose table it is in (`DP` → the depository participant's);
 * its channel says the row. Web, kiosk and staff-registered walk-ins (`Other`) came directly from
 * investors; a complaint forwarded by the other market body is an "other source".
 */
function rowOf(table: Table, source: ComplaintSource | undefined): number {
  switch (source) {
    case 'SCORES':
      return 1;
    case 'Stock exchange':
      return table === Table.Broker ? 2 : 3;
    case 'Depository':
      return table === Table.Depository ? 2 : 3;
    default:
      // Web, Kiosk, Other; records from before sources existed all came through the website.
      return 0;
  }
}

export function indexComplaints(complaints: Iterable<ComplaintFacts>): ComplaintIndex {
  const episodes: Episode[] = [];
  let firstReceived: number | undefined;
  for (const c of complaints) {
    const table = c.department === 'DP' ? Table.Depository : Table.Broker;
    const row = rowOf(table, c.source);
    const received = Date.parse(c.createdAt);
    if (firstReceived === undefined || received < firstReceived) firstReceived = received;
    let current: Episode = { table, row, received, opened: received, closed: Infinity };
    episodes.push(current);
    const changes = [...(c.history ?? [])].sort((a, b) => a.at.localeCompare(b.at));
    for (const change of changes) {
      const at = Date.parse(change.at);
      if (change.to === CLOSED && current.closed === Infinity) current.closed = at;
      else if (change.to !== CLOSED && current.closed !== Infinity) {
        current = { table, row, received, opened: at, closed: Infinity };
        episodes.push(current);
      }
    }
    // A record closed without a history entry (none should exist) closed when it was last saved.
    if (c.status === CLOSED && current.closed === Infinity)
      current.closed = Date.parse(c.updatedAt);
  }
  return { episodes, firstReceived };
}

interface Tally {
  carriedForward: number;
  received: number;
  resolved: number;
  pending: number;
  pendingOld: number;
  resolutionDays: number;
}

const emptyTally = (): Tally => ({
  carriedForward: 0,
  received: 0,
  resolved: 0,
  pending: 0,
  pendingOld: 0,
  resolutionDays: 0,
});

/** Whole IST calendar days from receipt to resolution (same day = 0). */
const daysTaken = (received: number, closed: number) =>
  Math.floor((closed + IST_OFFSET_MS) / DAY_MS) - Math.floor((received + IST_OFFSET_MS) / DAY_MS);

/** Counts per source row of one table over [from, to); pending older than `oldBefore` is "old". */
function tally(index: ComplaintIndex, table: Table, from: number, to: number, oldBefore: number) {
  const rows = Array.from({ length: BROKER_SOURCE_ROWS.length }, emptyTally);
  for (const e of index.episodes) {
    if (e.table !== table || e.opened >= to) continue;
    const t = rows[e.row]!;
    if (e.opened < from) {
      if (e.closed >= from) t.carriedForward++;
    } else t.received++;
    if (e.closed >= from && e.closed < to) {
      t.resolved++;
      t.resolutionDays += daysTaken(e.received, e.closed);
    } else if (e.closed >= to) {
      t.pending++;
      if (e.received < oldBefore) t.pendingOld++;
    }
  }
  return rows;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function monthRow(source: string, t: Tally): MonthRow {
  return {
    source,
    carriedForward: t.carriedForward,
    received: t.received,
    totalPending: t.carriedForward + t.received,
    resolved: t.resolved,
    pendingUnder3Months: t.pending - t.pendingOld,
    pendingOver3Months: t.pendingOld,
    averageResolutionDays: t.resolved === 0 ? null : round2(t.resolutionDays / t.resolved),
  };
}

function sum(tallies: Tally[]): Tally {
  const total = emptyTally();
  for (const t of tallies)
    for (const key of Object.keys(total) as (keyof Tally)[]) total[key] += t[key];
  return total;
}

function sourceTable(
  index: ComplaintIndex,
  table: Table,
  month: number,
  labels: readonly string[],
): SourceTable {
  const end = monthStart(month + 1);
  const tallies = tally(
    index,
    table,
    monthStart(month),
    end,
    monthStart(month + 1 - OLD_AFTER_MONTHS),
  );
  return {
    rows: tallies.map((t, i) => monthRow(labels[i]!, t)),
    total: monthRow(GRAND_TOTAL, sum(tallies)),
  };
}

function trendRow(period: string, index: ComplaintIndex, from: number, to: number): TrendRow {
  const t = sum(tally(index, Table.Broker, from, to, from));
  return {
    period,
    carriedForward: t.carriedForward,
    received: t.received,
    resolved: t.resolved,
    pending: t.pending,
  };
}

/** The total row spans the whole table: first carried forward, sums, last pending. */
function trendTable(rows: TrendRow[]): TrendTable {
  return {
    rows,
    total: {
      period: GRAND_TOTAL,
      carriedForward: rows[0]?.carriedForward ?? 0,
      received: rows.reduce((n, r) => n + r.received, 0),
      resolved: rows.reduce((n, r) => n + r.resolved, 0),
      pending: rows.at(-1)?.pending ?? 0,
    },
  };
}

/** Table 2: the twelve months ending with `month`. */
function monthlyTrend(index: ComplaintIndex, month: number): TrendTable {
  const rows: TrendRow[] = [];
  for (let m = month - TREND_MONTHS + 1; m <= month; m++) {
    rows.push(trendRow(monthLabel(m), index, monthStart(m), monthStart(m + 1)));
  }
  return trendTable(rows);
}

/**
 * Table 3: each financial year from the one of the firm's first complaint to the one `month`
 * is in, that last one only up to the end of `month` (year to date).
 */
function annualTrend(index: ComplaintIndex, month: number): TrendTable {
  const last = financialYearStart(month);
  const first =
    index.firstReceived === undefined
      ? last
      : Math.min(last, financialYearStart(monthOf(index.firstReceived)));
  const rows: TrendRow[] = [];
  for (let fy = first; fy <= last; fy += 12) {
    const end = monthStart(Math.min(fy + 12, month + 1));
    rows.push(trendRow(financialYearLabel(fy), index, monthStart(fy), end));
  }
  return trendTable(rows);
}

export type ComplaintTables = Pick<
  InvestorComplaintsData,
  'month' | 'monthEnding' | 'broker' | 'depository'
>;

/** Every table for `month` (a month number of istMonths.ts). */
export function complaintTables(index: ComplaintIndex, month: number): ComplaintTables {
  return {
    month: formatMonth(month),
    monthEnding: lastDayOf(month),
    broker: {
      month: sourceTable(index, Table.Broker, month, BROKER_SOURCE_ROWS),
      monthly: monthlyTrend(index, month),
      annual: annualTrend(index, month),
    },
    depository: { month: sourceTable(index, Table.Depository, month, DP_SOURCE_ROWS) },
  };
}
