import { openLowdbStore } from './lowdb';
import { openPostgresStore, type DatabaseTimeouts } from './postgres';
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
}

/** Picks the engine once, from configuration (docs/storage.md). */
export async function openStore(config: StoreConfig): Promise<Store> {
  if (config.databaseUrl) {
    return openPostgresStore({
      databaseUrl: config.databaseUrl,
      seedDir: config.seedDir,
      ...(config.databaseTimeouts ? { timeouts: config.databaseTimeouts } : {}),
    });
  }
  return openLowdbStore(config);
}
