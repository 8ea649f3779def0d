import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { GENESIS } from '../../desk/auditChain';
import { merged } from '../merged';
import { OutboxCollection, queueEachIn, queueIn } from '../outbox';
import {
  COLLECTIONS,
  DuplicateKeyError,
  NotFoundError,
  StaleVersionError,
  type AuditRecord,
  type Collection,
  type RecordMeta,
  type Stored,
  type Transaction,
} from '../types';
import {
  fieldOf,
  journalLine,
  keepText,
  LowdbCollection,
  textOf,
  type PreparedWrites,
} from './collection';
import { InFlight } from './inFlight';
import { readJournal, type Journal, type JournalWrite } from './journal';

/**
 * The write-ahead record of a transaction of the version before the journal (docs/storage.md,
 * The journal): present only between its commit point and the end of its writes; a start that
 * finds one finishes it.
 */
export const INTENT_FILE = 'intent.json';
/** The same, as the audit appends wrote it before transactions had inserts (issue 41). */
export const AUDIT_INTENT_FILE = 'audit-intent.json';

type AnyCollection = LowdbCollection<object, string>;

/** A record as a transaction left it: new (`insert`), or written over the version before it. */
type StagedWrite = JournalWrite;

interface Intent {
  writes?: StagedWrite[];
  /** audit-intent.json's: the entry, then the updated records. */
  entry?: AuditRecord;
  updates?: StagedWrite[];
}

/** The writes one transaction staged, in order (a record written twice is written twice). */
class Staged {
  readonly writes: StagedWrite[] = [];

  constructor(
    private readonly outbox: OutboxCollection,
    private readonly inFlight: InFlight,
  ) {}

  transaction(): Transaction {
    return {
      within: (collection) => this.within(collection),
      queue: (message) => queueIn(this.within(this.outbox.messages), message, new Date()),
      queueAll: (messages) => queueEachIn(this.within(this.outbox.messages), messages, new Date()),
    };
  }

  /** Whether a message was queued (the worker is woken after the commit). */
  get queuedMessages(): boolean {
    return this.writes.some((w) => w.insert && w.collection === COLLECTIONS.outbox.name);
  }

  /** The record as this transaction, or one committing before it, left it. */
  private staged(collection: string, id: string): Stored<object> | undefined {
    const own = this.writes.findLast((w) => w.collection === collection && w.record.id === id);
    return own?.record ?? this.inFlight.get(collection, id);
  }

  /** Whether a record staged here or committing holds `value` in the unique field `field`. */
  private holds(collection: string, field: string, value: string): boolean {
    return (
      this.writes.some((w) => w.collection === collection && fieldOf(w.record, field) === value) ||
      this.inFlight.holds(collection, field, value)
    );
  }

  /**
   * `collection` with its inserts and updates checked (unique values, versions) and staged here
   * instead of written; `get` sees them. Every other call goes to the collection itself.
   */
  within<T extends object, K extends string>(given: Collection<T, K>): Collection<T, K> {
    const collection = (given instanceof OutboxCollection ? given.messages : given) as Collection<
      T,
      K
    >;
    if (!(collection instanceof LowdbCollection)) throw new Error('Not a collection of this store');
    const lowdb = collection as LowdbCollection<T, K>;
    const name = lowdb.name;
    // A record of the caller's own, never one staged here: parsed from the staged one's text
    // (encoded once, keepText), and the collection's `get` parses a fresh one already. A stored
    // record is its JSON text, so nothing is lost that a restart would keep.
    const current = async (id: string): Promise<Stored<T> | undefined> => {
      const staged = this.staged(name, id) as Stored<T> | undefined;
      return staged ? (JSON.parse(textOf(staged)) as Stored<T>) : await lowdb.get(id);
    };
    const staged = Object.create(lowdb) as Collection<T, K>;
    staged.get = current;
    staged.insert = async (record) => {
      const now = new Date().toISOString();
      const text = JSON.stringify(
        merged(record, { id: randomUUID(), createdAt: now, updatedAt: now, version: 1 }),
      );
      const stored = JSON.parse(text) as Stored<T>;
      for (const field of lowdb.uniqueFields) {
        const value = fieldOf(stored, field);
        if (!value) continue;
        const taken =
          (await lowdb.findBy(field as K, value)) !== undefined || this.holds(name, field, value);
        if (taken) throw new DuplicateKeyError(field);
      }
      keepText(stored, text);
      this.writes.push({ collection: name, record: stored, insert: true });
      return JSON.parse(text) as Stored<T>;
    };
    staged.update = async (id, expectedVersion, change) => {
      const before = await current(id);
      if (!before) throw new NotFoundError(id);
      if (before.version !== expectedVersion) throw new StaleVersionError(id);
      const meta: RecordMeta = {
        id,
        createdAt: before.createdAt,
        updatedAt: new Date().toISOString(),
        version: expectedVersion + 1,
      };
      // What `change` returns may share parts with the caller's objects: staged as its text.
      const text = JSON.stringify(merged(change(before), meta));
      const record = JSON.parse(text) as Stored<T>;
      keepText(record, text);
      this.writes.push({ collection: name, record });
      return JSON.parse(text) as Stored<T>;
    };
    return staged;
  }
}

