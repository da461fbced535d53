import type { RecordedSpan, SpanSink } from '../src/infra/telemetry/recorded-span';
import { SpanRecorder } from '../src/infra/telemetry/span-recorder';
import { registerTracing } from '../src/infra/telemetry/start-tracing';
import type { SamplerConfig, SpanLimits } from '../src/infra/telemetry/tracing-config';

/** The limits the server has when no OTEL_*_LIMIT variable is set. */
export const DEFAULT_SPAN_LIMITS: SpanLimits = {
  attributeCount: 128,
  attributeValueLength: Infinity,
  otherAttributeCount: 128,
  otherAttributeValueLength: Infinity,
  eventCount: 128,
  linkCount: 128,
};

/**
 * Tracing turned on as start-tracing.ts does, with every span kept in `spans` as it ends instead
 * of exported: for tests of what is recorded, not of how it is sent.
 */
export function recordInMemory(
  sampler: SamplerConfig = { name: 'parentbased_always_on', ratio: 1 },
  limits: SpanLimits = DEFAULT_SPAN_LIMITS,
) {
  const spans: RecordedSpan[] = [];
  const sink: SpanSink = { limits, onEnd: (span) => spans.push(span) };
  const provider = new SpanRecorder(sampler, sink);
  let unregister: (() => void) | undefined;
  return {
    spans,
    provider,
    start() {
      unregister = registerTracing(provider);
    },
    clear() {
      spans.length = 0;
    },
    stop() {
      unregister?.();
      unregister = undefined;
    },
  };
}
