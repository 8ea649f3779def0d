import type { MouseEvent } from 'react';

/**
 * What happens when a visitor follows a link to another site. On the web the browser opens it in
 * a new tab. The kiosk replaces this handler (src/features/kiosk) to show a QR code instead, so
 * that no external page ever opens on a branch kiosk.
 */
export type ExternalLinkHandler = (event: MouseEvent, href: string, label: string) => void;

const openNormally: ExternalLinkHandler = () => {};

export function useExternalLinkHandler(): ExternalLinkHandler {
  return openNormally;
}
