import { useAtomValue } from 'jotai';
import { QRCodeSVG } from 'qrcode.react';
import { formatIst } from '../../contract/messages';
import { receiptText, type ReceiptData } from '../../contract/receipt';
import { useKioskBranchName } from '../../lib/kioskSettings';
import { siteAtom } from '../../lib/lists';
import { useTrackingUrl } from './useTrackingUrl';
import './receipt.css';

/**
 * The 80 mm receipt (docs/contract.md §14): firm, branch, IST time, what was received, the number
 * large and as a QR code (a complaint's: its tracking link), what happens next. It is given no
 * personal data, so it cannot print any.
 */
export function Receipt({ receipt }: { receipt: ReceiptData }) {
  const { firm } = useAtomValue(siteAtom);
  const branch = useKioskBranchName();
  const text = receiptText.kinds[receipt.kind];
  const tracking = useTrackingUrl(receipt.number ?? '');
  const qrValue = receipt.kind === 'complaint' ? tracking : receipt.number;
  return (
    <article className="receipt" aria-label={receiptText.heading} data-testid="kiosk-receipt">
      <p className="receipt__firm">{firm.name}</p>
      <p className="receipt__tagline">{firm.tagline}</p>
      <hr className="receipt__rule" />
      <h2 className="receipt__title">{text.title}</h2>
      <dl className="receipt__facts">
        <dt>{receiptText.branch}</dt>
        <dd>{branch}</dd>
        <dt>{receiptText.dateTime}</dt>
        <dd>{formatIst(receipt.receivedAt)}</dd>
      </dl>
      {receipt.number ? (
        <>
          <p className="receipt__number-label">{text.numberLabel}</p>
          <p className="receipt__number">{receipt.number}</p>
          <div className="receipt__qr">
            <QRCodeSVG value={qrValue ?? ''} level="M" marginSize={0} size={256} />
          </div>
        </>
      ) : null}
      <hr className="receipt__rule" />
      <p className="receipt__next-heading">{receiptText.whatNext}</p>
      <p className="receipt__next">{text.next}</p>
      <p className="receipt__keep">{receiptText.keep}</p>
    </article>
  );
}
