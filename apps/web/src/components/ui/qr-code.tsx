import QRCode from 'qrcode';
import { useMemo } from 'react';
import './qr-code.css';

/**
 * The QR code of `value` as an SVG document. The library calls back synchronously when given a
 * callback, so the code is ready on the first render (no flash of an empty square). Error
 * correction M survives a phone camera's glare on a screen; the four-module quiet zone is the
 * standard's minimum for reliable scanning.
 */
export function qrCodeSvg(value: string): string {
  let svg = '';
  QRCode.toString(value, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 }, (error, text) => {
    if (error) throw error;
    svg = text;
  });
  return svg;
}

/** The SVG as a data: URL (the CSP allows data: images; an inline <svg> would need no more). */
export function qrCodeDataUrl(value: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrCodeSvg(value))}`;
}

export interface QrCodeProps {
  /** What the code holds (a link). */
  readonly value: string;
  /** What the code is for, read to screen-reader users ("QR code of the link to your phone"). */
  readonly label: string;
  readonly className?: string;
}

/** A QR code drawn crisp at any size, black on white whatever the page's contrast theme. */
export function QrCode({ value, label, className }: QrCodeProps) {
  const src = useMemo(() => qrCodeDataUrl(value), [value]);
  return (
    <img
      className={['qr-code', className].filter(Boolean).join(' ')}
      src={src}
      alt={label}
      width={200}
      height={200}
    />
  );
}
