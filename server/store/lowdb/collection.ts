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

/** `2026-11.json` (a month's first part), `2026-11.1.json`, `2026-11.2.json`, … */
const PART_FILE = /^(\d{4}-\d{2})(?:\.([1-9]\d*))?\.json$/;

/**
 * Records per file. An insert rewrites its month's last part only, so a write costs at most this
 * many records whatever the month holds (docs/storage.md, Performance): 100k complaints in one
 * month would otherwise make every POST rewrite (and JSON-encode) tens of megabytes.
 */
export const PART_SIZE = 1000;

interface Part<T> {
  file: MonthFile<Stored<T>>;
  ids: string[];
}

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
 * and by each unique field, and on disk by calendar month of `createdAt`, each month in parts of
 * at most PART_SIZE records: `<dir>/<YYYY-MM>.json`, then `<YYYY-MM>.1.json`, … A write rewrites
 * only the parts it touches (an insert: the current month's last part), so its cost grows neither
 * with the history nor with a busy month. Writes are serialized; operations arriving
 * while one is in flight share the next write (group commit). Memory changes only after the file
 * is on disk, so a failed write leaves nothing a lookup could see.
 */
export class LowdbCollection<T extends object, K extends string = never> implements Collection<
  T,
  K
> {
  private readonly byId = new Map<string, Stored<T>>();
  /** By part key: `2026-11`, `2026-11.1`, … (the file name without `.json`). */
  private readonly parts = new Map<string, Part<T>>();
  /** Each month's last part, where its next inserts go. */
  private readonly tails = new Map<string, { key: string; n: number }>();
  /** Which part holds each record (an update rewrites that part). */
  private readonly partOf = new Map<string, string>();
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
    const found = names.flatMap((name) => {
      const m = PART_FILE.exec(name);
      return m ? [{ name, month: m[1]!, n: Number(m[2] ?? 0) }] : [];
    });
    // Month by month, parts in order: the load order is the arrival order of equal timestamps.
    found.sort((a, b) => a.month.localeCompare(b.month) || a.n - b.n);
    for (const { name, month, n } of found) {
      const key = name.slice(0, -'.json'.length);
      const file = new MonthFile<Stored<T>>(join(this.dir, name));
      const records = await file.read();
      this.parts.set(key, { file, ids: records.map((r) => r.id) });
      this.tails.set(month, { key, n });
      for (const record of records) {
        this.partOf.set(record.id, key);
        this.index(record);
      }
    }
  }

  /** Records already stored with their meta (the migration's, the copy's and the bench's path). */
  async insertStored(records: Stored<T>[]): Promise<number> {
    this.failIfBroken();
    await this.flush();
    const seen = new Set<string>();
    const fresh = records.filter((r) => {
      if (this.byId.has(r.id) || seen.has(r.id)) return false; // a re-run adds nothing
      seen.add(r.id);
      return true;
    });
    fresh.sort((a, b) => compareCreated(a, b));
    const byPart = new Map<string, Stored<T>[]>();
    const adding = new Map<string, number>();
    for (const r of fresh) {
      const key = this.tailFor(monthOf(r), adding);
      const list = byPart.get(key) ?? [];
      list.push(r);
      byPart.set(key, list);
    }
    await mkdir(this.dir, { recursive: true });
    for (const [key, list] of byPart) {
      const part = this.part(key);
      await part.file.write([...part.ids.map((id) => this.byId.get(id)!), ...list]);
      for (const r of list) {
        part.ids.push(r.id);
        this.partOf.set(r.id, key);
        this.index(r);
      }
    }
    return fresh.length;
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
    matches.sort(compareCreated);
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

  private part(key: string): Part<T> {
    let part = this.parts.get(key);
    if (!part) {
      part = { file: new MonthFile(join(this.dir, `${key}.json`)), ids: [] };
      this.parts.set(key, part);
    }
    return part;
  }

  /**
   * The part a new record of `month` goes to: the month's last one, or the next one once that
   * holds PART_SIZE records counting those `adding` already placed there in this write.
   */
  private tailFor(month: string, adding: Map<string, number>): string {
    let tail = this.tails.get(month) ?? { key: month, n: 0 };
    if (this.part(tail.key).ids.length + (adding.get(tail.key) ?? 0) >= PART_SIZE) {
      tail = { key: `${month}.${tail.n + 1}`, n: tail.n + 1 };
    }
    this.tails.set(month, tail);
    adding.set(tail.key, (adding.get(tail.key) ?? 0) + 1);
    return tail.key;
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
      // Stage the batch part by part; versions and unique keys are checked against the staged
      // state, so two updates of one record in one batch still see each other.
      const staged = new Map<string, Stored<T>>();
      const placed = new Map<string, string>();
      const adding = new Map<string, number>();
      const byPart = new Map<string, { op: Op<T>; record: Stored<T> }[]>();
      const claimed = new Map<string, Set<string>>();
      for (const op of batch) {
        try {
          const record = this.stage(op, staged, claimed);
          staged.set(record.id, record);
          let key = placed.get(record.id) ?? this.partOf.get(record.id);
          if (key === undefined) {
            key = this.tailFor(monthOf(record), adding);
            placed.set(record.id, key);
          }
          const list = byPart.get(key) ?? [];
          list.push({ op, record });
          byPart.set(key, list);
        } catch (err) {
          op.reject(err);
        }
      }
      for (const [key, done] of byPart) await this.writePart(key, done);
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

  private async writePart(key: string, done: { op: Op<T>; record: Stored<T> }[]): Promise<void> {
    const part = this.part(key);
    const changed = new Map(done.map((d) => [d.record.id, d.record]));
    const ids = [...part.ids, ...done.map((d) => d.record.id).filter((id) => !this.byId.has(id))];
    const unique = [...new Set(ids)];
    try {
      await mkdir(this.dir, { recursive: true });
      await part.file.write(unique.map((id) => changed.get(id) ?? this.byId.get(id)!));
    } catch (err) {
      for (const d of done) d.op.reject(err);
      return;
    }
    part.ids = unique;
    for (const d of done) {
      this.partOf.set(d.record.id, key);
      this.index(d.record);
      d.op.resolve(d.record);
    }
  }
}

function monthOf(record: RecordMeta): string {
  return record.createdAt.slice(0, 7);
}

/** ISO timestamps of one format sort as text: a plain comparison, no collation needed. */
function compareCreated(a: RecordMeta, b: RecordMeta): number {
  return a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0;
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
