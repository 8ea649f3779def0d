// An item's publish and unpublish times in one line, in India's time (docs/contract.md §13e).
import type { ContentSchedule } from '../../../contract/schedule';
import { formatDateTime } from '../shell/format';

/** One line of an item's times for the content list; none set: nothing. */
export function scheduleSummary(schedule: ContentSchedule | undefined): string | null {
  if (!schedule) return null;
  return [
    schedule.publishAt ? `Publishes ${formatDateTime(schedule.publishAt)}` : null,
    schedule.unpublishAt ? `Unpublishes ${formatDateTime(schedule.unpublishAt)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
