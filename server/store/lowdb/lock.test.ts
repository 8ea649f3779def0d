// Taking over a stale lock (docs/storage.md, "Lock"): only the lock that was read as stale is
// removed, never a fresh one another process put there in the meantime. The whole lock, with real
// processes, is tested in server/store/dataDirLock.test.ts.
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCK_FILE, removeIfStill } from './lock';

describe('removeIfStill', () => {
  let dir: string;
  let path: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'investor-lock-'));
    path = join(dir, LOCK_FILE);
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('removes the lock that still holds the stale pid', async () => {
    await writeFile(path, '4001\n');
    expect(await removeIfStill(path, '4001\n')).toBe(true);
    expect(await readdir(dir)).toEqual([]);
  });

  it('leaves a lock another process took over since it was read', async () => {
    await writeFile(path, '4002\n');
    expect(await removeIfStill(path, '4001\n')).toBe(false);
    expect(await readFile(path, 'utf8')).toBe('4002\n');
    expect(await readdir(dir)).toEqual([LOCK_FILE]);
  });

  it('does nothing when the lock is gone', async () => {
    expect(await removeIfStill(path, '4001\n')).toBe(false);
    expect(await readdir(dir)).toEqual([]);
  });
});
