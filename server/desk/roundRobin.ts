// Round-robin assignment of new complaints (docs/contract.md §11, Round-robin assignment): when an
// admin has turned it on, each new complaint, from the website, a kiosk or the desk, is given to
// the next grievance officer on duty, by `system`, in its owner history and the audit.
//
// The turn is kept in the store, not in memory: the last officer given a complaint is a desk
// setting (a versioned row), moved on with an update at the version read, so two app servers on
// one PostgreSQL taking a turn at once cannot both take the same one (the loser reads again).
import { deskMsg, type AssignmentSettings, type QueueName } from '../../src/contract/desk';
import { DuplicateKeyError, StaleVersionError, type Store } from '../store/types';
import { AUDIT_ACTIONS, type AuditLog } from './audit';
import { changeOwner, worksQueue } from './owners';
import type { AnyRecord, QueueSource } from './queues';
import { changeDeskSetting, deskSetting } from './settings';

/** Only complaints are assigned in turn (the grievance officers). */
const QUEUE: QueueName = 'complaints';
const ENABLED_SETTING = 'complaint-round-robin';
const LAST_SETTING = 'complaint-round-robin-last';
/** Who the assignment is by, in the owner history and the audit. */
export const SYSTEM_ACTOR = 'system';

/** The enabled officers of the complaints queue who are on duty, by username. */
export async function officersOnDuty(store: Store): Promise<string[]> {
  const { data } = await store.staffUsers.list({ sort: 'oldest' });
  return data
    .filter((u) => !u.disabled && u.onDuty === true && worksQueue(QUEUE, u.roles))
    .map((u) => u.username)
    .sort();
}

export async function assignmentSettings(store: Store): Promise<AssignmentSettings> {
  return {
    enabled: await deskSetting(store, ENABLED_SETTING, false),
    onDuty: await officersOnDuty(store),
  };
}

/** The officer after `last` in username order, round to the first; undefined when none is on duty. */
export function nextInTurn(onDuty: readonly string[], last: string | null): string | undefined {
  return onDuty.find((u) => last === null || u > last) ?? onDuty[0];
}

/** Takes the next turn in the store: the officer whose turn it is now, or undefined if none is on duty. */
async function takeTurn(store: Store): Promise<string | undefined> {
  const onDuty = await officersOnDuty(store);
  if (onDuty.length === 0) return undefined;
  let chosen: string | undefined;
  await changeDeskSetting<string | null>(
    store,
    LAST_SETTING,
    null,
    (last) => (chosen = nextInTurn(onDuty, last)) ?? null,
    SYSTEM_ACTOR,
  );
  return chosen;
}

/**
 * Gives a newly stored complaint to the officer whose turn it is, when round robin is on and
 * someone is on duty; answers the record as it is then. Never throws: a complaint that could not
 * be assigned (the store down a moment, an officer gone meanwhile) stays unassigned, in the
 * queue's "unassigned" filter, and the complainant's answer is not refused for it.
 */
export async function assignInTurn(
  source: QueueSource,
  record: AnyRecord,
  context: { store: Store; audit: AuditLog; now: () => Date },
): Promise<AnyRecord> {
  try {
    if (!(await deskSetting(context.store, ENABLED_SETTING, false))) return record;
    const owner = await takeTurn(context.store);
    if (!owner) return record;
    const result = await changeOwner(
      QUEUE,
      source,
      record,
      { owner, version: record.version },
      { by: SYSTEM_ACTOR, now: context.now(), audit: context.audit, store: context.store },
    );
    return result.ok ? result.record : record;
  } catch {
    return record;
  }
}

/** Who may put `username` on or off duty: an admin, or the officer themself. */
export const mayChangeDuty = (
  actor: { username: string; roles: readonly string[] },
  username: string,
): boolean => actor.roles.includes('admin') || actor.username === username;

type Refused = { ok: false; status: 403 | 404 | 409; message: string };

/**
 * Puts `username` on or off duty at the account's version read, with its audit entry in the same
 * append; `changed` is false when it already was. Refused for an unknown or disabled account and
 * for one that does not work complaints; a change meeting another (a sign-in) is a 409.
 */
export async function setOnDuty(
  store: Store,
  audit: AuditLog,
  by: string,
  username: string,
  onDuty: boolean,
): Promise<{ ok: true; changed: boolean } | Refused> {
  const account = await store.staffUsers.findBy('username', username);
  if (!account || account.disabled) {
    return { ok: false, status: 404, message: deskMsg.accountNotFound };
  }
  if (!worksQueue(QUEUE, account.roles)) {
    return { ok: false, status: 403, message: deskMsg.onDutyNotOfficer };
  }
  if ((account.onDuty === true) === onDuty) return { ok: true, changed: false };
  try {
    await audit.record(
      {
        actor: by,
        action: AUDIT_ACTIONS.onDuty,
        target: `staff/${username}`,
        detail: onDuty ? 'on duty' : 'off duty',
      },
      async (tx) => {
        await tx
          .within(store.staffUsers)
          .update(account.id, account.version, (current) => ({ ...current, onDuty }));
      },
    );
  } catch (err) {
    if (err instanceof StaleVersionError) {
      return { ok: false, status: 409, message: deskMsg.staleRecord };
    }
    throw err;
  }
  return { ok: true, changed: true };
}

/** Turns round robin on or off, with its audit entry in the same append (409 when raced). */
export async function setRoundRobin(
  store: Store,
  audit: AuditLog,
  by: string,
  enabled: boolean,
): Promise<{ ok: true } | Refused> {
  const found = await store.deskSettings.findBy('name', ENABLED_SETTING);
  try {
    await audit.record(
      {
        actor: by,
        action: AUDIT_ACTIONS.assignmentSetting,
        target: 'assignment-settings',
        detail: `round-robin assignment of new complaints ${enabled ? 'on' : 'off'}`,
      },
      async (tx) => {
        const settings = tx.within(store.deskSettings);
        const value = { name: ENABLED_SETTING, value: enabled, changedBy: by };
        if (found) await settings.update(found.id, found.version, () => value);
        else await settings.insert(value);
      },
    );
  } catch (err) {
    if (err instanceof StaleVersionError || err instanceof DuplicateKeyError) {
      return { ok: false, status: 409, message: deskMsg.staleRecord };
    }
    throw err;
  }
  return { ok: true };
}
