import type { AuditRecord, Store } from '../types';
import type { LowdbCollection } from './collection';

/**
 * Store.appendAudit on the embedded engine (docs/storage.md, The audit chain): one writer process
 * holds the folder, so appends take turns here, and the head is kept in memory: found once, at the
 * first append, as the entry with the highest chain number (not by any clock), then each appended
 * entry. `within` is the collection itself: the change is durable before its entry is written.
 */
export function auditAppender(
  audit: LowdbCollection<AuditRecord, 'prev' | 'actor' | 'action'>,
): Store['appendAudit'] {
  let head: AuditRecord | undefined;
  let found = false;
  let tail: Promise<unknown> = Promise.resolve();
  return (step) => {
    const next = tail.then(async () => {
      if (!found) {
        head = await highest(audit);
        found = true;
      }
      const entry = await step({ head, within: (collection) => collection });
      if (!entry) return null;
      head = await audit.insert(entry);
      return head;
    });
    tail = next.catch(() => undefined);
    return next;
  };
}

async function highest(
  audit: LowdbCollection<AuditRecord, 'prev' | 'actor' | 'action'>,
): Promise<AuditRecord | undefined> {
  let best: AuditRecord | undefined;
  for await (const batch of audit.scan()) {
    for (const entry of batch) if (!best || entry.seq > best.seq) best = entry;
  }
  return best;
}
