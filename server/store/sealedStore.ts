// The store's boundary for personal fields at rest (docs/storage.md, "PII at rest"): both engines
// keep the phones, PAN, e-mail and postal addresses and the message addresses each collection
// declares `sealed` (types.ts COLLECTIONS, from the request kinds' declarations) as fieldCipher.ts
// seals them; the store handed to the rest of the server seals them on the way in and opens them
// on the way out, so routes, the desk and the outbox's worker see plain records. A search for a
// whole phone, PAN or e-mail address is passed to the engine as its keyed hash (ListQuery.hashes):
// no page opens records to search.
import { createHash } from 'node:crypto';
import { REQUEST_KINDS } from '../../src/contract/requests';
import type { FieldCipher } from './fieldCipher';
import { merged } from './merged';
import {
  COLLECTIONS,
  DuplicateKeyError,
  StaleVersionError,
  type AuditAppend,
  type Collection,
  type ListQuery,
  type Outbox,
  type OutboxRecord,
  type QueueCollection,
  type QueuedMessage,
  type QueuePageQuery,
  type Store,
  type Stored,
  type Transaction,
} from './types';

/** What a sealed view stands for: the engine's collection and the fields it seals. */
interface Sealing {
  inner: object;
  fields: readonly string[];
}

type AnyCollection = Collection<object, string>;

const views = new WeakMap<object, Sealing>();

/**
 * `stored`, the engine's copy of `plain` sealed (an insert's, a settle's answer), with `fields` as
 * `plain` has them: what opening them would give, without a decryption a field.
 */
function withPlain<T extends object>(stored: T, plain: object, fields: readonly string[]): T {
  let out: Record<string, unknown> | undefined;
  for (const field of fields) {
    const value = (plain as Record<string, unknown>)[field];
    // What sealRecord seals; any other value is stored as given.
    if (typeof value !== 'string' || value === '') continue;
    out ??= { ...stored } as Record<string, unknown>;
    out[field] = value;
  }
  return (out as T | undefined) ?? stored;
}

/**
 * `inner` (an engine's collection, or one a transaction holds) seen plain: the same object by its
 * prototype (so an engine still recognizes it), with its record methods sealing and opening.
 */
function sealedCollection<C extends Collection<object, string>>(
  inner: C,
  fields: readonly string[],
  cipher: FieldCipher,
): C {
  type R = Stored<object>;
  const open = <T extends R | undefined>(record: T): T =>
    record && cipher.openRecord(record, fields);
  const searched = <Q extends ListQuery | QueuePageQuery>(query: Q): Q => {
    const hashes = 'visibleOnly' in query && query.visibleOnly ? [] : cipher.searchHashes(query.q);
    return hashes.length ? { ...query, hashes } : query;
  };
  const view = Object.create(inner) as C & Partial<QueueCollection<object, string>>;
  const queue = inner as unknown as QueueCollection<object, string>;
  Object.assign(view, {
    insert: async (record: object) =>
      withPlain(await inner.insert(cipher.sealRecord(record, fields)), record, fields),
    get: async (id: string) => open(await inner.get(id)),
    findBy: async (field: string, value: string) => open(await inner.findBy(field, value)),
    list: async (query: ListQuery = {}) => {
      const page = await inner.list(searched(query));
      return { ...page, data: page.data.map(open) };
    },
    scan: async function* (batchSize?: number) {
      for await (const batch of inner.scan(batchSize)) yield batch.map(open);
    },
    update: async (id: string, expectedVersion: number, change: (current: R) => object) =>
      open(
        await inner.update(id, expectedVersion, (current) => {
          const plain = open(current);
          return cipher.sealRecord(change(plain), fields, { sealed: current, open: plain });
        }),
      ),
    count: (where?: Record<string, string>) => inner.count(where),
    insertStored: (records: R[]) =>
      inner.insertStored(records.map((r) => cipher.sealRecord(r, fields))),
    ...(typeof queue.queuePage === 'function' && {
      queuePage: async (query: QueuePageQuery) => {
        const page = await queue.queuePage(searched(query));
        return { ...page, data: page.data.map(open) };
      },
      queueCounts: queue.queueCounts.bind(queue),
    }),
  });
  views.set(view, { inner, fields });
  return view;
}

