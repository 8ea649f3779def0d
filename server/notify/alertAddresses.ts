// The staff alert addresses an admin sets on the desk (src/contract/alerts.ts): one record in the
// store (COLLECTIONS.alertAddresses), read when an alert or a reminder is queued.
import {
  NO_ALERT_ADDRESSES,
  type AlertAddresses,
  type AlertAddressesAnswer,
  type AlertRole,
} from '../../src/contract/alerts';
import { DuplicateKeyError, StaleVersionError, type Store } from '../store/types';

const NAME = 'staff';

/** Someone else wrote the addresses since they were read (→ 409). */
export class AlertAddressesChanged extends Error {
  constructor() {
    super('the alert addresses changed since they were read');
    this.name = 'AlertAddressesChanged';
  }
}

/** The addresses with the version they were read at (0: never set). */
export async function readAlertAddresses(
  store: Pick<Store, 'alertAddresses'>,
): Promise<AlertAddressesAnswer['data']> {
  const found = await store.alertAddresses.findBy('name', NAME);
  if (!found) return { ...NO_ALERT_ADDRESSES, version: 0 };
  const { operations, grievance, version, changedBy, updatedAt } = found;
  return { operations, grievance, version, changedBy, updatedAt };
}

/** One role's addresses as `draftMessages` takes them: one recipient per address. */
export function recipientsOf(
  addresses: AlertAddresses,
  roles: readonly string[],
): { email?: string; mobile?: string }[] {
  const own = roles.filter((r): r is AlertRole => Object.hasOwn(addresses, r));
  return own.flatMap((role) => [
    ...addresses[role].emails.map((email) => ({ email })),
    ...addresses[role].mobiles.map((mobile) => ({ mobile })),
  ]);
}

/**
 * Replaces the addresses if they are still at `version` (0: none set yet); a concurrent write
 * (the version moved, or another first write won the unique name) is AlertAddressesChanged.
 */
export async function writeAlertAddresses(
  store: Pick<Store, 'alertAddresses'>,
  addresses: AlertAddresses,
  version: number,
  changedBy: string,
): Promise<void> {
  const record = { ...addresses, name: NAME, changedBy };
  const found = await store.alertAddresses.findBy('name', NAME);
  if ((found?.version ?? 0) !== version) throw new AlertAddressesChanged();
  try {
    if (found) await store.alertAddresses.update(found.id, version, () => record);
    else await store.alertAddresses.insert(record);
  } catch (err) {
    if (err instanceof StaleVersionError || err instanceof DuplicateKeyError) {
      throw new AlertAddressesChanged();
    }
    throw err;
  }
}
