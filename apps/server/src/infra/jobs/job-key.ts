import { createHash } from 'node:crypto';

// Fixed namespace of this application for name-based UUIDs (RFC 9562 §5.5).
const NAMESPACE = Buffer.from('6f1d3b0e8a2c4e7f9b1a5c3d2e4f6a8b', 'hex');

/**
 * The job id for an idempotency key: a version 5 UUID of the queue and key, so enqueuing the same
 * key twice finds the first job's id taken and inserts nothing.
 */
export function jobIdForKey(queue: string, key: string): string {
  const hash = createHash('sha1').update(NAMESPACE).update(`${queue}\n${key}`).digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
