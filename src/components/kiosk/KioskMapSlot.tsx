import { Box } from '../staticUi';
import { lazy, Suspense } from 'react';

// The QR library is loaded on the kiosk only; website visitors never download it.
const KioskMapPanel = lazy(async () => ({
  default: (await import('./KioskMapPanel')).KioskMapPanel,
}));

/** The map frame's kiosk replacement (see KioskMapPanel). */
export function KioskMapSlot(props: { mapLink: string; place: string }) {
  return (
    <Suspense fallback={<Box css={{ h: '16rem', rounded: 'lg', bg: 'brand.50' }} />}>
      <KioskMapPanel {...props} />
    </Suspense>
  );
}
