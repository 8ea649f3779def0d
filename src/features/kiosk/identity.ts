// Who this kiosk is (docs/contract.md §14): the Electron shell says so; a browser kiosk keeps a
// generated id in localStorage, which the session reset leaves in place.
import type { KioskConfig } from '../../contract/kiosk';

export const KIOSK_ID_STORAGE_KEY = 'investor-desk.kiosk-id';
/** What a kiosk running in a plain browser reports as its version. */
export const BROWSER_KIOSK_VERSION = 'browser';

export interface Identity {
  kioskId: string;
  appVersion: string;
  startedAt: string;
}

export function kioskIdentity(config: KioskConfig, storage: Storage, loadedAt: Date): Identity {
  let kioskId = config.kioskId ?? storage.getItem(KIOSK_ID_STORAGE_KEY) ?? '';
  if (!config.kioskId && !kioskId) {
    kioskId = `b-${crypto.randomUUID()}`;
    storage.setItem(KIOSK_ID_STORAGE_KEY, kioskId);
  }
  return {
    kioskId,
    appVersion: config.appVersion ?? BROWSER_KIOSK_VERSION,
    startedAt: config.startedAt ?? loadedAt.toISOString(),
  };
}
