// Kiosk mode is a runtime flag: the Electron preload exposes `window.kiosk` before the app starts
// (tests do the same with an init script). The same web build serves the site and the kiosk.
import {
  DEFAULT_KIOSK_CONFIG,
  identityFields,
  type KioskBridge,
  type KioskConfig,
} from '../contract/kiosk';

const positive = (v: unknown, fallback: number) =>
  typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : fallback;

/** The bridge if this page runs on a kiosk, with a config that is safe to use; else null. */
export function readKioskBridge(source: { kiosk?: unknown }): KioskBridge | null {
  const bridge = source.kiosk as Partial<KioskBridge> | undefined;
  if (!bridge || typeof bridge !== 'object' || typeof bridge.resetSession !== 'function') {
    return null;
  }
  const raw: Partial<KioskConfig> = bridge.config ?? {};
  const config: KioskConfig = {
    idleMs: positive(raw.idleMs, DEFAULT_KIOSK_CONFIG.idleMs),
    countdownMs: positive(raw.countdownMs, DEFAULT_KIOSK_CONFIG.countdownMs),
    branchName:
      typeof raw.branchName === 'string' && raw.branchName.trim()
        ? raw.branchName.trim()
        : DEFAULT_KIOSK_CONFIG.branchName,
    ...identityFields(raw),
  };
  const resetSession = bridge.resetSession.bind(bridge);
  const print = typeof bridge.print === 'function' ? bridge.print.bind(bridge) : undefined;
  return print ? { config, resetSession, print } : { config, resetSession };
}

/** Read once at start: a page never switches between site and kiosk while it runs. */
export const kioskBridge: KioskBridge | null =
  typeof window === 'undefined' ? null : readKioskBridge(window);

export const isKiosk = kioskBridge !== null;
