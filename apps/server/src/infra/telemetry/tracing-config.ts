import type { EnvVars } from '../config-env';
import type { TraceSamplerName } from '../config-env-tracing';

/** Which traces are recorded (the specification's samplers, from OTEL_TRACES_SAMPLER). */
export interface SamplerConfig {
  readonly name: TraceSamplerName;
  /** The share a `traceidratio` sampler records. */
  readonly ratio: number;
}

/** How many of each a span keeps; past them, the rest is dropped and counted. */
export interface SpanLimits {
  readonly attributeCount: number;
  /** Characters of a text attribute; Infinity: no limit. */
  readonly attributeValueLength: number;
  /** The same for the attributes of an event or a link. */
  readonly otherAttributeCount: number;
  readonly otherAttributeValueLength: number;
  readonly eventCount: number;
  readonly linkCount: number;
}

export interface BatchConfig {
  readonly scheduleDelayMs: number;
  readonly exportTimeoutMs: number;
  readonly maxQueueSize: number;
  readonly maxExportBatchSize: number;
}

/** Traces over OTLP/HTTP (decisions 282 and 298); none (null in Config): off, nothing in place. */
export interface TracingConfig {
  /** Where spans are exported (OTLP/HTTP, JSON). */
  readonly tracesUrl: string;
  readonly serviceName: string;
  readonly headers: Readonly<Record<string, string>>;
  /** Milliseconds an export request may take. */
  readonly timeoutMs: number;
  readonly compression: 'none' | 'gzip';
  /** OTEL_RESOURCE_ATTRIBUTES: the service's attributes besides its name. */
  readonly resourceAttributes: Readonly<Record<string, string>>;
  readonly sampler: SamplerConfig;
  readonly batch: BatchConfig;
  readonly limits: SpanLimits;
}

/** Tracing is on when an OTLP endpoint is set and the standard switches do not say otherwise. */
export function tracingOf(vars: EnvVars): TracingConfig | null {
  if (vars.OTEL_SDK_DISABLED === 'true' || vars.OTEL_TRACES_EXPORTER === 'none') return null;
  const tracesUrl =
    vars.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ??
    (vars.OTEL_EXPORTER_OTLP_ENDPOINT === undefined
      ? undefined
      : `${vars.OTEL_EXPORTER_OTLP_ENDPOINT}/v1/traces`);
  if (tracesUrl === undefined) return null;
  const maxQueueSize = vars.OTEL_BSP_MAX_QUEUE_SIZE;
  const { 'service.name': namedInAttributes, ...resourceAttributes } =
    vars.OTEL_RESOURCE_ATTRIBUTES;
  return {
    tracesUrl,
    serviceName: vars.OTEL_SERVICE_NAME ?? namedInAttributes ?? 'onboarding-server',
    headers: { ...vars.OTEL_EXPORTER_OTLP_HEADERS, ...vars.OTEL_EXPORTER_OTLP_TRACES_HEADERS },
    timeoutMs: vars.OTEL_EXPORTER_OTLP_TRACES_TIMEOUT ?? vars.OTEL_EXPORTER_OTLP_TIMEOUT,
    compression: vars.OTEL_EXPORTER_OTLP_TRACES_COMPRESSION ?? vars.OTEL_EXPORTER_OTLP_COMPRESSION,
    resourceAttributes,
    sampler: { name: vars.OTEL_TRACES_SAMPLER, ratio: vars.OTEL_TRACES_SAMPLER_ARG },
    batch: {
      scheduleDelayMs: vars.OTEL_BSP_SCHEDULE_DELAY,
      exportTimeoutMs: vars.OTEL_BSP_EXPORT_TIMEOUT,
      maxQueueSize,
      // As the specification says: a batch is never larger than the queue.
      maxExportBatchSize: Math.min(vars.OTEL_BSP_MAX_EXPORT_BATCH_SIZE, maxQueueSize),
    },
    limits: {
      attributeCount: vars.OTEL_SPAN_ATTRIBUTE_COUNT_LIMIT ?? vars.OTEL_ATTRIBUTE_COUNT_LIMIT,
      attributeValueLength:
        vars.OTEL_SPAN_ATTRIBUTE_VALUE_LENGTH_LIMIT ?? vars.OTEL_ATTRIBUTE_VALUE_LENGTH_LIMIT,
      otherAttributeCount: vars.OTEL_ATTRIBUTE_COUNT_LIMIT,
      otherAttributeValueLength: vars.OTEL_ATTRIBUTE_VALUE_LENGTH_LIMIT,
      eventCount: vars.OTEL_SPAN_EVENT_COUNT_LIMIT,
      linkCount: vars.OTEL_SPAN_LINK_COUNT_LIMIT,
    },
  };
}
