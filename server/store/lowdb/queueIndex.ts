// A desk queue's sorted indexes in the embedded engine (docs/storage.md, "Queue pages"): the
// queue's entries kept in its two orders, overdue (due time) and newest first (arrival), for the
// whole queue and for each value of its filters' keys (status, owner, both), so a page is a slice
// of a list kept sorted instead of a scan and a sort of every entry. collection.ts keeps them in
// step with every write (remove the entry's old version, add the new one) and builds them again
// from the entries on open and after a bulk insert.

/** What the indexes read of a record's entry (collection.ts, Entry). */
export interface QueueEntry {
  readonly status: string;
  /** '' when nobody owns it. */
  readonly owner: string;
  /** ms; Infinity when no clock runs. */
  readonly due: number;
  /** Arrival time, ms. */
  readonly created: number;
  /** Arrival order among equal times: the order the collection first held the record in. */
  readonly seq: number;
}

type Compare = (a: QueueEntry, b: QueueEntry) => number;

/** Overdue order: most overdue first, then newest, equal keys the later arrival first. */
export const dueOrder: Compare = (a, b) =>
  // Two entries without a clock (∞ − ∞ is NaN, which `||` passes on) compare by arrival.
  a.due - b.due || b.created - a.created || b.seq - a.seq;

/** Arrival order, oldest first: read from its end, newest first (as `list` gives them). */
export const arrivalOrder: Compare = (a, b) => a.created - b.created || a.seq - b.seq;

/**
 * A list kept in `compare`'s order; entries are told apart by `seq`, so none compares equal
 * (also the value lists' list: valueLists.ts).
 */
export class SortedList<E> {
  constructor(
    private readonly compare: (a: E, b: E) => number,
    readonly items: E[] = [],
  ) {}

  /** The first place whose entry does not come before `e`. */
  private placeOf(e: E): number {
    let [lo, hi] = [0, this.items.length];
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(this.items[mid]!, e) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  add(e: E): void {
    const last = this.items[this.items.length - 1];
    // A new record is nearly always the newest: then it goes last without a search.
    if (last === undefined || this.compare(last, e) < 0) this.items.push(e);
    else this.items.splice(this.placeOf(e), 0, e);
  }

  remove(e: E): void {
    let at = this.placeOf(e);
    if (this.items[at] !== e) at = this.items.indexOf(e);
    if (at >= 0) this.items.splice(at, 1);
  }
}

/** How many entries of `byDue` (in due order) are due before `time`: its overdue at that time. */
export function dueBefore(byDue: readonly QueueEntry[], time: number): number {
  let [lo, hi] = [0, byDue.length];
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (byDue[mid]!.due < time) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The entries of one filter value in both orders. */
interface SortedLists<E extends QueueEntry> {
  readonly byDue: SortedList<E>;
  readonly byArrival: SortedList<E>;
}

/** A filter's entries as a page reads them (the lists' arrays, or a copy of them). */
export interface QueueList<E extends QueueEntry> {
  /**
   * In overdue order: the overdue at any `now` are its first `dueBefore(byDue, now)`. It may
   * leave out the entries without a due time (never overdue): a search's matches do.
   */
  readonly byDue: readonly E[];
  /** In arrival order, oldest first. */
  readonly byArrival: readonly E[];
}

/** The filter keys an entry is listed under: all, its status, its owner, both. */
function keysOf(e: QueueEntry): string[] {
  const status = `s\u0000${e.status}`;
  const owner = `o\u0000${e.owner}`;
  return ['', status, owner, `${status}\u0000${owner}`];
}

/** The key of a page's filter (the one list a page reads). */
function keyOf(status: string | undefined, owner: string | undefined): string {
  const parts = [
    ...(status === undefined ? [] : [`s\u0000${status}`]),
    ...(owner === undefined ? [] : [`o\u0000${owner}`]),
  ];
  return parts.join('\u0000');
}

export class QueueIndex<E extends QueueEntry> {
  private readonly lists = new Map<string, SortedLists<E>>();

  /** The indexes of `entries`, each list sorted once. */
  static build<E extends QueueEntry>(entries: Iterable<E>): QueueIndex<E> {
    const index = new QueueIndex<E>();
    const grouped = new Map<string, E[]>();
    for (const e of entries) {
      for (const key of keysOf(e)) {
        const list = grouped.get(key);
        if (list) list.push(e);
        else grouped.set(key, [e]);
      }
    }
    for (const [key, list] of grouped) {
      index.lists.set(key, {
        byDue: new SortedList<E>(dueOrder, [...list].sort(dueOrder)),
        byArrival: new SortedList<E>(arrivalOrder, list.sort(arrivalOrder)),
      });
    }
    return index;
  }

  add(e: E): void {
    for (const key of keysOf(e)) {
      let list = this.lists.get(key);
      if (!list) {
        list = { byDue: new SortedList<E>(dueOrder), byArrival: new SortedList<E>(arrivalOrder) };
        this.lists.set(key, list);
      }
      list.byDue.add(e);
      list.byArrival.add(e);
    }
  }

  remove(e: E): void {
    for (const key of keysOf(e)) {
      const list = this.lists.get(key);
      if (!list) continue;
      list.byDue.remove(e);
      list.byArrival.remove(e);
      // A status or owner nobody holds any more keeps no list.
      if (list.byDue.items.length === 0) this.lists.delete(key);
    }
  }

  /** The statuses some entry holds (no stored text holds a NUL, so none holds a key's). */
  statuses(): string[] {
    return [...this.lists.keys()].flatMap((key) =>
      key.startsWith('s\u0000') && !key.includes('\u0000o\u0000') ? [key.slice(2)] : [],
    );
  }

  /**
   * The entries of a filter (undefined: any status, any owner) as they are now: the lists
   * themselves, which the next write changes (a read that gives way meanwhile copies them).
   * None: nothing matches.
   */
  list(status: string | undefined, owner: string | undefined): QueueList<E> {
    const lists = this.lists.get(keyOf(status, owner));
    return { byDue: lists?.byDue.items ?? [], byArrival: lists?.byArrival.items ?? [] };
  }
}

/**
 * `list`'s entries in a page's order at `now` (overdue first by due time, then the rest newest
 * first), from place `from` on; `overdue`: the overdue ones only. The rest is read from the
 * arrival list's end, stepping over the overdue entries it also holds.
 */
export function* inPageOrder<E extends QueueEntry>(
  list: QueueList<E>,
  now: number,
  overdue: boolean,
  from = 0,
): Generator<E> {
  const { byDue, byArrival } = list;
  const late = dueBefore(byDue, now);
  for (let i = from; i < late; i++) yield byDue[i]!;
  if (overdue) return;
  let skip = Math.max(0, from - late);
  for (let i = byArrival.length - 1; i >= 0; i--) {
    const e = byArrival[i]!;
    if (e.due < now) continue;
    if (skip > 0) skip--;
    else yield e;
  }
}

/** How many entries of `list` a page's filter holds at `now` (no search: from the lists alone). */
export function countOf(list: QueueList<QueueEntry>, now: number, overdue: boolean): number {
  return overdue ? dueBefore(list.byDue, now) : list.byArrival.length;
}
