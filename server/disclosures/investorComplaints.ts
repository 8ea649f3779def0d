// Answers GET /api/investor-complaints (docs/contract.md §12): picks and checks the month, reads
// the complaints through the storage interface and keeps each closed month's tables, which can no
// longer change once the month has closed.
//
// Every status change is stamped with the time it is made, so an index of the records read at
// time T answers every month that ended before T correctly. One read therefore serves all the
// months closed by then; the store is read again only once another month has closed.
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

export class InvestorComplaints {
  /** One entry per month asked for: at most the months since the first complaint. */
  private readonly cache = new Map<number, Computed>();
  private index: Promise<ReadIndex> | undefined;

  constructor(
    private readonly store: Store,
    private readonly now: () => Date,
  ) {}

  /**
   * Reads the records now, so the first visitor does not wait for 100,000 of them to be read
   * (npm run bench:disclosures); a failure here is only retried by the next request.
   */
  warm(): void {
    this.indexFor(monthStart(this.latest() + 1)).catch(() => undefined);
  }

  async answer(monthText: string | undefined): Promise<InvestorComplaintsData> {
    const latest = this.latest();
    const { index } = await this.indexFor(monthStart(latest + 1));
    const first =
      index.firstReceived === undefined ? latest : Math.min(latest, monthOf(index.firstReceived));
    const month = monthText === undefined ? latest : parseMonth(monthText);
    if (month === undefined) throw new MonthRefused(monthMessages.malformed);
    if (month > latest) throw new MonthRefused(monthMessages.notClosed(formatMonth(latest)));
    if (month < first) throw new MonthRefused(monthMessages.beforeFirst(formatMonth(first)));
    let computed = this.cache.get(month);
    if (!computed) {
      computed = { tables: complaintTables(index, month), computedAt: this.now().toISOString() };
      this.cache.set(month, computed);
    }
    const months: string[] = [];
    for (let m = latest; m >= first; m--) months.push(formatMonth(m));
    return { ...computed.tables, computedAt: computed.computedAt, months };
  }

  private latest(): number {
    return lastClosedMonth(this.now().getTime() - SETTLE_MS);
  }

  /** The index kept if it was read once `monthEnd` had settled; otherwise a fresh read. */
  private indexFor(monthEnd: number): Promise<ReadIndex> {
    const current = this.index;
    if (!current) return (this.index = this.read());
    return current.then(
      (kept) => (kept.readAt >= monthEnd + SETTLE_MS ? kept : this.reread(current)),
      () => this.reread(current),
    );
  }

  /** Reads again, unless a request that waited on the same `stale` index already did. */
  private reread(stale: Promise<ReadIndex>): Promise<ReadIndex> {
    if (this.index === stale) this.index = this.read();
    return this.index!;
  }

  private async read(): Promise<ReadIndex> {
    const readAt = this.now().getTime();
    const { data } = await this.store.complaints.list();
    return { index: indexComplaints(data), readAt };
  }
}
