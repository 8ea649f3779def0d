import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { GENESIS } from '../../desk/auditChain';
import { writeDurably } from '../durableFile';
import {
  NotFoundError,
  StaleVersionError,
  type AuditRecord,
  type Collection,
  type RecordMeta,
  type Store,
  type Stored,
} from '../types';
import { LowdbCollection } from './collection';

/** The write-ahead record of the append under way (docs/storage.md, The audit chain). */
export const AUDIT_INTENT_FILE = 'audit-intent.json';

type Audit = LowdbCollection<AuditRecord, 'prev' | 'actor' | 'action'>;
type AnyCollection = LowdbCollection<object, string>;

/** A record as a change left it, to be written over the version before it. */
interface StagedUpdate {
  collection: string;
  record: Stored<object>;
}

interface Intent {
  entry: AuditRecord;
  updates: StagedUpdate[];
}

/**
 * Store.appendAudit on the embedded engine (docs/storage.md, The audit chain). One writer process
 * holds the folder, so appends take turns here, and the head is kept in memory: found once, at
 * the first append, as the entry with the highest chain number (not by any clock), then each
 * appended entry. Both or neither across a crash: the changes made through `within` are staged,
 * then the entry and the staged records are written in one durable file, the intent, which is
 * the commit; they are then written to their collections and the intent removed. A start with an
 * intent left finishes it (recoverAuditIntent).
 */
export function auditAppender(
  dataDir: string,
  audit: Audit,
  collections: readonly AnyCollection[],
): Store['appendAudit'] {
  let head: AuditRecord | undefined;
  let found = false;
  let tail: Promise<unknown> = Promise.resolve();
  const append = async (step: Parameters<Store['appendAudit']>[0]) => {
    if (!found) {
      head = await highest(audit);
      found = true;
    }
    const updates: StagedUpdate[] = [];
    const entry = await step({ head, within: (c) => staging(c, updates) });
    if (entry && updates.length > 0) {
      await writeDurably(join(dataDir, AUDIT_INTENT_FILE), JSON.stringify({ entry, updates }));
    }
    await applyUpdates(collections, updates);
    if (!entry) return null;
    head = await audit.insert(entry);
    if (updates.length > 0) await rm(join(dataDir, AUDIT_INTENT_FILE), { force: true });
    return head;
  };
  return (step) => {
    const next = tail.then(() => append(step));
    tail = next.catch(() => undefined);
    return next;
  };
}

/**
 * At start, before anything is served: an intent left by a crash is finished (each staged record
 * written unless its collection already holds it; the entry appended unless it already is).
 * Answers whether there was one.
 */
export async function recoverAuditIntent(
  dataDir: string,
  audit: Audit,
  collections: readonly AnyCollection[],
): Promise<boolean> {
  const file = join(dataDir, AUDIT_INTENT_FILE);
  let intent: Intent;
  try {
    intent = JSON.parse(await readFile(file, 'utf8')) as Intent;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
  const pending = [];
  for (const update of intent.updates) {
    const current = await collectionOf(collections, update.collection).get(update.record.id);
    if (current && current.version < update.record.version) pending.push(update);
  }
  await applyUpdates(collections, pending);
  const head = await highest(audit);
  if ((head?.hash ?? GENESIS) === intent.entry.prev) await audit.insert(intent.entry);
  await rm(file, { force: true });
  return true;
}

/** `collection`, whose updates are checked and staged into `updates` instead of written. */
function staging<T extends object, K extends string>(
  collection: Collection<T, K>,
  updates: StagedUpdate[],
): Collection<T, K> {
  if (!(collection instanceof LowdbCollection)) throw new Error('Not a collection of this store');
  const name = (collection as LowdbCollection<T, K>).name;
  // Every other call goes to the collection itself.
  const staged = Object.create(collection) as Collection<T, K>;
  staged.update = async (id, expectedVersion, change) => {
    const current = await collection.get(id);
    if (!current) throw new NotFoundError(id);
    if (current.version !== expectedVersion) throw new StaleVersionError(id);
    const meta: RecordMeta = {
      id,
      createdAt: current.createdAt,
      updatedAt: new Date().toISOString(),
      version: expectedVersion + 1,
    };
    const record = { ...change(current), ...meta };
    updates.push({ collection: name, record });
    return record;
  };
  return staged;
}

/** Writes each staged record over the version before it (as staged, its own meta included). */
async function applyUpdates(collections: readonly AnyCollection[], updates: StagedUpdate[]) {
  for (const { collection, record } of updates) {
    await collectionOf(collections, collection).update(record.id, record.version - 1, () => record);
  }
}

function collectionOf(collections: readonly AnyCollection[], name: string): AnyCollection {
  const found = collections.find((c) => c.name === name);
  if (!found) throw new Error(`No collection ${name}`);
  return found;
}

async function highest(audit: Audit): Promise<AuditRecord | undefined> {
  let best: AuditRecord | undefined;
  for await (const batch of audit.scan()) {
    for (const entry of batch) if (!best || entry.seq > best.seq) best = entry;
  }
  return best;
}
