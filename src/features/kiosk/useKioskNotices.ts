import { useAtomValue } from 'jotai';
import { kioskSettingsAtom } from '../../lib/kioskSettings';

/** The start screen's notices as head office set them (docs/contract.md §14); none: []. */
export function useKioskNotices(): string[] {
  return useAtomValue(kioskSettingsAtom).notices ?? [];
}
