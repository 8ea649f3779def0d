// A fresh start on a full disk says so in one line and exits 1, never with a stack trace
// (docs/storage.md). The full disk is a real one: a tiny tmpfs, filled up, which needs root.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../testing/serverProcess';

const run = promisify(execFile);
/** The working folder of the server process (server/testing/serverProcess.ts). */
const ROOT = resolve(import.meta.dirname, '../..');

/** Mounts a 64 KB tmpfs, or says why it cannot (not root, no mount permission). */
async function smallDisk(): Promise<{ dir: string; unmount: () => Promise<void> } | string> {
  if (process.getuid?.() !== 0) return 'needs root to mount a tmpfs';
  const dir = await mkdtemp(join(tmpdir(), 'investor-full-disk-'));
  try {
    await run('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', dir]);
  } catch (err) {
    await rm(dir, { recursive: true, force: true });
    return `cannot mount a tmpfs here: ${(err as Error).message.split('\n')[0]}`;
  }
  return {
    dir,
    unmount: async () => {
      await run('umount', [dir]);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Writes until the disk refuses: after this, not one more block fits. */
async function fill(dir: string): Promise<void> {
  for (let i = 0; ; i++) {
    try {
      await writeFile(join(dir, `filler-${i}`), Buffer.alloc(4096, 1));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOSPC') return;
      throw err;
    }
  }
}

const disk = await smallDisk();
if (typeof disk === 'string') console.info(`full-disk start test skipped: ${disk}`);

describe.skipIf(typeof disk === 'string')('a start on a full disk', () => {
  const { dir, unmount } = disk as Exclude<typeof disk, string>;
  const dataDir = join(dir, 'data');
  beforeAll(async () => {
    await mkdir(dataDir);
    await fill(dir);
  });
  afterAll(() => unmount());

  it('exits 1 with one line saying the disk is full and where, and no stack trace', async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    const lines = server
      .output()
      .split('\n')
      .filter((l) => l.trim() && !l.startsWith('npm warn'));
    expect(lines).toEqual([
      `Cannot start: the disk holding the data directory ${dataDir} is full. Free some space there and start again.`,
    ]);
  }, 60_000);

  it('names the folder it resolved, not DATA_DIR as written (relative to the working folder)', async () => {
    const written = relative(ROOT, dataDir);
    expect(written).toMatch(/^\.\./);
    const server = await startServerProcess({ DATA_DIR: written });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(`the disk holding the data directory ${dataDir} is full`);
  }, 60_000);
});
