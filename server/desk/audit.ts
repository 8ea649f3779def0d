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

const FORK_RETRIES = 5;
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
  record(event: AuditEvent): Promise<AuditRecord> {
    const next = this.tail.then(() => this.append(event));
    this.tail = next.catch(() => undefined);
    return next;
  }

  private async append(event: AuditEvent): Promise<AuditRecord> {
    const facts = {
      ...event,
      actor: event.actor.slice(0, ACTOR_MAX),
      at: this.now().toISOString(),
    };
    for (let attempt = 0; ; attempt++) {
      const head = (await this.store.audit.list({ limit: 1 })).data[0];
      try {
        return await this.store.audit.insert(chainAfter(head, facts));
      } catch (err) {
        if (!(err instanceof DuplicateKeyError) || attempt >= FORK_RETRIES) throw err;
      }
    }
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

  /** Failed sign-ins of `username` since `since`, newest first (for the lockout). */
  async failuresSince(username: string, since: Date, max: number): Promise<Date[]> {
    const { data } = await this.store.audit.list({
      where: { actor: username.slice(0, ACTOR_MAX), action: AUDIT_ACTIONS.signInFailed },
      limit: max,
    });
    return data.map((e) => new Date(e.at)).filter((at) => at.getTime() > since.getTime());
  }
}
