import { TraceFlags } from '@opentelemetry/api';
import { describe, expect, it } from 'vitest';
import { newTraceId } from './span-ids';
import { isInRatio, isSampled } from './trace-sampler';

const parent = (flags: TraceFlags) => ({
  traceId: '0af7651916cd43dd8448eb211c80319c',
  spanId: 'b7ad6b7169203331',
  traceFlags: flags,
});

describe('trace sampler', () => {
  it('when a trace is new, then always_on records it and always_off does not', () => {
    const traceId = newTraceId();
    expect(isSampled({ name: 'always_on', ratio: 1 }, undefined, traceId)).toBe(true);
    expect(isSampled({ name: 'parentbased_always_on', ratio: 1 }, undefined, traceId)).toBe(true);
    expect(isSampled({ name: 'always_off', ratio: 1 }, undefined, traceId)).toBe(false);
    expect(isSampled({ name: 'parentbased_always_off', ratio: 1 }, undefined, traceId)).toBe(false);
  });

  it('when the sampler is parent-based, then a child follows its parent whatever the root sampler says', () => {
    for (const name of [
      'parentbased_always_on',
      'parentbased_always_off',
      'parentbased_traceidratio',
    ] as const) {
      const sampler = { name, ratio: 0.5 };
      expect(isSampled(sampler, parent(TraceFlags.SAMPLED), parent(0).traceId)).toBe(true);
      expect(isSampled(sampler, parent(TraceFlags.NONE), parent(0).traceId)).toBe(false);
    }
  });

  it('when the sampler is not parent-based, then the parent is not asked', () => {
    expect(isSampled({ name: 'always_off', ratio: 1 }, parent(TraceFlags.SAMPLED), 'a')).toBe(
      false,
    );
    expect(isSampled({ name: 'always_on', ratio: 1 }, parent(TraceFlags.NONE), 'a')).toBe(true);
  });

  it('when the ratio is a tenth, then about a tenth of new traces is recorded, the same each time for a trace', () => {
    const traceIds = Array.from({ length: 20_000 }, newTraceId);
    const kept = traceIds.filter((traceId) => isInRatio(traceId, 0.1));
    expect(kept.length / traceIds.length).toBeGreaterThan(0.09);
    expect(kept.length / traceIds.length).toBeLessThan(0.11);
    expect(kept.every((traceId) => isInRatio(traceId, 0.1))).toBe(true);
    // A larger ratio keeps every trace a smaller one kept.
    expect(kept.every((traceId) => isInRatio(traceId, 0.2))).toBe(true);
    expect(traceIds.some((traceId) => isInRatio(traceId, 0))).toBe(false);
    expect(traceIds.every((traceId) => isInRatio(traceId, 1))).toBe(true);
  });

  it('when ids are made, then they are hex of the right length, never zero and not repeated', () => {
    const traceIds = new Set(Array.from({ length: 5000 }, newTraceId));
    expect(traceIds.size).toBe(5000);
    for (const traceId of traceIds) expect(traceId).toMatch(/^[\da-f]{32}$/);
    expect(traceIds.has('0'.repeat(32))).toBe(false);
  });
});
