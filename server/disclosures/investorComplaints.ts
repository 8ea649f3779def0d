// Answers GET /api/investor-complaints (docs/contract.md §12): picks and checks the month, reads
// the complaints through the storage interface and keeps each closed month's tables, which can no
// longer change once the month has closed.
import { monthMessages, type InvestorComplaintsData } from '../../src/contract/disclosures';
import type { Store } from '../store/types';
import { complaintTables, indexComplaints, type ComplaintTables } from './complaintTables';
import { formatMonth, lastClosedMonth, monthOf, parseMonth } from './istMonths';

/** A `month` the page cannot show (→ 400 with this message). */
export class MonthRefused extends Error {
  override name = 'MonthRefused';
}

interface Computed {
  tables: ComplaintTables;
  computedAt: string;
}

export class InvestorComplaints {
  /** One entry per closed month asked for: at most the months since the first complaint. */
  private readonly cache = new Map<number, Promise<Computed>>();
  /** The month of the firm's first complaint; once known it never changes. */
  private firstMonth: number | undefined;

  constructor(
    private readonly store: Store,
    private readonly now: () => Date,
  ) {}

  async answer(monthText: string | undefined): Promise<InvestorComplaintsData> {
    const latest = lastClosedMonth(this.now().getTime());
    const first = Math.min(latest, (await this.firstComplaintMonth()) ?? latest);
    const month = monthText === undefined ? latest : parseMonth(monthText);
    if (month === undefined) throw new MonthRefused(monthMessages.malformed);
    if (month > latest) throw new MonthRefused(monthMessages.notClosed(formatMonth(latest)));
    if (month < first) throw new MonthRefused(monthMessages.beforeFirst(formatMonth(first)));
    const { tables, computedAt } = await this.computed(month);
    const months: string[] = [];
    for (let m = latest; m >= first; m--) months.push(formatMonth(m));
    return { ...tables, computedAt, months };
  }

  private computed(month: number): Promise<Computed> {
    let entry = this.cache.get(month);
    if (!entry) {
      entry = this.compute(month);
      // A failed read is not kept: the next request tries again.
      entry.catch(() => this.cache.delete(month));
      this.cache.set(month, entry);
    }
    return entry;
  }

  private async compute(month: number): Promise<Computed> {
    const { data } = await this.store.complaints.list();
    const index = indexComplaints(data);
    if (index.firstReceived !== undefined) this.firstMonth ??= monthOf(index.firstReceived);
    return { tables: complaintTables(index, month), computedAt: this.now().toISOString() };
  }

  private async firstComplaintMonth(): Promise<number | undefined> {
    if (this.firstMonth === undefined) {
      const { data } = await this.store.complaints.list({ sort: 'oldest', limit: 1 });
      if (data[0]) this.firstMonth = monthOf(Date.parse(data[0].createdAt));
    }
    return this.firstMonth;
  }
}
