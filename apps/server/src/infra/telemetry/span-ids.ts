import { randomFillSync } from 'node:crypto';

// Trace and span ids (W3C Trace Context: 16 and 8 random bytes, never all zero), cut from a pool
// of random bytes filled 4 KiB at a time: one system call per ~340 spans, not one per span. The
// pool is turned into hex once when it is filled, and each id is a slice of that text: a hex
// conversion per id cost more than the id's share of the system call (decision 303).

const pool = Buffer.allocUnsafe(4096);
let hex = '';
let offset = 0;

const ALL_ZERO = { 32: '0'.repeat(32), 16: '0'.repeat(16) } as const;

function randomHex(length: 32 | 16): string {
  for (;;) {
    if (offset + length > hex.length) {
      randomFillSync(pool);
      hex = pool.toString('hex');
      offset = 0;
    }
    const id = hex.slice(offset, offset + length);
    offset += length;
    // An all-zero id is invalid; with 64 random bits or more it will not come, but it is refused.
    if (id !== ALL_ZERO[length]) return id;
  }
}

export const newTraceId = (): string => randomHex(32);
export const newSpanId = (): string => randomHex(16);
