// The append-only audit log of staff actions (docs/contract.md §11), on the store's `audit`
// collection. Appends are serialized here; across app servers the unique `prev` refuses a fork
// and the loser re-reads the head and tries again.
import { AUDIT_ACTIONS, type AuditEntryView } from '../../src/contract/desk';
import { DuplicateKeyError, type AuditRecord, type Store } from '../store/types';
import { chainAfter, verifyChain, type AuditFacts, type ChainStatus } from './auditChain';

/** What is recorded; `at` and the chain fields are added here. */
export type AuditEvent = Omit<AuditFacts, 'seq' | 'at'>;

// The actions are the contract's: the audit screen filters by them.
export { AUDIT_ACTIONS };

// Each refused fork means another server's entry went in first; a burst of sign-in attempts
// spread over the servers may lose a few rounds in a row.
const FORK_RETRIES = 20;
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

  /** Resolves once the entry is durable; the action it records is not answered before that. */
  async record(event: AuditEvent): Promise<AuditRecord> {
    return (await this.serialized(() => this.appendIf(async () => event)))!;
  }

  /**
   * Reserves one sign-in attempt for `username` before its password is checked: a `sign-in
   * attempt` entry is appended unless `max` attempts since its last sign-in already fall after
   * `since`. The count and the append are one step, whatever the concurrency and whichever app
   * server the attempts reach (docs/contract.md §11): appends are serialized here, and across
   * servers an append after a head that is no longer the head is refused and decided again.
   * Answers the reservation, or the oldest counted attempt when there is none left.
   */
  reserveSignIn(
    username: string,
    since: Date,
    max: number,
  ): Promise<{ reserved: true } | { reserved: false; oldest: Date }> {
    const actor = username.slice(0, ACTOR_MAX);
    return this.serialized(async () => {
      let oldest = since;
      const entry = await this.appendIf(async () => {
        const attempts = await this.attemptsSince(actor, since, max);
        if (attempts.length < max) return { actor, action: AUDIT_ACTIONS.signInAttempt };
        oldest = new Date(Math.min(...attempts.map((d) => d.getTime())));
        return null;
      });
      return entry ? { reserved: true } : { reserved: false, oldest };
    });
  }

  private serialized<T>(task: () => Promise<T>): Promise<T> {
    const next = this.tail.then(task);
    this.tail = next.catch(() => undefined);
    return next;
  }

  /**
   * Appends the event `decide` answers after the head was read (nothing when it answers null).
   * Another server's append in between makes the insert a fork, refused by the unique `prev`:
   * the head is read and the event decided again.
   */
  private async appendIf(decide: () => Promise<AuditEvent | null>): Promise<AuditRecord | null> {
    for (let attempt = 0; ; attempt++) {
      const head = (await this.store.audit.list({ limit: 1 })).data[0];
      const event = await decide();
      if (!event) return null;
      const facts = {
        ...event,
        actor: event.actor.slice(0, ACTOR_MAX),
        at: this.now().toISOString(),
      };
      try {
        return await this.store.audit.insert(chainAfter(head, facts));
      } catch (err) {
        if (!(err instanceof DuplicateKeyError) || attempt >= FORK_RETRIES) throw err;
      }
    }
  }

  /** The times of `actor`'s sign-in attempts after `since` and after its last sign-in. */
  private async attemptsSince(actor: string, since: Date, max: number): Promise<Date[]> {
    const [attempts, signedIn] = await Promise.all([
      this.store.audit.list({ where: { actor, action: AUDIT_ACTIONS.signInAttempt }, limit: max }),
      this.store.audit.list({ where: { actor, action: AUDIT_ACTIONS.signIn }, limit: 1 }),
    ]);
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
