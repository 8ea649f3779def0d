import { useCallback, useState } from 'react';
import type { ReceiptData, ReceiptKind } from '../../contract/receipt';

/**
 * For a form whose answer carries no number (feedback, withdrawal): on a kiosk, the receipt of the
 * last accepted request, until the next one (`TakeAwaySlot` draws it). `accepted` is the form's
 * `onSuccess`.
 */
export function useAcceptedReceipt(kind: ReceiptKind) {
  const [receipt, setReceipt] = useState<ReceiptData | null>(null);
  const accepted = useCallback(
    () => setReceipt({ kind, receivedAt: new Date().toISOString() }),
    [kind],
  );
  return { receipt, accepted };
}
