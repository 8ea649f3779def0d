// The monthly investor complaints data SEBI asks brokers and depository participants to publish
// (docs/contract.md §12): month format, row labels and the answer of GET /api/investor-complaints.
// The server computes it from the complaint records (server/disclosures/); the page only shows it.

/** A calendar month in IST, `YYYY-MM` (the `month` query parameter). */
export const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The months as SEBI's tables name them in English (`Nov-2026`); other languages use `Intl`. */
export const MONTH_ABBRS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** Table 1's source rows, in SEBI's order; the depository version names Depositories instead. */
export const BROKER_SOURCE_ROWS = [
  'Directly from investors',
  'SEBI (SCORES)',
  'Stock exchanges',
  'Other sources',
] as const;
export const DP_SOURCE_ROWS = [
  'Directly from investors',
  'SEBI (SCORES)',
  'Depositories',
  'Other sources',
] as const;
export const GRAND_TOTAL = 'Grand total';

/** One row of Table 1. */
export interface MonthRow {
  source: string;
  carriedForward: number;
  received: number;
  /** carriedForward + received. */
  totalPending: number;
  resolved: number;
  /** Pending at the end of the month, received less than / more than 3 months before it ended. */
  pendingUnder3Months: number;
  pendingOver3Months: number;
  /** Days from receipt to resolution, averaged over the month's resolutions; null when none. */
  averageResolutionDays: number | null;
}

/** One row of the monthly (Table 2) or annual (Table 3) trend. */
export interface TrendRow {
  /** `Oct-2026` for a month, `2026-27` for a financial year. */
  period: string;
  carriedForward: number;
  received: number;
  resolved: number;
  pending: number;
}

export interface TrendTable {
  rows: TrendRow[];
  total: TrendRow;
}

export interface SourceTable {
  rows: MonthRow[];
  total: MonthRow;
}

export interface InvestorComplaintsData {
  /** The month shown, `YYYY-MM` (always a closed month). */
  month: string;
  /** Its last day, `YYYY-MM-DD` (IST): "Data for the month ending …". */
  monthEnding: string;
  /** When the server computed these tables (ISO). */
  computedAt: string;
  /** Every closed month that can be shown, newest first. */
  months: string[];
  broker: { month: SourceTable; monthly: TrendTable; annual: TrendTable };
  depository: { month: SourceTable };
}

/** Why a `month` is refused (→ 400). */
export const monthMessages = {
  malformed: 'month must be a month written YYYY-MM, e.g. 2026-03',
  notClosed: (latest: string) =>
    `That month has not closed yet; the latest published month is ${latest}`,
  beforeFirst: (first: string) => `There is no complaints data before ${first}`,
} as const;
