import { openLowdbStore } from './lowdb';
import type { Store } from './types';

export interface StoreConfig {
  /** The embedded engine's folder (lowdb files); used when no databaseUrl is given. */
  dataDir: string;
  /** Seed JSON for the content on first start. */
  seedDir: string;
  /** postgres://… : every collection in PostgreSQL instead of dataDir. */
  databaseUrl?: string;
  info?: (line: string) => void;
}

/** Picks the engine once, from configuration (docs/storage.md). */
export async function openStore(config: StoreConfig): Promise<Store> {
  if (config.databaseUrl) {
    throw new Error('DATABASE_URL is set but this build has no PostgreSQL engine');
  }
  return openLowdbStore(config);
}
