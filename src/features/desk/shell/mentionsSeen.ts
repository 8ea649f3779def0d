import { atom } from 'jotai';

/**
 * How many times the Mentions list has marked the signed-in person's mentions seen in this tab:
 * the side navigation's count reads again when it changes (docs/contract.md §11, Mentions).
 */
export const mentionsSeenAtom = atom(0);
