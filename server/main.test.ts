// server/main.ts as `npm run serve` runs it: a real process reading PORT, HOST and DATA_DIR.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { api } from '../src/contract/api';
import { DEFAULT_ASSETS_DIR } from './app';
import { serverSettings } from './env';
import { startServerProcess } from './testing/serverProcess';

const ROOT = resolve(import.meta.dirname, '..');

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

describe('server/main.ts in a process of its own', () => {
  it('listens on PORT/HOST with its data in DATA_DIR, and stops on SIGTERM', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'investor-main-'));
    const server = await startServerProcess({ DATA_DIR: dataDir });
    try {
      expect(server.output()).toContain(`Investor site ready at ${server.baseUrl}/`);
      expect(server.output()).toContain(`data in ${dataDir}`);
      const res = await fetch(`${server.baseUrl}${api.banners}`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { data: unknown[] };
      expect(body.data.length).toBeGreaterThan(0);
      expect(await readdir(dataDir)).toContain('content.json');
    } finally {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
    await expect(fetch(`${server.baseUrl}${api.banners}`)).rejects.toThrow();
  }, 45_000);
});
