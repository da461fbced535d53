import { AsyncLocalStorage } from 'node:async_hooks';
import { hostname } from 'node:os';
import { context, trace } from '@opentelemetry/api';
import { AsyncLocalContextManager } from './async-context';
import { BatchSpanExport, type ReportProblem, otlpHttpSender } from './span-export';
import { SpanRecorder } from './span-recorder';
import type { TracingConfig } from './tracing-config';
import { TRACER_NAME, setTracingOn } from './tracing';

export interface TracingHandle {
  /** Where export problems are told from now on (the app's log, once it is built). */
  reportTo(report: ReportProblem): void;
  /** Exports what is still buffered and stops (on shutdown, before the process ends). */
  shutdown(): Promise<void>;
}

/** The process that exports, as OpenTelemetry's resource conventions name it. */
function resourceOf(tracing: TracingConfig) {
  return {
    ...tracing.resourceAttributes,
    'service.name': tracing.serviceName,
    'telemetry.sdk.name': 'onboarding-server',
    'telemetry.sdk.language': 'nodejs',
    'process.runtime.name': 'nodejs',
    'process.runtime.version': process.versions.node,
    'process.pid': process.pid,
    'host.name': hostname(),
  };
}

/**
 * Whether this Node keeps an AsyncLocalStorage with async hooks (Node 20, and 22 unless started
 * with --experimental-async-context-frame), rather than on the async context frame (Node 24). The
 * hooks' implementation is the one whose class has `_propagate`.
 */
export function isContextOnAsyncHooks(): boolean {
  return '_propagate' in AsyncLocalStorage.prototype;
}

/**
 * Told in the app's log at start when the trace context rides on async hooks, which run for every
 * promise of the process: the frame does without them (decisions 300 and 303).
 */
export const CONTEXT_ON_HOOKS_WARNING =
  'tracing: this Node keeps the trace context with async hooks, which makes every traced request ' +
  'dearer than on Node 24 or on Node 22 started with --experimental-async-context-frame; run one ' +
  'of those, or sample a share of the requests (OTEL_TRACES_SAMPLER=parentbased_traceidratio)';

/**
 * Turns tracing on when the configuration asks for it (decisions 282 and 298): our own recorder
 * registered with the OpenTelemetry API, batching spans to OTLP/HTTP, and a context manager on
 * AsyncLocalStorage. Called before the database is opened and the app built, which put their
 * spans in place only when tracing is on. Off, nothing here runs.
 */
export function startTracing(
  tracing: TracingConfig | null,
  contextOnAsyncHooks = isContextOnAsyncHooks(),
): TracingHandle | undefined {
  if (tracing === null) return undefined;
  // Until the app's log exists (main.ts hands it over), a problem goes to standard error.
  let report: ReportProblem = (message) => console.error(message);
  // The warning waits for the app's log, where the other warnings of tracing go.
  let warning = contextOnAsyncHooks ? CONTEXT_ON_HOOKS_WARNING : undefined;
  const spans = new BatchSpanExport(
    tracing.limits,
    tracing.batch,
    otlpHttpSender(tracing, resourceOf(tracing)),
    () => report,
  );
  const unregister = registerTracing(new SpanRecorder(tracing.sampler, spans));
  return {
    reportTo(next) {
      report = next;
      if (warning !== undefined) next(warning);
      warning = undefined;
    },
    async shutdown() {
      await spans.shutdown();
      unregister();
    },
  };
}

/**
 * `provider` and a context manager registered with the OpenTelemetry API, and the server's
 * wrappers told to put their spans in place; the function returned takes it all back.
 */
export function registerTracing(provider: SpanRecorder): () => void {
  context.setGlobalContextManager(new AsyncLocalContextManager());
  trace.setGlobalTracerProvider(provider);
  setTracingOn(provider.getTracer(TRACER_NAME));
  return () => {
    setTracingOn(undefined);
    trace.disable();
    context.disable();
  };
}
