// Whether the kiosk shows a task on its own (docs/contract.md §2, kiosk start screen): a tile's
// task (a complaint, a freeze, a withdrawal...) is the task and the kiosk's bar, without the
// website's header, menus and footer; "Browse the website" is the website, navigation and all.
// The kiosk's start gate writes it into each session's store; on the website it stays false.
import { atom } from 'jotai';

export const kioskTaskScreenAtom = atom(false);
