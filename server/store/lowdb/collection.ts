import { randomUUID } from 'node:crypto';
import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { CollectionSpec, ListQuery, Page, Stored } from '../types';
import {
  DuplicateKeyError,
  NotFoundError,
  queueState,
  SCAN_BATCH,
  StaleVersionError,
  type QueueCollection,
  type QueueCountQuery,
  type QueueCountResult,
  type QueuePageQuery,
  type QueueRules,
  type RecordMeta,
} from '../types';
import type { PreparedFile } from '../durableFile';
import { isUnstorableText } from '../../../src/contract/jsonTypes';
import { isSealed } from '../fieldCipher';
import { merged } from '../merged';
import {
  emptyFreeText,
  freeTextOf,
  placesHolding,
  placeText,
  relaid,
  type FreeText,
} from './freeText';
import { LowDocument } from './lowDocument';
import type { Journal, JournalWrite } from './journal';
import {
  arrivalOrder,
  countOf,
  dueBefore,
  dueOrder,
  inPageOrder,
  QueueIndex,
  type QueueList,
} from './queueIndex';
import { slices } from './turns';
import { ValueLists } from './valueLists';
import { tokensOf, WordIndex, wordsOf } from './wordIndex';
import {
  appendTo,
  emptyPart,
  ForeignChangeError,
  layOut,
  PartFile,
  RECORD_SEPARATOR,
  type PartText,
} from './partFile';

/** `2026-11.json` (a month's first part), `2026-11.1.json`, `2026-11.2.json`, … */
const PART_FILE = /^(\d{4}-\d{2})(?:\.([1-9]\d*))?\.json$/;

/**
 * Records per file. An insert rewrites its month's last part only, so a write costs at most this
 * many records whatever the month holds (docs/storage.md, Performance): 100k complaints in one
 * month would otherwise make every POST rewrite (and JSON-encode) tens of megabytes.
 */
export const PART_SIZE = 1000;

/**
 * One part file, held by lowdb's `Low` through the PartFile adapter: the file is read into a
 * PartText (the records' texts in one buffer, outside the JavaScript heap: docs/storage.md,
 * Memory) and each new PartText written durably. Lookups read `doc.shown`, the part as on disk. A
 * record never leaves its part nor changes its place in it, so its entry keeps that place.
 */
interface Part {
  /** `2026-11`, `2026-11.1`, … (the file name without `.json`). */
  key: string;
  doc: LowDocument<PartText>;
  /** The document's file, which a transaction's commit writes in two steps (prepare). */
  file: PartFile;
  /** Its records' text fields and notes, lowercased, at their places (freeText.ts). */
  free: FreeText;
}

/** A part as a write would leave it, with where each record is. */
interface Laid {
  text: PartText;
  placeOf: Map<string, number>;
}

/** A part's prepared file when the journal holds the commit: nothing to put in place. */
const NO_FILE: PreparedFile = { commit: async () => {}, abort: async () => {} };

/**
 * The JSON texts of records a transaction staged (transaction.ts, keepText): its intent and its
 * part files hold the same text, encoded once. Staged records are never changed.
 */
const stagedTexts = new WeakMap<object, string>();

/** `record`, which nothing changes from now on, with its JSON text `text` (encoded once). */
export function keepText(record: object, text: string): void {
  stagedTexts.set(record, text);
}

/** A record's JSON text: a staged one's as kept, any other's encoded now. */
export function textOf(record: object): string {
  return stagedTexts.get(record) ?? JSON.stringify(record);
}

/** `writes` as one line of the journal, each record's text as staged (encoded once: keepText). */
export function journalLine(writes: readonly JournalWrite[]): string {
  const each = writes.map(
    ({ collection, record, insert }) =>
      `{"collection":${JSON.stringify(collection)},${insert ? '"insert":true,' : ''}"record":${textOf(record)}}`,
  );
  return `{"writes":[${each.join(',')}]}`;
}

/**
 * Searches whose matches a queue keeps until its next write (LowdbCollection.searched): each two
 * arrays of at most the queue's size (100k records: 0.8 MB at most, most searches far less).
 */
const SEARCHES_KEPT = 20;

/** Records a list parses before it lets other work run (a large list holds the thread in turns). */
const PARSE_CHUNK = 2000;

/** Between a record's search fields (lowercased): no stored text holds it (isUnstorableText). */
const SEARCH_SEPARATOR = '\u0000';

/**
 * What stays parsed of a record: where its text is, and what lists, counts and indexes need
 * without parsing it (its time, its search text, the values of its indexed fields).
 */
class Entry {
  constructor(
    readonly part: Part,
    readonly at: number,
    readonly createdAt: string,
    readonly search: string,
    /** The values of the collection's kept fields (indexed and unique), in `keptFields` order. */
    readonly keys: readonly string[],
    /** A queue's record: its status (the first when it has none) and due time (ms; none: ∞). */
    readonly status: string,
    readonly due: number,
    /** The keyed hashes of its sealed fields (fieldCipher.ts), each ended by a NUL; '' if none. */
    readonly hashes: string,
  ) {
    this.created = Date.parse(createdAt);
  }

  /** Its arrival in ms: a queue page sorts numbers, not ISO texts (docs/storage.md, Queue pages). */
  readonly created: number;

  /** Set by `index`: the record's id and its place in arrival order (equal times: queueIndex.ts). */
  id = '';
  seq = 0;
  /** A queue's record: its owner ('' nobody), which its sorted indexes file it under. */
  owner = '';

  text(): string {
    return this.bytes().toString();
  }

