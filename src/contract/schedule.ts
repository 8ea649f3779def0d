// Scheduling on the content desk (docs/contract.md §13e): an item's publish and unpublish
// (expire) times, the rules an editor's times pass (the desk's form and the server run the same
// schema) and the window visitors see the item in.
import * as yup from 'yup';

/** An item's times, ISO 8601 with a zone; none: at once (publish), never (unpublish). */
export interface ContentSchedule {
  publishAt?: string;
  unpublishAt?: string;
}

export const scheduleMsg = {
  invalid: 'Please correct the marked fields.',
  timeInvalid: 'Enter a date and time, e.g. 2026-12-01T10:00+05:30.',
  past: 'This time has passed. Choose a time in the future.',
  order: 'The unpublish time comes before the publish time.',
} as const;

/** A full date and time with its zone (`Z` or `+05:30`): never read in a server's own zone. */
const ISO_WITH_ZONE =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

const timeOf = (v: string | undefined) =>
  v && ISO_WITH_ZONE.test(v) && !Number.isNaN(Date.parse(v)) ? Date.parse(v) : undefined;

/** A date and time with its zone, as a publish or unpublish time must be. */
export const isScheduleTime = (v: string) => timeOf(v) !== undefined;

/** Whether `until` (empty: never) comes after `from` (empty: at once): the times' order rule. */
export const inOrder = (from: string | undefined, until: string | undefined) => {
  const a = timeOf(from);
  const b = timeOf(until);
  return a === undefined || b === undefined || b > a;
};

/**
 * The rules of a schedule set at `now`: each time valid and in the future, unless it is the time
 * already set (`current`: an item live since its publish time keeps it while its unpublish time
 * changes); unpublish after publish. An empty field is no time.
 */
export function scheduleSchema(now: Date, current: ContentSchedule = {}) {
  const when = (field: keyof ContentSchedule) =>
    yup
      .string()
      .trim()
      .transform((v: string) => v || undefined)
      .optional()
      .test('time', scheduleMsg.timeInvalid, (v) => !v || timeOf(v) !== undefined)
      .test(
        'future',
        scheduleMsg.past,
        (v) =>
          !v ||
          timeOf(v) === undefined ||
          timeOf(v) === timeOf(current[field]) ||
          timeOf(v)! > now.getTime(),
      );
  return yup.object({
    publishAt: when('publishAt'),
    unpublishAt: when('unpublishAt').test('order', scheduleMsg.order, (v, ctx) =>
      inOrder(ctx.parent.publishAt as string | undefined, v),
    ),
  });
}

/** The times as stored: ISO in UTC, empty fields left out. */
export function normalSchedule(schedule: ContentSchedule): ContentSchedule {
  const iso = (v: string | undefined) => (v ? new Date(v).toISOString() : undefined);
  const publishAt = iso(schedule.publishAt);
  const unpublishAt = iso(schedule.unpublishAt);
  return { ...(publishAt ? { publishAt } : {}), ...(unpublishAt ? { unpublishAt } : {}) };
}

/**
 * Where an item stands at `now`: `waiting` before its publish time, `showing` between the times,
 * `ended` from its unpublish time on. Visitors see it only while `showing` (and only a published,
 * approved version of it).
 */
export type SchedulePhase = 'waiting' | 'showing' | 'ended';
export function phaseAt(schedule: ContentSchedule, now: Date): SchedulePhase {
  const t = now.getTime();
  if (schedule.unpublishAt && t >= Date.parse(schedule.unpublishAt)) return 'ended';
  if (schedule.publishAt && t < Date.parse(schedule.publishAt)) return 'waiting';
  return 'showing';
}
