// The engines the storage contract suite runs against (server/store/store.contract.test.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_ASSETS_DIR } from '../../app';
import { openLowdbStore } from '../lowdb';
import { afterEach, beforeEach, inject } from 'vitest';
import { createTestDatabase } from '../../testing/postgres';
import { openPostgresStore } from '../postgres';
import type { Store } from '../types';

export interface TestEngine {
  name: string;
  /** A fresh, empty store; `cleanup` closes it and removes what it created. */
  open(): Promise<{ store: Store; cleanup: () => Promise<void> }>;
}

export const SEED_DIR = join(DEFAULT_ASSETS_DIR, 'seed');

export const engines: TestEngine[] = [
  {
    name: 'lowdb',
    open: async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'investor-store-'));
      const store = await openLowdbStore({ dataDir, seedDir: SEED_DIR });
      return {
        store,
        cleanup: async () => {
          await store.close();
          await rm(dataDir, { recursive: true, force: true });
        },
      };
    },
  },
  {
    name: 'postgres',
    open: async () => {
      const db = await createTestDatabase(inject('pgAdminUrl'));
      const store = await openPostgresStore({ databaseUrl: db.url, seedDir: SEED_DIR });
      return {
        store,
        cleanup: async () => {
          await store.close();
          await db.drop();
        },
      };
    },
  },
];

/**
 * A fresh store of `engine` for each test of the calling suite, closed and removed after it:
 * `let store: Store; storeForEachTest(engine, (opened) => (store = opened));`.
 */
export function storeForEachTest(engine: TestEngine, use: (store: Store) => void): void {
  let cleanup: (() => Promise<void>) | undefined;
  beforeEach(async () => {
    const opened = await engine.open();
    cleanup = opened.cleanup;
    use(opened.store);
  });
  afterEach(() => cleanup?.());
}

/**
 * Each engine as a spawned process (a command, a server) finds it configured: the environment
 * it is given (the embedded one's `dataDir`, the caller's to remove), a store to look with
 * between its runs, and what removes the engine's own data.
 */
export const processEngines = [
  {
    name: 'embedded (DATA_DIR)',
    async make(dataDir: string) {
      return {
        env: { DATA_DIR: dataDir } as Record<string, string>,
        open: () => openLowdbStore({ dataDir, seedDir: SEED_DIR }),
        drop: async () => {},
      };
    },
  },
  {
    name: 'PostgreSQL (DATABASE_URL)',
    async make() {
      const db = await createTestDatabase(inject('pgAdminUrl'));
      return {
        env: { DATABASE_URL: db.url } as Record<string, string>,
        open: () => openPostgresStore({ databaseUrl: db.url, seedDir: SEED_DIR }),
        drop: () => db.drop(),
      };
    },
  },
];
