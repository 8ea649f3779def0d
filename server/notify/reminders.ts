// The staff reminders (issue 42; docs/contract.md §15): every app server sweeps, every few
// minutes, the queues whose kind declares reminders (complaints) for records due within 3 days or
// overdue, and queues each reminder to the queue's alert addresses. Each reminder's event is
// unique in the outbox, so a sweep that finds it queued (another sweep, another server) adds nothing.
import { DUE_SOON_MS, recordDueAt, reminderAt } from '../../src/contract/deadlines';
import type { QueueName } from '../../src/contract/desk';
import { dueRecords, queueSources, statusOf, type QueueSource } from '../desk/queues';
import { startRepeating, type Repeating } from '../repeating';
import type { Store } from '../store/types';
import { readAlertAddresses, recipientsOf } from './alertAddresses';
import { reminderMessages, type NoticeSettings } from './notices';

/** How often each app server sweeps by default (REMINDER_SWEEP_SECONDS). */
export const DEFAULT_REMINDER_SWEEP_MS = 5 * 60_000;

/** Where a sweep may start: after what an earlier sweep read with the same alert addresses. */
export interface SweepMark {
  /** Records due before this were read by an earlier sweep. */
  since: Date;
  /** The alert addresses' version then: new addresses are reminded of everything still due. */
  version: number;
}

/** What a sweep read up to: the next sweep's mark (a margin before `now`, see sweepReminders). */
export interface SweepResult {
  queued: number;
  mark: SweepMark;
}

/** How far back of the last sweep's `now` the next one reads again. */
const OVERLAP_MS = 60 * 60_000;

/**
 * Queues the reminders earned at `now` that are not queued yet. It reads only what is due before
 * `now` plus 3 days, from the queue's due-time index (the desk's "overdue" page order,
 * docs/storage.md Queue pages), and with `after` (the last sweep's mark, same addresses) only what
 * fell due since, less an hour: it starts past the records due before, counted from the same
 * index. So a sweep reads the complaints that came near or past their due time since the last one,
 * not the queue, nor every overdue complaint each time; the first sweep of a server (or with new
 * addresses) reads all that are due soon or overdue. The hour's overlap covers records that moved
 * between the count and the page (one closed meanwhile); a complaint's due time is only ever set
 * 21 days ahead (arrival, reopening), so nothing new falls due behind the mark.
 */
export async function sweepReminders(
  store: Store,
  now: Date,
  settings: NoticeSettings,
  after?: SweepMark,
): Promise<SweepResult> {
  const addresses = await readAlertAddresses(store);
  const since = after?.version === addresses.version ? after.since : undefined;
  const horizon = new Date(now.getTime() + DUE_SOON_MS);
  let queued = 0;
  for (const [queue, source] of Object.entries(queueSources(store)) as [QueueName, QueueSource][]) {
    const { kind } = source;
    if (!kind.notices.reminders || recipientsOf(addresses, kind.queue.roles).length === 0) continue;
    const start = since
      ? (await source.collection.queueCounts({ status: '', now: since, dueBefore: since })).overdue
      : 0;
    for await (const record of dueRecords(source, horizon, start)) {
      const reminder = reminderAt(recordDueAt(queue, record, statusOf(queue, record)), now);
      if (!reminder) continue;
      for (const message of reminderMessages(kind, record, reminder, addresses, settings)) {
        // A lookup by the unique event first: a reminder already queued costs no write.
        if (await store.outbox.findBy('event', message.event)) continue;
        if (await store.outbox.queue(message)) queued++;
      }
    }
  }
  return {
    queued,
    mark: { since: new Date(now.getTime() - OVERLAP_MS), version: addresses.version },
  };
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
export function startReminderSweeps(options: ReminderSweepOptions): Repeating {
  // A failed sweep leaves the mark where it was: the next one reads again from there.
  let mark: SweepMark | undefined;
  return startRepeating(
    options.everyMs ?? DEFAULT_REMINDER_SWEEP_MS,
    async () => {
      mark = (await sweepReminders(options.store, options.now(), options.settings, mark)).mark;
    },
    options.log,
  );
}
