// The storage interface every engine implements (docs/contract.md §7 data, docs/storage.md).
// Routers see only these types, never which engine is behind them.
import {
  REQUEST_KINDS,
  sealedFields,
  type AnyRequestKind,
  type IndexedOf,
  type RecordOf,
  type Stored,
} from '../../src/contract/requests';
import { QUEUES, type QueueName, type SecondFactor, type StaffRole } from '../../src/contract/desk';
import { recordDueAt, type TimedRecord } from '../../src/contract/deadlines';
import type { AlertAddresses } from '../../src/contract/alerts';
import type { Heartbeat, KioskSettings } from '../../src/contract/kioskFleet';
import type { ChainedEntry } from '../desk/auditChain';
import type { WindowResult } from '../http/rateWindow';
import type { ContentData } from './contentStore';
import type { OutboxMessage } from '../../src/contract/notifications';
import type { LinkCheckFacts } from '../../src/contract/linkCheck';
import type { BreachInput, BreachNoticeName, LegalHoldView } from '../../src/contract/privacyDesk';

export type { ContentData };

export type {
  ComplaintRecord,
  ContactMessageRecord,
  FeedbackRecord,
  FreezeRecord,
  QueueState,
  RecordMeta,
  StatusChange,
  Stored,
  WithdrawalRecord,
} from '../../src/contract/requests';

export interface ListQuery {
  /** Exact matches on indexed fields. */
  where?: Record<string, string>;
  /**
   * Free text (case-insensitive substring, taken literally) in one of the collection's search or
   * text fields, or in one staff note of a record's status history (docs/storage.md, Search).
   */
  q?: string;
  /**
   * Keyed hashes of a whole phone or PAN (server/store/fieldCipher.ts): a record holding one of
   * them in a sealed field matches too. Set by the store's boundary (sealedStore.ts) from `q`.
   */
  hashes?: readonly string[];
  sort?: 'newest' | 'oldest';
  offset?: number;
  limit?: number;
}

/** How many records a `scan` parses at a time. */
export const SCAN_BATCH = 2000;

export interface Page<T> {
  data: T[];
  total: number;
  /**
   * `total` is an estimate (PostgreSQL, a queue page's search matching more than ESTIMATE_ABOVE
   * records: docs/storage.md "Queue pages", docs/contract.md §11); the page's rows are exact.
   */
  estimated?: boolean;
}

/**
 * Past this many matches a queue page's search on PostgreSQL estimates its total instead of
 * counting every match (docs/storage.md, "Queue pages").
 */
export const ESTIMATE_ABOVE = 1000;

/** An update carried an older version than the stored one: refused, never merged (→ 409). */
export class StaleVersionError extends Error {
  constructor(id: string) {
    super(`record ${id} was changed by someone else; reload it and try again`);
    this.name = 'StaleVersionError';
  }
}

export class NotFoundError extends Error {
  constructor(id: string) {
    super(`record ${id} does not exist`);
    this.name = 'NotFoundError';
  }
}

/** A unique indexed field already holds this value (e.g. a complaint number drawn twice). */
export class DuplicateKeyError extends Error {
  constructor(field: string) {
    super(`another record already has this ${field}`);
    this.name = 'DuplicateKeyError';
  }
}

/** K: the indexed field names (e.g. 'complainNo' | 'status'). */
export interface Collection<T, K extends string = never> {
  /** id/createdAt/updatedAt/version=1 are assigned by the store; durable when resolved. */
  insert(record: T): Promise<Stored<T>>;
  get(id: string): Promise<Stored<T> | undefined>;
  /** Unique lookups (complainNo, ackNo, username); reference numbers are compared as stored. */
  findBy(field: K, value: string): Promise<Stored<T> | undefined>;
  list(query?: ListQuery): Promise<Page<Stored<T>>>;
  /**
   * Every record, a batch at a time, oldest first: a whole-collection read (a report, a count)
   * that never holds more than a batch of parsed records (docs/storage.md). Records written
   * while it runs may or may not be seen.
   */
  scan(batchSize?: number): AsyncIterable<Stored<T>[]>;
  /** Applies `change` to the current record if its version is still `expectedVersion`. */
  update(
    id: string,
    expectedVersion: number,
    change: (current: Stored<T>) => T,
  ): Promise<Stored<T>>;
  count(where?: Record<string, string>): Promise<number>;
  /**
   * Records that already carry their meta (a migration, a copy between engines, a benchmark's
   * seed), written in the engine's bulk way; ids already stored are skipped, so a re-run adds
   * nothing. Resolves with how many were new, once they are durable.
   */
  insertStored(records: Stored<T>[]): Promise<number>;
}

