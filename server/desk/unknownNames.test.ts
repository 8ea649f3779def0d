// The key of unknown usernames' hashes (server/desk/unknownNames.ts): made once in the store, the
// same for every app server on it whatever its data folder, adopted from a data folder that had one
// before, and refused when damaged rather than hashed with.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { engines, storeForEachTest } from '../store/testing/engines';
import type { Store } from '../store/types';
import { UNKNOWN_NAME_KEY, UNKNOWN_NAME_KEY_FILE, unknownNameKey } from './unknownNames';

describe.each(engines)('the key of unknown usernames ($name)', (engine) => {
  let store: Store;
  storeForEachTest(engine, (opened) => (store = opened));
  const dirs: string[] = [];
  const dataDir = async () => {
    dirs.push(await mkdtemp(join(tmpdir(), 'unknown-names-')));
    return dirs.at(-1)!;
  };
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('is made once, in the store, the same for servers with their own data folders starting at once', async () => {
    const folders = await Promise.all(Array.from({ length: 8 }, dataDir));
    const keys = await Promise.all(folders.map((dir) => unknownNameKey(store, dir)));
    expect(new Set(keys.map((k) => k.toString('hex'))).size).toBe(1);
    expect(keys[0]).toHaveLength(32);
    expect((await unknownNameKey(store, await dataDir())).equals(keys[0]!)).toBe(true);
    const stored = await store.serverKeys.findBy('name', UNKNOWN_NAME_KEY);
    expect(Buffer.from(stored!.base64, 'base64').equals(keys[0]!)).toBe(true);
    expect(await store.serverKeys.count()).toBe(1);
  });

  it("adopts the key a data folder held before, so the audit's earlier names stay the same", async () => {
    const dir = await dataDir();
    const earlier = randomBytes(32);
    await writeFile(join(dir, UNKNOWN_NAME_KEY_FILE), earlier);
    expect((await unknownNameKey(store, dir)).equals(earlier)).toBe(true);
    expect((await unknownNameKey(store, await dataDir())).equals(earlier)).toBe(true);
  });

  it('refuses a damaged key rather than hashing with it', async () => {
    await store.serverKeys.insert({ name: UNKNOWN_NAME_KEY, base64: 'c2hvcnQ=' });
    await expect(unknownNameKey(store, await dataDir())).rejects.toThrow(/damaged/);
  });
});
