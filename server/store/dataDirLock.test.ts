// One process owns an embedded data dir (docs/storage.md, "Lock"): real server processes and
// operator commands on one DATA_DIR.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/contract/api';
import { LOCK_FILE } from './lowdb/lock';
import {
  runCommandProcess,
  startServerProcess,
  type ServerProcess,
} from '../testing/serverProcess';

/** What a person sees, without npx's own warnings about the machine's npm configuration. */
const linesOf = (output: string) =>
  output.split('\n').filter((l) => l.trim() && !l.startsWith('npm warn'));

const lockOwner = async (dataDir: string) =>
  Number.parseInt(await readFile(join(dataDir, LOCK_FILE), 'utf8'), 10);

/** The pid of a process that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((done) => child.once('exit', done));
  return child.pid!;
}

describe('the data-dir lock', () => {
  let dataDir: string;
  let servers: ServerProcess[];
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'investor-lock-'));
    servers = [];
  });
  afterEach(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await rm(dataDir, { recursive: true, force: true });
  });
  const start = async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir });
    servers.push(server);
    return server;
  };

  it('a second server on the same DATA_DIR exits with one line naming the dir and the owner; the first serves on', async () => {
    const first = await start();
    expect(first.output()).toContain('ready at');
    const owner = await lockOwner(dataDir);

    const second = await start();
    expect(await second.exited).toBe(1);
    expect(linesOf(second.output())).toEqual([
      `Cannot start: The data directory ${dataDir} is in use by another server (process ${owner}). ` +
        'Only one process may use a data directory; stop that one first, or use DATABASE_URL to run several servers.',
    ]);
    expect((await fetch(`${first.baseUrl}${api.banners}`)).status).toBe(200);
    expect(await lockOwner(dataDir)).toBe(owner);
  }, 60_000);

  it('a lock left by a dead process is taken over, and the server says so', async () => {
    const dead = await deadPid();
    await writeFile(join(dataDir, LOCK_FILE), `${dead}\n`);
    const server = await start();
    expect(server.output()).toContain('ready at');
    expect(linesOf(server.output())).toContain(
      `Took over the lock of ${dataDir} left by process ${dead}, which is no longer running`,
    );
    expect(await lockOwner(dataDir)).not.toBe(dead);
    expect((await fetch(`${server.baseUrl}${api.banners}`)).status).toBe(200);
  }, 60_000);

  it('records the start time and boot id beside the pid', async () => {
    const server = await start();
    const owner = await lockOwner(dataDir);
    const stat = await readFile(`/proc/${owner}/stat`, 'utf8');
    const bootId = (await readFile('/proc/sys/kernel/random/boot_id', 'utf8')).trim();
    expect(await readFile(join(dataDir, LOCK_FILE), 'utf8')).toBe(
      `${owner}\nstart=${stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]}\nboot=${bootId}\n`,
    );
    expect(server.output()).toContain('ready at');
  }, 60_000);

  describe('a lock whose pid now belongs to an unrelated process', () => {
    let unrelated: ChildProcess;
    beforeEach(() => {
      unrelated = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 120_000)']);
    });
    afterEach(() => {
      unrelated.kill();
    });

    it.each([
      ['another start time', (boot: string) => `start=1\nboot=${boot}\n`],
      ['another boot', () => `start=1\nboot=00000000-0000-4000-8000-000000000000\n`],
    ])(
      'is taken over when it names %s',
      async (_, rest) => {
        const boot = (await readFile('/proc/sys/kernel/random/boot_id', 'utf8')).trim();
        await writeFile(join(dataDir, LOCK_FILE), `${unrelated.pid}\n${rest(boot)}`);
        const server = await start();
        expect(server.output()).toContain('ready at');
        expect(linesOf(server.output())).toContain(
          `Took over the lock of ${dataDir} left by process ${unrelated.pid}, which is no longer running`,
        );
        expect(await lockOwner(dataDir)).not.toBe(unrelated.pid);
      },
      60_000,
    );

    it('still blocks the start when the lock is of the older format (the pid alone)', async () => {
      await writeFile(join(dataDir, LOCK_FILE), `${unrelated.pid}\n`);
      const server = await start();
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain(`in use by another server (process ${unrelated.pid})`);
    }, 60_000);
  });

  it.each([
    ['server/staff.ts', ['list']],
    ['server/complaintStatus.ts', ['CMP-7K4Q-9XTD', 'In Process']],
  ])(
    '%s refuses a data dir a running server owns, in one line',
    async (script, args) => {
      await start();
      const owner = await lockOwner(dataDir);
      const result = await runCommandProcess(script, args, { DATA_DIR: dataDir });
      expect(result.code).toBe(1);
      expect(result.stdout).toBe('');
      expect(linesOf(result.stderr)).toEqual([
        `Cannot open the data: The data directory ${dataDir} is in use by another server (process ${owner}). ` +
          'Only one process may use a data directory; stop that one first, or use DATABASE_URL to run several servers.',
      ]);
      expect(await lockOwner(dataDir)).toBe(owner);
    },
    60_000,
  );
});
