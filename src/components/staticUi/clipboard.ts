import { Clipboard as ArkClipboard } from '@ark-ui/react/clipboard';

/** Copies a value to the clipboard, as Chakra's `Clipboard`: Ark's parts, which Chakra does not style. */
export const Clipboard = ArkClipboard;
