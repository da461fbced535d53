/*
 * Removing a JPEG's metadata without decoding it. A phone photo of an ID card that is already
 * upright and small enough needs no re-encode: dropping its metadata segments leaves the
 * compressed pixels exactly as taken (no second generation of JPEG loss for the MRZ reader), and
 * saves the decode and encode that were most of an upload's CPU (decision 158).
 */

const MARKER = 0xff;
const SOI = 0xd8;
const SOS = 0xda;
const EOI = 0xd9;
const RST0 = 0xd0;
const RST7 = 0xd7;
const APP0 = 0xe0;
const APP14 = 0xee;
const APP15 = 0xef;
const COM = 0xfe;

/**
 * Segments that carry nothing the decoder needs and may carry what we must not keep: EXIF (GPS,
 * camera, thumbnails), XMP, ICC, the JFIF/JFXX thumbnails of APP0, comments. APP14 ("Adobe") stays:
 * it says how the colour components are to be transformed.
 */
function isMetadata(marker: number): boolean {
  return (marker >= APP0 && marker <= APP15 && marker !== APP14) || marker === COM;
}

/** Markers without a length field: TEM, RST0–RST7, SOI, EOI. */
function isStandalone(marker: number): boolean {
  return marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9);
}

/**
 * The JPEG without its metadata segments and without any byte after its end-of-image marker, or
 * null when the stream is not laid out as expected (the caller then re-encodes it). The file is
 * read segment by segment, each by its length, and each scan's entropy-coded data up to the marker
 * that ends it, so the end is the EOI that closes the image, not any FF D9 found by searching:
 * whatever follows it (a script, a page, a second file of a polyglot) is not kept (decision 274).
 * A metadata segment after the first scan (allowed, never seen from cameras) makes it null.
 */
export function stripJpegMetadata(bytes: Uint8Array): Buffer | null {
  if (bytes.length < 4 || bytes[0] !== MARKER || bytes[1] !== SOI) return null;
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let offset = 2;
  let scanned = false;
  while (offset < bytes.length) {
    if (bytes[offset] !== MARKER) return null;
    // Fill bytes (FF) may stand before a marker; one FF is kept.
    let at = offset + 1;
    while (at < bytes.length && bytes[at] === MARKER) at += 1;
    const marker = bytes[at];
    if (marker === undefined) return null;
    if (marker === EOI) {
      if (!scanned) return null;
      kept.push(Buffer.from([MARKER, EOI]));
      return Buffer.concat(kept);
    }
    if (isStandalone(marker)) return null;
    const length = ((bytes[at + 1] ?? 0) << 8) | (bytes[at + 2] ?? 0);
    const end = at + 1 + length;
    if (at + 2 >= bytes.length || length < 2 || end > bytes.length) return null;
    if (isMetadata(marker)) {
      if (scanned) return null;
      offset = end;
      continue;
    }
    kept.push(Buffer.from([MARKER, marker]), bytes.subarray(at + 1, end));
    offset = end;
    if (marker === SOS) {
      scanned = true;
      const scanEnd = endOfEntropyCodedData(bytes, end);
      if (scanEnd === null) return null;
      kept.push(bytes.subarray(end, scanEnd));
      offset = scanEnd;
    }
  }
  // The stream ended before its end-of-image marker.
  return null;
}

/**
 * Where a scan's entropy-coded data ends: the 0xFF of the first marker after it, or null when the
 * file ends first. In that data 0xFF is followed by 0x00 (stuffing), a restart marker (RST0–RST7)
 * or more 0xFF (fill); any other byte after it is a marker (the next table, scan or the EOI).
 */
function endOfEntropyCodedData(bytes: Uint8Array, from: number): number | null {
  for (
    let index = bytes.indexOf(MARKER, from);
    index !== -1;
    index = bytes.indexOf(MARKER, index + 1)
  ) {
    const next = bytes[index + 1];
    if (next === undefined) return null;
    if (next === 0x00 || next === MARKER || (next >= RST0 && next <= RST7)) continue;
    return index;
  }
  return null;
}
