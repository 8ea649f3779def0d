// Calendar months and financial years in IST (docs/contract.md §12): a month closes at midnight
// IST on its last day, a financial year runs April to March. Months are counted as integers
// (year × 12 + month − 1) so ranges and "three months before" are plain arithmetic.
import { IST_OFFSET_MS } from '../../src/contract/ist';
import { MONTH_ABBRS, MONTH_PATTERN } from '../../src/contract/disclosures';

/** April: the first month of India's financial year. */
const FY_FIRST_MONTH = 3;

/** The IST month an instant falls in. */
export function monthOf(instantMs: number): number {
  const ist = new Date(instantMs + IST_OFFSET_MS);
  return ist.getUTCFullYear() * 12 + ist.getUTCMonth();
}

/** Midnight IST on the first day of `month`, as epoch milliseconds. */
export function monthStart(month: number): number {
  return Date.UTC(Math.floor(month / 12), month % 12, 1) - IST_OFFSET_MS;
}

/** `YYYY-MM` → month number; undefined for anything else. */
export function parseMonth(text: string): number | undefined {
  const match = MONTH_PATTERN.exec(text);
  return match ? Number(match[1]) * 12 + Number(match[2]) - 1 : undefined;
}

export function formatMonth(month: number): string {
  return `${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}`;
}

/** `Oct-2026`, as SEBI's trend table names months. */
export function monthLabel(month: number): string {
  return `${MONTH_ABBRS[month % 12]}-${Math.floor(month / 12)}`;
}

/** The month's last day in IST, `YYYY-MM-DD`. */
export function lastDayOf(month: number): string {
  const last = new Date(monthStart(month + 1) - 1 + IST_OFFSET_MS);
  return last.toISOString().slice(0, 10);
}

/** The last month that has closed at `now` (the one before the current IST month). */
export function lastClosedMonth(nowMs: number): number {
  return monthOf(nowMs) - 1;
}

/** The first month (April) of the financial year `month` belongs to. */
export function financialYearStart(month: number): number {
  const year = Math.floor(month / 12);
  return (month % 12 >= FY_FIRST_MONTH ? year : year - 1) * 12 + FY_FIRST_MONTH;
}

/** `2026-27` for the financial year that starts in April 2026. */
export function financialYearLabel(fyStart: number): string {
  const year = Math.floor(fyStart / 12);
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}
