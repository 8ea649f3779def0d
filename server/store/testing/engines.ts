// The engines the storage contract suite runs against (server/store/store.contract.test.ts).
import { join } from 'node:path';
import { DEFAULT_ASSETS_DIR } from '../../app';
import { inject } from 'vitest';
import { createTestDatabase } from '../../testing/postgres';
import { openPostgresStore } from '../postgres';
import type { Store } from '../types';

export interface TestEngine {
  name: string;
  /** A fresh, empty store; `cleanup` closes it and removes what it created. */
  open(): Promise<{ store: Store; cleanup: () => Promise<void> }>;
}

export const SEED_DIR = join(DEFAULT_ASSETS_DIR, 'seed');

// The lowdb entry comes with the embedded engine (branch h9).
export const engines: TestEngine[] = [
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