/**
 * A desk queue's page as its engine answers it (docs/storage.md, "Queue pages"): filtered by
 * status (a record without one is in the queue's first), lateness and `q`, overdue first (the
 * most overdue on top), then newest first; records of equal keys in the order `list` gives them.
 */
export interface QueuePageQuery {
  /** Overdue means due before this instant. */
  now: Date;
  status?: string;
  overdue?: boolean;
  /** Only the records of this owner (a username); null: only those nobody owns. */
  owner?: string | null;
  q?: string;
  /** As ListQuery.hashes; never with `visibleOnly` (a masked phone is not searched). */
  hashes?: readonly string[];
  /**
   * `q` reads only what a masked record shows (docs/contract.md §11): its key, status, received
   * and due times (ISO), text fields and staff notes; not its search fields' personal data.
   */
  visibleOnly?: boolean;
  offset?: number;
  limit?: number;
  /**
   * The id of the record at `offset` − 1 as the previous page read it (the desk's Next,
   * QueueQuery.after): an engine may read the page from its place in the order (keyset: PostgreSQL)
   * rather than skip `offset` records; while nothing moved, the same records as `offset` alone.
   */
  after?: string;
}

/** A queue's counts for the desk home, from its indexes (no record is read). */
export interface QueueCountQuery {
  status: string;
  now: Date;
  /** `dueBefore` counts what is due from `now` up to (not including) this instant. */
  dueBefore: Date;
}

export interface QueueCountResult {
  inStatus: number;
  overdue: number;
  dueBefore: number;
}

/** A visitor request kind's collection: also a desk queue. */
export interface QueueCollection<T, K extends string = never> extends Collection<T, K> {
  queuePage(query: QueuePageQuery): Promise<Page<Stored<T>>>;
  queueCounts(query: QueueCountQuery): Promise<QueueCountResult>;
}

/**
 * What the engines need of a queue's rules to filter and order it themselves: its key, its first
 * status and its deadline (src/contract/deadlines.ts), which depends on the record's arrival and
 * status (and a reopening's time, kept in its history, or the due time fixed at receipt, `dueAt`)
 * only, so each engine keeps it beside the record and updates it with every write.
 */
export interface QueueRules {
  key: string;
  firstStatus: string;
  due(record: TimedRecord, status: string): Date | null;
}

function queueRules(queue: QueueName): QueueRules {
  return {
    key: QUEUES[queue].key,
    firstStatus: QUEUES[queue].statuses[0],
    due: (record, status) => recordDueAt(queue, record, status),
  };
}

/** A queue record's status and due time as the engines index them. */
export function queueState(
  rules: QueueRules,
  record: { createdAt: string; status?: unknown; history?: unknown; dueAt?: unknown },
): { status: string; due: Date | null } {
  const status = typeof record.status === 'string' ? record.status : rules.firstStatus;
  // Only the server's code writes a history (docs/contract.md §10): a list of status changes.
  const history = Array.isArray(record.history) ? (record.history as TimedRecord['history']) : [];
  const dueAt = typeof record.dueAt === 'string' ? record.dueAt : undefined;
  return { status, due: rules.due({ createdAt: record.createdAt, history, dueAt }, status) };
}

export interface ContentStore {
  get<K extends keyof ContentData>(key: K): Promise<ContentData[K]>;
  put<K extends keyof ContentData>(key: K, value: ContentData[K]): Promise<void>;
  /**
   * Read-modify-write of one document that no other write (of this or another app server) can
   * interleave with: the content desk's publish (docs/architecture.md §8).
   */
  update<K extends keyof ContentData>(
    key: K,
    change: (current: ContentData[K]) => ContentData[K],
  ): Promise<ContentData[K]>;
}

/** An uploaded file as stored: bytes already checked and re-encoded (docs/contract.md §13). */
export interface StoredUpload {
  type: string;
  bytes: Buffer;
}

