import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** `length` decimal digits from the CSPRNG, each uniform (randomInt rejects biased draws). */
export function randomDigits(length: number): string {
  let digits = '';
  for (let index = 0; index < length; index += 1) digits += String(randomInt(10));
  return digits;
}

/** An opaque random id: `bytes` bytes, base64url (16 bytes = 128 bits for session ids). */
export function randomId(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

/** For ids that are random already (sessions, token ids): a plain hash hides them at rest. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * For short secrets (a 6-digit code has only a million values, so a plain hash could be reversed):
 * keyed with APP_SECRET, a stolen table alone does not give the codes away.
 */
export function hmacSha256Hex(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex');
}

export function equalHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
