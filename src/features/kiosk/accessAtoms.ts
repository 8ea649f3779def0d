// The kiosk visitor's reading aids (docs/architecture.md §5, issue 45): the text size and high
// contrast. Atoms of the session's jotai store, so every reset (a new store) starts at 100 % in the
// usual colours, as the language starts at the kiosk's default.
import { atom } from 'jotai';

/** The text sizes a visitor can choose, in per cent of the kiosk's own (A, A+, A++). */
export const TEXT_SIZES = [100, 130, 160] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

export const kioskTextSizeAtom = atom<TextSize>(100);
export const kioskHighContrastAtom = atom(false);
