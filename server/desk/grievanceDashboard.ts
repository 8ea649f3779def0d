// The grievance dashboard (docs/contract.md §11, Grievance dashboard): a month's complaints
// received, resolved and pending by age, category, channel and owner, the days taken and the share
// resolved within 21 days, computed from the same index of episodes as SEBI's monthly tables
// (server/disclosures/complaintTables.ts): the same receipts, closings, reopenings, duplicates
// (left out) and ODR moves (disposed of), so its totals are the tables' for the month.
//
// The index is read through the store's `scan` (a batch of records at a time, of which only the
// episodes' few numbers and the complaint's split are kept), at most once a minute however many
// staff look, and answered from the last read while the next is made (GrievanceDashboards;
// docs/storage.md: a whole-collection read never lists every record at once).
import { COMPLAINT_SOURCES, type ComplaintSource } from '../../src/contract/desk';
import { COMPLAINT_CATEGORIES } from '../../src/contract/scores';
import { monthMessages } from '../../src/contract/disclosures';
import {
  AGE_BANDS,
  NO_CATEGORY,
  SLA_DAYS,
  UNASSIGNED,
  dashboardMessages,
  type AgeBand,
  type FlowRow,
  type GrievanceDashboard,
  type SlaCompliance,
  type TrendMonth,
} from '../../src/contract/grievanceDashboard';
import {
  daysTaken,
  indexComplaints,
  OLD_AFTER_MONTHS,
  round2,
  type ComplaintIndex,
  type Episode,
} from '../disclosures/complaintTables';
import { ownerIn } from '../disclosures/episodeOwner';
import { formatMonth, monthOf, monthStart, parseMonth } from '../disclosures/istMonths';
import type { Store } from '../store/types';

const TREND_MONTHS = 12;
/** A read of the complaints serves every request for this long (by the injected clock). */
export const DASHBOARD_FRESH_MS = 60_000;
/** Past the minute and up to this age, a read still answers while the next one is made. */
export const DASHBOARD_STALE_MS = 15 * 60_000;

/** A `month` the dashboard cannot show (→ 400 with this message). */
export class DashboardMonthRefused extends Error {
  override name = 'DashboardMonthRefused';
}

/** A record from before channels were kept came through the website (as in SEBI's tables). */
const channelOf = (source: ComplaintSource | undefined): string => source ?? 'Web';

interface Window {
  from: number;
  to: number;
}

const windowOf = (month: number): Window => ({
  from: monthStart(month),
  to: monthStart(month + 1),
});

type Flow = Omit<FlowRow, 'name'>;
const emptyFlow = (): Flow => ({ carriedForward: 0, received: 0, resolved: 0, pending: 0 });

/** Adds the episode to `flow` as SEBI's table counts it for the window; false if not in it. */
function count(flow: Flow, e: Episode, { from, to }: Window): boolean {
  if (e.opened >= to) return false;
  if (e.opened >= from) flow.received++;
  else if (e.closed >= from) flow.carriedForward++;
  else return false;
  if (e.closed < to) flow.resolved++;
  else flow.pending++;
  return true;
}

function sla(resolved: number, withinLimit: number): SlaCompliance {
  return {
    resolved,
    withinLimit,
    percent: resolved === 0 ? null : Math.round((withinLimit / resolved) * 1000) / 10,
  };
}

/** The totals, days taken and time-limit share of one month. */
function monthFigures(index: ComplaintIndex, window: Window) {
  const total = emptyFlow();
  let days = 0;
  let withinLimit = 0;
  for (const e of index.episodes) {
    count(total, e, window);
    if (e.closed >= window.from && e.closed < window.to) {
      const taken = daysTaken(e.received, e.closed);
      days += taken;
      if (taken <= SLA_DAYS) withinLimit++;
    }
  }
  return {
    total,
    averageResolutionDays: total.resolved === 0 ? null : round2(days / total.resolved),
    sla: sla(total.resolved, withinLimit),
  };
}

/**
 * The twelve months ending with `month`, in one pass over the episodes (not one a month): what
 * each received and resolved, and what was pending at its end (what was carried into the first,
 * plus what came, less what went, month by month) — as `monthFigures` counts each month.
 */
function trendOf(index: ComplaintIndex, month: number): TrendMonth[] {
  const first = month - TREND_MONTHS + 1;
  const received = new Array<number>(TREND_MONTHS).fill(0);
  const resolved = new Array<number>(TREND_MONTHS).fill(0);
  const days = new Array<number>(TREND_MONTHS).fill(0);
  const withinLimit = new Array<number>(TREND_MONTHS).fill(0);
  let carriedIn = 0;
  for (const e of index.episodes) {
    if (e.openedMonth > month) continue;
    if (e.openedMonth >= first) received[e.openedMonth - first]!++;
    else if (e.closedMonth >= first) carriedIn++;
    if (e.closedMonth >= first && e.closedMonth <= month) {
      const i = e.closedMonth - first;
      const taken = daysTaken(e.received, e.closed);
      resolved[i]!++;
      days[i]! += taken;
      if (taken <= SLA_DAYS) withinLimit[i]!++;
    }
  }
  let pending = carriedIn;
  return received.map((came, i) => {
    const went = resolved[i]!;
    pending += came - went;
    return {
      month: formatMonth(first + i),
      received: came,
      resolved: went,
      pending,
      averageResolutionDays: went === 0 ? null : round2(days[i]! / went),
      sla: sla(went, withinLimit[i]!),
    };
  });
}

