import { Provider as JotaiProvider } from 'jotai';
import { lazy, Suspense } from 'react';
import type { KioskRootProps } from '../features/kiosk/KioskRoot';
import { I18nRoot } from '../i18n/I18nRoot';
import { kioskBridge } from '../lib/kioskMode';
import { withChakraRuntime } from './withChakraRuntime';

// Loaded only when the page runs on a kiosk (window.kiosk from the Electron preload), with
// Chakra's runtime, which the kiosk's own screens draw with.
const KioskRoot = lazy(async () => ({
  default: await withChakraRuntime(import('../features/kiosk/KioskRoot').then((m) => m.KioskRoot)),
}));

/**
 * jotai and the interface language around the app. On a kiosk, KioskRoot owns the jotai store and
 * the language instead (its own screens speak it too), so an idle reset can replace them; `goHome`
 * is how it returns to the home page.
 */
export function AppProviders({ children, goHome, navigate }: Omit<KioskRootProps, 'bridge'>) {
  return kioskBridge ? (
    <Suspense fallback={null}>
      <KioskRoot bridge={kioskBridge} goHome={goHome} navigate={navigate}>
        {children}
      </KioskRoot>
    </Suspense>
  ) : (
    <JotaiProvider>
      <I18nRoot>{children}</I18nRoot>
    </JotaiProvider>
  );
}