/** Uploaded files under generated names, visible to every app server of the store. */
export interface UploadStore {
  /** Durable when resolved; a name is written once. */
  put(name: string, upload: StoredUpload): Promise<void>;
  get(name: string): Promise<StoredUpload | undefined>;
  /** Every stored upload's name (a copy to another engine reads them all). */
  names(): Promise<string[]>;
  /** Removes it for good; a name not stored is no error (an erasure may run twice). */
  remove(name: string): Promise<void>;
}

/**
 * Small messages that reach every subscriber on every app server sharing the store, each once
 * (docs/storage.md, "Several app servers"): in process for the embedded engine, which has one
 * server; through PostgreSQL's LISTEN/NOTIFY for the scale-out engine. A message is JSON of at most
 * a few hundred bytes and is never stored: a server that is not listening when it is sent misses it.
 */
export interface Broadcast {
  /**
   * This server's subscribers hear it at once (synchronously), the other servers' shortly. Never
   * throws: a message the database cannot carry (it is down) reaches this server only.
   */
  publish(message: object): void;
  /** Messages of every server, this one's included; returns the unsubscribe function. */
  subscribe(listener: (message: unknown) => void): () => void;
}

/** A named rate budget: at most `limit` requests per client in each fixed window of `windowMs`. */
export interface RateWindow {
  name: string;
  limit: number;
  windowMs: number;
}

/**
 * The rate budgets' counters (server/middleware/rateLimit.ts; docs/storage.md, "Rate budgets"):
 * in memory for the embedded engine, which has one server; in the database for the scale-out
 * engine, so every app server of it spends the one budget.
 */
export interface RateWindows {
  /**
   * Spends one request of `client` in `window`'s current window, or starts a new one when it has
   * ended, and says whether it was within the limit. Check and count are one step: requests sent
   * at once, through any app server of the store, never let more than `limit` through.
   */
  hit(window: RateWindow, client: string): Promise<WindowResult>;
}

/** A staff account: only the scrypt hash of its password is kept (server/desk/password.ts). */
export interface StaffUserRecord {
  username: string;
  roles: StaffRole[];
  passwordHash: string;
  /** Sessions started before this are over (a reset password signs everyone out). */
  passwordSetAt: string;
  disabled: boolean;
  /** The second factor (server/desk/twoFactor.ts), once enrolled. */
  totp?: TotpFactor;
  /** A secret offered at enrolment, kept until its first code confirms it. */
  totpPending?: string;
  /** On duty for the round-robin assignment of new complaints (server/desk/roundRobin.ts). */
  onDuty?: boolean;
  /** Where notes mentioned this staff member, newest first (server/desk/mentions.ts). */
  mentions?: StaffMention[];
  /** When they last opened their mentions: newer ones are unread. */
  mentionsSeenAt?: string;
}

/** One mention of a staff member in a record's staff-only note. */
export interface StaffMention {
  queue: string;
  key: string;
  by: string;
  at: string;
  note: number;
}

/** An account's TOTP secret (RFC 6238), the last time step used, and its recovery codes' hashes. */
export interface TotpFactor {
  secret: string;
  /** A code of this step or an earlier one is refused: each code signs in once. */
  lastStep: number;
  /** Salted hashes of the unused recovery codes; a used one is removed. */
  recoveryHashes: string[];
  enrolledAt: string;
}

/** A desk setting an admin changes (the roles that need a second factor), one record a name. */
export interface DeskSettingRecord {
  name: string;
  value: unknown;
  changedBy: string;
}

/** A desk sign-in: the cookie carries a random token, the store only its SHA-256. */
export interface StaffSessionRecord {
  tokenHash: string;
  username: string;
  startedAt: string;
  lastSeenAt: string;
  endedAt?: string;
  /** The password was right; the second factor is still to come (nothing else answers). */
  secondFactor?: SecondFactor;
  /** The User-Agent and address it signed in with, cut short: the sessions list shows them. */
  userAgent?: string;
  address?: string;
}

/**
 * One version of a content item on the desk (docs/contract.md §13): every saved draft and every
 * publish is a new version; the published list in the content store holds the newest published.
 */
