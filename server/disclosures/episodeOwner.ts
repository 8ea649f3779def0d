// Who owned a complaint's episode as each month saw it (docs/contract.md §11, Grievance dashboard,
// "By owner"): an episode resolved in a month counts under the owner it had when it was resolved,
// one still pending at a month's end under the owner it had then, so a hand-over never changes a
// month already past. Read from the record's `ownerHistory` (hand-overs and round-robin
// assignments alike); a record with none has had its `owner` all along.
//
// The index keeps only what the months ask (not the history): per episode one owner, or, when it
// changed hands across a month's end, the owner from each month on (a few entries at most).
import { chronological } from './chronological';
import { monthOf, monthStart } from './istMonths';

/** What is read of one owner change (src/contract/requests/kind.ts OwnerChange). */
export interface OwnerChangeFacts {
  at: string;
  from: string | null;
  to: string | null;
}

/** From `month` on (until the next entry), the episode was `owner`'s. */
export interface OwnerFrom {
  month: number;
  owner: string | undefined;
}

/** One owner throughout (undefined: nobody), or the owners from each month on, oldest first. */
export type EpisodeOwner = string | undefined | readonly OwnerFrom[];

/** A complaint's owners in time: `initial` before the first change, then each change's `to`. */
export interface OwnerTimeline {
  initial: string | undefined;
  changes: readonly { at: number; owner: string | undefined }[];
}

export function ownerTimeline(
  owner: string | undefined,
  history: readonly OwnerChangeFacts[] | undefined,
): OwnerTimeline {
  if (!history || history.length === 0) return { initial: owner, changes: [] };
  const inOrder = chronological(history);
  return {
    initial: inOrder[0]!.from ?? undefined,
    changes: inOrder.map((h) => ({ at: Date.parse(h.at), owner: h.to ?? undefined })),
  };
}

/** The owner at `t` (epoch ms): a change at `t` itself has happened. */
function ownerAt({ initial, changes }: OwnerTimeline, t: number): string | undefined {
  let owner = initial;
  for (const change of changes) {
    if (change.at > t) break;
    owner = change.owner;
  }
  return owner;
}

/** Appends `owner` from `month` on, unless it is the owner already in force. */
function add(entries: OwnerFrom[], month: number, owner: string | undefined): void {
  if (entries.length === 0 || entries[entries.length - 1]!.owner !== owner) {
    entries.push({ month, owner });
  }
}

/** The owner of the episode [opened, closed) as each month it is counted in sees it. */
export function episodeOwner(
  timeline: OwnerTimeline,
  e: { closed: number; openedMonth: number; closedMonth: number },
): EpisodeOwner {
  if (timeline.changes.length === 0) return timeline.initial;
  const entries: OwnerFrom[] = [];
  // Pending at the end of its first month and of each month a change fell in (before its last).
  if (e.openedMonth < e.closedMonth) {
    add(entries, e.openedMonth, ownerAt(timeline, monthStart(e.openedMonth + 1) - 1));
    for (const change of timeline.changes) {
      const month = monthOf(change.at);
      if (month > e.openedMonth && month < e.closedMonth) {
        add(entries, month, ownerAt(timeline, monthStart(month + 1) - 1));
      }
    }
  }
  if (e.closed !== Infinity) add(entries, e.closedMonth, ownerAt(timeline, e.closed));
  return entries.length === 1 ? entries[0]!.owner : entries;
}

/** The episode's owner as `month` counts it (a month it is counted in). */
export function ownerIn(owner: EpisodeOwner, month: number): string | undefined {
  if (typeof owner !== 'object') return owner;
  let found = owner[0]!.owner;
  for (const entry of owner) {
    if (entry.month > month) break;
    found = entry.owner;
  }
  return found;
}
