// Answers GET /api/investor-complaints (docs/contract.md §12): picks and checks the month, reads
// the complaints through the storage interface and keeps each closed month's tables, which can no
// longer change once the month has closed.
//
// Every status change is stamped with the time it is made, so an index of the records read at
// time T answers every month that ended before T correctly. One read therefore serves all the
// months closed by then. Start never waits for it: the records are read in the background a little
// after start (so the page's first visitor does not wait for 100k records) and after each month end,
// and requests are answered from the index they have until a read is done (docs/contract.md §12).
import { monthMessages, type InvestorComplaintsData } from '../../src/contract/disclosures';
import type { Store } from '../store/types';
import {
  complaintTables,
  indexComplaints,
  type ComplaintIndex,
  type ComplaintTables,
} from './complaintTables';
import { formatMonth, lastClosedMonth, monthOf, monthStart, parseMonth } from './istMonths';

/** A `month` the page cannot show (→ 400 with this message). */
export class MonthRefused extends Error {
  override name = 'MonthRefused';
}

interface Computed {
  tables: ComplaintTables;
  computedAt: string;
}

interface ReadIndex {
  index: ComplaintIndex;
  /** When the records were read (epoch ms, the injected clock). */
  readAt: number;
}

/**
 * A change stamped just before a month's end may reach the store a moment later (another app
 * server, a slow write), so a month is published, and read, only this long after it closed.
 */
const SETTLE_MS = 60_000;

/** At most this long between two looks at the clock (a clock set forward, a suspended machine). */
const MAX_WAIT_MS = 60 * 60_000;

/** The first read waits this long after start, so it never competes with the server starting. */
export const WARM_AFTER_MS = 5_000;

export class InvestorComplaints {
  /** One entry per month asked for: at most the months since the first complaint. */
  private readonly cache = new Map<number, Computed>();
  /** The last finished read. */
  private index: ReadIndex | undefined;
  /** A read under way; requests and the month end share it. */
  private reading: Promise<ReadIndex> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private warmer: NodeJS.Timeout | undefined;

  constructor(
    private readonly store: Store,
    private readonly now: () => Date,
  ) {}

  /**
   * Reads the records in the background `warmAfterMs` (wall time) after start, then wakes up when
   * the next month has closed and settled (by the injected clock) and reads and computes it in the
   * background too. Timers do not keep the process alive; `stop` ends them.
   */
  start(warmAfterMs = WARM_AFTER_MS): void {
    this.warmer = setTimeout(() => {
      this.warmer = undefined;
      if (!this.index) this.read().catch(() => undefined); // a failed read is retried when asked
    }, warmAfterMs);
    this.warmer.unref();
    this.watchMonthEnd();
  }

  private watchMonthEnd(): void {
    const wake = monthStart(this.latest() + 2) + SETTLE_MS;
    const wait = Math.min(Math.max(wake - this.now().getTime(), 0), MAX_WAIT_MS);
    this.timer = setTimeout(() => {
      void this.refresh().finally(() => {
        if (this.timer) this.watchMonthEnd();
      });
    }, wait + 1);
    this.timer.unref();
  }

  stop(): void {
    clearTimeout(this.warmer);
    clearTimeout(this.timer);
    this.warmer = undefined;
    this.timer = undefined;
  }

  /**
   * When a month has closed since the last read: reads again and computes that month, so its
   * first visitor finds it ready. A failed read is retried by the next request or wake-up.
   */
  async refresh(): Promise<void> {
    if (!this.index || covers(this.index, this.latest())) return;
    try {
      const index = await this.read();
      this.computed(index, published(index));
    } catch {
      // Answered as a 503 to the request that needs it; the kept index still serves the others.
    }
  }

  async answer(monthText: string | undefined): Promise<InvestorComplaintsData> {
    const latest = this.latest();
    let index = this.index ?? (await this.read());
    if (!covers(index, latest)) void this.refresh();
    const month = monthText === undefined ? published(index) : parseMonth(monthText);
    if (month === undefined) throw new MonthRefused(monthMessages.malformed);
    if (month > latest) throw new MonthRefused(monthMessages.notClosed(formatMonth(latest)));
    // Asked by name for the month being read in the background: this request waits for a read
    // that covers it (one started once the month had settled: at most the one after the current).
    while (month > published(index)) index = await this.read();
    const last = published(index);
    const first =
      index.index.firstReceived === undefined
        ? last
        : Math.min(last, monthOf(index.index.firstReceived));
    if (month < first) throw new MonthRefused(monthMessages.beforeFirst(formatMonth(first)));
    const months: string[] = [];
    for (let m = last; m >= first; m--) months.push(formatMonth(m));
    const computed = this.computed(index, month);
    return { ...computed.tables, computedAt: computed.computedAt, months };
  }

  private computed({ index }: ReadIndex, month: number): Computed {
    let computed = this.cache.get(month);
    if (!computed) {
      computed = { tables: complaintTables(index, month), computedAt: this.now().toISOString() };
      this.cache.set(month, computed);
    }
    return computed;
  }

  private latest(): number {
    return lastClosedMonth(this.now().getTime() - SETTLE_MS);
  }

  /** The read under way, or a new one; the index kept is the newest read. */
  private read(): Promise<ReadIndex> {
    this.reading ??= (async () => {
      try {
        const readAt = this.now().getTime();
        const read = { index: await indexComplaints(this.store.complaint.scan()), readAt };
        if (!this.index || this.index.readAt < readAt) this.index = read;
        return read;
      } finally {
        this.reading = undefined;
      }
    })();
    return this.reading;
  }
}

/** The last month whose records had settled when `read` was made. */
function published(read: ReadIndex): number {
  return lastClosedMonth(read.readAt - SETTLE_MS);
}

function covers(read: ReadIndex, month: number): boolean {
  return published(read) >= month;
}