export interface ContentVersionRecord {
  /** The desk's kind (`news`, `banners`, `pages`). */
  kind: string;
  /** `<kind>/<item id>`, e.g. `news/ipo-2026`. */
  ref: string;
  /** `<ref>#<number>`: unique, so two servers cannot both write version 3. */
  slot: string;
  number: number;
  /** `awaiting`: waits for an approver (docs/contract.md §13d). */
  state: 'draft' | 'published' | 'awaiting';
  /** The item as the public list carries it (sanitized). */
  item: object;
  /** Staff username. */
  by: string;
  /** A restore: the version whose item this published again. */
  restoredFrom?: number;
  /** A draft an approver sent back (the awaiting item again): their comment. */
  sentBack?: string;
}

/** One audit log entry, chained by hash to the one before (server/desk/auditChain.ts). */
export type AuditRecord = ChainedEntry;

/** A kiosk as its last heartbeat left it (docs/contract.md §14); one record per kiosk id. */
export type KioskRecord = Heartbeat & { lastSeenAt: string };

/** Central kiosk settings: `target` is 'default' or one kiosk's id. */
export type KioskSettingsRecord = KioskSettings & { target: string; changedBy: string };

/** The staff alert addresses an admin sets (src/contract/alerts.ts); one record, `name` 'staff'. */
export type AlertAddressesRecord = AlertAddresses & { name: string; changedBy: string };

/** Whether a scope's changes need an approver (src/contract/approvals.ts); one record a scope. */
export interface ApprovalRuleRecord {
  scope: string;
  required: boolean;
  changedBy: string;
}

/**
 * A content item's publish and unpublish times (src/contract/schedule.ts), one record an item
 * (`ref` `<kind>/<id>`), and the phase the item was last put in (`phase`): the scheduler acts on
 * a record whose phase its times have left, claiming it by its version (docs/contract.md §13e).
 */
export interface ContentScheduleRecord {
  ref: string;
  kind: string;
  itemId: string;
  publishAt?: string;
  unpublishAt?: string;
  phase: 'waiting' | 'showing' | 'ended';
  setBy: string;
  /**
   * A site data section's record (`kind: 'site'`, ref `site/notices`): each English row's phase as
   * last published or acted on by the scheduler (docs/contract.md §13e); `phase` stays `showing`.
   */
  rows?: ('waiting' | 'showing' | 'ended')[];
}

/**
 * A published advertisement's frozen copy (docs/contract.md §13h): exactly what a publish put
 * before visitors, inserted once and never updated or deleted, listed on the desk newest first.
 */
export interface AdvertSnapshotRecord {
  /** The item: `news/diwali-offer`. */
  ref: string;
  kind: string;
  itemId: string;
  title: string;
  reference: string;
  /** The published version it froze (`version` is the record's own, for its updates). */
  published: number;
  item: object;
  by: string;
}

/**
 * The one-time-code proof of one record's sender (server/investor/oneTimeCode.ts, docs/contract.md
 * §7b): one record per proved record (`ref`, e.g. `complaints/CMP-…`). Only hashes are kept: of
 * the code sent last (with its expiry and the tries left) and of the capability a right code gave.
 */
export interface InvestorProofRecord {
  ref: string;
  /** Codes sent so far: numbers each code's message, so each is one outbox event. */
  issued: number;
  /** hex salt + ':' + hex SHA-256 of salt and code; absent once used or spent. */
  codeHash?: string;
  codeExpiresAt?: string;
  triesLeft: number;
  /** SHA-256 of the capability token a right code gave, and when it ends. */
  capabilityHash?: string;
  capabilityExpiresAt?: string;
}

/**
 * An admin's legal hold on a request record (docs/contract.md §16, Retention): `ref` is
 * `<queue>/<key>`; while `state` is active the record carries its id (`legalHold`) and the
 * retention sweep never erases it. Lifted holds stay, with who lifted them and why.
 */
export interface LegalHoldRecord extends Omit<LegalHoldView, 'id'> {
  ref: string;
}

/**
 * One run of the link checker (docs/contract.md §13f): `run` is unique (`nightly/<day>` claims a
 * night's run for one app server of all; `manual/<time>` a "Check now"), `state` running or done,
 * and once done the links that are broken or could not be checked, where each is.
 */
export type LinkCheckRecord = LinkCheckFacts;