/** One transaction of a commit: its writes, and its caller to answer. */
interface Committing {
  writes: StagedWrite[];
  queued: boolean;
  resolve: () => void;
  reject: (err: unknown) => void;
}

/**
 * Store.transaction on the embedded engine (docs/storage.md, The journal). One writer process
 * holds the folder, so transactions' steps (and audit appends) take turns here; a step's writes are
 * staged and checked against what is stored and what the transactions before it staged. Their
 * commits are grouped: the writes of every transaction that finished its step while the commit
 * before was under way are committed together, around one commit point:
 * - prepare: each collection checks its writes again (a record changed meanwhile, a unique value
 *   taken) and holds its other writes back. A refusal rolls back: nothing is in memory or on
 *   disk, the callers get the error, and a group that fails is tried again one transaction at a
 *   time, so one transaction's failure is not its neighbours'.
 * - the commit point: the writes as one line of the journal, on disk. A line that cannot be
 *   written (no space) rolls back as above (→ 503).
 * - apply: each collection shows the writes (in memory); the journal's checkpoint writes the
 *   part files later, and a start replays the journal, so a crash loses nothing answered.
 * A commit of a single write is its collection's own journal line.
 */
export class LowdbTransactions {
  private tail: Promise<unknown> = Promise.resolve();
  private readonly inFlight: InFlight;
  private next: Committing[] = [];
  private writing: Promise<void> | null = null;

  constructor(
    private readonly journal: Journal,
    private readonly collections: readonly AnyCollection[],
    private readonly outbox: OutboxCollection,
  ) {
    this.inFlight = new InFlight((name) => collectionOf(collections, name).uniqueFields);
  }

  /** Runs `work` once every step before it has finished. */
  serial<R>(work: () => Promise<R>): Promise<R> {
    const next = this.tail.then(work);
    this.tail = next.catch(() => undefined);
    return next;
  }

  async run<R>(step: (tx: Transaction) => Promise<R>): Promise<R> {
    // The next step may start once this one has staged its writes; their commits are grouped.
    const { result, committed } = await this.serial(async () => {
      const staged = this.begin();
      const result = await step(staged.transaction());
      return { result, committed: this.commit(staged) };
    });
    await committed;
    return result;
  }

  begin(): Staged {
    return new Staged(this.outbox, this.inFlight);
  }

  /** Stores `staged`'s writes with the next group, all or none. */
  commit(staged: Staged): Promise<void> {
    const { writes } = staged;
    if (writes.length === 0) return Promise.resolve();
    for (const { collection, record } of writes) this.inFlight.add(collection, record);
    const committed = new Promise<void>((resolve, reject) =>
      this.next.push({ writes, queued: staged.queuedMessages, resolve, reject }),
    );
    this.writing ??= this.drain();
    return committed;
  }

