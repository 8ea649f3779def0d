// The desk's settings an admin changes (the `deskSettings` collection, migration 016): one record
// a name, read on each use, so every app server sees a change at once (docs/contract.md §11).
import { SESSION_LIFETIME_DEFAULT_HOURS } from '../../src/contract/desk';
import { DuplicateKeyError, StaleVersionError, type Store } from '../store/types';

/**
 * Every stored desk setting at one moment, by name: one read where a request needs several (each
 * signed-in desk request needs the session lifetime and the two-factor roles, server/desk/sessions.ts).
 */
export type DeskSettingsRead = ReadonlyMap<string, unknown>;

export async function readDeskSettings(store: Store): Promise<DeskSettingsRead> {
  const { data } = await store.deskSettings.list();
  return new Map(data.map((setting) => [setting.name, setting.value]));
}

/**
 * The value stored under `name`, or `fallback` while no admin has set it: read from the store, or
 * from settings read together before (`readDeskSettings`).
 */
export async function deskSetting<T>(
  from: Store | DeskSettingsRead,
  name: string,
  fallback: T,
): Promise<T> {
  if (!('deskSettings' in from)) return from.has(name) ? (from.get(name) as T) : fallback;
  const found = await from.deskSettings.findBy('name', name);
  return found ? (found.value as T) : fallback;
}

/**
 * Stores what `change` makes of the value under `name` (`fallback` while none is stored) and
 * answers it. Versioned: two admins' changes at once are both kept, one after the other (a first
 * save that meets another's insert is retried as an update); what `change` throws refuses it.
 */
export async function changeDeskSetting<T>(
  store: Store,
  name: string,
  fallback: T,
  change: (value: T) => T,
  changedBy: string,
): Promise<T> {
  for (;;) {
    const found = await store.deskSettings.findBy('name', name);
    const value = change(found ? (found.value as T) : fallback);
    try {
      if (found)
        await store.deskSettings.update(found.id, found.version, () => ({
          name,
          value,
          changedBy,
        }));
      else await store.deskSettings.insert({ name, value, changedBy });
      return value;
    } catch (err) {
      if (!(err instanceof StaleVersionError) && !(err instanceof DuplicateKeyError)) throw err;
    }
  }
}

/** Stores `value` under `name`, over whatever was there. */
export const saveDeskSetting = (store: Store, name: string, value: unknown, changedBy: string) =>
  changeDeskSetting<unknown>(store, name, value, () => value, changedBy).then(() => undefined);

const LIFETIME_SETTING = 'session-lifetime-hours';

/** How long a session lasts from its sign-in, however busy (server/desk/sessions.ts). */
export const sessionLifetimeHours = (from: Store | DeskSettingsRead) =>
  deskSetting(from, LIFETIME_SETTING, SESSION_LIFETIME_DEFAULT_HOURS);

export const setSessionLifetimeHours = (store: Store, hours: number, changedBy: string) =>
  saveDeskSetting(store, LIFETIME_SETTING, hours, changedBy);