/** A personal-data breach in the register (docs/contract.md §16, Breach register). */
export interface BreachRecord extends BreachInput {
  recordedBy: string;
  /** Always 'recorded' (an index for the register's list); the notices say what was done. */
  state: 'recorded';
  sent: Partial<Record<BreachNoticeName, { at: string; by: string }>>;
}

type RequestKindSpecs = {
  [K in AnyRequestKind as K['name']]: Omit<K['collection'], 'indexed'> & {
    indexed: readonly [...K['collection']['indexed'], 'owner', 'duplicateOf'];
    notes: true;
    queue: QueueRules;
    sealed: readonly string[];
  };
};

/**
 * Each visitor request kind's collection, by the kind's name (src/contract/requests). Each is a
 * desk queue, whose status changes may carry a staff note.
 */
const REQUEST_COLLECTIONS = Object.fromEntries(
  REQUEST_KINDS.map((kind) => [
    kind.name,
    {
      ...kind.collection,
      // Every queue is filtered by its records' owner (docs/storage.md, Queue pages) and its
      // records' duplicates are found by the record they duplicate (migration 029).
      indexed: [...kind.collection.indexed, 'owner', 'duplicateOf'],
      notes: true,
      queue: queueRules(kind.queue.name),
      // Phones and PAN, encrypted at rest (docs/storage.md, "PII at rest").
      sealed: sealedFields(kind),
    },
  ]),
) as unknown as RequestKindSpecs;

/**
 * A kiosk's enrolment (docs/contract.md §14): only the SHA-256 of its key's secret is kept, and a
 * revoked key stays, marked, so the desk shows who revoked it and when.
 */
export interface KioskKeyRecord {
  kioskId: string;
  branchName: string;
  secretHash: string;
  issuedBy: string;
  revokedAt?: string;
  revokedBy?: string;
}

/**
 * A key every app server on one store must share (server/desk/unknownNames.ts): random bytes,
 * base64, under the name of what it keys. Never shown on the desk nor written to the audit.
 */
export interface ServerKeyRecord {
  name: string;
  base64: string;
}

/**
 * Each collection's name (also its table / file prefix), indexed fields and free-text fields:
 * the visitor requests' from their declarations, then the desk's own. Adding one of the desk's is
 * one entry here plus its line in `Store`; a request kind is its declaration alone.
 */
export const COLLECTIONS = {
  ...REQUEST_COLLECTIONS,
  staffUsers: {
    name: 'staff-users',
    indexed: ['username'],
    unique: ['username'],
    search: ['username'],
  },
  staffSessions: {
    name: 'staff-sessions',
    // By username: a staff member's own sessions list (migration 023).
    indexed: ['tokenHash', 'username'],
    unique: ['tokenHash'],
    search: ['username'],
  },
  // In arrival order, never by a clock (Store.appendAudit); `prev` is unique, a last guard
  // against a fork of the chain.
  audit: {
    name: 'audit',
    indexed: ['prev', 'actor', 'action'],
    unique: ['prev'],
    search: ['actor', 'action', 'target', 'detail'],
    order: 'arrival',
  },
  contentVersions: {
    name: 'content-versions',
    indexed: ['kind', 'ref', 'slot'],
    unique: ['slot'],
    search: ['ref'],
  },
  kiosks: { name: 'kiosks', indexed: ['kioskId'], unique: ['kioskId'], search: ['branchName'] },
  kioskSettings: {
    name: 'kiosk-settings',
    indexed: ['target'],
    unique: ['target'],
    search: ['target'],
  },
  kioskKeys: {
    name: 'kiosk-keys',
    indexed: ['kioskId'],
    unique: ['kioskId'],
    search: ['branchName'],
  },
  // The staff alert addresses (src/contract/alerts.ts): one record, read on each alert.
  alertAddresses: {
    name: 'alert-addresses',
    indexed: ['name'],
    unique: ['name'],
    search: ['name'],
  },
  // The desk's settings an admin changes (the two-factor roles), one record a name.
  deskSettings: { name: 'desk-settings', indexed: ['name'], unique: ['name'], search: ['name'] },
  // Maker–checker: an admin's approval setting per scope (src/contract/approvals.ts).
  approvalRules: {
    name: 'approval-rules',
    indexed: ['scope'],
    unique: ['scope'],
    search: ['scope'],
  },
  // Scheduling: an item's publish and unpublish times; the scheduler reads them by phase.
  contentSchedules: {
    name: 'content-schedules',
    indexed: ['ref', 'phase'],
    unique: ['ref'],
    search: ['ref'],
  },
  // Advertisements' frozen copies (docs/contract.md §13h): appended, listed newest first.
  advertSnapshots: { name: 'advert-snapshots', indexed: ['ref'], search: ['ref'] },
  // The investor's one-time-code proofs (docs/contract.md §7b), one per proved record.
  investorProofs: {
    name: 'investor-proofs',
    indexed: ['ref'],
    unique: ['ref'],
    search: ['ref'],
  },
  // Retention (docs/contract.md §16): the admins' legal holds, found by record and by state.
  legalHolds: { name: 'legal-holds', indexed: ['ref', 'state'], search: ['ref'] },
  // The personal-data breach register, listed newest first.
  breaches: { name: 'breaches', indexed: ['state'], search: ['what'] },
  // The link checker's runs (docs/contract.md §13f): one a night (unique `run`), newest first.
  linkChecks: { name: 'link-checks', indexed: ['run', 'state'], unique: ['run'], search: ['run'] },
  // The server's own keys, made once by the first app server that needs one and read by the rest.
  serverKeys: { name: 'server-keys', indexed: ['name'], unique: ['name'], search: ['name'] },
  // The messages to send (docs/storage.md, The outbox): `event` unique, so a message is queued
  // once; `aboutRef` lists a record's messages; state, kind and channel filter the admin's list.
  outbox: {
    name: 'outbox',
    indexed: ['event', 'state', 'kind', 'channel', 'aboutRef'],
    unique: ['event'],
    search: ['event'],
    // The address a message goes to: an investor's mobile or e-mail, encrypted at rest.
    sealed: ['to'],
    // Queued with a POST, then claimed and settled: three writes of each message within seconds.
    partSize: 100,
    // The claim lists the pending messages: by state, not past every sent one (valueLists.ts).
    listed: ['state'],
  },
} as const satisfies Record<string, CollectionSpec>;

