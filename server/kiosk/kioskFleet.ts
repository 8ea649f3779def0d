// The kiosk fleet's rules (docs/contract.md §14), shared by the kiosk's routes and the desk's.
import {
  isOnline,
  type Heartbeat,
  type KioskRow,
  type KioskSettings,
} from '../../src/contract/kioskFleet';
import {
  DuplicateKeyError,
  StaleVersionError,
  type Collection,
  type KioskKeyRecord,
  type KioskSettingsRecord,
  type Store,
} from '../store/types';

/** Enough for a handful of writers of one record: each round, at least one of them wins. */
const ATTEMPTS = 8;

/** Every attempt of a write met another writer of the same record (the caller answers 409). */
export class LostRace extends Error {
  constructor(what: string) {
    super(`${what} kept changing under this write`);
    this.name = 'LostRace';
  }
}

/**
 * Inserts the record, or replaces the one holding the same unique `field`. Two writers racing
 * (two beats of one kiosk, two app servers) meet the unique index or the version check: retried,
 * after a short random pause so the losers do not meet again, and LostRace once that is no use.
 */
async function upsert<T extends object, K extends string>(
  collection: Collection<T, K>,
  field: K,
  value: string,
  record: T,
): Promise<void> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      const known = await collection.findBy(field, value);
      if (known) await collection.update(known.id, known.version, () => record);
      else await collection.insert(record);
      return;
    } catch (err) {
      if (!(err instanceof DuplicateKeyError || err instanceof StaleVersionError)) throw err;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
  throw new LostRace(`${field} ${value}`);
}

/** One record per kiosk id, created by its first beat and replaced by each later one. */
export function recordHeartbeat(store: Store, beat: Heartbeat, now: Date): Promise<void> {
  return upsert(store.kiosks, 'kioskId', beat.kioskId, {
    ...beat,
    lastSeenAt: now.toISOString(),
  });
}

/** Only the settings fields, the unset ones left out (a record also has its target and meta). */
function pickSettings(from: KioskSettings): KioskSettings {
  const { idleSeconds, countdownSeconds, branchName, notices, language } = from;
  return Object.fromEntries(
    Object.entries({ idleSeconds, countdownSeconds, branchName, notices, language }).filter(
      ([, v]) => v !== undefined,
    ),
  );
}

export async function readSettings(store: Store, target: string): Promise<KioskSettings | null> {
  const found = await store.kioskSettings.findBy('target', target);
  return found ? pickSettings(found) : null;
}

/** Replaces a target's settings whole (an empty object clears them). */
export function writeSettings(
  store: Store,
  target: string,
  settings: KioskSettings,
  changedBy: string,
): Promise<void> {
  const record: KioskSettingsRecord = { ...pickSettings(settings), target, changedBy };
  return upsert(store.kioskSettings, 'target', target, record);
}

/**
 * Every enrolled kiosk that has reported, by branch, with its state at `now` and its own settings.
 * Records are looked up by the keys head office issued, not listed: a kiosk whose key is revoked
 * leaves the list, and records that no key names (beats from before enrolment, however many)
 * never appear nor push a real kiosk out (docs/contract.md §14).
 */
export async function listKiosks(
  store: Store,
  now: Date,
  keys: readonly Pick<KioskKeyRecord, 'kioskId' | 'revokedAt'>[],
): Promise<KioskRow[]> {
  const [reported, settings] = await Promise.all([
    Promise.all(
      keys.filter((k) => !k.revokedAt).map((k) => store.kiosks.findBy('kioskId', k.kioskId)),
    ),
    store.kioskSettings.list({ limit: 1000 }),
  ]);
  const own = new Map(settings.data.map((s) => [s.target, pickSettings(s)]));
  return reported
    .filter((k) => k !== undefined)
    .map((k) => ({
      kioskId: k.kioskId,
      branchName: k.branchName,
      appVersion: k.appVersion,
      uptimeSeconds: k.uptimeSeconds,
      lastResetAt: k.lastResetAt,
      rendered: k.rendered,
      firstSeenAt: k.createdAt,
      lastSeenAt: k.lastSeenAt,
      online: isOnline(k.lastSeenAt, now),
      settings: own.get(k.kioskId) ?? null,
    }))
    .sort((a, b) => a.branchName.localeCompare(b.branchName) || a.kioskId.localeCompare(b.kioskId));
}
