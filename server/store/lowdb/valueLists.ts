// The embedded engine's lists by value of a collection's listed fields (CollectionSpec.listed;
// docs/storage.md, The outbox): for each value of such a field, the entries holding it, kept in
// the order `list` gives them, so a list filtered by that value reads those entries alone instead
// of testing every entry of the collection (the outbox's claim: its pending messages, not the
// year of sent ones beside them). collection.ts keeps them in step with every write (remove the
// entry's old version, add the new one) and builds them from the entries on open and after a
// bulk insert, as the queue's sorted indexes (queueIndex.ts).
import { SortedList } from './queueIndex';

/** What the lists read of a record's entry (collection.ts, Entry). */
export interface ValueEntry {
  /** The values of the collection's kept fields (collection.ts, Entry.keys). */
  readonly keys: readonly string[];
  /** The record's place in arrival order. */
  readonly seq: number;
}

export class ValueLists<E extends ValueEntry> {
  /** By listed field, then by value: the entries holding it, in `compare`'s order. */
  private readonly lists = new Map<string, Map<string, SortedList<E>>>();

  /**
   * `fields`: each listed field with its place in an entry's keys; `compare`: `list`'s order
   * (oldest first), which tells every two entries apart.
   */
  constructor(
    private readonly fields: readonly { field: string; kept: number }[],
    private readonly compare: (a: E, b: E) => number,
  ) {
    for (const { field } of fields) this.lists.set(field, new Map());
  }

  /** The lists of `entries` (each list sorted once). */
  static build<E extends ValueEntry>(
    fields: readonly { field: string; kept: number }[],
    compare: (a: E, b: E) => number,
    entries: Iterable<E>,
  ): ValueLists<E> {
    const lists = new ValueLists<E>(fields, compare);
    const grouped = new Map<string, Map<string, E[]>>();
    for (const { field } of fields) grouped.set(field, new Map());
    for (const e of entries) {
      for (const { field, kept } of fields) {
        const byValue = grouped.get(field)!;
        const value = e.keys[kept]!;
        const list = byValue.get(value);
        if (list) list.push(e);
        else byValue.set(value, [e]);
      }
    }
    for (const [field, byValue] of grouped) {
      const target = lists.lists.get(field)!;
      for (const [value, list] of byValue)
        target.set(value, new SortedList(compare, list.sort(compare)));
    }
    return lists;
  }

  add(e: E): void {
    for (const { field, kept } of this.fields) {
      const byValue = this.lists.get(field)!;
      const value = e.keys[kept]!;
      let list = byValue.get(value);
      if (!list) {
        list = new SortedList(this.compare);
        byValue.set(value, list);
      }
      list.add(e);
    }
  }

  remove(e: E): void {
    for (const { field, kept } of this.fields) {
      const byValue = this.lists.get(field)!;
      const value = e.keys[kept]!;
      const list = byValue.get(value);
      if (!list) continue;
      list.remove(e);
      // A value no record holds any more keeps no list.
      if (list.items.length === 0) byValue.delete(value);
    }
  }

  /**
   * The shortest list among `where`'s listed fields: the entries holding that value, oldest
   * first, as they are now (the next write changes them). Undefined when `where` names no
   * listed field.
   */
  narrowest(where: Record<string, string> | undefined): readonly E[] | undefined {
    let best: readonly E[] | undefined;
    for (const [field, value] of Object.entries(where ?? {})) {
      const byValue = this.lists.get(field);
      if (!byValue) continue;
      const items = byValue.get(value)?.items ?? [];
      if (!best || items.length < best.length) best = items;
    }
    return best;
  }
}
