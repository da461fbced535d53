import { context, propagation, trace } from '@opentelemetry/api';
import type { TracingConfig } from './tracing-config';
import { setTracingOn } from './tracing';

export interface TracingHandle {
  /** Exports what is still buffered and stops (on shutdown, before the process ends). */
  shutdown(): Promise<void>;
}

/**
 * Turns tracing on when the configuration asks for it (decision 282): the OpenTelemetry SDK with
 * a batching OTLP/HTTP exporter, the W3C trace-context propagator and a context manager on
 * AsyncLocalStorage, registered globally. The SDK's modules are imported here and only here, so
 * with tracing off none of them is loaded. Called before the database is opened and the app
 * built, which put their spans in place only when tracing is on.
 */
export async function startTracing(
  tracing: TracingConfig | null,
): Promise<TracingHandle | undefined> {
  if (tracing === null) return undefined;
  const [{ BasicTracerProvider, BatchSpanProcessor }, exporter, resources, core, hooks] =
    await Promise.all([
      import('@opentelemetry/sdk-trace-base'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/core'),
      import('@opentelemetry/context-async-hooks'),
    ]);
  const resource = resources
    .detectResources({ detectors: [resources.envDetector] })
    .merge(resources.resourceFromAttributes({ 'service.name': tracing.serviceName }));
  const provider = new BasicTracerProvider({
    resource,
    spanProcessors: [
      new BatchSpanProcessor(new exporter.OTLPTraceExporter({ url: tracing.tracesUrl })),
    ],
  });
  context.setGlobalContextManager(new hooks.AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new core.W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  setTracingOn(true);
  return {
    async shutdown() {
      setTracingOn(false);
      await provider.shutdown();
      trace.disable();
      propagation.disable();
      context.disable();
    },
  };
}