export type CollectionName = keyof typeof COLLECTIONS;

export interface CollectionSpec {
  name: string;
  indexed: readonly string[];
  unique?: readonly string[];
  search: readonly string[];
  /** Long free text `q` also reads (CollectionDeclaration.text). */
  text?: readonly string[];
  /** Its records carry a status history (QueueState) whose notes `q` also reads. */
  notes?: boolean;
  /** A desk queue's: its engine answers queue pages and counts (QueueCollection). */
  queue?: QueueRules;
  /**
   * 'arrival': lists are in the order the engine stored the records (PostgreSQL's `seq`, lowdb's
   * arrival order), not by `createdAt`, which is a writer's clock (docs/storage.md, The audit chain).
   */
  order?: 'arrival';
  /**
   * Fields stored encrypted with their keyed hash (server/store/fieldCipher.ts): never in the
   * search text; a search by a whole value matches the hash (ListQuery.hashes).
   */
  sealed?: readonly string[];
  /**
   * The embedded engine's records per part file, when not PART_SIZE (server/store/lowdb/
   * collection.ts): smaller for a collection whose every record is written several times soon
   * after it is made, so each of those writes rewrites a small part (docs/storage.md, The outbox).
   */
  partSize?: number;
  /**
   * Fields the embedded engine keeps a list of records by value of (server/store/lowdb/
   * valueLists.ts): a list filtered by one reads the records holding that value alone, not every
   * record. For a field whose one value a hot path lists while the others grow without end (the
   * outbox's `state`: its few pending messages beside a year of sent ones; docs/storage.md, The
   * outbox). PostgreSQL answers the same filter from its indexes (migrations).
   */
  listed?: readonly string[];
}

/**
 * The writes of one Store.transaction (or one audit append): they are stored together or not at
 * all (docs/storage.md, The outbox).
 */
