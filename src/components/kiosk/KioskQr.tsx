import { QRCodeSVG } from 'qrcode.react';

/**
 * A QR code as the kiosk's screens draw it: medium error correction, a quiet zone of two modules,
 * the brand's darkest navy on white, announced as an image named `label`.
 */
export function KioskQr({
  value,
  size,
  label,
  title,
}: {
  value: string;
  size: number;
  label: string;
  /** A tooltip as well, where a pointer may rest on it. */
  title?: string;
}) {
  return (
    <QRCodeSVG
      value={value}
      size={size}
      level="M"
      marginSize={2}
      fgColor="#071A31"
      title={title}
      role="img"
      aria-label={label}
    />
  );
}
