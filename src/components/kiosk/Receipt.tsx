import { useAtomValue } from 'jotai';
import { QRCodeSVG } from 'qrcode.react';
import { formatIst } from '../../contract/messages';
import { RECEIPTS, receiptKeys, type ReceiptData } from '../../contract/receipt';
import { useT } from '../../i18n/useT';
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
  const t = useT();
  const text = receiptKeys(receipt.kind);
  const tracking = useTrackingUrl(receipt.number ?? '');
  const qrValue = RECEIPTS[receipt.kind].qr === 'tracking' ? tracking : receipt.number;
  return (
    <article className="receipt" aria-label={t('kiosk.receipt')} data-testid="kiosk-receipt">
      <p className="receipt__firm">{firm.name}</p>
      <p className="receipt__tagline">{firm.tagline}</p>
      <hr className="receipt__rule" />
      <h2 className="receipt__title">{t(text.title)}</h2>
      <dl className="receipt__facts">
        <dt>{t('kiosk.receiptBranch')}</dt>
        <dd>{branch}</dd>
        <dt>{t('kiosk.receiptTime')}</dt>
        <dd>{formatIst(receipt.receivedAt)}</dd>
      </dl>
      {receipt.number ? (
        <>
          <p className="receipt__number-label">{t(text.numberLabel)}</p>
          <p className="receipt__number">{receipt.number}</p>
          <div className="receipt__qr">
            <QRCodeSVG value={qrValue ?? ''} level="M" marginSize={0} size={256} />
          </div>
        </>
      ) : null}
      <hr className="receipt__rule" />
      <p className="receipt__next-heading">{t('kiosk.receiptNext')}</p>
      <p className="receipt__next">{t(text.next)}</p>
      <p className="receipt__keep">{t('kiosk.receiptKeep')}</p>
    </article>
  );
}
