/**
 * The printable repertoire of ISO/IEC 8859-2 (Latin-2), the character set of the UPN QR payload
 * (ZBS Priloga 7.3): ASCII 0x20–0x7E plus the 96 characters of 0xA0–0xFF, listed here in byte
 * order so a field can be checked without an encoder. The server's test compares this table with
 * iconv-lite's ISO-8859-2 codec byte for byte.
 */
const UPPER_HALF =
  '\u00A0Ą˘Ł¤ĽŚ§¨ŠŞŤŹ\u00ADŽŻ°ą˛ł´ľśˇ¸šşťź˝žżŔÁÂĂÄĹĆÇČÉĘËĚÍÎĎĐŃŇÓÔŐÖ×ŘŮÚŰÜÝŢßŕáâăäĺćçčéęëěíîďđńňóôőö÷řůúűüýţ˙';

/** Every character the UPN QR fields may hold, in byte order from 0x20. */
export const LATIN2_PRINTABLE: ReadonlySet<string> = new Set([
  ...Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCharCode(0x20 + index)),
  ...UPPER_HALF,
]);

/** The upper half in byte order (0xA0 first), for the encoder cross-check. */
export const LATIN2_UPPER_HALF = UPPER_HALF;

/** The characters of `text` that ISO-8859-2 cannot carry (control characters included). */
export function charactersOutsideLatin2(text: string): string[] {
  return [...new Set([...text].filter((character) => !LATIN2_PRINTABLE.has(character)))];
}
