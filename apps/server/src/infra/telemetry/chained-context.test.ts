import { createContextKey, trace } from '@opentelemetry/api';
import { describe, expect, it } from 'vitest';
import { ROOT_TRACE_CONTEXT } from './chained-context';

describe('ChainedContext', () => {
  it('reads the value last set for a key, leaves its parent unchanged, and forgets a deleted key', () => {
    const colour = createContextKey('colour');
    const size = createContextKey('size');
    const red = ROOT_TRACE_CONTEXT.setValue(colour, 'red');
    const blueAndBig = red.setValue(colour, 'blue').setValue(size, 'big');
    expect(ROOT_TRACE_CONTEXT.getValue(colour)).toBeUndefined();
    expect(red.getValue(colour)).toBe('red');
    expect(red.getValue(size)).toBeUndefined();
    expect(blueAndBig.getValue(colour)).toBe('blue');
    expect(blueAndBig.getValue(size)).toBe('big');
    const withoutColour = blueAndBig.deleteValue(colour);
    expect(withoutColour.getValue(colour)).toBeUndefined();
    expect(withoutColour.getValue(size)).toBe('big');
    expect(blueAndBig.getValue(colour)).toBe('blue');
  });

  it('carries a span as the API reads it', () => {
    const span = trace.wrapSpanContext({
      traceId: '0af7651916cd43dd8448eb211c80319c',
      spanId: 'b7ad6b7169203331',
      traceFlags: 1,
    });
    const withSpan = trace.setSpan(ROOT_TRACE_CONTEXT, span);
    expect(trace.getSpan(withSpan)).toBe(span);
    expect(trace.getSpan(trace.deleteSpan(withSpan))).toBeUndefined();
  });
});
