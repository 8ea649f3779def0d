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
import { IST_OFFSET_MS } from '../../src/contract/ist';
import { ODR_STATUS } from '../../src/contract/scores';
import {
  financialYearLabel,
  financialYearStart,
  formatMonth,
  lastDayOf,
  monthLabel,
  monthOf,
  monthStart,
} from './istMonths';
import { chronological } from './chronological';
import {
  episodeOwner,
  ownerTimeline,
  type EpisodeOwner,
  type OwnerChangeFacts,
} from './episodeOwner';

const DAY_MS = 24 * 60 * 60_000;
/**
 * What ends an episode: Closed, and Moved to ODR (filing on SMART ODR disposes of the complaint
 * on SCORES, so SEBI's format counts it resolved that day; docs/contract.md §12).
 */
const DISPOSED: ReadonlySet<string> = new Set(['Closed', ODR_STATUS]);
/** Pending longer than this many months at the month's end goes to the "more than 3" column. */
export const OLD_AFTER_MONTHS = 3;
const TREND_MONTHS = 12;

/** What the tables need of a stored complaint (server/store/types.ts ComplaintRecord). */
export interface ComplaintFacts {
  createdAt: string;
  updatedAt: string;
  department: string;
  source?: ComplaintSource | undefined;
  status: string;
  history?: readonly { at: string; to: string }[] | undefined;
  /** Linked as a duplicate of another complaint: that one is counted, this one is not. */
  duplicateOf?: string | undefined;
  /** What the desk's grievance dashboard splits by (server/desk/grievanceDashboard.ts). */
  category?: string | undefined;
  owner?: string | undefined;
  ownerHistory?: readonly OwnerChangeFacts[] | undefined;
}

/** A complaint as the dashboard splits it: shared by its episodes, nothing else of it is kept. */
export interface Split {
  source: ComplaintSource | undefined;
  category: string | undefined;
}

const enum Table {
  Broker = 0,
  Depository = 1,
}