const TO = COLLECTIONS.outbox.sealed;

/** The outbox seen plain: its messages' addresses sealed in the store. */
function sealedOutbox(outbox: Outbox, cipher: FieldCipher): Outbox {
  const view = sealedCollection(outbox, TO, cipher);
  const open = (m: Stored<OutboxRecord>) => cipher.openRecord(m, TO);
  const openOrNone = (m: Stored<OutboxRecord> | undefined) => m && open(m);
  /** A claimed message's sealed copy, by the plain one the worker holds and settles. */
  const sealedCopies = new WeakMap<Stored<OutboxRecord>, Stored<OutboxRecord>>();
  const opened = (m: Stored<OutboxRecord>) => {
    const plain = open(m);
    sealedCopies.set(plain, m);
    return plain;
  };
  /** `message` sealed as it was claimed (no encryption a settle), or anew if it was not. */
  const resealed = (message: Stored<OutboxRecord>) => {
    const sealed = sealedCopies.get(message);
    return cipher.sealRecord(message, TO, sealed && { sealed, open: message });
  };
  Object.assign(view, {
    queue: async (message: QueuedMessage) => {
      const stored = await outbox.queue(cipher.sealRecord(message, TO));
      return stored && withPlain(stored, message, TO);
    },
    claimDue: async (now: Date, limit: number, leaseMs: number) =>
      (await outbox.claimDue(now, limit, leaseMs)).map(opened),
    // A settled message is written as given (one statement on PostgreSQL): given sealed.
    settle: async (...[message, outcome, now]: Parameters<Outbox['settle']>) => {
      const settled = await outbox.settle(resealed(message), outcome, now);
      return settled && withPlain(settled, message, TO);
    },
    settleAll: async (...[attempts, now]: Parameters<Outbox['settleAll']>) =>
      (
        await outbox.settleAll(
          attempts.map((a) => merged(a, { message: resealed(a.message) })),
          now,
        )
      ).map((settled, i) => settled && withPlain(settled, attempts[i]!.message, TO)),
    about: async (collection: string, id: string) => (await outbox.about(collection, id)).map(open),
    resend: async (id: string, now: Date) => openOrNone(await outbox.resend(id, now)),
    onQueued: outbox.onQueued.bind(outbox),
    queued: outbox.queued.bind(outbox),
  } satisfies Partial<Outbox>);
  return view;
}

/** A transaction whose collections (the sealed views given to `within`) and messages seal too. */
function sealedTransaction<T extends Transaction>(tx: T, cipher: FieldCipher): T {
  return {
    ...tx,
    within: <R extends object, K extends string>(given: Collection<R, K>) => {
      const sealing = views.get(given);
      if (!sealing) return tx.within(given);
      const inner = tx.within(sealing.inner as Collection<R, K>);
      return sealedCollection(
        inner as Collection<object, string>,
        sealing.fields,
        cipher,
      ) as unknown as Collection<R, K>;
    },
    queue: async (message: QueuedMessage) => {
      const stored = await tx.queue(cipher.sealRecord(message, TO));
      return stored && withPlain(stored, message, TO);
    },
    queueAll: async (messages: readonly QueuedMessage[]) =>
      (await tx.queueAll(messages.map((m) => cipher.sealRecord(m, TO)))).map(
        (stored, i) => stored && withPlain(stored, messages[i]!, TO),
      ),
  };
}

/** The request kinds' collections and the outbox: what holds sealed fields. */
const SEALED_KINDS = REQUEST_KINDS.filter((kind) => COLLECTIONS[kind.name].sealed.length > 0);

