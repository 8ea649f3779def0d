import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { kioskHighContrastAtom, kioskTextSizeAtom } from './accessAtoms';

/** `<html data-kiosk-text>`: the text size kiosk.css scales the root font by. */
export const TEXT_SIZE_ATTR = 'data-kiosk-text';
/** `<html data-kiosk-contrast="high">`: kiosk.css's high-contrast colours. */
export const CONTRAST_ATTR = 'data-kiosk-contrast';

/**
 * Writes the session's text size and contrast onto the page's root, where kiosk.css reads them
 * (dialogs and the keyboard lie outside the kiosk's React root, under <body>). The session's
 * remount on reset takes them off and puts the new session's defaults on.
 */
export function useKioskAccessDocument(): void {
  const size = useAtomValue(kioskTextSizeAtom);
  const highContrast = useAtomValue(kioskHighContrastAtom);
  useEffect(() => {
    const html = document.documentElement;
    html.setAttribute(TEXT_SIZE_ATTR, String(size));
    if (highContrast) html.setAttribute(CONTRAST_ATTR, 'high');
    return () => {
      html.removeAttribute(TEXT_SIZE_ATTR);
      html.removeAttribute(CONTRAST_ATTR);
    };
  }, [size, highContrast]);
}
