import { createHmac, hkdfSync } from 'node:crypto';

/**
 * Keyed hashes of searchable values sealed at rest (decision 263): HMAC-SHA-256 under a key of its
 * own, so an equal value is found by its hash and the database never holds the value. The kind is
 * part of the hashed text, so an e-mail and a name with the same letters differ.
 */
export interface BlindIndex {
  /** The hash of an already normalised value of a kind (base64url, 43 characters). */
  term(kind: string, normalised: string): string;
}

/** SEARCH_INDEX_KEY unset: a key from APP_SECRET under its own HKDF label, not the data key's. */
export function deriveSearchIndexKey(appSecret: string): string {
  return Buffer.from(
    hkdfSync('sha256', appSecret, 'onboarding-portal', 'case-search-blind-index-v1', 32),
  ).toString('base64url');
}

export function createBlindIndex(key: string): BlindIndex {
  const secret = Buffer.from(key, 'utf8');
  return {
    term: (kind, normalised) =>
      createHmac('sha256', secret).update(`${kind}\u0000${normalised}`).digest('base64url'),
  };
}
