// Embedded stores a test opens on folders of its own, closed and removed after each test (with
// its mocks restored): the tests that stop a store mid-write and open its folder again
// (server/store/lowdb/transaction.test.ts, server/desk/siteDeskSchedule.test.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, vi } from 'vitest';
import { openLowdbStore } from '../lowdb';
import type { Store } from '../types';
import { SEED_DIR } from './engines';

/** Registers the file's afterEach; call at its top level. */
export function lowdbFolders() {
  const cleanup: (() => Promise<unknown> | void)[] = [];
  afterEach(async () => {
    vi.restoreAllMocks();
    while (cleanup.length) await cleanup.pop()!();
  });
  return {
    /** Runs `undo` after the test (last registered, first run). */
    afterTest: (undo: () => Promise<unknown> | void) => void cleanup.push(undo),
    /** A new empty folder. */
    tempDir: async (prefix: string): Promise<string> => {
      const dir = await mkdtemp(join(tmpdir(), prefix));
      cleanup.push(() => rm(dir, { recursive: true, force: true }));
      return dir;
    },
    /** The embedded store on `dataDir`, with the seed. */
    openAt: async (dataDir: string): Promise<Store> => {
      const store = await openLowdbStore({ dataDir, seedDir: SEED_DIR });
      cleanup.push(() => store.close());
      return store;
    },
  };
}
