// Staff accounts (docs/contract.md §11), shared by the staff CLI and the admin's desk screen.
import { deskMsg, type StaffAccountView, type StaffRole } from '../../src/contract/desk';
import { newStaffSchema, staffChangeSchema } from '../../src/contract/deskSchemas';
import { validateStrictly, type FieldErrors } from '../../src/contract/schemas';
import {
  DuplicateKeyError,
  StaleVersionError,
  type StaffUserRecord,
  type Store,
  type Stored,
} from '../store/types';
import { hashPassword, type ScryptCost } from './password';

/** Refused input: the message to show and, per field, what was wrong. */
export class AccountError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = 'AccountError';
  }
}

export const accountView = (u: Stored<StaffUserRecord>): StaffAccountView => ({
  username: u.username,
  roles: u.roles,
  disabled: u.disabled,
  createdAt: u.createdAt,
  twoFactor: Boolean(u.totp),
  onDuty: u.onDuty === true,
});

async function valid<T>(
  result: Promise<{ ok: true; value: T } | { ok: false; errors: FieldErrors }>,
) {
  const r = await result;
  if (!r.ok) throw new AccountError(Object.values(r.errors)[0] ?? 'Invalid', 400, r.errors);
  return r.value;
}

/** A new account; `cost` is the password hash's (hashPassword), cheaper for the tests' accounts only. */
export async function addAccount(
  store: Store,
  now: Date,
  input: { username: unknown; roles: unknown; password: unknown },
  cost?: ScryptCost,
): Promise<Stored<StaffUserRecord>> {
  const value = await valid(validateStrictly(newStaffSchema, input));
  try {
    return await store.staffUsers.insert({
      username: value.username,
      roles: [...new Set(value.roles as StaffRole[])],
      passwordHash: await hashPassword(value.password, cost),
      passwordSetAt: now.toISOString(),
      disabled: false,
    });
  } catch (err) {
    if (err instanceof DuplicateKeyError) {
      throw new AccountError(deskMsg.usernameTaken, 409, { username: deskMsg.usernameTaken });
    }
    throw err;
  }
}

/** Roles, disabled and password; a new password or disabling ends the user's sessions. */
export async function changeAccount(
  store: Store,
  now: Date,
  username: string,
  input: { roles?: unknown; disabled?: unknown; password?: unknown },
): Promise<{ account: Stored<StaffUserRecord>; changed: string[] }> {
  const value = await valid(validateStrictly(staffChangeSchema, input));
  const current = await store.staffUsers.findBy('username', username);
  if (!current) throw new AccountError(deskMsg.accountNotFound, 404);
  const passwordHash = value.password ? await hashPassword(value.password) : current.passwordHash;
  const changed = [
    value.roles && 'roles',
    value.disabled !== undefined && (value.disabled ? 'disabled' : 'enabled'),
    value.password && 'password',
  ].filter((c): c is string => typeof c === 'string');
  try {
    const account = await store.staffUsers.update(current.id, current.version, (u) => ({
      ...u,
      roles: value.roles ? [...new Set(value.roles as StaffRole[])] : u.roles,
      disabled: value.disabled ?? u.disabled,
      passwordHash,
      passwordSetAt: value.password ? now.toISOString() : u.passwordSetAt,
    }));
    return { account, changed };
  } catch (err) {
    // Another admin changed the account since it was read: theirs stands, this one is told.
    if (err instanceof StaleVersionError) throw new AccountError(deskMsg.staleRecord, 409);
    throw err;
  }
}

export async function listAccounts(store: Store): Promise<StaffAccountView[]> {
  return (await store.staffUsers.list({ sort: 'oldest' })).data.map(accountView);
}
