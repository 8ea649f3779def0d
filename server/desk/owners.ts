// A record's owner (docs/contract.md §11, Owners and notes): taken, assigned or handed over by
// the queue's own roles to an enabled account with one of them; the change, its place in the
// record's owner history and its audit entry are stored together, as a status change's are
// (changeStatus.ts), and at the version the person saw: two officers taking at once, one wins.
import { deskMsg, QUEUES, type OwnerUpdate, type QueueName } from '../../src/contract/desk';
import type { Store } from '../store/types';
import { AUDIT_ACTIONS, type AuditLog } from './audit';
import type { AnyRecord, QueueSource } from './queues';
import { changeRecord, type RecordChanged } from './recordChange';

export type OwnerChangeResult =
  RecordChanged | { ok: false; status: 403 | 404 | 409; message: string };

/** Whether an account with `roles` works `queue` (and so may own its records). */
export const worksQueue = (queue: QueueName, roles: readonly string[]): boolean =>
  roles.some((role) => (QUEUES[queue].roles as readonly string[]).includes(role));

/** The enabled accounts that may own `queue`'s records, by username. */
export async function possibleOwners(store: Store, queue: QueueName): Promise<string[]> {
  const { data } = await store.staffUsers.list({ sort: 'oldest' });
  return data
    .filter((u) => !u.disabled && worksQueue(queue, u.roles))
    .map((u) => u.username)
    .sort();
}

const named = (owner: string | null | undefined) => owner ?? 'nobody';

/** Gives `record` to `input.owner` (null: nobody) if it is still at `input.version`. */
export async function changeOwner(
  queue: QueueName,
  source: QueueSource,
  record: AnyRecord,
  input: OwnerUpdate,
  context: { by: string; now: Date; audit: AuditLog; store: Store },
): Promise<OwnerChangeResult> {
  if (input.owner !== null) {
    const account = await context.store.staffUsers.findBy('username', input.owner);
    if (!account || account.disabled) {
      return { ok: false, status: 404, message: deskMsg.accountNotFound };
    }
    if (!worksQueue(queue, account.roles)) {
      return { ok: false, status: 403, message: deskMsg.ownerNotInQueue };
    }
  }
  if (record.version !== input.version) {
    return { ok: false, status: 409, message: deskMsg.staleRecord };
  }
  const from = record.owner ?? null;
  if (from === input.owner) return { ok: false, status: 409, message: deskMsg.ownerUnchanged };
  const change = { by: context.by, at: context.now.toISOString(), from, to: input.owner };
  return changeRecord(
    queue,
    source,
    record,
    {
      entry: { action: AUDIT_ACTIONS.owner, detail: `${named(from)} → ${named(input.owner)}` },
      version: input.version,
      change: ({ owner: _, ...current }) => ({
        ...current,
        ...(input.owner !== null && { owner: input.owner }),
        ownerHistory: [...(current.ownerHistory ?? []), change],
      }),
    },
    context,
  );
}
