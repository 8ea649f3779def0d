// SCORES, the exchanges' and depositories' references, SMART ODR and the SCORES categories of a
// complaint (issue 43; docs/contract.md §11, SCORES and SMART ODR). Pure, so the server, the desk's
// screens and the tests read the same clocks from the same facts.
import { COMPLAINT_STATUSES } from './choices';
import { istDay, istDayStart } from './istDays';

/** SCORES 2.0: the entity resolves a complaint within 21 calendar days of SCORES forwarding it. */
export const SCORES_DUE_DAYS = 21;

/**
 * The status a complaint takes when the investor files it on SEBI's SMART ODR portal: filing on
 * ODR disposes of the SCORES complaint, so it is final for the desk's clocks (the firm's and
 * SCORES') and an ODR task follows the case (docs/contract.md §11).
 */
export const ODR_STATUS = COMPLAINT_STATUSES[3];

/** A SMART ODR case number as the portal issues it (letters, digits, `/` and `-`). */
export const ODR_CASE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9/-]{3,39}$/;
/** A SCORES registration number (e.g. SEBIE/MH24/0001234/1). */
export const SCORES_NO_PATTERN = /^[A-Za-z0-9][A-Za-z0-9/-]{4,39}$/;

/** The firm's part in the ODR conciliation. */
export const ODR_PARTICIPATION = ['Not yet decided', 'Participating', 'Not participating'] as const;
/** How the ODR case ended (or that it has not). */
export const ODR_OUTCOMES = [
  'Pending',
  'Settled in conciliation',
  'Referred to arbitration',
  'Arbitral award',
  'Withdrawn by the investor',
] as const;

/** The ODR task on a complaint moved to ODR: opened by the status change, worked on the desk. */
export interface OdrTask {
  caseNo: string;
  /** When the complaint was moved to ODR (ISO). */
  movedAt: string;
  participation: (typeof ODR_PARTICIPATION)[number];
  /** The conciliation meeting's IST day (YYYY-MM-DD); absent until fixed. */
  conciliationDate?: string;
  outcome: (typeof ODR_OUTCOMES)[number];
  /**
   * When the outcome was first set to other than `Pending` (ISO): the ODR proceeding is over, and
   * the record's retention period counts from here (server/desk/retention.ts).
   */
  decidedAt?: string;
}

/**
 * The SCORES categories a desk-registered complaint is filed under (SEBI SCORES 2.0;
 * "Accessibility" since December 2025). An Accessibility complaint is closed only with a
 * reference to the fix (docs/contract.md §11).
 */
export const COMPLAINT_CATEGORIES = [
  'Accessibility',
  'Account opening / KYC',
  'Trading and contract notes',
  'Funds and securities pay-out',
  'Depository services',
  'Other',
] as const;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];
export const ACCESSIBILITY_CATEGORY: ComplaintCategory = 'Accessibility';

/** The SCORES due day: 21 calendar days after the IST day SCORES forwarded the complaint. */
export function scoresDueOn(forwardedOn: string): string | null {
  const start = istDayStart(forwardedOn, SCORES_DUE_DAYS);
  return start ? istDay(start) : null;
}

/** SCORES' clock on a complaint as the desk shows it beside the firm's. */
export interface ScoresClock {
  /** The IST day it is due by (it runs to that day's end). */
  dueOn: string;
  /** The instant it runs out: the end of `dueOn` in IST (ISO). */
  dueAt: string;
  /** Stopped: the complaint was closed or moved to ODR (no longer with the firm on SCORES). */
  stopped: boolean;
  overdue: boolean;
}

/**
 * The SCORES clock of a complaint forwarded by SCORES on `forwardedOn`, in `status`, at `now`;
 * null for one that did not come from SCORES. It stops when the complaint is closed or moved to
 * ODR, and runs again when a closed one is reopened (the same SCORES due day: SCORES does not
 * restart it).
 */
export function scoresClock(
  record: object,
  status: string,
  final: readonly string[],
  now: Date,
): ScoresClock | null {
  const { scoresForwardedOn } = record as { scoresForwardedOn?: unknown };
  if (typeof scoresForwardedOn !== 'string') return null;
  const dueOn = scoresDueOn(scoresForwardedOn);
  const end = dueOn ? istDayStart(dueOn, 1) : null;
  if (!dueOn || !end) return null;
  const stopped = final.includes(status);
  return {
    dueOn,
    dueAt: end.toISOString(),
    stopped,
    overdue: !stopped && end.getTime() <= now.getTime(),
  };
}
