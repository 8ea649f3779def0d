// The staff reminders (issue 42; docs/contract.md §15): every app server sweeps, every few
// minutes, the queues whose kind declares reminders (complaints) for records due within 3 days or
// overdue, and queues each reminder to the queue's alert addresses. Each reminder's event is
// unique in the outbox, so a sweep that finds it queued (another sweep, another server) adds nothing.
import { DUE_SOON_MS, recordDueAt, reminderAt } from '../../src/contract/deadlines';
import type { QueueName } from '../../src/contract/desk';
import { queueSources, statusOf, type QueueSource } from '../desk/queues';
import type { Store } from '../store/types';
import { readAlertAddresses, recipientsOf } from './alertAddresses';
import { reminderMessages, type NoticeSettings } from './notices';

/** How often each app server sweeps by default (REMINDER_SWEEP_SECONDS). */
export const DEFAULT_REMINDER_SWEEP_MS = 5 * 60_000;
/** Records read a page at a time: a sweep never holds more. */
const PAGE = 200;

/**
 * Queues the reminders earned at `now` that are not queued yet; resolves with how many it queued.
 * It reads only what is due before `now` plus 3 days, from the queue's due-time index (the desk's
 * "overdue" page order, docs/storage.md Queue pages): the cost follows the open records near or
 * past their due time, not the size of the queue. A record closed while a sweep pages may move
 * another past a page boundary: the next sweep reminds it.
 */
export async function sweepReminders(
  store: Store,
  now: Date,
  settings: NoticeSettings,
): Promise<number> {
  const addresses = await readAlertAddresses(store);
  let queued = 0;
  for (const [queue, source] of Object.entries(queueSources(store)) as [QueueName, QueueSource][]) {
    const { kind } = source;
    if (!kind.notices.reminders || recipientsOf(addresses, kind.queue.roles).length === 0) continue;
    const horizon = new Date(now.getTime() + DUE_SOON_MS);
    for (let offset = 0; ; offset += PAGE) {
      // Due before the horizon, most overdue first; a final record has no due time.
      const page = await source.collection.queuePage({
        now: horizon,
        overdue: true,
        offset,
        limit: PAGE,
      });
      for (const record of page.data) {
        const reminder = reminderAt(recordDueAt(queue, record, statusOf(queue, record)), now);
        if (!reminder) continue;
        for (const message of reminderMessages(kind, record, reminder, addresses, settings)) {
          // A lookup by the unique event first: a reminder already queued costs no write.
          if (await store.outbox.findBy('event', message.event)) continue;
          if (await store.outbox.queue(message)) queued++;
        }
      }
      if (page.data.length < PAGE) break;
    }
  }
  return queued;
}

export interface ReminderSweepOptions {
  store: Store;
  now: () => Date;
  settings: NoticeSettings;
  /** Between the end of one sweep and the start of the next; default DEFAULT_REMINDER_SWEEP_MS. */
  everyMs?: number;
  /** A failed sweep (the store down): reported, and the next sweep tries again. */
  log: (err: unknown) => void;
}

/** Sweeps every `everyMs`, the first one `everyMs` after the start; `stop` waits for a sweep under way. */
export function startReminderSweeps(options: ReminderSweepOptions): { stop(): Promise<void> } {
  const everyMs = options.everyMs ?? DEFAULT_REMINDER_SWEEP_MS;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const schedule = () => {
    if (!stopped) timer = setTimeout(sweep, everyMs);
  };
  const sweep = () => {
    running = sweepReminders(options.store, options.now(), options.settings)
      .then(() => undefined, options.log)
      .finally(schedule);
  };
  schedule();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
