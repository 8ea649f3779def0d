import { describe, expect, it } from 'vitest';
import { KIOSK_ID_PATTERN } from '../../contract/kioskFleet';
import { BROWSER_KIOSK_VERSION, KIOSK_ID_STORAGE_KEY, kioskIdentity } from './identity';

/** localStorage's interface over a Map (Vitest runs in Node). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const config = { idleMs: 90_000, countdownMs: 15_000, branchName: 'Fort' };
const loadedAt = new Date('2026-11-23T04:00:00Z');

describe('kioskIdentity', () => {
  it("takes the Electron shell's id, version and start time and stores nothing", () => {
    const storage = memoryStorage();
    const shell = {
      kioskId: 'k-shell-1234',
      appVersion: '1.4.0',
      startedAt: '2026-11-23T03:00:00Z',
    };
    expect(kioskIdentity({ ...config, ...shell }, storage, loadedAt)).toEqual(shell);
    expect(storage.length).toBe(0);
  });

  it('gives a browser kiosk an id once, kept in localStorage for its next loads', () => {
    const storage = memoryStorage();
    const first = kioskIdentity(config, storage, loadedAt);
    expect(first.kioskId).toMatch(KIOSK_ID_PATTERN);
    expect(first).toMatchObject({
      appVersion: BROWSER_KIOSK_VERSION,
      startedAt: loadedAt.toISOString(),
    });
    expect(storage.getItem(KIOSK_ID_STORAGE_KEY)).toBe(first.kioskId);
    expect(kioskIdentity(config, storage, new Date()).kioskId).toBe(first.kioskId);
  });
});
