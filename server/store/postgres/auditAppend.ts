import type pg from 'pg';
import type { OutboxCollection } from '../outbox';
import type { AuditAppend, AuditRecord } from '../types';
import type { PostgresCollection } from './collection';
import { runTransaction } from './transaction';

/** Held for one append's transaction, by whichever app server appends (MIGRATION_LOCK's kin). */
const AUDIT_APPEND_LOCK = 4_120_041;

/**
 * Store.appendAudit on PostgreSQL (docs/storage.md, The audit chain): one transaction under a
 * transaction-scoped advisory lock, so appends from every app server take turns; the head is the
 * row with the highest `seq` (the database's arrival order, which the lock makes the chain's),
 * and the change and messages `step` makes through `within` and `queue` commit with the entry or
 * roll back with it.
 */
export function appendAudit(
  pool: pg.Pool,
  audit: PostgresCollection<AuditRecord, 'prev' | 'actor' | 'action'>,
  outbox: OutboxCollection,
  step: (append: AuditAppend) => Promise<AuditRecord | null>,
): Promise<AuditRecord | null> {
  return runTransaction(pool, outbox, async (tx, client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [AUDIT_APPEND_LOCK]);
    const chain = audit.on(client);
    const head = await chain.newest();
    const entry = await step({ head, ...tx });
    return entry && (await chain.insert(entry));
  });
}
