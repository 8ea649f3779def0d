// The key of unknown usernames' hashes (server/desk/unknownNames.ts): made once, whole, private to
// the server's user, the same for servers starting together; a damaged key file stops the use.
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UNKNOWN_NAME_KEY_FILE, unknownNameKey } from './unknownNames';

describe('the key of unknown usernames', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'unknown-names-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('is made once, readable by its owner only, and the same for servers starting at once', async () => {
    const keys = await Promise.all(Array.from({ length: 8 }, () => unknownNameKey(dir)));
    expect(new Set(keys.map((k) => k.toString('hex'))).size).toBe(1);
    expect(keys[0]).toHaveLength(32);
    expect((await unknownNameKey(dir)).equals(keys[0]!)).toBe(true);
    expect(await readdir(dir)).toEqual([UNKNOWN_NAME_KEY_FILE]);
    expect((await stat(join(dir, UNKNOWN_NAME_KEY_FILE))).mode & 0o777).toBe(0o600);
  });

  it('refuses a damaged key file rather than hashing with it', async () => {
    await writeFile(join(dir, UNKNOWN_NAME_KEY_FILE), 'short');
    await expect(unknownNameKey(dir)).rejects.toThrow(UNKNOWN_NAME_KEY_FILE);
  });
});
