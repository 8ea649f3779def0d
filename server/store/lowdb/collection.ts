import { randomUUID } from 'node:crypto';
import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { CollectionSpec, ListQuery, Page, Stored } from '../types';
import {
  DuplicateKeyError,
  NotFoundError,
  StaleVersionError,
  type Collection,
  type RecordMeta,
} from '../types';
import { MonthFile } from './monthFile';

const MONTH_FILE = /^(\d{4}-\d{2})\.json$/;

type Op<T> =
  | { kind: 'insert'; record: Stored<T>; resolve: (r: Stored<T>) => void; reject: Reject }
  | {
      kind: 'update';
      id: string;
      expectedVersion: number;
      change: (current: Stored<T>) => T;
      resolve: (r: Stored<T>) => void;
      reject: Reject;
    };
type Reject = (err: unknown) => void;

/**
 * One collection of the embedded engine (docs/storage.md): every record in memory, indexed by id
 * and by each unique field, and on disk as one file per calendar month of `createdAt` in
 * `<dir>/<YYYY-MM>.json`. A write rewrites only the months it touches (an insert: the current
 * month), so its cost does not grow with the history. Writes are serialized; operations arriving
 * while one is in flight share the next write (group commit). Memory changes only after the file
 * is on disk, so a failed write leaves nothing a lookup could see.
 */
export class LowdbCollection<T extends object, K extends string = never> implements Collection<
  T,
  K
