/**
 * The mobile-app activation code of the welcome page (decision 146): twelve characters
 * from an alphabet without look-alikes, shown in three groups of four ("K7QX-3MHD-W9PA").
 */

/**
 * Upper-case letters and digits without the pairs people confuse when reading a code off a screen
 * or typing it on a phone: 0/O, 1/I/L. 31 symbols, so twelve of them carry about 59 bits.
 */
export const ACTIVATION_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const ACTIVATION_CODE_LENGTH = 12;
export const ACTIVATION_CODE_GROUP = 4;
/**
 * How long a code opens the mobile app: 30 days, longer than the two weeks the debit card takes
 * (spec 1 §9), so an applicant who waits for the card before installing the app still can.
 */
export const ACTIVATION_CODE_VALID_DAYS = 30;

/** The grouped form as it is shown, printed and e-mailed. */
const GROUPED = new RegExp(
  `^[${ACTIVATION_CODE_ALPHABET}]{${ACTIVATION_CODE_GROUP}}(-[${ACTIVATION_CODE_ALPHABET}]{${ACTIVATION_CODE_GROUP}}){${ACTIVATION_CODE_LENGTH / ACTIVATION_CODE_GROUP - 1}}$`,
);

/** Fills a buffer with cryptographically strong random bytes (Web Crypto in Node and browsers). */
export type RandomBytes = (buffer: Uint8Array<ArrayBuffer>) => Uint8Array;

const webCryptoRandom: RandomBytes = (buffer) => {
  globalThis.crypto.getRandomValues(buffer);
  return buffer;
};

// The largest multiple of the alphabet size below 256: bytes at or above it are drawn again, so
// every symbol is equally likely (a plain modulo would favour the first symbols).
const UNBIASED_LIMIT = 256 - (256 % ACTIVATION_CODE_ALPHABET.length);

/** A fresh code in its grouped form, from a CSPRNG by rejection sampling. */
export function generateActivationCode(random: RandomBytes = webCryptoRandom): string {
  const symbols: string[] = [];
  while (symbols.length < ACTIVATION_CODE_LENGTH) {
    for (const byte of random(new Uint8Array(ACTIVATION_CODE_LENGTH * 2))) {
      if (byte >= UNBIASED_LIMIT) continue;
      symbols.push(ACTIVATION_CODE_ALPHABET.charAt(byte % ACTIVATION_CODE_ALPHABET.length));
      if (symbols.length === ACTIVATION_CODE_LENGTH) break;
    }
  }
  return groupActivationCode(symbols.join(''));
}

/** "K7QX3MHDW9PA" → "K7QX-3MHD-W9PA". */
export function groupActivationCode(compact: string): string {
  const groups = compact.match(new RegExp(`.{1,${ACTIVATION_CODE_GROUP}}`, 'g')) ?? [];
  return groups.join('-');
}

/**
 * A code as a person typed it (lower case, spaces, dashes) in its grouped form, or null when it
 * cannot be one: the mobile app and any check of a code compare this form.
 */
export function normalizeActivationCode(typed: string): string | null {
  const compact = typed.toUpperCase().replace(/[\s-]/g, '');
  if (compact.length !== ACTIVATION_CODE_LENGTH) return null;
  const grouped = groupActivationCode(compact);
  return isActivationCode(grouped) ? grouped : null;
}

export function isActivationCode(value: string): boolean {
  return GROUPED.test(value);
}

/**
 * What the QR code encodes: an https link on the bank's public site (decision 146). The phone's
 * camera opens it; with the app installed the operating system hands it to the app (universal /
 * app link), without it the page offers the app stores.
 */
export function activationLink(bankSiteUrl: string, code: string): string {
  const url = new URL('/app/activate', bankSiteUrl);
  url.searchParams.set('code', code);
  return url.toString();
}
