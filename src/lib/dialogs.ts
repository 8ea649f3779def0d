import { atom } from 'jotai';
import type { DialogName } from '../contract/site';

/** The one site-wide dialog that is open (Quick Contact, Download Forms, Client Information). */
export const openDialogAtom = atom<DialogName | null>(null);

/**
 * Marks what stays usable while a dialog is open (the kiosk's action bar, docs/architecture.md
 * §5): every SiteDialog counts it as part of itself, so a tap on it neither closes the dialog nor
 * is swallowed by the dialog's focus trap.
 */
export const OVER_DIALOGS_ATTR = 'data-over-dialogs';
export const overDialogs = [() => document.querySelector(`[${OVER_DIALOGS_ATTR}]`)];