  /** The record's text as it is now: a view of the part's body, which a write replaces whole. */
  bytes(): Buffer {
    const { body, starts } = this.part.doc.shown;
    return body.subarray(starts[this.at], starts[this.at + 1]! - RECORD_SEPARATOR.length);
  }
}

type Change<T> =
  | { kind: 'insert'; record: Stored<T> }
  | {
      kind: 'update';
      id: string;
      expectedVersion: number;
      change: (current: Stored<T>) => T;
      /** The record as a transaction staged it, meta included, written as it is. */
      prepared?: Stored<T>;
    };
type WriteOp<T> = Change<T> & { resolve: (r: Stored<T>) => void; reject: Reject };
/** A transaction's writes to this collection, written alone (prepare). */
interface PrepareOp<T> {
  kind: 'prepare';
  writes: readonly TransactionWrite<T>[];
  /** Told once the writes are checked, before their files are written (LowdbCollection.prepare). */
  checked: () => void;
  resolve: (prepared: PreparedWrites) => void;
  reject: Reject;
}
/** A checkpoint's: the parts the journal's commits changed, written (journal.ts). */
interface SaveOp {
  kind: 'save';
  resolve: () => void;
  reject: Reject;
}
type Op<T> = WriteOp<T> | PrepareOp<T> | SaveOp;
type Reject = (err: unknown) => void;

/** A record as a transaction staged it: new (`insert`), or over the version before it. */
export interface TransactionWrite<T> {
  record: Stored<T>;
  insert?: true;
}

/**
 * A transaction's writes to one collection, checked and on disk beside their files but not in
 * place (LowdbCollection.prepare): the collection's other writes wait until one of these is called.
 */
export interface PreparedWrites {
  /** Puts them in place and in memory; on failure, those not in place can be written again. */
  commit(): Promise<void>;
  /** Leaves the collection as it was. */
  abort(): Promise<void>;
}

/**
 * One collection of the embedded engine (docs/storage.md): every record in memory as its JSON text
 * (parsed on read), indexed by id and by each unique field, and on disk by calendar month of
 * `createdAt`, each month in parts of at most PART_SIZE records: `<dir>/<YYYY-MM>.json`, then
 * `<YYYY-MM>.1.json`, … Each part file is one lowdb document (`Low` with the PartFile adapter);
 * this class does the partitioning, the indexes and the batching. A write rewrites only the parts
 * it touches (an insert: the current month's last part), so its cost grows neither with the
 * history nor with a busy month. Writes are serialized; operations arriving while one is in
 * flight share the next write. Once the store is open a write is a line of the journal (journal.ts)
 * and the parts it touches are written by the journal's checkpoints; memory changes only after the
 * line is on disk, so a failed write leaves nothing a lookup could see.
 */
export class LowdbCollection<T extends object, K extends string = never> implements QueueCollection<
  T,
  K
