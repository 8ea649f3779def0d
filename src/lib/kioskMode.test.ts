import { describe, expect, it, vi } from 'vitest';
import { isKiosk, readKioskBridge } from './kioskMode';

describe('readKioskBridge', () => {
  it('is null on the website (no window.kiosk, or not a bridge)', () => {
    expect(readKioskBridge({})).toBeNull();
    expect(readKioskBridge({ kiosk: { config: {} } })).toBeNull();
    expect(readKioskBridge({ kiosk: 'yes' })).toBeNull();
    // Vitest runs in Node: no window, so no kiosk.
    expect(isKiosk).toBe(false);
  });

  it('takes the config and reset hook from the preload', async () => {
    const resetSession = vi.fn(async () => {});
    const bridge = readKioskBridge({
      kiosk: { config: { idleMs: 30_000, countdownMs: 5_000, branchName: ' Fort ' }, resetSession },
    });
    expect(bridge?.config).toEqual({ idleMs: 30_000, countdownMs: 5_000, branchName: 'Fort' });
    await bridge?.resetSession();
    expect(resetSession).toHaveBeenCalledTimes(1);
  });

  it("keeps the shell's identity and printer, and drops identity fields that are not text", async () => {
    const print = vi.fn(async () => ({ ok: true as const }));
    const bridge = readKioskBridge({
      kiosk: {
        config: { branchName: 'Fort', kioskId: 'k-1234-5678', appVersion: 7, startedAt: '' },
        resetSession: async () => {},
        print,
      },
    });
    expect(bridge?.config).toMatchObject({ kioskId: 'k-1234-5678' });
    expect(bridge?.config).not.toHaveProperty('appVersion');
    expect(bridge?.config).not.toHaveProperty('startedAt');
    await expect(bridge?.print?.()).resolves.toEqual({ ok: true });
    expect(
      readKioskBridge({ kiosk: { config: {}, resetSession: async () => {} } }),
    ).not.toHaveProperty('print');
  });

  it('replaces nonsense timers and names with the defaults', () => {
    const bridge = readKioskBridge({
      kiosk: {
        config: { idleMs: -5, countdownMs: Number.NaN, branchName: '  ' },
        resetSession: async () => {},
      },
    });
    expect(bridge?.config).toEqual({
      idleMs: 90_000,
      countdownMs: 15_000,
      branchName: 'Branch kiosk',
    });
  });
});
