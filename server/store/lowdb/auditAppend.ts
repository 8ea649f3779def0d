import type { AuditRecord, Store } from '../types';
import type { LowdbCollection } from './collection';
import { highest, type LowdbTransactions } from './transaction';

/**
 * Store.appendAudit on the embedded engine (docs/storage.md, The audit chain): a transaction
 * (transaction.ts) whose last write is the entry. Appends take turns with every transaction, and
 * the head is kept in memory: found once, at the first append, as the entry with the highest
 * chain number (not by any clock), then each appended entry. The change, its messages and the
 * entry are one intent, so a crash leaves all of them or (once recovered) none.
 */
export function auditAppender(
  transactions: LowdbTransactions,
  audit: LowdbCollection<AuditRecord, 'prev' | 'actor' | 'action'>,
): Store['appendAudit'] {
  let head: AuditRecord | undefined;
  let found = false;
  return (step) =>
    transactions.serial(async () => {
      if (!found) {
        head = await highest(audit);
        found = true;
      }
      const staged = transactions.begin();
      const tx = staged.transaction();
      const entry = await step({ head, ...tx });
      const stored = entry && (await tx.within(audit).insert(entry));
      // The next append's step reads the head: it waits for this commit.
      await transactions.commit(staged);
      if (stored) head = stored;
      return stored;
    });
}
