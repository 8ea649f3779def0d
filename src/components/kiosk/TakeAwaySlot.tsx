import { Box } from '../staticUi';
import { lazy, Suspense } from 'react';
import type { ReceiptData } from '../../contract/receipt';
import { isKiosk } from '../../lib/kioskMode';

// The QR library and the receipt are loaded on the kiosk only; website visitors never download them.
const TakeAway = lazy(async () => ({ default: (await import('./TakeAway')).TakeAway }));

/** On a kiosk, the receipt and tracking QR for an accepted request; nothing on the website. */
export function TakeAwaySlot({ receipt }: { receipt: ReceiptData | null }) {
  if (!isKiosk || !receipt) return null;
  return (
    <Suspense fallback={<Box css={{ mt: 5, h: '8rem', rounded: 'xl', bg: 'brand.50' }} />}>
      <TakeAway receipt={receipt} />
    </Suspense>
  );
}
