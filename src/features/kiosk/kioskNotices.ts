import { atom } from 'jotai';

/** A notice head office shows on the kiosk's start screen (docs/contract.md §2, kiosk start screen). */
export interface KioskNotice {
  title: string;
  body?: string;
}

/**
 * The notices of the start screen's slot. Empty until central kiosk settings provide some; a
 * reset starts a new jotai store, so whoever provides them sets them again at every reset.
 */
export const kioskNoticesAtom = atom<readonly KioskNotice[]>([]);
