// server/main.ts as `npm run serve` runs it: a real process reading PORT, HOST and DATA_DIR.
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { api } from '../src/contract/api';
import { DEFAULT_ASSETS_DIR } from './app';
import { serverSettings } from './env';

const ROOT = resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  return port;
}

describe('serverSettings', () => {
  it('defaults: port 8080, all interfaces, data/runtime', () => {
    expect(serverSettings({})).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: resolve(DEFAULT_ASSETS_DIR, 'runtime'),
    });
    expect(resolve(DEFAULT_ASSETS_DIR, 'runtime')).toBe(join(ROOT, 'data', 'runtime'));
  });

  it('reads PORT, HOST and DATA_DIR (relative to the working folder)', () => {
    expect(serverSettings({ PORT: '9090', HOST: '127.0.0.1', DATA_DIR: 'tmp/x' })).toMatchObject({
      port: 9090,
      host: '127.0.0.1',
      dataDir: resolve('tmp/x'),
    });
  });

  it.each(['abc', '-1', '70000', '80.5'])('refuses PORT=%s', (PORT) => {
    expect(() => serverSettings({ PORT })).toThrow('PORT must be a port number');
  });
});

describe('npx tsx server/main.ts', () => {
  it('listens on PORT/HOST with its data in DATA_DIR, and stops on SIGTERM', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'investor-main-'));
    const port = await freePort();
    const child = spawn('npx', ['tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so npx, tsx and node stop together.
      detached: true,
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    try {
      const deadline = Date.now() + 30_000;
      while (!output.includes('ready at') && Date.now() < deadline) {
        if (child.exitCode !== null) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(output).toContain(`Investor site ready at http://127.0.0.1:${port}/`);
      expect(output).toContain(`data in ${dataDir}`);
      const res = await fetch(`http://127.0.0.1:${port}${api.banners}`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { data: unknown[] };
      expect(body.data.length).toBeGreaterThan(0);
      expect(await readdir(dataDir)).toContain('content.json');
    } finally {
      process.kill(-child.pid!, 'SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
    await expect(fetch(`http://127.0.0.1:${port}${api.banners}`)).rejects.toThrow();
  }, 45_000);
});
