// The outbox's rules that are the same on both engines (docs/storage.md, The outbox): what a
// queued message is stored as, the retry schedule, and how an attempt is settled. Only claiming
// differs by engine (PostgreSQL: FOR UPDATE SKIP LOCKED; embedded: one process, versioned updates).
import { randomUUID } from 'node:crypto';
import { isResendable } from '../../src/contract/deskOutbox';
import { merged } from './merged';
import {
  DuplicateKeyError,
  StaleVersionError,
  type Collection,
  type ListQuery,
  type Outbox,
  type OutboxField,
  type OutboxRecord,
  type Attempt,
  type QueuedMessage,
  type SendOutcome,
  type Stored,
} from './types';

/** The first retry's delay; each next one doubles, up to RETRY_DELAY_CAP_MS. */
export const FIRST_RETRY_MS = 30_000;
export const RETRY_DELAY_CAP_MS = 30 * 60_000;
/** How long a failing message is retried before it is failed (issue 42: at least 24 hours). */
export const RETRY_FOR_MS = 24 * 60 * 60_000;

/** The wait after the `attempts`-th failed attempt: 30 s, 1 min, 2 min, … at most 30 min. */
export function retryDelay(attempts: number): number {
  return Math.min(RETRY_DELAY_CAP_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

/** The host part of MAIL_FROM's domain is not known here: a Message-ID's left part is unique. */
function messageId(): string {
  return `${randomUUID()}@outbox`;
}

/** `message` as the outbox stores it when queued at `now`. */
export function outboxRecord(message: QueuedMessage, now: Date): OutboxRecord {
  const at = now.toISOString();
  return merged(message, {
    state: 'pending' as const,
    attempts: 0,
    nextAttemptAt: message.nextAttemptAt ?? at,
    messageId: messageId(),
    aboutRef: `${message.about.collection}/${message.about.id}`,
    retryingSince: at,
  });
}

/** Queues `message` through `messages` (a transaction's or the store's): a known event is a no-op. */
export async function queueIn(
  messages: Collection<OutboxRecord, OutboxField>,
  message: QueuedMessage,
  now: Date,
): Promise<Stored<OutboxRecord> | undefined> {
  try {
    return await messages.insert(outboxRecord(message, now));
  } catch (err) {
    if (err instanceof DuplicateKeyError) return undefined;
    throw err;
  }
}

/** `messages` queued one after the other through `messages` (queueIn), answered in order. */
export async function queueEachIn(
  collection: Collection<OutboxRecord, OutboxField>,
  messages: readonly QueuedMessage[],
  now: Date,
): Promise<(Stored<OutboxRecord> | undefined)[]> {
  const queued: (Stored<OutboxRecord> | undefined)[] = [];
  for (const message of messages) queued.push(await queueIn(collection, message, now));
  return queued;
}

/** A claimed message as `outcome` leaves it at `now`. */
export function settled(
  message: Stored<OutboxRecord>,
  outcome: SendOutcome,
  now: Date,
): OutboxRecord {
  const rest = unclaimed(message);
  const at = now.toISOString();
  switch (outcome.result) {
    case 'sent':
      return merged(rest, { state: 'sent' as const, sentAt: at });
    case 'unconfigured':
      return merged(rest, { state: 'unconfigured' as const });
    case 'error': {
      const givenUp =
        outcome.permanent || now.getTime() - Date.parse(message.retryingSince) >= RETRY_FOR_MS;
      return givenUp
        ? merged(rest, { state: 'failed' as const, lastError: outcome.status })
        : merged(rest, {
            lastError: outcome.status,
            nextAttemptAt: new Date(now.getTime() + retryDelay(message.attempts)).toISOString(),
          });
    }
  }
}

/**
 * The message `id` pending again at `now` through `messages` (the store's, or an audit append's:
 * the desk's re-send and its entry together), if it is failed or unconfigured: its attempts
 * kept, its retries counted afresh. Undefined when it is in neither state, or changed meanwhile.
 */
export async function resendIn(
  messages: Collection<OutboxRecord, OutboxField>,
  id: string,
  now: Date,
): Promise<Stored<OutboxRecord> | undefined> {
  const current = await messages.get(id);
  if (!current || !isResendable(current.state)) return undefined;
  const at = now.toISOString();
  const rest = unclaimed(current);
  try {
    return await messages.update(id, current.version, () =>
      merged(rest, { state: 'pending' as const, nextAttemptAt: at, retryingSince: at }),
    );
  } catch (err) {
    if (err instanceof StaleVersionError) return undefined;
    throw err;
  }
}

/** `message` without its claim. */
function unclaimed(message: Stored<OutboxRecord>): Stored<OutboxRecord> {
  const rest = { ...message };
  delete rest.claimedUntil;
  return rest;
}

/** Whether `message` may be claimed at `now`: pending, due, and not held by a running claim. */
export function isClaimable(message: OutboxRecord, now: string): boolean {
  return (
    message.state === 'pending' &&
    message.nextAttemptAt <= now &&
    (message.claimedUntil === undefined || message.claimedUntil < now)
  );
}

/** A message held until `until`, its attempt counted. */
export function claimed(message: Stored<OutboxRecord>, until: string): OutboxRecord {
  return merged(message, { claimedUntil: until, attempts: message.attempts + 1 });
}

type Claim = Outbox['claimDue'];
type SettleMany = Outbox['settleAll'];

/**
 * The store's outbox over its collection `messages`; `claim` is the engine's claiming. Every
 * collection call goes to `messages`; `queued` is called by the engine's transactions once a
 * commit queued a message, and wakes the listeners (the worker).
 */
export class OutboxCollection implements Outbox {
  private readonly listeners = new Set<() => void>();

  constructor(
    readonly messages: Collection<OutboxRecord, OutboxField>,
    private readonly claim: Claim,
    /** The engine's settling of several attempts; by default versioned updates, all at once. */
    private readonly settleMany: SettleMany = settleByVersion(messages),
  ) {}

  insert(record: OutboxRecord) {
    return this.messages.insert(record);
  }
  get(id: string) {
    return this.messages.get(id);
  }
  findBy(field: OutboxField, value: string) {
    return this.messages.findBy(field, value);
  }
  list(query?: ListQuery) {
    return this.messages.list(query);
  }
  scan(batchSize?: number) {
    return this.messages.scan(batchSize);
  }
  update(id: string, expectedVersion: number, change: (c: Stored<OutboxRecord>) => OutboxRecord) {
    return this.messages.update(id, expectedVersion, change);
  }
  count(where?: Record<string, string>) {
    return this.messages.count(where);
  }
  insertStored(records: Stored<OutboxRecord>[]) {
    return this.messages.insertStored(records);
  }

  async queue(message: QueuedMessage): Promise<Stored<OutboxRecord> | undefined> {
    const stored = await queueIn(this.messages, message, new Date());
    if (stored) this.queued();
    return stored;
  }

  claimDue(now: Date, limit: number, leaseMs: number): Promise<Stored<OutboxRecord>[]> {
    return this.claim(now, limit, leaseMs);
  }

  async settle(
    message: Stored<OutboxRecord>,
    outcome: SendOutcome,
    now: Date,
  ): Promise<Stored<OutboxRecord> | undefined> {
    return (await this.settleAll([{ message, outcome }], now))[0];
  }

  settleAll(
    attempts: readonly Attempt[],
    now: Date,
  ): Promise<(Stored<OutboxRecord> | undefined)[]> {
    return attempts.length ? this.settleMany(attempts, now) : Promise.resolve([]);
  }

  async about(collection: string, id: string): Promise<Stored<OutboxRecord>[]> {
    const page = await this.messages.list({
      where: { aboutRef: `${collection}/${id}` },
      sort: 'oldest',
    });
    return page.data;
  }

  async resend(id: string, now: Date): Promise<Stored<OutboxRecord> | undefined> {
    const pending = await resendIn(this.messages, id, now);
    if (pending) this.queued();
    return pending;
  }

  onQueued(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  queued(): void {
    for (const listener of this.listeners) listener();
  }
}

/** Pending messages a claim reads at a time (claimByVersion). */
const CLAIM_READ = 100;

/**
 * Claiming for a store with one process (the embedded engine): claims take turns in it, each
 * reading the due messages from memory and claiming them by versioned updates (a message settled
 * meanwhile is skipped), so a claim never takes what the one before it took.
 */
export function claimByVersion(messages: Collection<OutboxRecord, OutboxField>): Claim {
  let tail: Promise<unknown> = Promise.resolve();
  const claim: Claim = async (now, limit, leaseMs) => {
    const at = now.toISOString();
    const until = new Date(now.getTime() + leaseMs).toISOString();
    // The pending messages a chunk at a time, oldest first, until `limit` are due: each list
    // parses only its chunk (a claim used to parse every pending message, hundreds while POSTs
    // come faster than the mail goes), and reads the pending ones alone, not the sent ones beside
    // them (the outbox lists by state, COLLECTIONS.outbox: docs/storage.md, The outbox).
    const found: Stored<OutboxRecord>[] = [];
    for (let offset = 0; found.length < limit; offset += CLAIM_READ) {
      const { data } = await messages.list({
        where: { state: 'pending' },
        sort: 'oldest',
        offset,
        limit: CLAIM_READ,
      });
      found.push(...data.filter((m) => isClaimable(m, at)));
      if (data.length < CLAIM_READ) break;
    }
    const due = found
      .sort((a, b) =>
        a.nextAttemptAt < b.nextAttemptAt ? -1 : a.nextAttemptAt > b.nextAttemptAt ? 1 : 0,
      )
      .slice(0, limit);
    // At once, so the claims share the collection's next write (group commit).
    const results = await Promise.allSettled(
      due.map((m) => messages.update(m.id, m.version, (current) => claimed(current, until))),
    );
    const taken: Stored<OutboxRecord>[] = [];
    for (const result of results) {
      if (result.status === 'fulfilled') taken.push(result.value);
      else if (!(result.reason instanceof StaleVersionError)) throw result.reason;
    }
    return taken;
  };
  return (now, limit, leaseMs) => {
    const next = tail.then(() => claim(now, limit, leaseMs));
    tail = next.catch(() => undefined);
    return next;
  };
}

/**
 * Settling by versioned updates issued at once: on the embedded engine they share the
 * collection's next write (group commit), one durable write for the lot; a message whose claim
 * was lost (its version moved) answers undefined.
 */
export function settleByVersion(messages: Collection<OutboxRecord, OutboxField>): SettleMany {
  return async (attempts, now) => {
    const results = await Promise.allSettled(
      attempts.map(({ message, outcome }) =>
        messages.update(message.id, message.version, (current) => settled(current, outcome, now)),
      ),
    );
    return results.map((result) => {
      if (result.status === 'fulfilled') return result.value;
      if (result.reason instanceof StaleVersionError) return undefined;
      throw result.reason;
    });
  };
}
