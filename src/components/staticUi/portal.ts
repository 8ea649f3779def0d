import { Portal as ArkPortal } from '@ark-ui/react/portal';

/** Renders its children at the end of the document's body, as Chakra's `Portal` (Ark's). */
export const Portal = ArkPortal;
