import { type Attributes, SpanKind, SpanStatusCode, context, trace } from '@opentelemetry/api';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SPAN_LIMITS, recordInMemory } from '../../../test/in-memory-tracing';
import { EncodedSpans, keyValuesOf, unixNanoOf } from './otlp-json';
import type { RecordedSpan } from './recorded-span';
import { tracer } from './tracing';

/** The body an export of `spans` sends, as text. */
function exportBody(resource: Attributes, spans: readonly RecordedSpan[]): string {
  const encoded = new EncodedSpans();
  for (const span of spans) encoded.add(span);
  return encoded.body(keyValuesOf(resource)).toString();
}

describe('the span recorder', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  function recording(...args: Parameters<typeof recordInMemory>) {
    const recorder = recordInMemory(...args);
    recorder.start();
    stop = () => recorder.stop();
    return recorder;
  }

  it('when spans nest, then a child has its parent’s trace and the parent’s span id', async () => {
    const { spans } = recording();
    await tracer().startActiveSpan('outer', async (outer) => {
      await Promise.resolve();
      tracer().startSpan('inner').end();
      outer.end();
    });
    const [inner, outer] = spans;
    expect(inner?.spanContext().traceId).toBe(outer?.spanContext().traceId);
    expect(inner?.parentSpanId).toBe(outer?.spanContext().spanId);
    expect(outer?.parentSpanId).toBeUndefined();
    expect(inner?.startMs).toBeGreaterThanOrEqual(outer?.startMs ?? Infinity);
  });

  it('when the sampler says no, then nothing is recorded and the children are not recorded either', () => {
    const { spans } = recording({ name: 'parentbased_always_off', ratio: 1 });
    const root = tracer().startSpan('root');
    expect(root.isRecording()).toBe(false);
    const child = tracer().startSpan('child', {}, trace.setSpan(context.active(), root));
    expect(child.spanContext().traceId).toBe(root.spanContext().traceId);
    child.end();
    root.end();
    expect(spans).toEqual([]);
  });

  it('when a span gets more than the limits allow, then the rest is dropped and counted, and long texts are cut', () => {
    const { spans } = recording(undefined, {
      ...DEFAULT_SPAN_LIMITS,
      attributeCount: 2,
      attributeValueLength: 4,
      eventCount: 1,
    });
    const span = tracer().startSpan('limited', { attributes: { a: 'abcdefgh', b: 2, c: true } });
    span.setAttribute('a', 'xy');
    span.setAttribute('d', 'dropped');
    span.addEvent('first');
    span.addEvent('second');
    span.end();
    span.setAttribute('after', 'the end');
    const [recorded] = spans;
    expect(recorded?.attributes).toEqual({ a: 'xy', b: 2 });
    expect(recorded?.droppedAttributes).toBe(2);
    expect(recorded?.events?.map((event) => event.name)).toEqual(['first']);
    expect(recorded?.droppedEvents).toBe(1);
  });

  it('when a status is set, then OK is final and UNSET replaces nothing', () => {
    const { spans } = recording();
    const failed = tracer().startSpan('failed');
    failed.setStatus({ code: SpanStatusCode.ERROR, message: 'refused' });
    failed.setStatus({ code: SpanStatusCode.UNSET });
    failed.end();
    const fine = tracer().startSpan('fine');
    fine.setStatus({ code: SpanStatusCode.OK });
    fine.setStatus({ code: SpanStatusCode.ERROR });
    fine.end();
    expect(spans.map((span) => span.status)).toEqual([
      { code: SpanStatusCode.ERROR, message: 'refused' },
      { code: SpanStatusCode.OK },
    ]);
  });

  it('when a span is encoded, then the OTLP JSON has hex ids, nanosecond strings, OTLP kinds and typed values', () => {
    const { spans } = recording();
    const span = tracer().startSpan('SELECT', {
      kind: SpanKind.CLIENT,
      startTime: [1_764_550_000, 123_250_000],
      attributes: { text: 'select 1', count: 3, share: 0.5, flag: false, list: ['a', 'b'] },
    });
    span.recordException(new TypeError('bad value'), new Date(1_764_550_000_124));
    span.end([1_764_550_000, 125_500_000]);
    const body = JSON.parse(exportBody({ 'service.name': 'test' }, spans)) as {
      resourceSpans: {
        resource: unknown;
        scopeSpans: { scope: unknown; spans: Record<string, unknown>[] }[];
      }[];
    };
    const [resource] = body.resourceSpans;
    expect(resource?.resource).toEqual({
      attributes: [{ key: 'service.name', value: { stringValue: 'test' } }],
    });
    expect(resource?.scopeSpans[0]?.scope).toEqual({ name: 'onboarding-server' });
    const encoded = resource?.scopeSpans[0]?.spans[0];
    expect(encoded).toMatchObject({
      name: 'SELECT',
      kind: 3,
      flags: 1,
      startTimeUnixNano: '1764550000123250000',
      endTimeUnixNano: '1764550000125500000',
      attributes: [
        { key: 'text', value: { stringValue: 'select 1' } },
        { key: 'count', value: { intValue: 3 } },
        { key: 'share', value: { doubleValue: 0.5 } },
        { key: 'flag', value: { boolValue: false } },
        {
          key: 'list',
          value: { arrayValue: { values: [{ stringValue: 'a' }, { stringValue: 'b' }] } },
        },
      ],
      status: { code: 0 },
    });
    expect(encoded?.traceId).toMatch(/^[\da-f]{32}$/);
    expect(encoded?.spanId).toMatch(/^[\da-f]{16}$/);
    expect(encoded?.events).toMatchObject([
      {
        name: 'exception',
        timeUnixNano: '1764550000124000000',
        attributes: [
          { key: 'exception.type', value: { stringValue: 'TypeError' } },
          { key: 'exception.message', value: { stringValue: 'bad value' } },
          {
            key: 'exception.stacktrace',
            value: { stringValue: expect.stringContaining('TypeError') as unknown },
          },
        ],
      },
    ]);
  });

  it('when names and values hold quotes, line breaks or no number, then the OTLP JSON still reads back as they were', () => {
    const { spans } = recording();
    const text = 'say "hi"\n\u2028é\\';
    const linked = tracer().startSpan('linked');
    linked.end();
    const parent = tracer().startSpan('parent');
    const child = tracer().startSpan(
      text,
      {
        attributes: { [text]: text, none: Number.NaN, mixed: [text, 'b'] },
        links: [{ context: linked.spanContext(), attributes: { why: text } }],
      },
      trace.setSpan(context.active(), parent),
    );
    child.setStatus({ code: SpanStatusCode.ERROR, message: text });
    child.end();
    parent.end();
    const body = JSON.parse(exportBody({ [text]: 1 }, spans)) as {
      resourceSpans: {
        resource: unknown;
        scopeSpans: { spans: Record<string, unknown>[] }[];
      }[];
    };
    const [resource] = body.resourceSpans;
    expect(resource?.resource).toEqual({ attributes: [{ key: text, value: { intValue: 1 } }] });
    const encoded = resource?.scopeSpans[0]?.spans.find((span) => span.name === text);
    expect(encoded).toMatchObject({
      parentSpanId: parent.spanContext().spanId,
      attributes: [
        { key: text, value: { stringValue: text } },
        { key: 'none', value: { doubleValue: null } },
        {
          key: 'mixed',
          value: { arrayValue: { values: [{ stringValue: text }, { stringValue: 'b' }] } },
        },
      ],
      links: [
        {
          traceId: linked.spanContext().traceId,
          spanId: linked.spanContext().spanId,
          attributes: [{ key: 'why', value: { stringValue: text } }],
          droppedAttributesCount: 0,
          flags: 1,
        },
      ],
      status: { code: SpanStatusCode.ERROR, message: text },
    });
    expect(
      resource?.scopeSpans[0]?.spans.find((span) => span.name === 'parent'),
    ).not.toHaveProperty('parentSpanId');
  });

  it('when a batch outgrows its first buffer and holds two scopes, then every span reads back under its own scope', () => {
    const { spans, provider } = recording();
    // Three bytes of UTF-8 each: 300 spans of 100 of them pass the first 16 KiB several times.
    const wide = '€'.repeat(100);
    const other = provider.getTracer('other-scope');
    for (let index = 0; index < 300; index += 1) {
      (index % 3 === 0 ? other : tracer()).startSpan(`${wide}${index}`).end();
    }
    const body = JSON.parse(exportBody({ 'service.name': 'test' }, spans)) as {
      resourceSpans: { scopeSpans: { scope: { name: string }; spans: { name: string }[] }[] }[];
    };
    const scopes = body.resourceSpans[0]?.scopeSpans ?? [];
    expect(scopes.map((scope) => [scope.scope.name, scope.spans.length])).toEqual([
      ['other-scope', 100],
      ['onboarding-server', 200],
    ]);
    expect(scopes[0]?.spans[1]?.name).toBe(`${wide}3`);
    expect(scopes[1]?.spans[0]?.name).toBe(`${wide}1`);
  });

  it('when epoch milliseconds are turned into nanoseconds, then the digits beyond 2^53 are not lost', () => {
    expect(unixNanoOf(1_764_550_000_123)).toBe('1764550000123000000');
    expect(unixNanoOf(1_764_550_000_123.125)).toBe('1764550000123125000');
  });
});