> {
  private readonly byId = new Map<string, Stored<T>>();
  private readonly months = new Map<string, { file: MonthFile<Stored<T>>; ids: string[] }>();
  private readonly unique = new Map<string, Map<string, string>>();
  private pending: Op<T>[] = [];
  private writing: Promise<void> | null = null;
  /** Why this collection could not be loaded; every call then fails with it (→ 503). */
  private broken: unknown = null;

  private constructor(
    private readonly dir: string,
    private readonly spec: CollectionSpec,
  ) {
    for (const field of spec.unique ?? []) this.unique.set(field, new Map());
  }

  /** Loads every month file of `dir`; an unreadable one marks the collection as broken. */
  static async open<T extends object, K extends string>(
    dir: string,
    spec: CollectionSpec,
  ): Promise<LowdbCollection<T, K>> {
    const collection = new LowdbCollection<T, K>(dir, spec);
    try {
      await collection.load();
    } catch (err) {
      collection.broken = err;
    }
    return collection;
  }

  private async load(): Promise<void> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    for (const name of names.filter((n) => MONTH_FILE.test(n)).sort()) {
      const file = new MonthFile<Stored<T>>(join(this.dir, name));
      const records = await file.read();
      const month = { file, ids: [] as string[] };
      this.months.set(name.slice(0, 7), month);
      for (const record of records) {
        month.ids.push(record.id);
        this.index(record);
      }
    }
  }

  /** Records already stored with their meta (the migration's and the backup's path). */
  async insertStored(records: Stored<T>[]): Promise<void> {
    this.failIfBroken();
    await this.flush();
    const byMonth = new Map<string, Stored<T>[]>();
    for (const r of records) {
      if (this.byId.has(r.id)) continue; // already there: a re-run adds nothing
      const list = byMonth.get(monthOf(r)) ?? [];
      list.push(r);
      byMonth.set(monthOf(r), list);
    }
    for (const [key, list] of byMonth) {
      const month = this.month(key);
      const all = [...month.ids.map((id) => this.byId.get(id)!), ...list];
      all.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
      await mkdir(this.dir, { recursive: true });
      await month.file.write(all);
      month.ids = all.map((r) => r.id);
      for (const r of list) this.index(r);
    }
  }

  insert(record: T): Promise<Stored<T>> {
    const now = new Date().toISOString();
    const stored = { ...record, id: randomUUID(), createdAt: now, updatedAt: now, version: 1 };
    return new Promise((resolve, reject) =>
      this.enqueue({ kind: 'insert', record: stored, resolve, reject }),
    );
  }

  update(
    id: string,
    expectedVersion: number,
    change: (current: Stored<T>) => T,
  ): Promise<Stored<T>> {
    return new Promise((resolve, reject) =>
      this.enqueue({ kind: 'update', id, expectedVersion, change, resolve, reject }),
    );
  }

  async get(id: string): Promise<Stored<T> | undefined> {
    this.failIfBroken();
    return this.byId.get(id);
  }

  async findBy(field: K, value: string): Promise<Stored<T> | undefined> {
    this.failIfBroken();
    const index = this.unique.get(field);
    if (index) {
      const id = index.get(value);
      return id === undefined ? undefined : this.byId.get(id);
    }
    for (const r of this.byId.values()) if (fieldOf(r, field) === value) return r;
    return undefined;
  }

  async list(query: ListQuery = {}): Promise<Page<Stored<T>>> {
    this.failIfBroken();
    const q = query.q?.trim().toLowerCase();
    const matches = [...this.byId.values()].filter(
      (r) =>
        matchesWhere(r, query.where) &&
        (!q || this.spec.search.some((f) => fieldOf(r, f).toLowerCase().includes(q))),
    );
    matches.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    if (query.sort !== 'oldest') matches.reverse();
    const offset = query.offset ?? 0;
    const end = query.limit === undefined ? undefined : offset + query.limit;
    return { data: matches.slice(offset, end), total: matches.length };
  }

  async count(where?: Record<string, string>): Promise<number> {
    this.failIfBroken();
    if (!where || Object.keys(where).length === 0) return this.byId.size;
    let n = 0;
    for (const r of this.byId.values()) if (matchesWhere(r, where)) n++;
    return n;
  }

  /** Waits for the writes already accepted. */
  async flush(): Promise<void> {
    while (this.writing) await this.writing;
  }

  /** Puts the collection out of service (its files are left untouched): every call fails. */
  markBroken(reason: unknown): void {
    this.broken = reason;
  }

  assertHealthy(): void {
    if (this.broken) throw this.broken;
  }

  private failIfBroken(): void {
    this.assertHealthy();
  }

  private enqueue(op: Op<T>): void {
    if (this.broken) return op.reject(this.broken);
    this.pending.push(op);
    this.writing ??= this.drain();
  }

  private month(key: string) {
    let month = this.months.get(key);
    if (!month) {
      month = { file: new MonthFile(join(this.dir, `${key}.json`)), ids: [] };
      this.months.set(key, month);
    }
    return month;
  }

  private index(record: Stored<T>): void {
    const previous = this.byId.get(record.id);
    for (const [field, index] of this.unique) {
      if (previous) index.delete(fieldOf(previous, field));
      const value = fieldOf(record, field);
      if (value) index.set(value, record.id);
    }
    this.byId.set(record.id, record);
  }

  private async drain(): Promise<void> {
    // Yield first: `writing` must be set before a batch that needs no I/O can finish and clear it.
    await null;
    while (this.pending.length > 0) {
      const batch = this.pending;
      this.pending = [];
      // Stage the batch month by month; versions and unique keys are checked against the staged
      // state, so two updates of one record in one batch still see each other.
      const staged = new Map<string, Stored<T>>();
      const byMonth = new Map<string, { op: Op<T>; record: Stored<T> }[]>();
      const claimed = new Map<string, Set<string>>();
      for (const op of batch) {
        try {
          const record = this.stage(op, staged, claimed);
          staged.set(record.id, record);
          const list = byMonth.get(monthOf(record)) ?? [];
          list.push({ op, record });
          byMonth.set(monthOf(record), list);
        } catch (err) {
          op.reject(err);
        }
      }
      for (const [key, done] of byMonth) await this.writeMonth(key, done);
    }
    this.writing = null;
  }

  private stage(
    op: Op<T>,
    staged: Map<string, Stored<T>>,
    claimed: Map<string, Set<string>>,
  ): Stored<T> {
    let record: Stored<T>;
    if (op.kind === 'insert') {
      record = op.record;
    } else {
      const current = staged.get(op.id) ?? this.byId.get(op.id);
      if (!current) throw new NotFoundError(op.id);
      if (current.version !== op.expectedVersion) throw new StaleVersionError(op.id);
      const meta: RecordMeta = {
        id: current.id,
        createdAt: current.createdAt,
        updatedAt: new Date().toISOString(),
        version: current.version + 1,
      };
      record = { ...op.change(current), ...meta };
    }
    for (const [field, index] of this.unique) {
      const value = fieldOf(record, field);
      if (!value) continue;
      const owner = index.get(value);
      const taken = claimed.get(field) ?? new Set<string>();
      if (
        (owner !== undefined && owner !== record.id) ||
        (op.kind === 'insert' && taken.has(value))
      ) {
        throw new DuplicateKeyError(field);
      }
      taken.add(value);
      claimed.set(field, taken);
    }
    return record;
  }

  private async writeMonth(key: string, done: { op: Op<T>; record: Stored<T> }[]): Promise<void> {
    const month = this.month(key);
    const changed = new Map(done.map((d) => [d.record.id, d.record]));
    const ids = [...month.ids, ...done.map((d) => d.record.id).filter((id) => !this.byId.has(id))];
    const unique = [...new Set(ids)];
    try {
      await mkdir(this.dir, { recursive: true });
      await month.file.write(unique.map((id) => changed.get(id) ?? this.byId.get(id)!));
    } catch (err) {
      for (const d of done) d.op.reject(err);
      return;
    }
    month.ids = unique;
    for (const d of done) {
      this.index(d.record);
      d.op.resolve(d.record);
    }
  }
}

function monthOf(record: RecordMeta): string {
  return record.createdAt.slice(0, 7);
}

function fieldOf(record: object, field: string): string {
  const value = (record as Record<string, unknown>)[field];
  return typeof value === 'string'
    ? value
    : value === undefined || value === null
      ? ''
      : String(value);
}

function matchesWhere(record: object, where: Record<string, string> | undefined): boolean {
  return !where || Object.entries(where).every(([f, v]) => fieldOf(record, f) === v);
}
