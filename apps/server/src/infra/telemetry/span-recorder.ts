import {
  type Context,
  type Span,
  type SpanContext,
  SpanKind,
  type SpanOptions,
  TraceFlags,
  type Tracer,
  type TracerProvider,
  context,
  isSpanContextValid,
  trace,
} from '@opentelemetry/api';
import { RecordedSpan, type SpanSink, epochMsOf } from './recorded-span';
import { newSpanId, newTraceId } from './span-ids';
import { isSampled } from './trace-sampler';
import type { SamplerConfig } from './tracing-config';

const NO_OPTIONS: SpanOptions = Object.freeze({});

/**
 * The span context of the span active in `parent`, when it is valid. One of ours was made valid
 * here and is not checked again: the API's check runs two regular expressions (decision 304).
 */
function validParentOf(parent: Context): SpanContext | undefined {
  const span = trace.getSpan(parent);
  if (span === undefined) return undefined;
  const spanContext = span.spanContext();
  return span instanceof RecordedSpan || isSpanContextValid(spanContext) ? spanContext : undefined;
}

/**
 * The tracer provider registered with the OpenTelemetry API while tracing is on (decision 298):
 * each span is sampled as OTEL_TRACES_SAMPLER says; a sampled one is recorded and, when it ends,
 * goes to `sink`; one that is not is the API's non-recording span, which still carries the trace
 * and the decision to its children and to the jobs it enqueues.
 */
export class SpanRecorder implements TracerProvider {
  private readonly tracers = new Map<string, Tracer>();

  constructor(
    private readonly sampler: SamplerConfig,
    private readonly sink: SpanSink,
  ) {}

  getTracer(name: string): Tracer {
    let tracer = this.tracers.get(name);
    if (tracer === undefined) {
      tracer = this.tracerOf(name);
      this.tracers.set(name, tracer);
    }
    return tracer;
  }

  private tracerOf(scope: string): Tracer {
    const { sampler, sink } = this;
    const startSpan = (
      name: string,
      options: SpanOptions = NO_OPTIONS,
      parentContext?: Context,
    ): Span => {
      const valid =
        options.root === true ? undefined : validParentOf(parentContext ?? context.active());
      const traceId = valid?.traceId ?? newTraceId();
      const spanId = newSpanId();
      const traceState = valid?.traceState;
      if (!isSampled(sampler, valid, traceId)) {
        return trace.wrapSpanContext({ traceId, spanId, traceFlags: TraceFlags.NONE, traceState });
      }
      return new RecordedSpan(
        sink,
        scope,
        name,
        options.kind ?? SpanKind.INTERNAL,
        { traceId, spanId, traceFlags: TraceFlags.SAMPLED, traceState },
        valid?.spanId,
        epochMsOf(options.startTime),
        options.attributes,
        options.links,
      );
    };
    function startActiveSpan<F extends (span: Span) => unknown>(name: string, fn: F): ReturnType<F>;
    function startActiveSpan<F extends (span: Span) => unknown>(
      name: string,
      options: SpanOptions,
      fn: F,
    ): ReturnType<F>;
    function startActiveSpan<F extends (span: Span) => unknown>(
      name: string,
      options: SpanOptions,
      parentContext: Context,
      fn: F,
    ): ReturnType<F>;
    function startActiveSpan<F extends (span: Span) => unknown>(
      name: string,
      ...rest: [F] | [SpanOptions, F] | [SpanOptions, Context, F]
    ): ReturnType<F> {
      const fn = rest.at(-1) as F;
      const options = rest.length > 1 ? (rest[0] as SpanOptions) : {};
      const parentContext = rest.length > 2 ? (rest[1] as Context) : context.active();
      const span = startSpan(name, options, parentContext);
      return context.with(trace.setSpan(parentContext, span), () => fn(span) as ReturnType<F>);
    }
    return { startSpan, startActiveSpan };
  }
}