> {
  /** In arrival order (load order, then inserts), which a stable sort keeps for equal times. */
  private readonly byId = new Map<string, Entry>();
  /** By part key: `2026-11`, `2026-11.1`, … (the file name without `.json`). */
  private readonly parts = new Map<string, Part>();
  /** Each month's last part, where its next inserts go. */
  private readonly tails = new Map<string, { key: string; n: number }>();
  private readonly unique = new Map<string, Map<string, string>>();
  /** The fields whose values each entry keeps: the indexed and the unique ones. */
  private readonly keptFields: string[];
  private pending: Op<T>[] = [];
  /** Where commits go once the store is open (journal.ts); until then, straight to the parts. */
  private journal: Journal | null = null;
  /** Parts shown with commits the journal holds and their files do not yet (checkpoint). */
  private readonly unsaved = new Set<Part>();
  /** Why the last checkpoint could not write a part, until one can (enqueue). */
  private unsavable: unknown = null;
  private writing: Promise<void> | null = null;
  /** Why this collection could not be loaded; every call then fails with it (→ 503). */
  private broken: unknown = null;
  /** The next record's place in arrival order (Entry.seq). */
  private arrivals = 0;
  /**
   * A queue's sorted indexes (queueIndex.ts), kept in step by `index`; none until a queue's
   * first page after open or a bulk insert, which builds them from the entries.
   */
  private queueIndex: QueueIndex<Entry> | null = null;
  /**
   * The lists by value of the spec's listed fields (valueLists.ts), kept in step by `index`;
   * built from the entries on open and after a bulk insert (none for a collection with none).
   */
  private valueIndex: ValueLists<Entry> | null = null;
  /** The listed fields with their places in an entry's keys, and `list`'s order for their lists. */
  private readonly listedBy: {
    fields: { field: string; kept: number }[];
    order: (a: Entry, b: Entry) => number;
  };
  /** Writes taken into memory so far: a kept search's matches are of one count (searched). */
  private writes = 0;
  /**
   * The last searches' matches in both orders, each as of `writes` (searched): the next pages
   * of a search find them here until the collection's next write.
   */
  private readonly searches = new Map<string, { writes: number; matches: QueueList<Entry> }>();
  /**
   * A queue's inverted index of its searched words (wordIndex.ts), kept in step by `index` from
   * the first record loaded on: a search tests only the records holding its longest token.
   */
  private readonly words: WordIndex | null;
  /** A queue's current entries by `seq`, which the word index lists records by. */
  private readonly bySeq: Entry[] = [];
  /**
   * Entries `list` and `count` have looked at since open (each tested against the filter, or
   * taken from a value's list): what a claim's cost grows with (outboxClaim.test.ts, the bench).
   */
  entriesRead = 0;

  private constructor(
    private readonly dir: string,
    private readonly spec: CollectionSpec,
  ) {
    for (const field of spec.unique ?? []) this.unique.set(field, new Map());
    this.keptFields = [
      ...new Set([...spec.indexed, ...(spec.unique ?? []), ...(spec.listed ?? [])]),
    ];
    this.words = spec.queue ? new WordIndex() : null;
    this.listedBy = {
      fields: (spec.listed ?? []).map((field) => ({ field, kept: this.keptFields.indexOf(field) })),
      // `list`'s order: by createdAt, equal times in arrival order; or arrival order alone.
      order:
        spec.order === 'arrival'
          ? (a, b) => a.seq - b.seq
          : (a, b) => compareCreated(a, b) || a.seq - b.seq,
    };
  }

  /** The collection's name (COLLECTIONS), as a write-ahead record names it (transaction.ts). */
  get name(): string {
    return this.spec.name;
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
      const part = this.part(name.slice(0, -'.json'.length));
      await part.doc.read();
      this.tails.set(month, { key: part.key, n });
      this.indexPart(part);
    }
    // Built once here from what the files hold (whoever wrote them), not at the first page.
    if (this.spec.queue) this.queueLists();
    this.valueLists();
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
    // Sorted once afterwards: thousands of records added one by one would each move the lists.
    this.queueIndex = null;
    this.valueIndex = null;
    try {
      for (const [key, list] of byPart) {
        const part = this.part(key);
        const laid = this.lay(part, list);
        await part.doc.replace(laid.text);
        this.take(part, laid, list);
      }
    } finally {
      if (this.spec.queue) this.queueLists();
      this.valueLists();
    }
    return fresh.length;
  }

  /** The unique fields, which a transaction's staged insert checks (transaction.ts). */
  get uniqueFields(): readonly string[] {
    return this.spec.unique ?? [];
  }

  insert(record: T): Promise<Stored<T>> {
    const now = new Date().toISOString();
    return this.insertPrepared(
      merged(record, { id: randomUUID(), createdAt: now, updatedAt: now, version: 1 }),
    );
  }

  /** A new record whose meta a transaction already set (transaction.ts), in the next write. */
  insertPrepared(stored: Stored<T>): Promise<Stored<T>> {
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

  /**
   * A transaction's writes to this collection in two steps (docs/storage.md, The outbox): once
   * the writes before them are done, checked (versions, unique values) and written beside their
   * part files; answered when ready, or with the error that refused them. `checked` is called
   * once the checks passed, before the files are written: from then on until the answer's commit
   * or abort is called the collection's other writes wait, so nothing can change what was checked.
   */
  prepare(writes: readonly TransactionWrite<T>[], checked: () => void): Promise<PreparedWrites> {
    return new Promise((resolve, reject) =>
      this.enqueue({ kind: 'prepare', writes, checked, resolve, reject }),
    );
  }

  /**
   * Commits from now on go to `journal` and show at once; their part files are written by its
   * checkpoints (docs/storage.md, The journal).
   */
  journalTo(journal: Journal): void {
    this.journal = journal;
  }

  /** Writes the parts shown with commits only the journal holds (Journal.checkpoint). */
  checkpoint(): Promise<void> {
    // Out of service: nothing to write, unless commits are shown that its files lack (the
    // journal keeps them for the replay of the next start).
    if (this.broken) return this.unsaved.size > 0 ? Promise.reject(this.broken) : Promise.resolve();
    return new Promise((resolve, reject) => this.enqueue({ kind: 'save', resolve, reject }));
  }

  /**
   * A record a transaction staged over `record.version - 1` (transaction.ts), as it is; over
   * `over` instead, a replayed commit's record over the version the part files hold.
   */
  updatePrepared(record: Stored<T>, over = record.version - 1): Promise<Stored<T>> {
    return new Promise((resolve, reject) =>
      this.enqueue({
        kind: 'update',
        id: record.id,
        expectedVersion: over,
        change: () => record,
        prepared: record,
        resolve,
        reject,
      }),
    );
  }

  async get(id: string): Promise<Stored<T> | undefined> {
    this.failIfBroken();
    return this.record(id);
  }

  async findBy(field: K, value: string): Promise<Stored<T> | undefined> {
    this.failIfBroken();
    const index = this.unique.get(field);
    if (index) return this.record(index.get(value));
    for (const [id, entry] of this.byId)
      if (this.valueOf(entry, field) === value) return this.record(id);
    return undefined;
  }

  async list(query: ListQuery = {}): Promise<Page<Stored<T>>> {
    this.failIfBroken();
    const q = query.q?.trim().toLowerCase();
    // No stored text holds it (a NUL, half a surrogate pair), as on PostgreSQL.
    if (q && isUnstorableText(q)) return { data: [], total: 0 };
    const inFree = q ? await this.freeTextHolding(q) : undefined;
    // Filtered by a listed field's value: only the entries holding it, already in list order.
    const narrowed = this.valueLists()?.narrowest(query.where);
    const offset = query.offset ?? 0;
    const end = query.limit === undefined ? undefined : offset + query.limit;
    // Filtered by that one value alone: every entry of its list matches, so the page is a slice of
    // it and only the page is read (the outbox's claim: 100 of a flood's thousands of pending).
    if (narrowed && !q && Object.keys(query.where!).length === 1) {
      const n = narrowed.length;
      const from = Math.min(offset, n);
      const to = Math.min(end ?? n, n);
      const page =
        query.sort === 'oldest'
          ? narrowed.slice(from, to)
          : narrowed.slice(n - to, n - from).reverse();
      this.entriesRead += page.length;
      return { data: await this.parsed(page), total: n };
    }
    const matches: Entry[] = [];
    for (const e of narrowed ?? this.byId.values()) {
      this.entriesRead++;
      if (!this.matchesWhere(e, query.where)) continue;
      if (q && !(inFree!(e) || e.search.includes(q) || hashed(e, query.hashes))) continue;
      matches.push(e);
    }
    // byId is in arrival order already (a stable sort keeps it for equal times).
    if (!narrowed && this.spec.order !== 'arrival') matches.sort(compareCreated);
    if (query.sort !== 'oldest') matches.reverse();
    // Only the page asked for is parsed.
    return { data: await this.parsed(matches.slice(offset, end)), total: matches.length };
  }

  /**
   * A page from the queue's sorted indexes (queueIndex.ts; docs/storage.md, "Queue pages"): the
   * filter's list in overdue order, then newest first, read only to the page's end; its total
   * from the list's length. With `q` the same from the lists of its matches (searched). Only the
   * page is parsed. `after` (the desk's Next) is answered by the offset: a slice costs the same
   * wherever it starts.
   */
  async queuePage(query: QueuePageQuery): Promise<Page<Stored<T>>> {
    this.failIfBroken();
    const rules = this.queueRules();
    const now = query.now.getTime();
    const q = query.q?.trim().toLowerCase();
    if (q && isUnstorableText(q)) return { data: [], total: 0 };
    const overdue = Boolean(query.overdue);
    const owner = query.owner === undefined ? undefined : (query.owner ?? '');
    const offset = query.offset ?? 0;
    const size = query.limit ?? Infinity;
    const page: Entry[] = [];
    if (!q) {
      const list = this.queueLists().list(query.status, owner);
      // No await until the page is taken: the lists are read as they are now.
      for (const e of inPageOrder(list, now, overdue, offset)) {
        if (page.length >= size) break;
        page.push(e);
      }
      return { data: await this.parsed(page), total: countOf(list, now, overdue) };
    }
    const matches = await this.searched(q, rules, query, owner);
    // As a page without `q`, from the matches' own lists.
    for (const e of inPageOrder(matches, now, overdue, offset)) {
      if (page.length >= size) break;
      page.push(e);
    }
    return { data: await this.parsed(page), total: countOf(matches, now, overdue) };
  }

  /**
   * The entries of the filter's list (status, owner) that hold `q`, in both of its orders, each
   * entry tested once, in slices that give way to the requests waiting meanwhile (turns.ts), on a
   * copy of the list (a write meanwhile changes the lists, not the copy). Which entries hold `q`
   * does not depend on `now`, so they are kept until the collection's next write: the next pages
   * of the same search (and the same search by another officer) are then slices too.
   */
  private async searched(
    q: string,
    rules: QueueRules,
    query: QueuePageQuery,
    owner: string | undefined,
  ): Promise<QueueList<Entry>> {
    const key = JSON.stringify([q, query.status, owner, !!query.visibleOnly, query.hashes ?? []]);
    const kept = this.searches.get(key);
    if (kept?.writes === this.writes) return kept.matches;
    const writes = this.writes;
    const clock = slices();
    const shown = query.visibleOnly ? this.shownHolding(q, rules) : undefined;
    // The key of a queue keyed by id (docs/contract.md §11), which the entries do not keep.
    const byId = rules.key === 'id';
    const candidates = this.wordCandidates(q, rules, query, owner);
    const matched: Entry[] = [];
    // Only an entry with a due time can ever be overdue: the due order needs only those.
    const timed: Entry[] = [];
    const take = (e: Entry) => {
      matched.push(e);
      if (e.due !== Infinity) timed.push(e);
    };
    const test = (e: Entry, inFree: (e: Entry) => boolean) =>
      inFree(e) ||
      (shown ? shown(e, byId ? e.id : undefined) : e.search.includes(q) || hashed(e, query.hashes));
    if (candidates) {
      // The candidates by seq (nearly arrival order, so the sorts below find it nearly done),
      // each in the filter's list or not by its status and owner, tested unless exact.
      const { marks } = candidates;
      // q is lowercased and holds no NUL, so a match cannot span two of the place's texts.
      const inFree = (e: Entry) => placeText(e.part.free, e.at).includes(q);
      for (let seq = 0; seq < marks.length; seq++) {
        if (marks[seq] === 0) continue;
        if (clock.due()) await clock.giveWay();
        const e = this.bySeq[seq];
        if (!e || (query.status !== undefined && e.status !== query.status)) continue;
        if (owner !== undefined && e.owner !== owner) continue;
        if (candidates.exact || test(e, inFree)) take(e);
      }
      matched.sort(arrivalOrder);
    } else {
      // Every entry of the filter's list, in arrival order, on a copy of it (a write meanwhile
      // changes the lists, not the copy), against every part's free text, searched once.
      const inFree = await this.freeTextHolding(q, clock);
      const byArrival = this.queueLists().list(query.status, owner).byArrival.slice();
      for (let i = 0; i < byArrival.length; i++) {
        if (clock.due()) await clock.giveWay();
        const e = byArrival[i]!;
        if (test(e, inFree)) take(e);
      }
    }
    const matches = { byDue: timed.sort(dueOrder), byArrival: matched };
    if (writes === this.writes) {
      this.searches.delete(key);
      this.searches.set(key, { writes, matches });
      if (this.searches.size > SEARCHES_KEPT)
        this.searches.delete(this.searches.keys().next().value!);
    }
    return matches;
  }

  /**
   * The records that can hold `q`, from the word index (wordIndex.ts): marked by `seq` when they
   * hold a word containing q's longest token. `exact`: those are exactly the matches (`q` is
   * one token and searched in the indexed texts alone), else each candidate is tested. For a
   * masked search (what it shows: the key, status and times besides the free text) the statuses
   * holding `q` are candidates whole. None, and every entry is tested: a `q` without a word
   * character, a search by a sealed value's hash, a masked search in the times' characters or
   * of a queue whose key is not among its searched fields (neither is in the index).
   */
  private wordCandidates(
    q: string,
    rules: QueueRules,
    query: QueuePageQuery,
    owner: string | undefined,
  ): { marks: Uint8Array; exact: boolean } | undefined {
    const [token] = tokensOf(q);
    if (!this.words || token === undefined || query.hashes?.length) return undefined;
    const keyIndexed =
      this.spec.search.includes(rules.key) && !(this.spec.sealed ?? []).includes(rules.key);
    if (query.visibleOnly && (/^[\d:.tz-]+$/.test(q) || !keyIndexed)) return undefined;
    const marks = new Uint8Array(this.arrivals);
    this.words.mark(token, marks);
    if (!query.visibleOnly) return { marks, exact: token === q };
    // A masked record shows its status: the records of a status holding `q` are candidates.
    const lists = this.queueLists();
    for (const status of lists.statuses()) {
      if (!status.toLowerCase().includes(q)) continue;
      for (const e of lists.list(status, owner).byArrival) marks[e.seq] = 1;
    }
    return { marks, exact: false };
  }

  /** From the sorted indexes: the status's list's length, the overdue and due-soon prefixes. */
  async queueCounts({ status, now, dueBefore: until }: QueueCountQuery): Promise<QueueCountResult> {
    this.failIfBroken();
    this.queueRules();
    const lists = this.queueLists();
    const { byDue } = lists.list(undefined, undefined);
    const overdue = dueBefore(byDue, now.getTime());
    return {
      inStatus: lists.list(status, undefined).byDue.length,
      overdue,
      dueBefore: Math.max(0, dueBefore(byDue, until.getTime()) - overdue),
    };
  }

  private queueRules(): QueueRules {
    if (!this.spec.queue) throw new Error(`${this.spec.name} is not a desk queue`);
    return this.spec.queue;
  }

  /**
   * Which entries hold `q` (lowercased) in what a masked record shows besides its free text
   * (docs/contract.md §11): its key, status, received and due times. The times are ISO text, so
   * only a `q` of their characters is looked for in them; each status is looked at once. `id`:
   * the record's id, given when it is the queue's key (the entries keep the other keys).
   */
  private shownHolding(q: string, rules: QueueRules): (e: Entry, id?: string) => boolean {
    const inTimes = /^[\d:.tz-]+$/.test(q);
    const statuses = new Map<string, boolean>();
    return (e, id) => {
      const key = id ?? this.valueOf(e, rules.key);
      if (key.toLowerCase().includes(q)) return true;
      let status = statuses.get(e.status);
      if (status === undefined) {
        status = e.status.toLowerCase().includes(q);
        statuses.set(e.status, status);
      }
      if (status || !inTimes) return status;
      const due = Number.isFinite(e.due) ? new Date(e.due).toISOString() : '';
      return [e.createdAt, due].some((t) => t.toLowerCase().includes(q));
    };
  }

  /**
   * Which entries hold `q` (lowercased) in a text field or a note, as PostgreSQL's ILIKE over
   * each: one byte search of each part's free text (freeText.ts), no record parsed. `q` is one a
   * stored text can hold (no NUL: one cannot span two texts).
   */
  private async freeTextHolding(
    q: string,
    clock?: ReturnType<typeof slices>,
  ): Promise<(e: Entry) => boolean> {
    if (!this.readsRecords) return () => false;
    const bytes = Buffer.from(q);
    const places = new Map<Part, Set<number>>();
    for (const part of this.parts.values()) {
      places.set(part, placesHolding(part.free, bytes));
      // A part's search is one step: 1000 records' texts.
      if (clock?.due(true)) await clock.giveWay();
    }
    return (e) => places.get(e.part)?.has(e.at) ?? false;
  }

  /** The records of `entries`, parsed from their texts as they are now, a chunk at a time. */
  private async parsed(entries: Entry[]): Promise<Stored<T>[]> {
    // A write meanwhile replaces a part's body, not these views; other requests go on between
    // two chunks.
    const texts = entries.map((e) => e.bytes());
    const data: Stored<T>[] = [];
    for (let i = 0; i < texts.length; i += PARSE_CHUNK) {
      if (i > 0) await new Promise((resolve) => setImmediate(resolve));
      for (const text of texts.slice(i, i + PARSE_CHUNK)) {
        data.push(JSON.parse(text.toString()) as Stored<T>);
      }
    }
    return data;
  }

  async *scan(batchSize = SCAN_BATCH): AsyncIterable<Stored<T>[]> {
    this.failIfBroken();
    const entries = [...this.byId.values()].sort(compareCreated);
    for (let i = 0; i < entries.length; i += batchSize) {
      // Other requests go on between two batches.
      if (i > 0) await new Promise((resolve) => setImmediate(resolve));
      yield entries
        .slice(i, i + batchSize)
        .map((e) => JSON.parse(e.bytes().toString()) as Stored<T>);
    }
  }

  async count(where?: Record<string, string>): Promise<number> {
    this.failIfBroken();
    if (!where || Object.keys(where).length === 0) return this.byId.size;
    let n = 0;
    for (const e of this.valueLists()?.narrowest(where) ?? this.byId.values()) {
      this.entriesRead++;
      if (this.matchesWhere(e, where)) n++;
    }
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
    if (this.unsavable) throw this.unsavable;
  }

  /** Reads go on while a checkpoint cannot write its parts (unsavable); only writes wait. */
  private failIfBroken(): void {
    if (this.broken) throw this.broken;
  }

  private enqueue(op: Op<T>): void {
    if (this.broken) return op.reject(this.broken);
    // Its files refuse the checkpoint's writes (no space, no rights): no more commits until they
    // take them, as there were none before the journal (what is committed is in the journal).
    if (this.unsavable && op.kind !== 'save') return op.reject(this.unsavable);
    this.pending.push(op);
    this.writing ??= this.drain();
  }

  private part(key: string): Part {
    let part = this.parts.get(key);
    if (!part) {
      const file = new PartFile(join(this.dir, `${key}.json`));
      part = { key, doc: new LowDocument(file, emptyPart()), file, free: emptyFreeText() };
      this.parts.set(key, part);
    }
    return part;
  }

  /** A fresh copy of a stored record (callers may change what they get). */
  private record(id: string | undefined): Stored<T> | undefined {
    const entry = id === undefined ? undefined : this.byId.get(id);
    return entry && (JSON.parse(entry.text()) as Stored<T>);
  }

  /** Each record of `part` as its text in the part's body (views, not copies). */
  private texts(part: Part): Buffer[] {
    const { ids, body, starts } = part.doc.shown;
    return ids.map((_, i) => body.subarray(starts[i], starts[i + 1]! - RECORD_SEPARATOR.length));
  }

  /**
   * `part` with `records` in it, not taken yet: a changed record keeps its place, a new one is
   * appended. Only these records are encoded; the others are copied as they are.
   */
  private lay(part: Part, records: Stored<T>[]): Laid {
    const { shown } = part.doc;
    // Only new records (every insert): appended after the part's body as it is (appendTo).
    if (records.every((r) => this.byId.get(r.id)?.part !== part)) {
      return {
        text: appendTo(
          shown,
          records.map((r) => r.id),
          records.map((r) => textOf(r)),
        ),
        placeOf: new Map(records.map((r, i) => [r.id, shown.ids.length + i])),
      };
    }
    const all: (Buffer | string)[] = this.texts(part);
    const ids = [...part.doc.shown.ids];
    const placeOf = new Map(ids.map((id, i) => [id, i]));
    records.forEach((record) => {
      const text = textOf(record);
      const at = placeOf.get(record.id);
      if (at === undefined) {
        placeOf.set(record.id, ids.length);
        ids.push(record.id);
        all.push(text);
      } else {
        all[at] = text;
      }
    });
    return { text: { ids, ...layOut(all) }, placeOf };
  }

  /** Indexes every record of a part just read (each parsed once, for its entry). */
  private indexPart(part: Part): void {
    const texts = this.texts(part);
    const free = new Map<number, string>();
    part.doc.shown.ids.forEach((id, at) => {
      const record = JSON.parse(texts[at]!.toString()) as Stored<T>;
      const text = this.readsRecords ? this.freeText(record) : '';
      this.index(this.entry(part, at, record), id, text);
      if (this.readsRecords) free.set(at, text);
    });
    this.layFreeText(part, free);
  }

  /** Indexes the records `lay` placed, once their part's new text is on disk. */
  private take(part: Part, laid: Laid, records: Stored<T>[]): void {
    // The part object stays and no record moves within it: the other entries stay valid.
    const free = new Map<number, string>();
    for (const record of records) {
      const at = laid.placeOf.get(record.id)!;
      const text = this.readsRecords ? this.freeText(record) : '';
      // Before the part's free text is laid again: the word index reads the old version's there.
      this.index(this.entry(part, at, record), record.id, text);
      if (this.readsRecords) free.set(at, text);
    }
    this.layFreeText(part, free);
  }

  /** The part's free text (freeText.ts) with the texts of the places in `changed`. */
  private layFreeText(part: Part, changed: ReadonlyMap<number, string>): void {
    if (this.readsRecords) part.free = relaid(part.free, part.doc.shown.ids.length, changed);
  }

  private entry(part: Part, at: number, record: Stored<T>): Entry {
    const queue = this.spec.queue && queueState(this.spec.queue, record);
    return new Entry(
      part,
      at,
      record.createdAt,
      this.searchText(record),
      this.keysOf(record),
      queue?.status ?? '',
      queue?.due?.getTime() ?? Infinity,
      (this.spec.sealed ?? []).map((f) => hashOf(record, f)).join(''),
    );
  }

  private keysOf(record: Stored<T>): string[] {
    return this.keptFields.map((field) => fieldOf(record, field));
  }

  private searchText(record: Stored<T>): string {
    // A sealed value is found by its hash alone (docs/storage.md, "PII at rest").
    return this.spec.search
      .map((f) => (isSealed(fieldValue(record, f)) ? '' : fieldOf(record, f).toLowerCase()))
      .join(SEARCH_SEPARATOR);
  }

  /** A field's value, from the entry when it is kept there, else from the parsed record. */
  private valueOf(entry: Entry, field: string): string {
    const kept = this.keptFields.indexOf(field);
    return kept >= 0 ? entry.keys[kept]! : fieldOf(JSON.parse(entry.text()) as object, field);
  }

  private matchesWhere(entry: Entry, where: Record<string, string> | undefined): boolean {
    return !where || Object.entries(where).every(([f, v]) => this.valueOf(entry, f) === v);
  }

  /** Whether `q` reads more of a record than its entry keeps: its long text or its notes. */
  private get readsRecords(): boolean {
    return Boolean(this.spec.text?.length || this.spec.notes);
  }

  /** A record's free text (freeText.ts): its text fields and notes, each on its own. */
  private freeText(record: object): string {
    const texts = (this.spec.text ?? []).map((f) => fieldOf(record, f));
    const { history } = record as { history?: unknown };
    const notes =
      this.spec.notes && Array.isArray(history)
        ? history.map((change) => fieldOf((change ?? {}) as object, 'note'))
        : [];
    return freeTextOf([...texts, ...notes]);
  }

  /**
   * The part a new record of `month` goes to: the month's last one, or the next one once that
   * holds PART_SIZE records (the collection's own `partSize` if it has one) counting those `adding` already placed there in this write.
   */
  private tailFor(month: string, adding: Map<string, number>): string {
    let tail = this.tails.get(month) ?? { key: month, n: 0 };
    const size = this.spec.partSize ?? PART_SIZE;
    if (this.part(tail.key).doc.shown.ids.length + (adding.get(tail.key) ?? 0) >= size) {
      tail = { key: `${month}.${tail.n + 1}`, n: tail.n + 1 };
    }
    this.tails.set(month, tail);
    adding.set(tail.key, (adding.get(tail.key) ?? 0) + 1);
    return tail.key;
  }

  /**
   * The lists by value of the listed fields (valueLists.ts), built from the entries when there
   * are none; undefined for a collection that lists no field.
   */
  private valueLists(): ValueLists<Entry> | undefined {
    const { fields, order } = this.listedBy;
    if (fields.length === 0) return undefined;
    return (this.valueIndex ??= ValueLists.build(fields, order, this.byId.values()));
  }

  /** The queue's sorted indexes, built from the entries when there are none (queueIndex). */
  private queueLists(): QueueIndex<Entry> {
    return (this.queueIndex ??= QueueIndex.build(this.byId.values()));
  }

  /**
   * Takes a record's new version into memory. `free`: its free text (freeText.ts); the part's
   * free text must still hold the old version's (the word index drops its words).
   */
  private index(entry: Entry, id: string, free: string): void {
    this.writes++;
    const previous = this.byId.get(id);
    entry.id = id;
    entry.seq = previous ? previous.seq : this.arrivals++;
    if (this.words) {
      this.bySeq[entry.seq] = entry;
      if (!previous) this.words.add(entry.seq, entry.search, free);
      else {
        const before = wordsOf(
          previous.search,
          placeText(previous.part.free, previous.at).toString('utf8'),
        );
        this.words.change(entry.seq, before, wordsOf(entry.search, free));
      }
    }
    // The old version leaves its value's lists and the new one takes its place in its own.
    if (previous) this.valueIndex?.remove(previous);
    this.valueIndex?.add(entry);
    if (this.spec.queue) {
      entry.owner = this.valueOf(entry, 'owner');
      // The old version leaves the sorted indexes and the new one takes its place in each order.
      if (previous) this.queueIndex?.remove(previous);
      this.queueIndex?.add(entry);
    }
    for (const [field, index] of this.unique) {
      const kept = this.keptFields.indexOf(field);
      if (previous) index.delete(previous.keys[kept]!);
      const value = entry.keys[kept]!;
      if (value) index.set(value, id);
    }
    this.byId.set(id, entry);
  }

  private async drain(): Promise<void> {
    // Yield first: `writing` must be set before a batch that needs no I/O can finish and clear it.
    await null;
    while (this.pending.length > 0) {
      // The writes before a transaction's (or a checkpoint) share one write; those go alone.
      const at = this.pending.findIndex((op) => op.kind === 'prepare' || op.kind === 'save');
      if (at === 0) {
        const op = this.pending.shift() as PrepareOp<T> | SaveOp;
        await (op.kind === 'prepare' ? this.hold(op) : this.save(op));
        continue;
      }
      const batch = (at < 0 ? this.pending : this.pending.slice(0, at)) as WriteOp<T>[];
      this.pending = at < 0 ? [] : this.pending.slice(at);
      // Stage the batch part by part; versions and unique keys are checked against the staged
      // state, so two updates of one record in one batch still see each other.
      const staged = this.staging();
      const byPart = new Map<string, { op: WriteOp<T>; record: Stored<T> }[]>();
      for (const op of batch) {
        try {
          const { key, record } = this.place(op, staged);
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

  /**
   * A transaction's writes, alone in their write and in two steps (docs/storage.md, The outbox):
   * checked and prepared beside their part files, then held until the transaction has reached its
   * commit point (commit: renamed into place and taken into memory) or has not (abort: removed).
   */
  private async hold(op: PrepareOp<T>): Promise<void> {
    const prepared: { part: Part; laid: Laid; records: Stored<T>[]; file: PreparedFile }[] = [];
    const abort = () => Promise.all(prepared.map(({ file }) => file.abort()));
    try {
      const staged = this.staging();
      const byPart = new Map<string, Map<string, Stored<T>>>();
      const ready: { part: Part; laid: Laid; records: Stored<T>[] }[] = [];
      for (const { record, insert } of op.writes) {
        const change: Change<T> = insert
          ? { kind: 'insert', record }
          : {
              kind: 'update',
              id: record.id,
              expectedVersion: record.version - 1,
              change: () => record,
              prepared: record,
            };
        const { key } = this.place(change, staged);
        // The last of a record's changes is the one written.
        const latest = byPart.get(key) ?? new Map<string, Stored<T>>();
        latest.set(record.id, record);
        byPart.set(key, latest);
      }
      for (const [key, latest] of byPart) {
        const part = this.part(key);
        const records = [...latest.values()];
        ready.push({ part, laid: this.lay(part, records), records });
      }
      op.checked();
      for (const each of ready) {
        // With the journal the transaction's line is its commit point: no file written now.
        const file = this.journal ? NO_FILE : await each.part.file.prepare(each.laid.text);
        prepared.push({ ...each, file });
      }
    } catch (err) {
      await abort();
      return op.reject(err);
    }
    let decide!: (commit: boolean) => void;
    const decided = new Promise<boolean>((resolve) => (decide = resolve));
    const finished = decided.then(async (commit) => {
      if (!commit) return void (await abort());
      let failed: unknown = null;
      for (const { part, laid, records, file } of prepared) {
        // Each part that can be put in place is: the caller writes the others again.
        if (failed) await file.abort();
        else
          await file.commit().then(
            () => {
              part.doc.wrote(laid.text);
              this.take(part, laid, records);
              if (this.journal) this.unsaved.add(part);
            },
            (err: unknown) => (failed = err),
          );
      }
      if (failed) throw failed;
    });
    op.resolve({
      commit: () => {
        decide(true);
        return finished;
      },
      abort: () => {
        decide(false);
        return finished;
      },
    });
    await finished.catch(() => undefined);
  }

  /** The state one write stages its records against (place). */
  private staging() {
    return {
      records: new Map<string, Stored<T>>(),
      placed: new Map<string, string>(),
      adding: new Map<string, number>(),
      claimed: new Map<string, Set<string>>(),
    };
  }

  /** `change` checked against the records and the write's staged ones, and the part it goes to. */
  private place(
    change: Change<T>,
    staged: ReturnType<LowdbCollection<T, K>['staging']>,
  ): { key: string; record: Stored<T> } {
    const record = this.stage(change, staged.records, staged.claimed);
    staged.records.set(record.id, record);
    let key = staged.placed.get(record.id) ?? this.byId.get(record.id)?.part.key;
    if (key === undefined) {
      key = this.tailFor(monthOf(record), staged.adding);
      staged.placed.set(record.id, key);
    }
    return { key, record };
  }

  private stage(
    op: Change<T>,
    staged: Map<string, Stored<T>>,
    claimed: Map<string, Set<string>>,
  ): Stored<T> {
    let record: Stored<T>;
    if (op.kind === 'insert') {
      record = op.record;
    } else {
      const current = staged.get(op.id) ?? this.record(op.id);
      if (!current) throw new NotFoundError(op.id);
      if (current.version !== op.expectedVersion) throw new StaleVersionError(op.id);
      const meta: RecordMeta = {
        id: current.id,
        createdAt: current.createdAt,
        updatedAt: new Date().toISOString(),
        version: current.version + 1,
      };
      record = op.prepared ?? merged(op.change(current), meta);
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

  private async writePart(
    key: string,
    done: { op: WriteOp<T>; record: Stored<T> }[],
  ): Promise<void> {
    const part = this.part(key);
    // The last of a record's changes in this batch is the one written.
    const latest = new Map(done.map((d) => [d.record.id, d.record]));
    const records = [...latest.values()];
    const laid = this.lay(part, records);
    try {
      if (this.journal) {
        const writes = records.map((record) => ({
          collection: this.name,
          record,
          ...(this.byId.has(record.id) ? {} : { insert: true as const }),
        }));
        await this.journal.append(journalLine(writes));
        part.doc.wrote(laid.text);
        this.unsaved.add(part);
      } else {
        // The folder is made by the part's durable write (once per process: durableFile.ts).
        await part.doc.replace(laid.text);
      }
    } catch (err) {
      for (const d of done) d.op.reject(err);
      return;
    }
    this.take(part, laid, records);
    for (const d of done) d.op.resolve(d.record);
  }

  /**
   * Writes each part shown ahead of its file (the journal holds the rest). A part that cannot be
   * written stays for the next checkpoint; a file changed outside the server puts the collection
   * out of service (its commits stay in the journal, which a restart replays over that file).
   */
  private async save(op: SaveOp): Promise<void> {
    let failed: unknown = null;
    for (const part of [...this.unsaved]) {
      try {
        await part.doc.save();
        this.unsaved.delete(part);
      } catch (err) {
        if (err instanceof ForeignChangeError) this.markBroken(err);
        failed ??= err;
      }
    }
    this.unsavable = failed;
    if (failed) op.reject(failed);
    else op.resolve();
  }
}

function monthOf(record: RecordMeta): string {
  return record.createdAt.slice(0, 7);
}

/** ISO timestamps of one format sort as text: a plain comparison, no collation needed. */
function compareCreated(a: { createdAt: string }, b: { createdAt: string }): number {
  return a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0;
}

const fieldValue = (record: object, field: string): unknown =>
  (record as Record<string, unknown>)[field];

/** A sealed field's keyed hash ended by a NUL (Entry.hashes), '' when it is not sealed. */
function hashOf(record: object, field: string): string {
  const value = fieldValue(record, field);
  return isSealed(value) ? `${value.hash}${SEARCH_SEPARATOR}` : '';
}

/** Whether the entry holds one of the hashes a search for a whole phone or PAN looks for. */
function hashed(e: Entry, hashes: readonly string[] | undefined): boolean {
  return !!hashes?.length && e.hashes !== '' && hashes.some((h) => e.hashes.includes(h));
}

export function fieldOf(record: object, field: string): string {
  const value = (record as Record<string, unknown>)[field];
  return typeof value === 'string'
    ? value
    : value === undefined || value === null
      ? ''
      : String(value);
}
