import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CorruptFileError, DurableJSONFile, writeStats, writeSynced } from './durableFile';

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'investor-durable-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('DurableJSONFile', () => {
  it('reads null when there is no file yet, and creates missing folders on write', async () => {
    const file = join(dir, 'a', 'b', 'data.json');
    const adapter = new DurableJSONFile<{ n: number }>(file);
    expect(await adapter.read()).toBeNull();
    const before = writeStats.writes;
    await adapter.write({ n: 1 });
    expect(writeStats.writes).toBe(before + 1);
    expect(await adapter.read()).toEqual({ n: 1 });
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ n: 1 });
  });

  it('makes a folder once: later writes in it make none, and a folder removed meanwhile is made again', async () => {
    const file = join(dir, 'a', 'b', 'data.json');
    const adapter = new DurableJSONFile<{ n: number }>(file);
    await adapter.write({ n: 1 });
    const before = writeStats.folders;
    await adapter.write({ n: 2 });
    await new DurableJSONFile(join(dir, 'a', 'b', 'other.json')).write({ n: 3 });
    expect(writeStats.folders).toBe(before);
    await rm(join(dir, 'a'), { recursive: true });
    await adapter.write({ n: 4 });
    expect(writeStats.folders).toBe(before + 1);
    expect(await adapter.read()).toEqual({ n: 4 });
  });

  it('replaces the file whole and leaves no temporary file behind', async () => {
    const file = join(dir, 'data.json');
    const adapter = new DurableJSONFile<{ list: number[] }>(file);
    await adapter.write({ list: Array.from({ length: 1000 }, (_, i) => i) });
    await adapter.write({ list: [1] });
    expect(await adapter.read()).toEqual({ list: [1] });
    expect(await readdir(dir)).toEqual(['data.json']);
  });

  it('a file that is not JSON, or is JSON null, is reported as corrupt without its contents', async () => {
    const file = join(dir, 'data.json');
    const adapter = new DurableJSONFile<unknown>(file);
    for (const text of ['{"email": "asha@example.in", "pan": "ABCDE', 'null']) {
      await writeFile(file, text);
      const err = await adapter.read().then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(CorruptFileError);
      expect(String((err as Error).message)).toBe('data.json is not valid JSON');
    }
  });

  it('other read errors are not mistaken for "no file"', async () => {
    const file = join(dir, 'data.json');
    await mkdir(file);
    await expect(new DurableJSONFile(file).read()).rejects.toMatchObject({ code: 'EISDIR' });
  });

  it('a write whose rename fails removes its temporary file and keeps what was there', async () => {
    // A non-empty folder where the file should go: the temp file is written, the rename fails.
    const file = join(dir, 'data.json');
    await mkdir(join(file, 'keep'), { recursive: true });
    await expect(new DurableJSONFile(file).write({ n: 1 })).rejects.toBeTruthy();
    expect((await readdir(dir)).sort()).toEqual(['data.json']);
    expect(await readdir(file)).toEqual(['keep']);
  });
});

describe('writeSynced', () => {
  /** The file descriptors this process holds open now. */
  const openFds = async () => (await readdir('/proc/self/fd')).length;

  it('writes every byte of a text or a large buffer; wx refuses a file there; no descriptor is left open', async () => {
    const fds = await openFds();
    const file = join(dir, 'data.json');
    await writeSynced(file, '{"name":"आशा","city":"અમદાવાદ"}');
    expect(await readFile(file, 'utf8')).toBe('{"name":"आशा","city":"અમદાવાદ"}');
    const big = Buffer.alloc(3 * 1024 * 1024 + 7, 'x');
    await writeSynced(file, big);
    expect((await readFile(file)).equals(big)).toBe(true);
    await expect(writeSynced(file, 'again', 'wx')).rejects.toMatchObject({ code: 'EEXIST' });
    await expect(writeSynced(join(dir, 'gone', 'x.json'), 'y')).rejects.toMatchObject({
      code: 'ENOENT',
    });
    expect((await readFile(file)).equals(big)).toBe(true);
    expect(await openFds()).toBe(fds);
  });

  it('writes pieces one after the other, as their concatenation (a part file: head, body, tail)', async () => {
    const file = join(dir, 'data.json');
    const pieces = [
      Buffer.from('{"records": ['),
      Buffer.alloc(2 * 1024 * 1024, 'y'),
      Buffer.from(']}'),
    ];
    await writeSynced(file, pieces);
    expect((await readFile(file)).equals(Buffer.concat(pieces))).toBe(true);
    await writeSynced(file, []);
    expect(await readFile(file, 'utf8')).toBe('');
  });
});
