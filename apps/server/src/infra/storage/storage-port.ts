/**
 * Where document bytes live (DESIGN "Documents"): a key-value port, so a bank can plug in an
 * S3-compatible store without touching the documents module. Keys are the module's own ids
 * ("documents/<prospect>/<document>"), never anything a caller typed.
 */
export interface StoragePort {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** null when there is no object under `key`. */
  get(key: string): Promise<Buffer | null>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are path-like ids of our own making: letters, digits, dash, underscore, slash. */
const KEY_PATTERN = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*$/;

export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.length > 300) throw new Error(`invalid storage key ${key}`);
}
