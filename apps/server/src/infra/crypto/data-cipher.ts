import { createCipheriv, createDecipheriv, hkdfSync } from 'node:crypto';
import { pooledRandomBytes } from './random-pool';

/**
 * Encryption at rest (DESIGN "PII", "Documents"): AES-256-GCM with a key derived from APP_SECRET by
 * HKDF, so no second secret has to be managed. `context` (for example `document:<id>` or
 * `prospect:<id>:emso`) is bound as additional data: a sealed value copied onto another row does
 * not open there.
 *
 * Layout: version (1 byte) | iv (12) | tag (16) | ciphertext. The version byte lets a later key
 * rotation tell old values from new ones.
 */
export interface DataCipher {
  seal(plain: Uint8Array, context: string): Buffer;
  /** Throws when the value was altered, sealed under another context or with another key. */
  open(sealed: Uint8Array, context: string): Buffer;
  /** Text in, base64url out: for identifiers kept in text columns. */
  sealText(plain: string, context: string): string;
  openText(sealed: string, context: string): string;
}

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 1 + IV_BYTES + TAG_BYTES;

export function deriveDataKey(appSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'onboarding-portal', 'data-at-rest-v1', 32));
}

export function createDataCipher(appSecret: string): DataCipher {
  const key = deriveDataKey(appSecret);

  const seal = (plain: Uint8Array, context: string): Buffer => {
    // GCM needs an IV never used twice under the key: 96 random bits, each byte used once.
    const iv = pooledRandomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]);
  };

  const open = (sealed: Uint8Array, context: string): Buffer => {
    const data = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
    if (data.length < HEADER_BYTES || data[0] !== VERSION) {
      throw new Error('not a sealed value of this version');
    }
    const decipher = createDecipheriv('aes-256-gcm', key, data.subarray(1, 1 + IV_BYTES));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(data.subarray(1 + IV_BYTES, HEADER_BYTES));
    return Buffer.concat([decipher.update(data.subarray(HEADER_BYTES)), decipher.final()]);
  };

  return {
    seal,
    open,
    sealText: (plain, context) => seal(Buffer.from(plain, 'utf8'), context).toString('base64url'),
    openText: (sealed, context) => open(Buffer.from(sealed, 'base64url'), context).toString('utf8'),
  };
}