/** `store` with its sealed fields sealed on the way in and opened on the way out. */
export function sealStore(store: Store, cipher: FieldCipher): Store {
  const sealed: Store = {
    ...store,
    outbox: sealedOutbox(store.outbox, cipher),
    transaction: (step) => store.transaction((tx) => step(sealedTransaction(tx, cipher))),
    appendAudit: (step) =>
      store.appendAudit((append) => step(sealedTransaction<AuditAppend>(append, cipher))),
  };
  for (const kind of SEALED_KINDS) {
    Object.assign(sealed, {
      [kind.name]: sealedCollection(
        store[kind.name] as unknown as Collection<object, string>,
        COLLECTIONS[kind.name].sealed,
        cipher,
      ),
    });
  }
  return sealed;
}

/** The server key record naming the data key every sealed field is under (an id, never the key). */
export const SEALED_WITH = 'data-key-id';

/**
 * What the marker says besides the key: which fields are sealed, so that a field newly declared
 * `sealed` (e-mail and postal addresses after phones and PAN) is sealed at the next start in a
 * store the earlier declarations had marked done. `<key id>` alone is what they wrote.
 */
const SEALED_FIELDS = createHash('sha256')
  .update(
    JSON.stringify([
      ...SEALED_KINDS.map((kind) => [kind.name, COLLECTIONS[kind.name].sealed]),
      ['outbox', TO],
    ]),
  )
  .digest('hex')
  .slice(0, 8);

/** The marker's value once everything is sealed under `cipher`'s key. */
const markOf = (cipher: FieldCipher) => `${cipher.keyId}/${SEALED_FIELDS}`;

/**
 * Seals what is not yet under the current key (migration 034, docs/storage.md "PII at rest"):
 * records stored in clear before it, or under the key a rotation replaces. Skipped when the store
 * says everything already is (its `data-key-id` server key); a value under a key the cipher does
 * not hold stops it (UnknownDataKeyError): the wrong DATA_KEY. Answers how many records it sealed.
 * `sealed` is sealStore's view of `store`.
 */
export async function sealExisting(store: Store, sealed: Store, cipher: FieldCipher) {
  const marker = await store.serverKeys.findBy('name', SEALED_WITH);
  if (marker?.base64 === markOf(cipher)) return 0;
  let count = 0;
  const collections: (readonly [AnyCollection, AnyCollection, readonly string[]])[] = [
    ...SEALED_KINDS.map(
      (kind) =>
        [
          store[kind.name] as unknown as Collection<object, string>,
          sealed[kind.name] as unknown as Collection<object, string>,
          COLLECTIONS[kind.name].sealed,
        ] as const,
    ),
    [
      store.outbox as unknown as Collection<object, string>,
      sealed.outbox as unknown as Collection<object, string>,
      TO,
    ],
  ];
  for (const [raw, view, fields] of collections) {
    for await (const batch of raw.scan()) {
      const stale = batch.filter((record) => cipher.needsSealing(record, fields));
      // At once: the embedded engine writes them in one group commit.
      const results = await Promise.allSettled(
        stale.map((record) => view.update(record.id, record.version, (plain) => plain)),
      );
      for (const result of results) {
        if (result.status === 'fulfilled') count++;
        // Another app server sealed it first (several starting at once on one database).
        else if (!(result.reason instanceof StaleVersionError)) throw result.reason;
      }
    }
  }
  // Another server starting at once may have written it first: the same id either way.
  const mark = marker
    ? store.serverKeys.update(marker.id, marker.version, (m) => ({ ...m, base64: markOf(cipher) }))
    : store.serverKeys.insert({ name: SEALED_WITH, base64: markOf(cipher) });
  await mark.catch((err: unknown) => {
    if (!(err instanceof StaleVersionError || err instanceof DuplicateKeyError)) throw err;
  });
  return count;
}
