import {
  type Attributes,
  type Context,
  type Span,
  type SpanContext,
  SpanKind,
  SpanStatusCode,
  TraceFlags,
  type Tracer,
  context,
  isSpanContextValid,
  trace,
} from '@opentelemetry/api';
import { ROOT_TRACE_CONTEXT } from './chained-context';

// Decision 282: the server's own spans go through the OpenTelemetry API, which does nothing (and
// costs next to nothing) until start-tracing.ts registers a tracer provider. Whether one is
// registered is known here, so the wrappers that would only add no-op spans are not put in place.

export const TRACER_NAME = 'onboarding-server';

let onTracer: Tracer | undefined;

/** Whether spans are recorded and exported (start-tracing.ts turned tracing on). */
export function isTracingOn(): boolean {
  return onTracer !== undefined;
}

/** Called by start-tracing.ts with the server's tracer once it is registered; undefined: off. */
export function setTracingOn(tracer: Tracer | undefined): void {
  onTracer = tracer;
}

/** The server's tracer: the recording one while tracing is on, the API's no-op one otherwise. */
export function tracer(): Tracer {
  return onTracer ?? trace.getTracer(TRACER_NAME);
}

function recordFailure(span: Span, error: unknown): void {
  span.recordException(error instanceof Error ? error : new Error(String(error)));
  span.setStatus({ code: SpanStatusCode.ERROR });
}

/**
 * Runs `body` inside a span that ends when it settles: a failure is recorded on the span and
 * rethrown. The span is the parent of every span started while `body` runs.
 */
export function inSpan<T>(
  name: string,
  options: { readonly kind?: SpanKind; readonly attributes?: Attributes },
  body: (span: Span) => Promise<T>,
  parent: Context = context.active(),
): Promise<T> {
  return tracer().startActiveSpan(name, options, parent, async (span) => {
    try {
      return await body(span);
    } catch (error) {
      recordFailure(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

/**
 * `call` in a span named `name`, for a function that may return a promise or a value: the span
 * ends when the promise settles, or at once; a throw or a rejection is recorded and passed on.
 * Unlike `inSpan`, a synchronous result stays synchronous.
 */
export function spanAround<T>(
  name: string,
  kind: SpanKind,
  attributes: Attributes,
  call: () => T,
): T {
  return tracer().startActiveSpan(name, { kind, attributes }, (span) => {
    let result: T;
    try {
      result = call();
    } catch (error) {
      recordFailure(span, error);
      span.end();
      throw error;
    }
    if (!(result instanceof Promise)) {
      span.end();
      return result;
    }
    return result.then(
      (value: unknown) => {
        span.end();
        return value;
      },
      (error: unknown) => {
        recordFailure(span, error);
        span.end();
        throw error;
      },
    ) as T;
  });
}

// W3C Trace Context's traceparent: version 00, trace id, parent id, flags.
const TRACEPARENT = /^00-([\da-f]{32})-([\da-f]{16})-([\da-f]{2})$/;

/** The W3C `traceparent` of the active span, to carry into a job (decision 282); none when off. */
export function activeTraceparent(): string | undefined {
  if (!isTracingOn()) return undefined;
  const span = trace.getSpanContext(context.active());
  if (span === undefined || !isSpanContextValid(span)) return undefined;
  const flags = span.traceFlags & TraceFlags.SAMPLED ? '01' : '00';
  return `00-${span.traceId}-${span.spanId}-${flags}`;
}

/** The context a job's `traceparent` continues; the root context when it carries none. */
export function contextOfTraceparent(traceparent: unknown): Context {
  if (typeof traceparent !== 'string') return ROOT_TRACE_CONTEXT;
  const match = TRACEPARENT.exec(traceparent);
  if (match === null) return ROOT_TRACE_CONTEXT;
  const [, traceId = '', spanId = '', flags = '00'] = match;
  const parent: SpanContext = {
    traceId,
    spanId,
    traceFlags: Number.parseInt(flags, 16) & TraceFlags.SAMPLED,
    isRemote: true,
  };
  return isSpanContextValid(parent)
    ? trace.setSpanContext(ROOT_TRACE_CONTEXT, parent)
    : ROOT_TRACE_CONTEXT;
}

export { SpanKind };
