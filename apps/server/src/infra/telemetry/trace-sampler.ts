import { type SpanContext, TraceFlags } from '@opentelemetry/api';
import type { SamplerConfig } from './tracing-config';

// The specification's built-in samplers (OTEL_TRACES_SAMPLER). Decision 282: a trace starts at
// the server (an incoming traceparent is not continued), so a parent is always our own: the span
// of the request that is running, or the request that enqueued a job.

/** 2^56: the ratio sampler reads the trace id's last 56 bits, its random part in W3C level 2. */
const RANDOM_SPACE = 2 ** 56;

/**
 * Whether a trace with `traceId` is recorded at `ratio`: the same answer for the same trace id,
 * so the spans of a trace are kept or dropped together wherever the decision is taken.
 */
export function isInRatio(traceId: string, ratio: number): boolean {
  if (ratio >= 1) return true;
  if (ratio <= 0) return false;
  return Number.parseInt(traceId.slice(-14), 16) < ratio * RANDOM_SPACE;
}

/**
 * Whether a new span with `parent` (a valid span context; undefined: a new trace) and `traceId` is
 * recorded.
 */
export function isSampled(
  sampler: SamplerConfig,
  parent: SpanContext | undefined,
  traceId: string,
): boolean {
  const isParentBased = sampler.name.startsWith('parentbased_');
  if (isParentBased && parent !== undefined) {
    return (parent.traceFlags & TraceFlags.SAMPLED) !== 0;
  }
  switch (sampler.name) {
    case 'always_on':
    case 'parentbased_always_on':
      return true;
    case 'always_off':
    case 'parentbased_always_off':
      return false;
    case 'traceidratio':
    case 'parentbased_traceidratio':
      return isInRatio(traceId, sampler.ratio);
  }
}
