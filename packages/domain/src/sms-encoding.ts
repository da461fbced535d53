/*
 * How many SMS a text costs (3GPP TS 23.038, "GSM 03.38"): a text written wholly in the GSM 7-bit
 * default alphabet goes as GSM-7, 160 septets in one segment, where a character of the extension
 * table takes two (the escape and itself); any other character makes the whole text UCS-2, 70
 * UTF-16 units in one segment. A longer text is split with a 6-byte header per part, leaving 153
 * septets or 67 units each. Decision 252: the signing SMS must fit one segment.
 */

/** The default alphabet's 128 characters, escape (0x1B) left out. */
const GSM7_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);

/** The extension table reached by the escape: each costs two septets. */
const GSM7_EXTENSION = new Set('\f^{}\\[~]|€');

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsLength {
  readonly encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) the text takes. */
  readonly units: number;
  readonly segments: number;
}

const LIMITS: Readonly<Record<SmsEncoding, { single: number; part: number }>> = {
  'GSM-7': { single: 160, part: 153 },
  'UCS-2': { single: 70, part: 67 },
};

function gsm7Septets(text: string): number | null {
  let septets = 0;
  for (const char of text) {
    if (GSM7_BASIC.has(char)) septets += 1;
    else if (GSM7_EXTENSION.has(char)) septets += 2;
    else return null;
  }
  return septets;
}

/** The encoding a text is sent in, its length in that encoding and the segments it needs. */
export function smsLength(text: string): SmsLength {
  const septets = gsm7Septets(text);
  const encoding: SmsEncoding = septets === null ? 'UCS-2' : 'GSM-7';
  // UCS-2 counts UTF-16 units: a character outside the BMP (an emoji) takes two.
  const units = septets ?? text.length;
  const { single, part } = LIMITS[encoding];
  const segments = units <= single ? 1 : Math.ceil(units / part);
  return { encoding, units, segments };
}
