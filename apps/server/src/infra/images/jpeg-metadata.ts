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
 * The JPEG without its metadata segments, or null when the stream is not laid out as expected
 * (the caller then re-encodes it). Only the header up to the first scan is rewritten; a metadata
 * segment after it (allowed, never seen from cameras) makes it null too.
 */
export function stripJpegMetadata(bytes: Uint8Array): Buffer | null {
  if (bytes.length < 4 || bytes[0] !== MARKER || bytes[1] !== SOI) return null;
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== MARKER) return null;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === MARKER) {
      // Fill bytes before a marker are allowed.
      offset += 1;
      continue;
    }
    if (isStandalone(marker)) return null;
    const length = ((bytes[offset + 2] ?? 0) << 8) | (bytes[offset + 3] ?? 0);
    const end = offset + 2 + length;
    if (length < 2 || end > bytes.length) return null;
    if (marker === SOS) {
      const rest = bytes.subarray(offset);
      if (hasMetadataAfterScan(rest, 2 + length)) return null;
      kept.push(rest);
      return Buffer.concat(kept);
    }
    if (!isMetadata(marker)) kept.push(bytes.subarray(offset, end));
    offset = end;
  }
  return null;
}

/**
 * In entropy-coded data 0xFF is followed by 0x00 (stuffing) or a restart marker; any other byte
 * after it is a marker. Progressive files put tables and further scans there, which is fine;
 * metadata there, or a stream without its end marker, is not.
 */
function hasMetadataAfterScan(scan: Uint8Array, from: number): boolean {
  let sawEnd = false;
  for (
    let index = scan.indexOf(MARKER, from);
    index !== -1;
    index = scan.indexOf(MARKER, index + 1)
  ) {
    if (index + 1 >= scan.length) break;
    const next = scan[index + 1] ?? 0;
    if (next === 0x00 || next === MARKER || (next >= 0xd0 && next <= 0xd7)) continue;
    if (isMetadata(next)) return true;
    if (next === EOI) sawEnd = true;
  }
  return !sawEnd;
}