  private async drain(): Promise<void> {
    // Yield first: `writing` must be set before a batch can finish and clear it.
    await null;
    while (this.next.length > 0) {
      const batch = this.next;
      this.next = [];
      let committed = batch;
      try {
        await this.store(batch.flatMap((t) => t.writes));
      } catch (err) {
        // Rolled back: each transaction is tried alone (one failing refuses only itself).
        committed = [];
        if (batch.length === 1) batch[0]!.reject(err);
        else {
          for (const t of batch) {
            await this.store(t.writes).then(() => committed.push(t), t.reject);
          }
        }
      }
      for (const t of committed) t.resolve();
      if (committed.some((t) => t.queued)) this.outbox.queued();
      for (const { collection, record } of batch.flatMap((t) => t.writes)) {
        this.inFlight.remove(collection, record);
      }
    }
    this.writing = null;
  }

  /** Commits `writes` (the class's comment); throws only when it rolled them back. */
  private async store(writes: StagedWrite[]): Promise<void> {
    if (writes.length === 1) return applyWrites(this.collections, writes);
    // The line is written once every collection has checked the writes and holds its others.
    const preparing = this.prepare(writes, () => this.journal.append(journalLine(writes)));
    const [prepared, logged] = await Promise.allSettled([preparing.prepared, preparing.logged]);
    // (No line without every collection's checks passed: `logged` is false only beside a refusal.)
    if (prepared.status === 'rejected' || logged.status === 'rejected') {
      if (prepared.status === 'fulfilled') await Promise.all(prepared.value.map((p) => p.abort()));
      throw prepared.status === 'rejected'
        ? prepared.reason
        : (logged as PromiseRejectedResult).reason;
    }
    // In memory only (the journal holds them): nothing here touches the disk.
    await Promise.all(prepared.value.map((p) => p.commit()));
  }

  /**
   * Each collection's writes prepared, or none (`prepared` rejects with the error that refused
   * them), and `log` started once every collection's checks passed: `logged` answers whether it
   * wrote the line (false when the checks refused the writes and it never started).
   */
  private prepare(
    writes: StagedWrite[],
    log: () => Promise<void>,
  ): { prepared: Promise<PreparedWrites[]>; logged: Promise<boolean> } {
    const byCollection = new Map<string, StagedWrite[]>();
    for (const write of writes) {
      byCollection.set(write.collection, [...(byCollection.get(write.collection) ?? []), write]);
    }
    const checks: Promise<boolean>[] = [];
    const each = [...byCollection].map(([name, own]) => {
      let checked!: () => void;
      checks.push(new Promise<boolean>((resolve) => (checked = () => resolve(true))));
      return collectionOf(this.collections, name).prepare(own, checked);
    });
    const prepared = (async () => {
      const outcomes = await Promise.allSettled(each);
      const ready = outcomes.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      const refused = outcomes.find((r) => r.status === 'rejected');
      if (refused) {
        await Promise.all(ready.map((p) => p.abort()));
        throw refused.reason;
      }
      return ready;
    })();
    // A collection that refused the writes in its checks never calls `checked`: no line then.
    const logged = (async () => {
      const passed = await Promise.race([
        Promise.all(checks).then(() => true),
        prepared.then(
          () => true,
          () => false,
        ),
      ]);
      if (!passed) return false;
      await log();
      return true;
    })();
    return { prepared, logged };
  }
}

/**
 * At start, before anything is served: an intent left by a crash is finished (each staged record
 * written unless its collection already holds it or a later version; an old audit intent's entry
 * appended unless the chain is past it). Answers whether there was one.
 */
