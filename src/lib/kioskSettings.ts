// The kiosk's central settings as head office set them (docs/contract.md §14), for any part of
// the app that shows them: the branch name (footer, receipts) and the start screen's notices.
// The kiosk root writes it into each session's store; on the website it stays empty.
import { atom, useAtomValue } from 'jotai';
import type { KioskSettings } from '../contract/kioskFleet';
import { kioskBridge } from './kioskMode';

export const kioskSettingsAtom = atom<KioskSettings>({});

/** The branch this kiosk stands in: head office's name, else the kiosk's own configuration. */
export function useKioskBranchName(): string {
  const central = useAtomValue(kioskSettingsAtom).branchName;
  return central ?? kioskBridge?.config.branchName ?? '';
}
