// The desk's settings an admin changes (the `deskSettings` collection, migration 016): one record
// a name, read on each use, so every app server sees a change at once (docs/contract.md §11).
import { SESSION_LIFETIME_DEFAULT_HOURS } from '../../src/contract/desk';
import type { Store } from '../store/types';

/** The value stored under `name`, or `fallback` while no admin has set it. */
export async function deskSetting<T>(store: Store, name: string, fallback: T): Promise<T> {
  const found = await store.deskSettings.findBy('name', name);
  return found ? (found.value as T) : fallback;
}

/** Stores `value` under `name` (the first save inserts; the name is unique). */
export async function saveDeskSetting(
  store: Store,
  name: string,
  value: unknown,
  changedBy: string,
): Promise<void> {
  const found = await store.deskSettings.findBy('name', name);
  if (found)
    await store.deskSettings.update(found.id, found.version, () => ({ name, value, changedBy }));
  else await store.deskSettings.insert({ name, value, changedBy });
}

const LIFETIME_SETTING = 'session-lifetime-hours';

/** How long a session lasts from its sign-in, however busy (server/desk/sessions.ts). */
export const sessionLifetimeHours = (store: Store) =>
  deskSetting(store, LIFETIME_SETTING, SESSION_LIFETIME_DEFAULT_HOURS);

export const setSessionLifetimeHours = (store: Store, hours: number, changedBy: string) =>
  saveDeskSetting(store, LIFETIME_SETTING, hours, changedBy);
