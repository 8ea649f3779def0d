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
