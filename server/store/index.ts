import { openLowdbStore } from './lowdb';
import { openPostgresStore, type DatabaseTimeouts } from './postgres';
import type { FieldCipher } from './fieldCipher';
import { sealExisting, sealStore } from './sealedStore';
import type { Store } from './types';

export interface StoreConfig {
  /** The embedded engine's folder (lowdb files); used when no databaseUrl is given. */
  dataDir: string;
  /** Seed JSON for the content on first start. */
  seedDir: string;
  /** postgres://… : every collection in PostgreSQL instead of dataDir. */
  databaseUrl?: string;
  /** The PostgreSQL pool's connect and statement time-outs; default: DEFAULT_DATABASE_TIMEOUTS. */
  databaseTimeouts?: DatabaseTimeouts;
  info?: (line: string) => void;
  /**
   * DATA_KEY's cipher (docs/storage.md, "PII at rest"): phones, PAN, e-mail, postal and message addresses are
   * stored encrypted, and what is not yet (or under a rotated key) is sealed at open. Without
   * one, records are stored as given (tests of the engines themselves; the server always has one).
   */
  cipher?: FieldCipher;
}

/** Picks the engine once, from configuration (docs/storage.md). */
export async function openStore(config: StoreConfig): Promise<Store> {
  const store = await openEngine(config);
  const { cipher } = config;
  if (!cipher) return store;
  const sealed = sealStore(store, cipher);
  try {
    const count = await sealExisting(store, sealed, cipher);
    if (count > 0) {
      // The values in clear go from the files now, not at the next checkpoint.
      await store.checkpoint();
      config.info?.(
        `Encrypted the phones, PAN, e-mail and postal addresses of ${count} record(s) under data key ${cipher.keyId}`,
      );
    }
  } catch (err) {
    await store.close();
    throw err;
  }
  return sealed;
}

async function openEngine(config: StoreConfig): Promise<Store> {
  if (config.databaseUrl) {
    return openPostgresStore({
      databaseUrl: config.databaseUrl,
      seedDir: config.seedDir,
      ...(config.databaseTimeouts ? { timeouts: config.databaseTimeouts } : {}),
    });
  }
  return openLowdbStore(config);
}
