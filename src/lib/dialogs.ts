import { atom } from 'jotai';
import type { DialogName } from '../contract/site';

/** The one site-wide dialog that is open (Quick Contact, Download Forms, Client Information). */
export const openDialogAtom = atom<DialogName | null>(null);
