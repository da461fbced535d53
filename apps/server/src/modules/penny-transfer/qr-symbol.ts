import iconv from 'iconv-lite';
import QRCode from 'qrcode';
import segments from 'qrcode/lib/core/segments.js';
import pngRenderer from 'qrcode/lib/renderer/png.js';
import svgRenderer from 'qrcode/lib/renderer/svg-tag.js';

/**
 * The UPN QR symbol (ZBS Priloga 7.3): version 15, error correction M, the payload's
 * ISO-8859-2 bytes in one byte-mode segment after an ECI 4 header ("ISO-8859-2"), as OkapiBarcode
 * and shrx/upnqr draw it.
 *
 * qrcode 1.5.4 forces the version (option `version`) and the level, and takes byte segments of
 * raw bytes, but has no ECI segment: `create` rebuilds every segment through
 * `segments.fromArray`, which knows only numeric, alphanumeric, kanji and byte modes. Its encoder
 * itself writes any segment object as mode bits (4), a count (the mode's `ccBits`) and the
 * segment's own bits, which is exactly the ECI header: mode 0111 followed by the assignment
 * number in 8 bits (0xxxxxxx for numbers below 128). So for the length of one synchronous
 * `create` call `fromArray` passes such a ready segment through, and is restored in `finally`
 * (decision 143). The test reads the symbol back with jsQR and finds the ECI and the bytes.
 */

export const UPN_QR_VERSION = 15;
export const UPN_QR_ERROR_CORRECTION = 'M';
/** ECI assignment number of ISO-8859-2 (AIM ECI: 4 = ISO/IEC 8859-2). */
export const ISO_8859_2_ECI = 4;

interface ReadySegment {
  readonly mode: { readonly id: string; readonly bit: number; readonly ccBits: readonly number[] };
  getLength(): number;
  getBitsLength(): number;
  write(buffer: { put(value: number, length: number): void }): void;
}

/** The ECI header as a segment: 0111, then the assignment number as its 8-bit "count". */
function eciSegment(assignment: number): ReadySegment {
  if (!Number.isInteger(assignment) || assignment < 0 || assignment > 127) {
    throw new RangeError('Only the one-byte ECI assignments 0 to 127 are written here.');
  }
  return {
    mode: { id: 'ECI', bit: 0b0111, ccBits: [8, 8, 8] },
    getLength: () => assignment,
    getBitsLength: () => 0,
    write: () => undefined,
  };
}

const isReady = (segment: unknown): segment is ReadySegment =>
  typeof segment === 'object' && segment !== null && 'write' in segment;

/** Runs `create` with ready segments let through `fromArray`; the original is always put back. */
function withReadySegments<T>(create: () => T): T {
  const original = segments.fromArray;
  segments.fromArray = (array) =>
    array.flatMap((segment) => (isReady(segment) ? [segment] : original([segment])));
  try {
    return create();
  } finally {
    segments.fromArray = original;
  }
}

export type UpnQrSymbol = QRCode.QRCode;

/** The symbol of a UPN QR text (the payload of upn-qr.ts in @onboarding/domain). */
export function upnQrSymbol(text: string): UpnQrSymbol {
  const bytes = iconv.encode(text, 'iso-8859-2');
  // iconv writes "?" for what Latin-2 lacks; the payload builder refused those characters already.
  if (iconv.decode(bytes, 'iso-8859-2') !== text) {
    throw new RangeError('The UPN QR text has characters outside ISO-8859-2.');
  }
  const parts = [eciSegment(ISO_8859_2_ECI), { data: new Uint8Array(bytes), mode: 'byte' }];
  return withReadySegments(() =>
    QRCode.create(parts as unknown as QRCode.QRCodeSegment[], {
      version: UPN_QR_VERSION,
      errorCorrectionLevel: UPN_QR_ERROR_CORRECTION,
    }),
  );
}

/** The symbol as an SVG data URL, with the quiet zone of 4 modules the standard asks for. */
export function symbolSvgDataUrl(symbol: UpnQrSymbol): string {
  const svg = svgRenderer.render(symbol, { type: 'svg', margin: 4 });
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/** The symbol as a PNG, `scale` pixels a module (tests read it back). */
export function symbolPng(symbol: UpnQrSymbol, scale = 4): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    pngRenderer.renderToBuffer(symbol, { type: 'png', margin: 4, scale }, (error, buffer) => {
      if (error !== null && error !== undefined) reject(error);
      else resolve(buffer);
    });
  });
}
