// Escalations before the deadline (issue 43; docs/contract.md §11, Escalations): a record whose
// kind declares escalation steps (src/contract/requests) is escalated at each step's threshold,
// counted from its due time, once per due time. The thresholds are desk settings an admin sets;
// these pure functions give the server's sweep and its tests the same instants.
/** The thresholds an admin sets on the desk (deskApi.escalationSettings). */
export interface EscalationSettings {
  /** A complaint not closed by this day of its clock goes to the compliance officer's list. */
  complaintComplianceDays: number;
  /** …and by this day it is flagged red on every desk screen. */
  complaintRedDays: number;
  /** A freeze request not frozen this long after its due time alerts operations and compliance. */
  freezeLateMinutes: number;
}

export const ESCALATION_DEFAULTS: EscalationSettings = {
  complaintComplianceDays: 15,
  complaintRedDays: 18,
  freezeLateMinutes: 10,
};

/** The bounds of each threshold: a complaint's escalations come before its 21st day. */
export const ESCALATION_BOUNDS = {
  complaintDays: { min: 1, max: 20 },
  freezeLateMinutes: { min: 1, max: 240 },
} as const;

/**
 * The steps, in the order they come: `compliance` puts the record on the compliance officer's
 * list, `red` flags it red on every screen, `late` is a freeze not frozen in time (red too).
 */
export const ESCALATION_STEPS = ['compliance', 'red', 'late'] as const;
export type EscalationName = (typeof ESCALATION_STEPS)[number];

/** How the desk names each step. */
export const ESCALATION_LABELS: Record<EscalationName, string> = {
  compliance: 'Escalated to compliance',
  red: 'Red flag',
  late: 'Late: escalated',
};

/** Steps the desk shows red (with words, never colour alone). */
export const isRedEscalation = (step: EscalationName) => step !== 'compliance';

/** One step of a kind's escalation (its declaration's `escalations`). */
export interface EscalationStep {
  step: EscalationName;
  /** When it fires, in ms from the record's due time (negative: before it), by the thresholds. */
  fromDueMs(settings: EscalationSettings): number;
}

/** A step that fired, kept on the record: the due time it was counted from, and when it fired. */
export interface EscalationMark {
  step: EscalationName;
  due: string;
  at: string;
}

/** The steps reached at `now` by a record due at `due` (none once it has no due time). */
export function escalationsReached(
  steps: readonly EscalationStep[],
  due: Date | null,
  now: Date,
  settings: EscalationSettings,
): EscalationStep[] {
  if (due === null) return [];
  return steps.filter((s) => due.getTime() + s.fromDueMs(settings) <= now.getTime());
}

/**
 * The records due before this instant have reached one of `steps` at `now` (a step fires at its
 * threshold, so the record due exactly at the threshold's distance is in: one ms past it).
 */
export const escalationHorizon = (
  steps: readonly EscalationStep[],
  now: Date,
  settings: EscalationSettings,
): Date => new Date(now.getTime() + 1 - Math.min(...steps.map((s) => s.fromDueMs(settings))));

/**
 * The last step marked for the record's current due time (a reopened complaint's new clock starts
 * with none), or undefined: what the desk shows.
 */
export function currentEscalation(
  marks: readonly EscalationMark[] | undefined,
  due: Date | null,
): EscalationName | undefined {
  if (!due || !marks) return undefined;
  const current = marks.filter((m) => m.due === due.toISOString()).map((m) => m.step);
  return [...ESCALATION_STEPS].reverse().find((step) => current.includes(step));
}
