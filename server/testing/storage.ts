// Where a server test keeps its data: the same HTTP suites run on the embedded lowdb files (the
// `unit` project) and on PostgreSQL (the `server-pg` project provides `storeEngine: 'postgres'`;
// vitest.config.ts, docs/storage.md "Tests"), so every endpoint is checked on both engines.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, inject } from 'vitest';
import { startApp, type RunningApp, type StartOptions } from '../../tests/support/server';
import { createTestDatabase } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    storeEngine: 'lowdb' | 'postgres';
  }
}

export const onPostgres = inject('storeEngine') === 'postgres';

export interface TestStorage {
  /** Always made: the embedded engine's files, or (on PostgreSQL) an unused folder. */
  dataDir: string;
  /** A fresh schema of the harness's cluster when the suite runs on PostgreSQL. */
  databaseUrl?: string;
  remove(): Promise<void>;
}

/** A fresh, empty place for one app's data, which outlives the app so a test can restart it. */
export async function makeTestStorage(): Promise<TestStorage> {
  const dataDir = await mkdtemp(join(tmpdir(), 'investor-data-'));
  const db = onPostgres ? await createTestDatabase(inject('pgAdminUrl')) : undefined;
  return {
    dataDir,
    ...(db ? { databaseUrl: db.url } : {}),
    remove: async () => {
      await db?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** server/main.ts's environment for this storage. */
export const storageEnv = (storage: TestStorage): Record<string, string> => ({
  DATA_DIR: storage.dataDir,
  ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
});

export type TestAppOptions = Omit<StartOptions, 'dataDir' | 'databaseUrl'> & {
  /** Start on this storage (kept on close); default: a fresh one, removed on close. */
  storage?: TestStorage;
};

/** The real server (tests/support/server.ts) on this project's engine. */
export async function startTestApp({
  storage,
  ...options
}: TestAppOptions = {}): Promise<RunningApp> {
  const place = storage ?? (await makeTestStorage());
  const app = await startApp({
    ...options,
    dataDir: place.dataDir,
    ...(place.databaseUrl ? { databaseUrl: place.databaseUrl } : {}),
  });
  return {
    ...app,
    close: async () => {
      await app.close();
      if (!storage) await place.remove();
    },
  };
}

/**
 * Tests about the embedded engine's own files (month files, temp files of killed writes, broken or
 * unwritable files, the copied content file): they have no PostgreSQL counterpart, so on the
 * PostgreSQL project they are reported as skipped, with that reason in their name.
 */
export function onlyEmbedded(name: string, tests: () => void): void {
  if (onPostgres) describe.skip(`${name} (lowdb files only, not run on PostgreSQL)`, tests);
  else describe(name, tests);
}
