// What the kiosk shows a walk-in: the start screen and the on-screen keyboard (docs/contract.md §2).
// A module of its own so that the website's first visit, which loads src/contract/kiosk.ts, does
// not carry the kiosk's screen texts.
import { REQUEST_KINDS, type AnyRequestKind, type TileDeclaration } from './requests';

type KindTile = Extract<AnyRequestKind, { tiles: readonly TileDeclaration[] }>['tiles'][number];
/** The start screen's tiles of the request kinds, in the kinds' order (their declarations). */
export const KIND_TILES = REQUEST_KINDS.flatMap((kind): readonly TileDeclaration[] =>
  'tiles' in kind ? kind.tiles : [],
);
type TileTextKey = KindTile['key'] | `${KindTile['key']}Hint`;
/** Each kind tile's label under its key and its hint under `<key>Hint`. */
const kindTileText = Object.fromEntries(
  KIND_TILES.flatMap((tile) => [
    [tile.key, tile.label],
    [`${tile.key}Hint`, tile.hint],
  ]),
) as Readonly<Record<TileTextKey, string>>;

/** The start screen and its "Back to start" control (docs/contract.md §2, kiosk start screen). */
export const kioskStartText = {
  welcome: 'Welcome',
  title: 'How can we help you today?',
  subtitle: 'Tap what you came for. Our staff at the counter are glad to help too.',
  tasksLabel: 'What you can do at this kiosk',
  noticesLabel: 'Notices',
  backToStart: 'Back to start',
  ...kindTileText,
  payTo: 'Pay only to our accounts',
  payToHint: 'Our validated UPI handles and bank accounts',
  charter: 'Know your rights',
  charterHint: 'The investor charter: our services and your rights',
  browse: 'Browse the website',
  browseHint: 'Services, research, news and downloads',
} as const;

/** The kind tiles' English under the kiosk catalogue's keys, `kiosk.<key>` and `kiosk.<key>Hint`. */
export const kindTileMessages = Object.fromEntries(
  Object.entries(kindTileText).map(([key, text]) => [`kiosk.${key}`, text]),
) as Readonly<Record<`kiosk.${TileTextKey}`, string>>;

/** The special keys of the on-screen keyboard (docs/contract.md §2, on-screen keyboard). */
export const kioskKeyboardText = {
  label: 'On-screen keyboard',
  typingIn: 'Typing in',
  next: 'Next',
  done: 'Done',
  space: 'Space',
  shift: '⇧ Shift',
  symbols: '?123',
} as const;