export interface Episode {
  table: Table;
  /** Index into the table's source rows. */
  row: number;
  /** When the complaint was first received (ages and days taken count from here). */
  received: number;
  opened: number;
  /** Infinity while still pending. */
  closed: number;
  /** The IST months of `opened` and `closed` (Infinity while pending), for the trend tables. */
  openedMonth: number;
  closedMonth: number;
  split: Split;
  /** Its owner as each month saw it (server/disclosures/episodeOwner.ts). */
  owner: EpisodeOwner;
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

/** The index of every complaint, read a batch at a time (a store's `scan`, or one array in tests). */
export async function indexComplaints(
  batches: AsyncIterable<readonly ComplaintFacts[]> | Iterable<readonly ComplaintFacts[]>,
): Promise<ComplaintIndex> {
  const episodes: Episode[] = [];
  let firstReceived: number | undefined;
  const open = (table: Table, row: number, received: number, at: number, split: Split): Episode => {
    const openedMonth = monthOf(at);
    const e = {
      table,
      row,
      received,
      opened: at,
      closed: Infinity,
      openedMonth,
      closedMonth: Infinity,
      split,
      owner: undefined as EpisodeOwner,
    };
    episodes.push(e);
    return e;
  };
  const close = (e: Episode, at: number) => {
    e.closed = at;
    e.closedMonth = monthOf(at);
  };
  for await (const batch of batches)
    for (const c of batch) {
      // The same investor's same grievance twice counts once: as the first record (§12).
      if (c.duplicateOf) continue;
      const table = c.department === 'DP' ? Table.Depository : Table.Broker;
      const row = rowOf(table, c.source);
      const received = Date.parse(c.createdAt);
      if (firstReceived === undefined || received < firstReceived) firstReceived = received;
      const split = { source: c.source, category: c.category };
      const first = episodes.length;
      let current = open(table, row, received, received, split);
      for (const change of chronological(c.history ?? [])) {
        const at = Date.parse(change.at);
        const disposed = DISPOSED.has(change.to);
        if (disposed && current.closed === Infinity) close(current, at);
        else if (!disposed && current.closed !== Infinity) {
          current = open(table, row, received, at, split);
        }
      }
      // A record closed without a history entry (none should exist) closed when it was last saved.
      if (DISPOSED.has(c.status) && current.closed === Infinity)
        close(current, Date.parse(c.updatedAt));
      const owners = ownerTimeline(c.owner, c.ownerHistory);
      for (let i = first; i < episodes.length; i++)
        episodes[i]!.owner = episodeOwner(owners, episodes[i]!);
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
export const daysTaken = (received: number, closed: number) =>
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

export const round2 = (n: number) => Math.round(n * 100) / 100;

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

/** Per IST month, the broker's episodes received (opened) and resolved (closed) in it. */
interface MonthFlows {
  received: Map<number, number>;
  resolved: Map<number, number>;
}

/** One pass over the episodes for every trend row (a row is then sums over its months). */
function monthFlows(index: ComplaintIndex): MonthFlows {
  const flows: MonthFlows = { received: new Map(), resolved: new Map() };
  const add = (map: Map<number, number>, month: number) =>
    map.set(month, (map.get(month) ?? 0) + 1);
  for (const e of index.episodes) {
    if (e.table !== Table.Broker) continue;
    add(flows.received, e.openedMonth);
    if (e.closedMonth !== Infinity) add(flows.resolved, e.closedMonth);
  }
  return flows;
}

const sumBetween = (map: Map<number, number>, from: number, to: number) => {
  let n = 0;
  for (const [month, count] of map) if (month >= from && month < to) n += count;
  return n;
};

/**
 * The months [from, to): what was pending when they began (everything received before, less
 * everything resolved before), what came and went in them, and what was left.
 */
function trendRow(period: string, flows: MonthFlows, from: number, to: number): TrendRow {
  const carriedForward =
    sumBetween(flows.received, -Infinity, from) - sumBetween(flows.resolved, -Infinity, from);
  const received = sumBetween(flows.received, from, to);
  const resolved = sumBetween(flows.resolved, from, to);
  return {
    period,
    carriedForward,
    received,
    resolved,
    pending: carriedForward + received - resolved,
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
function monthlyTrend(flows: MonthFlows, month: number): TrendTable {
  const rows: TrendRow[] = [];
  for (let m = month - TREND_MONTHS + 1; m <= month; m++) {
    rows.push(trendRow(monthLabel(m), flows, m, m + 1));
  }
  return trendTable(rows);
}

/**
 * Table 3: each financial year from the one of the firm's first complaint to the one `month`
 * is in, that last one only up to the end of `month` (year to date).
 */
function annualTrend(index: ComplaintIndex, flows: MonthFlows, month: number): TrendTable {
  const last = financialYearStart(month);
  const first =
    index.firstReceived === undefined
      ? last
      : Math.min(last, financialYearStart(monthOf(index.firstReceived)));
  const rows: TrendRow[] = [];
  for (let fy = first; fy <= last; fy += 12) {
    rows.push(trendRow(financialYearLabel(fy), flows, fy, Math.min(fy + 12, month + 1)));
  }
  return trendTable(rows);
}

export type ComplaintTables = Pick<
  InvestorComplaintsData,
  'month' | 'monthEnding' | 'broker' | 'depository'
>;

/** Every table for `month` (a month number of istMonths.ts). */
export function complaintTables(index: ComplaintIndex, month: number): ComplaintTables {
  const flows = monthFlows(index);
  return {
    month: formatMonth(month),
    monthEnding: lastDayOf(month),
    broker: {
      month: sourceTable(index, Table.Broker, month, BROKER_SOURCE_ROWS),
      monthly: monthlyTrend(flows, month),
      annual: annualTrend(index, flows, month),
    },
    depository: { month: sourceTable(index, Table.Depository, month, DP_SOURCE_ROWS) },
  };
}
