import { afterEach, describe, expect, it, vi } from 'vitest';
import { KIOSK_PRINT_CHANNEL, KIOSK_RESET_CHANNEL, type KioskBridge } from '../src/contract/kiosk';
import { contextBridge, ipcRenderer, resetFakeElectron } from './testing/fakeElectron';
import { configSwitch } from './window';

vi.mock('electron', () => import('./testing/fakeElectron'));

const argv = process.argv;
afterEach(() => {
  process.argv = argv;
  resetFakeElectron();
  vi.resetModules();
});

describe('preload', () => {
  it('exposes window.kiosk with the config, a reset hook and the printer, nothing else', async () => {
    const config = {
      idleMs: 30_000,
      countdownMs: 10_000,
      branchName: 'Fort, Mumbai',
      kioskId: 'k-1234-5678',
      appVersion: '0.1.0',
      startedAt: '2026-11-23T03:30:00.000Z',
    };
    process.argv = [...argv, configSwitch(config)];
    await import('./preload');
    expect(contextBridge.exposeInMainWorld).toHaveBeenCalledTimes(1);
    const [name, bridge] = contextBridge.exposeInMainWorld.mock.calls[0] as [string, KioskBridge];
    expect(name).toBe('kiosk');
    expect(Object.keys(bridge).sort()).toEqual(['config', 'print', 'resetSession']);
    expect(bridge.config).toEqual(config);
    expect(Object.isFrozen(bridge.config)).toBe(true);

    ipcRenderer.invoke.mockResolvedValueOnce({ secret: 'main-process object' });
    await expect(bridge.resetSession()).resolves.toBeUndefined();
    expect(ipcRenderer.invoke).toHaveBeenCalledWith(KIOSK_RESET_CHANNEL);

    // Only the outcome crosses over, in the contract's shape.
    ipcRenderer.invoke.mockResolvedValueOnce({ ok: false, reason: 'no paper', extra: 1 });
    await expect(bridge.print!()).resolves.toEqual({ ok: false, reason: 'no paper' });
    expect(ipcRenderer.invoke).toHaveBeenLastCalledWith(KIOSK_PRINT_CHANNEL);
  });
});
