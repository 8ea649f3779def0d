// The append-only audit log of staff actions (docs/contract.md §11), on the store's `audit`
// collection. The store appends one entry at a time over every app server, after the head it
// finds by its own order, never by a clock (Store.appendAudit, docs/storage.md The audit chain);
// appends are queued here too, so one app server holds one database connection for them.
import { AUDIT_ACTIONS, type AuditEntryView } from '../../src/contract/desk';
import type { AuditAppend, AuditRecord, Store, Transaction } from '../store/types';
import { chainAfter, verifyChain, type AuditFacts, type ChainStatus } from './auditChain';

/** What is recorded; `at` and the chain fields are added here. */
export type AuditEvent = Omit<AuditFacts, 'seq' | 'at'>;

// The actions are the contract's: the audit screen filters by them.
export { AUDIT_ACTIONS };

/** Typed usernames are kept (a failed sign-in is evidence) but bounded. */
const ACTOR_MAX = 64;

export interface AuditFilter {
  actor?: string;
  action?: string;
  q?: string;
  /** Entries at or after this instant. */
  since?: Date;
  /** Entries before this instant. */
  before?: Date;
  offset?: number;
  limit?: number;
}

export class AuditLog {
  private tail: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly store: Store,
    private readonly now: () => Date,
  ) {}

  /**
   * Resolves once the entry is durable; the action it records is not answered before that.
   * `change`, the write the entry records and the messages it causes, is stored with it: all or
   * none (Store.appendAudit).
   */
  async record(
    event: AuditEvent,
    change?: (tx: Transaction) => Promise<void>,
  ): Promise<AuditRecord> {
    return (await this.appendIf(async (append) => {
      await change?.(append);
      return event;
    }))!;
  }

  /**
   * Reserves one sign-in attempt for `username` before its password is checked: a `sign-in
   * attempt` entry is appended unless `max` attempts since its last sign-in already fall after
   * `since`. The count and the append are one step, whatever the concurrency and whichever app
   * server the attempts reach (docs/contract.md §11): the count is taken inside the append.
   * Answers the reservation, or the oldest counted attempt when there is none left.
   */
  reserveSignIn(
    username: string,
    since: Date,
    max: number,
  ): Promise<{ reserved: true } | { reserved: false; oldest: Date }> {
    const actor = username.slice(0, ACTOR_MAX);
    return (async () => {
      let oldest = since;
      const entry = await this.appendIf(async ({ within }) => {
        const attempts = await this.attemptsSince(within(this.store.audit), actor, since, max);
        if (attempts.length < max) return { actor, action: AUDIT_ACTIONS.signInAttempt };
        oldest = new Date(Math.min(...attempts.map((d) => d.getTime())));
        return null;
      });
      return entry ? { reserved: true } : { reserved: false, oldest };
    })();
  }

  /**
   * Appends the entry `decide` answers, or nothing when it answers null: a change that may find
   * itself already made (a scheduler's claim another app server won, docs/contract.md §13e) makes
   * it through `within` and records it in one step, or neither.
   */
  recordIf(decide: (append: AuditAppend) => Promise<AuditEvent | null>) {
    return this.appendIf(decide);
  }

  private serialized<T>(task: () => Promise<T>): Promise<T> {
    const next = this.tail.then(task);
    this.tail = next.catch(() => undefined);
    return next;
  }

  /** Appends the event `decide` answers after the head (nothing when it answers null). */
  private appendIf(decide: (append: AuditAppend) => Promise<AuditEvent | null>) {
    return this.serialized(() =>
      this.store.appendAudit(async (append) => {
        const event = await decide(append);
        if (!event) return null;
        const facts = {
          ...event,
          actor: event.actor.slice(0, ACTOR_MAX),
          at: this.now().toISOString(),
        };
        return chainAfter(append.head, facts);
      }),
    );
  }

  /** The times of `actor`'s sign-in attempts after `since` and after its last sign-in. */
  private async attemptsSince(
    audit: Store['audit'],
    actor: string,
    since: Date,
    max: number,
  ): Promise<Date[]> {
    // One after the other: within an append they share its one connection.
    const attempts = await audit.list({
      where: { actor, action: AUDIT_ACTIONS.signInAttempt },
      limit: max,
    });
    const signedIn = await audit.list({
      where: { actor, action: AUDIT_ACTIONS.signIn },
      limit: 1,
    });
    const lastSignIn = signedIn.data[0]?.seq ?? 0;
    return attempts.data
      .filter((e) => e.seq > lastSignIn)
      .map((e) => new Date(e.at))
      .filter((at) => at.getTime() > since.getTime());
  }

  /** The newest entries first, with the whole chain's verification. */
  async page(
    filter: AuditFilter,
  ): Promise<{ data: AuditEntryView[]; total: number; chain: ChainStatus }> {
    const where: Record<string, string> = {};
    if (filter.actor) where.actor = filter.actor;
    if (filter.action) where.action = filter.action;
    const { since, before } = filter;
    const dated = since !== undefined || before !== undefined;
    const [listed, all] = await Promise.all([
      // A date range is not a store query (the store filters by exact fields): it is applied to
      // the matching entries here, which the chain check reads in full anyway.
      this.store.audit.list({
        where,
        q: filter.q,
        ...(dated ? {} : { offset: filter.offset, limit: filter.limit }),
      }),
      this.store.audit.list({ sort: 'oldest' }),
    ]);
    let page = listed;
    if (dated) {
      const inRange = listed.data.filter((e) => {
        const at = Date.parse(e.at);
        return (!since || at >= since.getTime()) && (!before || at < before.getTime());
      });
      const offset = filter.offset ?? 0;
      page = {
        data: inRange.slice(offset, filter.limit === undefined ? undefined : offset + filter.limit),
        total: inRange.length,
      };
    }
    return {
      data: page.data.map(({ seq, at, actor, action, target, detail, hash }) => ({
        seq,
        at,
        actor,
        action,
        ...(target === undefined ? {} : { target }),
        ...(detail === undefined ? {} : { detail }),
        hash,
      })),
      total: page.total,
      chain: verifyChain(all.data),
    };
  }
}
