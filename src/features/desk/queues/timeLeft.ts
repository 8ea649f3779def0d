// The time-limit badge of a queue row: how long the firm has left, or how late it is.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type DueTone = 'none' | 'ok' | 'soon' | 'overdue';

export interface DueBadge {
  tone: DueTone;
  label: string;
}

/** The two largest units only: "3 d 4 h", "2 h 5 min", "12 min"; under a minute is "1 min". */
export function formatSpan(ms: number): string {
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.max(1, Math.ceil((ms % HOUR) / MINUTE));
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return minutes === 60 ? `${hours + 1} h` : `${hours} h ${minutes} min`;
  return `${Math.min(minutes, 60)} min`;
}

/**
 * A finished record has no clock. Under a day left the badge turns amber (a complaint's last day,
 * every open freeze) so the desk acts before it turns red.
 */
export function dueBadge(dueAt: string | null, now: Date): DueBadge {
  if (!dueAt) return { tone: 'none', label: '—' };
  const left = new Date(dueAt).getTime() - now.getTime();
  if (left < 0) return { tone: 'overdue', label: `Overdue by ${formatSpan(-left)}` };
  return { tone: left < DAY ? 'soon' : 'ok', label: `${formatSpan(left)} left` };
}
