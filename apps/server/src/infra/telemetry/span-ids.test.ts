import { describe, expect, it } from 'vitest';
import { newSpanId, newTraceId } from './span-ids';

describe('trace and span ids', () => {
  it('when more ids are made than one pool of random bytes holds, then each is lowercase hex of its length and none repeats', () => {
    // 4 KiB of random bytes give 170 trace ids and 170 span ids: 2,000 of each refill it often.
    const traceIds = Array.from({ length: 2000 }, newTraceId);
    const spanIds = Array.from({ length: 2000 }, newSpanId);
    for (const id of traceIds) expect(id).toMatch(/^[\da-f]{32}$/);
    for (const id of spanIds) expect(id).toMatch(/^[\da-f]{16}$/);
    expect(new Set(traceIds).size).toBe(traceIds.length);
    expect(new Set(spanIds).size).toBe(spanIds.length);
  });
});
