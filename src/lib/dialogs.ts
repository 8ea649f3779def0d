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

const overDialogsElement = () => document.querySelector(`[${OVER_DIALOGS_ATTR}]`);

/**
 * The dialog's `persistentElements`: the kiosk's action bar where there is one, else none. Zag
 * waits up to a second for each element named and then rejects a promise nobody handles, so
 * naming a bar the website does not have threw an uncaught "Timeout of 1000ms exceeded" at every
 * opening of a dialog. Read as the dialog renders, which it does as it opens.
 */
export function overDialogs(): (() => Element | null)[] {
  if (typeof document === 'undefined' || !overDialogsElement()) return [];
  return [overDialogsElement];
}
