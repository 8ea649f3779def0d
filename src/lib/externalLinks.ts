import { createContext, useContext, type MouseEvent } from 'react';

/**
 * What happens when a visitor follows a link to another site. On the web the browser opens it in
 * a new tab (the link's own target="_blank"). The kiosk (src/features/kiosk) provides a handler
 * that cancels the navigation and shows the address as a QR code instead, so that no external
 * page ever opens on a branch kiosk.
 */
export type ExternalLinkHandler = (event: MouseEvent, href: string, label: string) => void;

const openNormally: ExternalLinkHandler = () => {};

export const ExternalLinkContext = createContext<ExternalLinkHandler>(openNormally);

export function useExternalLinkHandler(): ExternalLinkHandler {
  return useContext(ExternalLinkContext);
}
