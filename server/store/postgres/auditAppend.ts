import type pg from 'pg';
import type { AuditAppend, AuditRecord, Collection } from '../types';
import { PostgresCollection } from './collection';
import { inTransaction } from './transaction';

/** Held for one append's transaction, by whichever app server appends (MIGRATION_LOCK's kin). */
const AUDIT_APPEND_LOCK = 4_120_041;

/**
 * Store.appendAudit on PostgreSQL (docs/storage.md, The audit chain): one transaction under a
 * transaction-scoped advisory lock, so appends from every app server take turns; the head is the
 * row with the highest `seq` (the database's arrival order, which the lock makes the chain's),
 * and the change `step` makes through `within` commits with the entry or rolls back with it.
 */
export function appendAudit(
  pool: pg.Pool,
  audit: PostgresCollection<AuditRecord, 'prev' | 'actor' | 'action'>,
  step: (append: AuditAppend) => Promise<AuditRecord | null>,
): Promise<AuditRecord | null> {
  return inTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [AUDIT_APPEND_LOCK]);
    const chain = audit.on(client);
    const head = await chain.newest();
    const within = <T extends object, K extends string>(c: Collection<T, K>): Collection<T, K> => {
      if (!(c instanceof PostgresCollection)) throw new Error('Not a collection of this store');
      return (c as PostgresCollection<T, K>).on(client);
    };
    const entry = await step({ head, within });
    return entry && (await chain.insert(entry));
  });
}