export async function recoverIntent(
  dataDir: string,
  audit: LowdbCollection<AuditRecord, string>,
  collections: readonly AnyCollection[],
): Promise<boolean> {
  let found = false;
  for (const name of [AUDIT_INTENT_FILE, INTENT_FILE]) {
    const file = join(dataDir, name);
    let intent: Intent;
    try {
      intent = JSON.parse(await readFile(file, 'utf8')) as Intent;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw err;
    }
    found = true;
    const refused = await finishWrites(collections, intent.writes ?? intent.updates ?? []);
    for (const err of refused.values()) throw err;
    if (intent.entry) {
      const head = await highest(audit);
      if ((head?.hash ?? GENESIS) === intent.entry.prev) await audit.insert(intent.entry);
    }
    await rm(file, { force: true });
  }
  return found;
}

/**
 * At start, before anything is served and before the journal takes commits: every commit the
 * journal's segments hold is put in the part files (finishWrites; each is there already unless a
 * checkpoint had not written it). Answers the segments found (the next journal begins after the
 * highest) and whether they must be kept for a later start (a collection refused its writes).
 */
export async function replayJournal(
  dataDir: string,
  collections: readonly AnyCollection[],
): Promise<{ segments: string[]; kept: boolean }> {
  const { segments, commits } = await readJournal(dataDir);
  // A collection whose files refuse the writes (or that could not be read) is put out of service,
  // and the segments are kept for a later start; the other collections take theirs.
  const refused = await finishWrites(collections, commits.flat());
  for (const [target, err] of refused) target.markBroken(err);
  return { segments, kept: refused.size > 0 };
}

/**
 * Puts in the part files what committed writes (an intent's, the journal's) leave of each record
 * that its collection does not hold yet: the record's last version, inserted where the collection
 * lacks a record one of them inserted, written over an older version otherwise. Each record once
 * and all of a collection's at once, so its parts are written once each, not once per commit (a
 * start after 1,000 commits no checkpoint had written took 2.8 s so; docs/storage.md). Answers
 * the collections that refused, each with its error.
 */
async function finishWrites(
  collections: readonly AnyCollection[],
  writes: StagedWrite[],
): Promise<Map<AnyCollection, unknown>> {
  const last = new Map<AnyCollection, Map<string, { record: Stored<object>; inserted: boolean }>>();
  for (const { collection, record, insert } of writes) {
    const target = collectionOf(collections, collection);
    const records = last.get(target) ?? new Map();
    last.set(target, records);
    const before = records.get(record.id);
    records.set(record.id, {
      record: before && before.record.version > record.version ? before.record : record,
      inserted: Boolean(insert) || (before?.inserted ?? false),
    });
  }
  const refused = new Map<AnyCollection, unknown>();
  await Promise.all(
    [...last].map(async ([target, records]) => {
      try {
        target.assertHealthy();
      } catch (err) {
        refused.set(target, err);
        return;
      }
      const results = await Promise.allSettled(
        [...records.values()].map(async ({ record, inserted }) => {
          const current = await target.get(record.id);
          if (inserted && !current) await target.insertPrepared(record);
          else if (current && current.version < record.version) {
            await target.updatePrepared(record, current.version);
          }
        }),
      );
      const failed = results.find((r) => r.status === 'rejected');
      if (failed) refused.set(target, failed.reason);
    }),
  );
  return refused;
}

/**
 * Writes each staged record, all at once and in order (each collection batches its own into one
 * write, in the order they were asked for: a record's insert before its update).
 */
async function applyWrites(collections: readonly AnyCollection[], writes: StagedWrite[]) {
  const results = await Promise.allSettled(
    writes.map(({ collection, record, insert }) => {
      const target = collectionOf(collections, collection);
      return insert ? target.insertPrepared(record) : target.updatePrepared(record);
    }),
  );
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
}

function collectionOf(collections: readonly AnyCollection[], name: string): AnyCollection {
  const found = collections.find((c) => c.name === name);
  if (!found) throw new Error(`No collection ${name}`);
  return found;
}

/** The chain's last entry by its number (never by a clock). */
export async function highest(
  audit: Collection<AuditRecord, string>,
): Promise<Stored<AuditRecord> | undefined> {
  let best: Stored<AuditRecord> | undefined;
  for await (const batch of audit.scan()) {
    for (const entry of batch) if (!best || entry.seq > best.seq) best = entry;
  }
  return best;
}
