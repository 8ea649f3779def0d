// The admins' legal holds (docs/contract.md §16, Retention): a hold names a request record and
// says why it must be kept (a court order, an inquiry, a SEBI inspection); while it is active the
// retention sweep never erases the record. Set and lifted each with a reason, audited in the same
// append as the change. The record carries the active hold's id, a versioned update: a sweep that
// read the record before the hold was set finds its erasure stale.
import { AUDIT_ACTIONS, type QueueName } from '../../src/contract/desk';
import { privacyMsg, type LegalHoldView } from '../../src/contract/privacyDesk';
import { StaleVersionError, type LegalHoldRecord, type Store, type Stored } from '../store/types';
import type { AuditLog } from './audit';
import { keyOf, queueSources } from './queues';

export class HoldError extends Error {
  constructor(
    readonly status: 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

export const holdView = (h: Stored<LegalHoldRecord>): LegalHoldView => ({
  id: h.id,
  queue: h.queue,
  key: h.key,
  reason: h.reason,
  setBy: h.setBy,
  setAt: h.setAt,
  state: h.state,
  ...(h.liftedBy ? { liftedBy: h.liftedBy } : {}),
  ...(h.liftedAt ? { liftedAt: h.liftedAt } : {}),
  ...(h.liftReason ? { liftReason: h.liftReason } : {}),
});

/** Every hold, the active first, newest first within each. */
export async function listHolds(store: Store): Promise<LegalHoldView[]> {
  const all: Stored<LegalHoldRecord>[] = [];
  for await (const batch of store.legalHolds.scan()) all.push(...batch);
  return all
    .sort(
      (a, b) =>
        Number(a.state !== 'active') - Number(b.state !== 'active') ||
        b.setAt.localeCompare(a.setAt),
    )
    .map(holdView);
}

/** Sets a hold on `queue`'s record `key`; refused when it has one or has been erased. */
export async function setHold(
  store: Store,
  audit: AuditLog,
  now: Date,
  input: { queue: QueueName; key: string; reason: string },
  actor: string,
): Promise<LegalHoldView> {
  const source = queueSources(store)[input.queue];
  const record = await source.find(input.key);
  if (!record) throw new HoldError(404, privacyMsg.keyInvalid);
  if (record.erasedAt) throw new HoldError(409, privacyMsg.recordErased);
  if (record.legalHold) throw new HoldError(409, privacyMsg.holdExists);
  const key = keyOf(input.queue, record);
  let hold: Stored<LegalHoldRecord> | undefined;
  try {
    await audit.record(
      {
        actor,
        action: AUDIT_ACTIONS.legalHoldSet,
        target: `${input.queue}/${key}`,
        detail: input.reason,
      },
      async (tx) => {
        hold = await tx.within(store.legalHolds).insert({
          ref: `${input.queue}/${key}`,
          queue: input.queue,
          key,
          reason: input.reason,
          setBy: actor,
          setAt: now.toISOString(),
          state: 'active',
        });
        const id = hold.id;
        await tx
          .within(source.collection)
          .update(record.id, record.version, (current) => ({ ...current, legalHold: id }));
      },
    );
  } catch (err) {
    // Changed meanwhile (erased, held by another admin, worked): the admin reads it again.
    if (err instanceof StaleVersionError) throw new HoldError(409, privacyMsg.holdExists);
    throw err;
  }
  return holdView(hold!);
}

/** Lifts hold `id` with a reason: the record may be erased again once its period has passed. */
export async function liftHold(
  store: Store,
  audit: AuditLog,
  now: Date,
  id: string,
  reason: string,
  actor: string,
): Promise<LegalHoldView> {
  const hold = await store.legalHolds.get(id);
  if (!hold) throw new HoldError(404, privacyMsg.holdNotFound);
  if (hold.state !== 'active') throw new HoldError(409, privacyMsg.holdLifted);
  const source = queueSources(store)[hold.queue];
  const record = await source.find(hold.key);
  let lifted: Stored<LegalHoldRecord> | undefined;
  try {
    await audit.record(
      {
        actor,
        action: AUDIT_ACTIONS.legalHoldLift,
        target: `${hold.queue}/${hold.key}`,
        detail: reason,
      },
      async (tx) => {
        lifted = await tx.within(store.legalHolds).update(hold.id, hold.version, (current) => ({
          ...current,
          state: 'lifted',
          liftedBy: actor,
          liftedAt: now.toISOString(),
          liftReason: reason,
        }));
        if (record?.legalHold === hold.id) {
          await tx.within(source.collection).update(record.id, record.version, (current) => {
            const rest = { ...current };
            delete rest.legalHold;
            return rest;
          });
        }
      },
    );
  } catch (err) {
    if (err instanceof StaleVersionError) throw new HoldError(409, privacyMsg.holdLifted);
    throw err;
  }
  return holdView(lifted!);
}
