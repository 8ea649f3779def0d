// The cache reads and compresses a file once, re-reads it when it changes and stays in budget.
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FileCache } from './fileCache';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'investor-filecache-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const text = (n: number) => `line ${n} of some text that compresses well\n`.repeat(200);

describe('FileCache', () => {
  it('compresses a file once: later and concurrent requests get the same buffers', async () => {
    const file = join(dir, 'a.js');
    await writeFile(file, text(1));
    const cache = new FileCache();
    const [one, two] = await Promise.all([cache.get(file, true), cache.get(file, true)]);
    const three = await cache.get(file, true);
    expect(one?.br).toBeInstanceOf(Buffer);
    expect(two?.br).toBe(one?.br);
    expect(three?.br).toBe(one?.br);
    expect(cache.heldBytes).toBe(one?.size);
  });

  it('a changed file is read again and the old copy no longer counts', async () => {
    const file = join(dir, 'b.js');
    await writeFile(file, text(2));
    const cache = new FileCache(undefined, 0);
    const before = await cache.get(file, true);
    await writeFile(file, text(3) + 'more');
    await utimes(file, new Date(), new Date(Date.now() + 5000));
    const after = await cache.get(file, true);
    expect(after?.identity.toString()).toContain('line 3');
    expect(after?.etag).not.toBe(before?.etag);
    expect(cache.heldBytes).toBe(after?.size);
  });

  it('a file is looked at on disk once per recheck interval', async () => {
    const file = join(dir, 'e.js');
    await writeFile(file, text(9));
    let now = 1_000_000;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      const cache = new FileCache(undefined, 1000);
      const first = await cache.get(file, true);
      await writeFile(file, text(10) + 'more');
      now += 999;
      expect(await cache.get(file, true)).toBe(first);
      now += 1;
      expect((await cache.get(file, true))?.identity.toString()).toContain('line 10');
    } finally {
      clock.mockRestore();
    }
  });

  it('an immutable file is not read again once cached', async () => {
    const file = join(dir, 'd.js');
    await writeFile(file, text(8));
    const cache = new FileCache();
    const first = await cache.get(file, true, true);
    await rm(file);
    expect(await cache.get(file, true, true)).toBe(first);
    expect(await new FileCache().get(file, true)).toBeNull();
  });

  it('keeps within its byte budget, dropping the least recently used', async () => {
    const files = await Promise.all(
      [4, 5, 6, 7].map(async (n) => {
        const file = join(dir, `c${n}.js`);
        await writeFile(file, text(n));
        return file;
      }),
    );
    const one = (await new FileCache().get(files[0]!, true))!.size;
    const cache = new FileCache(one * 2.5);
    for (const file of files) await cache.get(file, true);
    expect(cache.heldBytes).toBeLessThanOrEqual(one * 2.5);
    expect(cache.heldBytes).toBeGreaterThan(0);
  });

  it('no variants for a folder or a missing file', async () => {
    const cache = new FileCache();
    expect(await cache.get(dir, true)).toBeNull();
    expect(await cache.get(join(dir, 'missing.js'), true)).toBeNull();
  });
});
