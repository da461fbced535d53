import {
  type Attributes,
  type Context,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  context,
  propagation,
  trace,
} from '@opentelemetry/api';

// Decision 282: the server's own spans go through the OpenTelemetry API, which does nothing (and
// costs next to nothing) until start-tracing.ts registers an SDK. Whether one is registered is
// known here, so the wrappers that would only add no-op spans are not put in place at all.

const TRACER_NAME = 'onboarding-server';

let isOn = false;

/** Whether an SDK exports the spans (start-tracing.ts turned it on). */
export function isTracingOn(): boolean {
  return isOn;
}

/** Called by start-tracing.ts once it has registered the SDK, and by its shutdown. */
export function setTracingOn(on: boolean): void {
  isOn = on;
}

export function tracer() {
  return trace.getTracer(TRACER_NAME);
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

/** The W3C `traceparent` of the active span, to carry into a job (decision 282); none when off. */
export function activeTraceparent(): string | undefined {
  if (!isOn) return undefined;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent;
}

/** The context a job's `traceparent` continues; the root context when it carries none. */
export function contextOfTraceparent(traceparent: unknown): Context {
  if (typeof traceparent !== 'string') return ROOT_CONTEXT;
  return propagation.extract(ROOT_CONTEXT, { traceparent });
}

export { SpanKind };
