import { describe, expect, it } from 'vitest';
import { pooledRandomBytes } from './random-pool';

describe('pooledRandomBytes', () => {
  it('hands out bytes of the asked length that never repeat, across refills of the pool', () => {
    const seen = new Set<string>();
    // 2,000 IVs of 12 bytes: the 4 KiB pool is refilled five times.
    for (let index = 0; index < 2000; index += 1) {
      const bytes = pooledRandomBytes(12);
      expect(bytes).toHaveLength(12);
      seen.add(bytes.toString('hex'));
    }
    expect(seen.size).toBe(2000);
  });

  it('gives a copy: a refill does not change bytes already handed out', () => {
    const first = pooledRandomBytes(16);
    const kept = Buffer.from(first);
    for (let index = 0; index < 600; index += 1) pooledRandomBytes(16);
    expect(first.equals(kept)).toBe(true);
  });

  it('takes a long request straight from the CSPRNG', () => {
    expect(pooledRandomBytes(4096)).toHaveLength(4096);
  });
});
