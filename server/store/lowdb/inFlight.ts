// The records of the embedded engine's transactions whose commit is under way (transaction.ts):
// a step staged after them must see them, and must not take a unique value one of them holds.
import type { Stored } from '../types';
import { fieldOf } from './collection';

type Staged = Stored<object>;

/**
 * Records staged by committing transactions, by collection and id (a record's last staged version),
 * with a count of the unique values they hold: a new record's check is a look-up, not a pass over
 * every committing record (a flood's group commit holds hundreds of them, docs/performance.md).
 */
export class InFlight {
  private readonly records = new Map<string, Map<string, Staged>>();
  /** `<collection>\0<field>\0<value>` → how many of the records hold it. */
  private readonly holding = new Map<string, number>();

  /** `uniqueFields`: a collection's fields whose values no two records share. */
  constructor(private readonly uniqueFields: (collection: string) => readonly string[]) {}

  get(collection: string, id: string): Staged | undefined {
    return this.records.get(collection)?.get(id);
  }

  /** Whether a committing record of `collection` holds `value` in the unique field `field`. */
  holds(collection: string, field: string, value: string): boolean {
    return this.holding.has(key(collection, field, value));
  }

  /** `record` is committing: its version before (if committing too) gives way to it. */
  add(collection: string, record: Staged): void {
    const records = this.records.get(collection) ?? new Map<string, Staged>();
    this.records.set(collection, records);
    const before = records.get(record.id);
    if (before) this.count(collection, before, -1);
    records.set(record.id, record);
    this.count(collection, record, 1);
  }

  /** `record`'s commit is over, unless a later transaction staged the record again. */
  remove(collection: string, record: Staged): void {
    const records = this.records.get(collection);
    if (records?.get(record.id) !== record) return;
    records.delete(record.id);
    this.count(collection, record, -1);
  }

  private count(collection: string, record: Staged, by: 1 | -1): void {
    for (const field of this.uniqueFields(collection)) {
      const value = fieldOf(record, field);
      if (!value) continue;
      const at = key(collection, field, value);
      const n = (this.holding.get(at) ?? 0) + by;
      if (n > 0) this.holding.set(at, n);
      else this.holding.delete(at);
    }
  }
}

const key = (collection: string, field: string, value: string) =>
  `${collection}\u0000${field}\u0000${value}`;
