// The grievance dashboard on the desk (issue 43; docs/contract.md §11, Grievance dashboard): a
// month's complaints received, resolved and pending, split by age, category, channel and owner,
// with the days taken and the share resolved within the time limit. The server computes it from
// the same index of the complaints as SEBI's monthly tables (server/disclosures/complaintTables.ts),
// so its totals are theirs; the desk only shows it.
import { COMPLAINT_DUE_DAYS } from './requests';

/** A complaint is resolved within the time limit when it took at most this many calendar days. */
export const SLA_DAYS = COMPLAINT_DUE_DAYS;

/**
 * How old the month's pending complaints are at its end (at `now` for the current month), in whole
 * IST calendar days from receipt; the last band is SEBI's "pending for more than 3 months".
 */
export const AGE_BANDS = [
  '0–7 days',
  '8–15 days',
  '16–21 days',
  '22 days to 3 months',
  'More than 3 months',
] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/** A complaint nobody owns is counted under this owner; one without a category under NO_CATEGORY. */
export const UNASSIGNED = 'Unassigned';
export const NO_CATEGORY = 'Not categorised';

/** One line of a split: what came, went and was left in the month. */
export interface FlowRow {
  name: string;
  /** Pending when the month began. */
  carriedForward: number;
  received: number;
  resolved: number;
  /** Pending at the month's end (now, for the current month). */
  pending: number;
}

export interface SlaCompliance {
  /** Resolved in the month. */
  resolved: number;
  /** Of those, resolved within SLA_DAYS of receipt. */
  withinLimit: number;
  /** withinLimit ÷ resolved as a percentage, one decimal; null when none was resolved. */
  percent: number | null;
}

/** A month of the trend: its totals, days taken and time-limit share. */
export interface TrendMonth {
  month: string;
  received: number;
  resolved: number;
  pending: number;
  averageResolutionDays: number | null;
  sla: SlaCompliance;
}

/** GET /api/desk/grievance-dashboard?month=YYYY-MM → `{ data: GrievanceDashboard }`. */
export interface GrievanceDashboard {
  /** `YYYY-MM` (IST). */
  month: string;
  /** Whether the month is still running (its figures are as of `computedAt`). */
  current: boolean;
  /** The months one can ask for, newest first: the current one back to the first complaint's. */
  months: string[];
  total: FlowRow;
  pendingByAge: { band: AgeBand; pending: number }[];
  byCategory: FlowRow[];
  byChannel: FlowRow[];
  byOwner: FlowRow[];
  /** As SEBI's table computes it: whole IST calendar days, two decimals; null when none resolved. */
  averageResolutionDays: number | null;
  sla: SlaCompliance;
  /** The twelve months ending with this one. */
  trend: TrendMonth[];
  /** When the complaints were read (ISO). */
  computedAt: string;
}

export const dashboardMessages = {
  future: (latest: string) => `month cannot be after the current month, ${latest}`,
} as const;
