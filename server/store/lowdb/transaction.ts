import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { GENESIS } from '../../desk/auditChain';
import { writeDurably } from '../durableFile';
import { OutboxCollection, queueIn } from '../outbox';
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
import { fieldOf, LowdbCollection } from './collection';

/**
 * The write-ahead record of the transaction under way (docs/storage.md, The outbox): present only
 * between its commit point and the end of its writes.
 */
export const INTENT_FILE = 'intent.json';
/** The same, as the audit appends wrote it before transactions had inserts (issue 41). */
const AUDIT_INTENT_FILE = 'audit-intent.json';

type AnyCollection = LowdbCollection<object, string>;

/** A record as a transaction left it: new (`insert`), or written over the version before it. */
interface StagedWrite {
  collection: string;
  record: Stored<object>;
  insert?: true;
}

interface Intent {
  writes?: StagedWrite[];
  /** audit-intent.json's: the entry, then the updated records. */
  entry?: AuditRecord;
  updates?: StagedWrite[];
}

/** The writes one transaction staged, in order; a record appears once, as it was left. */
class Staged {
  readonly writes: StagedWrite[] = [];

  constructor(private readonly outbox: OutboxCollection) {}

  transaction(): Transaction {
    return {
      within: (collection) => this.within(collection),
      queue: (message) => queueIn(this.within(this.outbox.messages), message, new Date()),
    };
  }

  /** Whether a message was queued (the worker is woken after the commit). */
  get queuedMessages(): boolean {
    return this.writes.some((w) => w.insert && w.collection === COLLECTIONS.outbox.name);
  }

  private staged(collection: string, id: string): StagedWrite | undefined {
    return this.writes.find((w) => w.collection === collection && w.record.id === id);
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
    const copy = <R>(record: R): R => structuredClone(record);
    const current = async (id: string) =>
      (this.staged(name, id)?.record as Stored<T> | undefined) ?? (await lowdb.get(id));
    const staged = Object.create(lowdb) as Collection<T, K>;
    staged.get = async (id) => {
      const found = await current(id);
      return found && copy(found);
    };
    staged.insert = async (record) => {
      const now = new Date().toISOString();
      const stored: Stored<T> = {
        ...copy(record),
        id: randomUUID(),
        createdAt: now,
        updatedAt: now,
        version: 1,
      };
      for (const field of lowdb.uniqueFields) {
        const value = fieldOf(stored, field);
        if (!value) continue;
        const taken =
          (await lowdb.findBy(field as K, value)) !== undefined ||
          this.writes.some((w) => w.collection === name && fieldOf(w.record, field) === value);
        if (taken) throw new DuplicateKeyError(field);
      }
      this.writes.push({ collection: name, record: stored, insert: true });
      return copy(stored);
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
      const record: Stored<T> = { ...change(copy(before)), ...meta };
      const earlier = this.staged(name, id);
      if (earlier) earlier.record = record;
      else this.writes.push({ collection: name, record });
      return copy(record);
    };
    return staged;
  }
}

/**
 * Store.transaction on the embedded engine (docs/storage.md, The outbox). One writer process holds
 * the folder, so transactions (and audit appends) take turns here. A transaction's writes are
 * staged; when it has more than one, they are written in one durable file, the intent, which is
 * the commit point; then to their collections (each in its own group commit), and the intent
 * removed. A start with an intent left finishes it (recoverIntent). A single write needs no
 * intent: the collection's own write is atomic.
 */
export class LowdbTransactions {
  private tail: Promise<unknown> = Promise.resolve();
  /** Set when a committed intent could not be applied: its file must stay until a restart. */
  private broken: unknown = null;

  constructor(
    private readonly dataDir: string,
    private readonly collections: readonly AnyCollection[],
    private readonly outbox: OutboxCollection,
  ) {}

  /** Runs `work` once every transaction before it has finished. */
  serial<R>(work: () => Promise<R>): Promise<R> {
    const next = this.tail.then(work);
    this.tail = next.catch(() => undefined);
    return next;
  }

  run<R>(step: (tx: Transaction) => Promise<R>): Promise<R> {
    return this.serial(async () => {
      const staged = this.begin();
      const result = await step(staged.transaction());
      await this.commit(staged);
      return result;
    });
  }

  begin(): Staged {
    return new Staged(this.outbox);
  }

  /** Stores `staged`'s writes, all or (across a crash, once recovered) none. */
  async commit(staged: Staged): Promise<void> {
    if (this.broken) throw this.broken;
    const { writes } = staged;
    if (writes.length === 0) return;
    const logged = writes.length > 1;
    const file = join(this.dataDir, INTENT_FILE);
    if (logged) await writeDurably(file, JSON.stringify({ writes } satisfies Intent));
    try {
      await applyWrites(this.collections, writes);
    } catch (err) {
      // The intent is committed: a later transaction must not write over it; a restart finishes it.
      if (logged) this.broken = err;
      throw err;
    }
    if (logged) await rm(file, { force: true });
    if (staged.queuedMessages) this.outbox.queued();
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
    const pending = [];
    for (const write of intent.writes ?? intent.updates ?? []) {
      const current = await collectionOf(collections, write.collection).get(write.record.id);
      const missing = write.insert ? !current : current && current.version < write.record.version;
      if (missing) pending.push(write);
    }
    await applyWrites(collections, pending);
    if (intent.entry) {
      const head = await highest(audit);
      if ((head?.hash ?? GENESIS) === intent.entry.prev) await audit.insert(intent.entry);
    }
    await rm(file, { force: true });
  }
  return found;
}

/** Writes each staged record, all at once (each collection batches its own into one write). */
async function applyWrites(collections: readonly AnyCollection[], writes: StagedWrite[]) {
  const results = await Promise.allSettled(
    writes.map(({ collection, record, insert }) => {
      const target = collectionOf(collections, collection);
      return insert
        ? target.insertPrepared(record)
        : target.update(record.id, record.version - 1, () => record);
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