export interface Transaction {
  /**
   * `collection`, its inserts and updates part of this transaction. A write refused with
   * DuplicateKeyError, StaleVersionError or NotFoundError stages nothing, and the caller may catch
   * it and go on: the rest still commits. `get` sees this transaction's own writes; lists,
   * counts and `findBy` see what was committed before it (and, on PostgreSQL, its writes too).
   */
  within<T extends object, K extends string>(collection: Collection<T, K>): Collection<T, K>;
  /**
   * Queues a message in the outbox, committed with the rest. A message whose `event` is already
   * in the outbox (or queued earlier in this transaction) is skipped: answers undefined, and the
   * rest commits. The store's worker is woken once the transaction has committed.
   */
  queue(message: QueuedMessage): Promise<Stored<OutboxRecord> | undefined>;
  /**
   * `messages` queued as `queue` queues each, in order, answered in order (undefined for a known
   * event): one statement on PostgreSQL, so a record's messages (e-mail and SMS) cost its
   * transaction one round trip, not one each (docs/storage.md, The outbox).
   */
  queueAll(messages: readonly QueuedMessage[]): Promise<(Stored<OutboxRecord> | undefined)[]>;
}

/**
 * One append to the audit chain (Store.appendAudit): the chain's last entry, and the writes that
 * commit together with the entry.
 */
export interface AuditAppend extends Transaction {
  /** The entry appended last, by the store's own order (never by a clock). */
  head: AuditRecord | undefined;
}

/**
 * A message as its cause queues it: the store sets its state (pending), attempts (0), messageId
 * and, unless given, its first attempt's time (at once).
 */
export type QueuedMessage = Omit<
  OutboxMessage,
  'state' | 'attempts' | 'nextAttemptAt' | 'messageId' | 'claimedUntil' | 'sentAt' | 'lastError'
> & { nextAttemptAt?: string };

/**
 * A message as the outbox keeps it: `aboutRef` is `<about.collection>/<about.id>` (an indexed
 * text, which the nested `about` cannot be), `retryingSince` when its current run of attempts
 * began (queued, or sent again by staff): it is failed once that is RETRY_FOR_MS ago.
 */
export type OutboxRecord = OutboxMessage & { aboutRef: string; retryingSince: string };

export type OutboxField = 'event' | 'state' | 'kind' | 'channel' | 'aboutRef';

/** What a worker's attempt came to (Outbox.settle). */
export type SendOutcome =
  | { result: 'sent' }
  /** The channel has nothing to send through: kept, visible, never dropped. */
  | { result: 'unconfigured' }
  /** `status`: the server's status line only; `permanent`: failed at once, else retried later. */
  | { result: 'error'; status: string; permanent: boolean };

/** A claimed message and what its attempt came to (Outbox.settleAll). */
export interface Attempt {
  message: Stored<OutboxRecord>;
  outcome: SendOutcome;
}

/**
 * The durable outbox (docs/storage.md, The outbox): messages are queued by Transaction.queue
 * with the change that causes them, claimed by workers on any app server for a lease, and settled.
 * As a collection, `list({ where: { state, kind, channel }, offset, limit })` is the admin's view.
 */
export interface Outbox extends Collection<OutboxRecord, OutboxField> {
  /** Queues one message on its own (a staff alert with no record change): Transaction.queue. */
  queue(message: QueuedMessage): Promise<Stored<OutboxRecord> | undefined>;
  /**
   * Claims up to `limit` pending messages due by `now` whose claim is free or has run out, oldest
   * due first: each is held until `now + leaseMs` (`claimedUntil`) and its `attempts` counted.
   * Over every app server of the store a message is claimed by one caller at a time; a claim not
   * settled before its lease ends (a worker killed mid-send) is claimed again, same messageId.
   * The lease must outlast a send (the transports' time-outs).
   */
  claimDue(now: Date, limit: number, leaseMs: number): Promise<Stored<OutboxRecord>[]>;
  /**
   * Records the attempt of a message `claimDue` answered: sent; unconfigured; failed at once
   * (a permanent error, or RETRY_FOR_MS after `retryingSince`); or pending again after the backoff
   * (retryDelay). Undefined when the claim was lost (its lease ran out and another took it).
   */
  settle(
    claimed: Stored<OutboxRecord>,
    outcome: SendOutcome,
    now: Date,
  ): Promise<Stored<OutboxRecord> | undefined>;
  /**
   * Settles several attempts as `settle` does each, in one write where the engine can (one
   * statement on PostgreSQL, one group commit embedded): the worker's round of sends costs the
   * store one commit, not one a message (docs/storage.md, The outbox). In `attempts`' order.
   */
  settleAll(attempts: readonly Attempt[], now: Date): Promise<(Stored<OutboxRecord> | undefined)[]>;
  /** A record's messages, oldest first (the desk's list under a record). */
  about(collection: string, id: string): Promise<Stored<OutboxRecord>[]>;
  /**
   * A failed or unconfigured message pending again at `now` (a staff member's re-send): its
   * attempts kept, its retries counted afresh. Undefined when it is in neither state.
   */
  resend(id: string, now: Date): Promise<Stored<OutboxRecord> | undefined>;
  /** Calls `listener` after each commit that queued a message on this app server. */
  onQueued(listener: () => void): () => void;
  /**
   * Wakes the listeners: a commit queued a message on this app server (the engines' transactions
   * call it), or made one pending again (the desk's re-send, in its audit append).
   */
  queued(): void;
}

