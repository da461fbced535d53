import { randomFillSync } from 'node:crypto';

// Trace and span ids (W3C Trace Context: 16 and 8 random bytes, never all zero), cut from a pool
// of random bytes filled 4 KiB at a time: one system call per ~340 spans, not one per span.

const pool = Buffer.allocUnsafe(4096);
let offset = pool.length;

function randomHex(bytes: number): string {
  for (;;) {
    if (offset + bytes > pool.length) {
      randomFillSync(pool);
      offset = 0;
    }
    const start = offset;
    offset += bytes;
    // An all-zero id is invalid; with 64 random bits or more it will not come, but it is refused.
    for (let index = start; index < offset; index += 1) {
      if (pool[index] !== 0) return pool.toString('hex', start, offset);
    }
  }
}

export const newTraceId = (): string => randomHex(16);
export const newSpanId = (): string => randomHex(8);