/** Rows by `nameOf`, first those `named` (zeros too), then any others met, in name order. */
function split(
  index: ComplaintIndex,
  window: Window,
  nameOf: (e: Episode) => string,
  named: readonly string[],
  keepEmpty: boolean,
): FlowRow[] {
  const flows = new Map<string, Flow>(named.map((n) => [n, emptyFlow()]));
  for (const e of index.episodes) {
    const name = nameOf(e);
    const flow = flows.get(name) ?? emptyFlow();
    if (count(flow, e, window) && !flows.has(name)) flows.set(name, flow);
  }
  const others = [...flows.keys()].filter((n) => !named.includes(n)).sort();
  return [...named, ...others]
    .map((name) => ({ name, ...flows.get(name)! }))
    .filter((r) => keepEmpty || r.carriedForward + r.received + r.resolved + r.pending > 0);
}

/** The band of a complaint pending at `at` (the month's last moment, or now): SEBI's 3 months last. */
function bandOf(e: Episode, at: number, oldBefore: number): AgeBand {
  if (e.received < oldBefore) return AGE_BANDS[4];
  const days = daysTaken(e.received, at);
  if (days <= 7) return AGE_BANDS[0];
  if (days <= 15) return AGE_BANDS[1];
  if (days <= SLA_DAYS) return AGE_BANDS[2];
  return AGE_BANDS[3];
}

/** The dashboard of `month` from `index`, as of `now` (a month not yet ended is counted to now). */
export function grievanceDashboard(
  index: ComplaintIndex,
  month: number,
  now: number,
): Omit<GrievanceDashboard, 'months' | 'computedAt'> {
  const window = windowOf(month);
  const { total, averageResolutionDays, sla: compliance } = monthFigures(index, window);
  const ageAt = Math.min(window.to - 1, now);
  const oldBefore = monthStart(month + 1 - OLD_AFTER_MONTHS);
  const ages = new Map<AgeBand, number>(AGE_BANDS.map((b) => [b, 0]));
  for (const e of index.episodes) {
    if (e.opened < window.to && e.closed >= window.to) {
      const band = bandOf(e, ageAt, oldBefore);
      ages.set(band, ages.get(band)! + 1);
    }
  }
  return {
    month: formatMonth(month),
    current: window.to > now,
    total: { name: 'All complaints', ...total },
    pendingByAge: AGE_BANDS.map((band) => ({ band, pending: ages.get(band)! })),
    byCategory: split(
      index,
      window,
      (e) => e.split.category ?? NO_CATEGORY,
      [...COMPLAINT_CATEGORIES, NO_CATEGORY],
      true,
    ),
    byChannel: split(index, window, (e) => channelOf(e.split.source), COMPLAINT_SOURCES, true),
    // The owner it had when resolved in the month, or at the month's end (docs/contract.md §11).
    byOwner: split(
      index,
      window,
      (e) => ownerIn(e.owner, month) ?? UNASSIGNED,
      [UNASSIGNED],
      false,
    ),
    averageResolutionDays,
    sla: compliance,
    trend: trendOf(index, month),
  };
}

interface Read {
  index: ComplaintIndex;
  at: number;
}

/**
 * Reads the complaints for the dashboard at most once per DASHBOARD_FRESH_MS, shared by requests.
 * A request after that minute, within DASHBOARD_STALE_MS of the last read, is answered from that
 * read (its `computedAt` says when) while a new one is made for the next requests: only a request
 * with no read, or one older than that, waits for a whole read of the complaints (seconds at a
 * year's volume, docs/performance.md).
 */
export class GrievanceDashboards {
  private last: Read | undefined;
  private reading: Promise<Read> | undefined;

  constructor(
    private readonly store: Store,
    private readonly now: () => Date,
    private readonly log: (err: unknown) => void = (err) =>
      console.error('[grievance dashboard] a read of the complaints failed', err),
  ) {}

  async answer(monthText: string | undefined): Promise<GrievanceDashboard> {
    const nowMs = this.now().getTime();
    const current = monthOf(nowMs);
    const month = monthText === undefined ? current : parseMonth(monthText);
    if (month === undefined) throw new DashboardMonthRefused(monthMessages.malformed);
    if (month > current) {
      throw new DashboardMonthRefused(dashboardMessages.future(formatMonth(current)));
    }
    const read = await this.read(nowMs);
    const first =
      read.index.firstReceived === undefined ? current : monthOf(read.index.firstReceived);
    const months: string[] = [];
    for (let m = current; m >= Math.min(first, month); m--) months.push(formatMonth(m));
    return {
      ...grievanceDashboard(read.index, month, read.at),
      months,
      computedAt: new Date(read.at).toISOString(),
    };
  }

  private read(nowMs: number): Promise<Read> {
    const age = this.last ? nowMs - this.last.at : undefined;
    // A clock set back makes any read stale.
    if (age === undefined || age < 0 || age >= DASHBOARD_STALE_MS) return this.readAnew();
    if (age >= DASHBOARD_FRESH_MS) {
      this.readAnew().catch((err: unknown) => this.log(err));
    }
    return Promise.resolve(this.last!);
  }

  private readAnew(): Promise<Read> {
    this.reading ??= (async () => {
      try {
        const at = this.now().getTime();
        const index = await indexComplaints(this.store.complaint.scan());
        this.last = { index, at };
        return this.last;
      } finally {
        this.reading = undefined;
      }
    })();
    return this.reading;
  }
}
