import type { DeskQueueEvent, QueueName } from '../../../contract/desk';

/** Records that arrived while the screen was open, counted for the tab title. */
export function countArrivals(
  count: number,
  event: DeskQueueEvent,
  queues: readonly QueueName[],
): number {
  return event.kind === 'new' && queues.includes(event.queue) ? count + 1 : count;
}

/** "(2) Freeze requests": a busy desk sees new work from another tab. */
export const titleWithCount = (title: string, count: number) =>
  count > 0 ? `(${count}) ${title}` : title;

/** A malformed event (or another kind of message) is ignored rather than breaking the screen. */
export function parseQueueEvent(data: string): DeskQueueEvent | null {
  try {
    const event = JSON.parse(data) as Partial<DeskQueueEvent>;
    if (typeof event.queue !== 'string' || typeof event.key !== 'string') return null;
    if (event.kind !== 'new' && event.kind !== 'changed') return null;
    return event as DeskQueueEvent;
  } catch {
    return null;
  }
}