/** The collection of each visitor request kind, under the kind's name. */
export type RequestCollections = {
  [K in AnyRequestKind as K['name']]: QueueCollection<RecordOf<K>, IndexedOf<K>>;
};

export interface Store extends RequestCollections {
  content: ContentStore;
  staffUsers: Collection<StaffUserRecord, 'username'>;
  staffSessions: Collection<StaffSessionRecord, 'tokenHash' | 'username'>;
  audit: Collection<AuditRecord, 'prev' | 'actor' | 'action'>;
  contentVersions: Collection<ContentVersionRecord, 'kind' | 'ref' | 'slot'>;
  uploads: UploadStore;
  /**
   * The investors' attachments (docs/contract.md §7b): private, served by no public file route,
   * only through the complaint's own checks.
   */
  attachmentFiles: UploadStore;
  kiosks: Collection<KioskRecord, 'kioskId'>;
  kioskSettings: Collection<KioskSettingsRecord, 'target'>;
  kioskKeys: Collection<KioskKeyRecord, 'kioskId'>;
  alertAddresses: Collection<AlertAddressesRecord, 'name'>;
  approvalRules: Collection<ApprovalRuleRecord, 'scope'>;
  contentSchedules: Collection<ContentScheduleRecord, 'ref' | 'phase'>;
  advertSnapshots: Collection<AdvertSnapshotRecord, 'ref'>;
  investorProofs: Collection<InvestorProofRecord, 'ref'>;
  legalHolds: Collection<LegalHoldRecord, 'ref' | 'state'>;
  breaches: Collection<BreachRecord, 'state'>;
  linkChecks: Collection<LinkCheckRecord, 'run' | 'state'>;
  serverKeys: Collection<ServerKeyRecord, 'name'>;
  deskSettings: Collection<DeskSettingRecord, 'name'>;
  outbox: Outbox;
  /**
   * Runs `step` as one transaction: its writes through `within` and `queue` are stored together,
   * or none of them when `step` or a write fails (PostgreSQL: one transaction; embedded: one
   * durable write-ahead intent, the commit point: a write failing before it rolls back, one failing
   * after it is written again until it is stored; docs/storage.md, The outbox). Answers what
   * `step` answered once committed. Embedded: a rejection means nothing of it is or will be
   * stored; the steps of transactions and audit appends take turns, their commits are grouped.
   */
  transaction<R>(step: (tx: Transaction) => Promise<R>): Promise<R>;
  /**
   * Appends to the audit chain, one append at a time over every app server of the store: `step`
   * is given the head, makes the change the entry records (through `within` and `queue`, as a
   * transaction) and answers the entry (null: none). The change, its messages and the entry are
   * stored together, or none when `step` or a write fails (docs/storage.md, The audit chain).
   */
  appendAudit(
    step: (append: AuditAppend) => Promise<AuditRecord | null>,
  ): Promise<AuditRecord | null>;
  /** Messages to every app server of this store (the desk's live events, server/desk/events.ts). */
  broadcast: Broadcast;
  /** The rate budgets' counters per client address. */
  rateWindows: RateWindows;
  /** Resolves when the store can serve reads and writes; rejects with the reason otherwise. */
  health(): Promise<void>;
  /**
   * Puts every answered commit in the engine's own files now (the embedded engine's journal
   * checkpoint, docs/storage.md: a value sealed at start must leave the files at once); the
   * database has nothing to do.
   */
  checkpoint(): Promise<void>;
  /** Finishes pending writes and releases the engine (files, lock, connections); idempotent. */
  close(): Promise<void>;
}
