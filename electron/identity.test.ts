import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KIOSK_ID_PATTERN } from '../src/contract/kioskFleet';
import { KIOSK_ID_FILE, loadKioskIdentity } from './identity';

let userData = '';
beforeEach(async () => {
  userData = await mkdtemp(join(tmpdir(), 'kiosk-identity-'));
});
afterEach(() => rm(userData, { recursive: true, force: true }));

const started = new Date('2026-11-23T03:30:00Z');

describe('loadKioskIdentity', () => {
  it('generates an id on first start and keeps it for every later start', async () => {
    const first = loadKioskIdentity(join(userData, 'new'), '0.1.0', started, vi.fn());
    expect(first.kioskId).toMatch(KIOSK_ID_PATTERN);
    expect(first).toMatchObject({ appVersion: '0.1.0', startedAt: '2026-11-23T03:30:00.000Z' });
    expect((await readFile(join(userData, 'new', KIOSK_ID_FILE), 'utf8')).trim()).toBe(
      first.kioskId,
    );
    const again = loadKioskIdentity(join(userData, 'new'), '0.2.0', new Date(), vi.fn());
    expect(again.kioskId).toBe(first.kioskId);
  });

  it('replaces a damaged id file with a fresh id', async () => {
    await writeFile(join(userData, KIOSK_ID_FILE), '<script>\n');
    const { kioskId } = loadKioskIdentity(userData, '0.1.0', started, vi.fn());
    expect(kioskId).toMatch(KIOSK_ID_PATTERN);
    expect((await readFile(join(userData, KIOSK_ID_FILE), 'utf8')).trim()).toBe(kioskId);
  });

  it('still beats under a fresh id when the folder cannot be written, and says so', () => {
    const log = vi.fn();
    const fs = {
      read: () => {
        throw new Error('ENOENT');
      },
      write: () => {
        throw new Error('EROFS');
      },
    };
    const { kioskId } = loadKioskIdentity('/read-only', '0.1.0', started, log, fs);
    expect(kioskId).toMatch(KIOSK_ID_PATTERN);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('kiosk-id'), expect.any(Error));
  });
});
