import { z } from 'zod';
import { fail, httpUrl, integer, oneOf, optionalInteger, optionalOneOf } from './config-parsers';

// The OpenTelemetry variables the server reads (decision 282, decision 298), with the names and
// defaults of the OpenTelemetry specification's environment variables: a group of ZEnv
// (config-env.ts) kept apart; config-docs.mjs reads it in its place there. Unlike an SDK that
// ignores a value it cannot read, a wrong value here stops the server at start.

/**
 * `key1=value1,key2=value2` as OTEL_RESOURCE_ATTRIBUTES and OTEL_EXPORTER_OTLP_HEADERS take it
 * (the W3C Baggage octets: each value percent-decoded). Only the keys are echoed in a problem: a
 * header may hold a collector's token.
 */
function keyValueList(name: string) {
  return z
    .string()
    .optional()
    .transform((raw, ctx): Readonly<Record<string, string>> => {
      const pairs: Record<string, string> = {};
      if (raw === undefined) return pairs;
      for (const item of raw.split(',')) {
        if (item.trim() === '') continue;
        const equals = item.indexOf('=');
        const key = item.slice(0, Math.max(equals, 0)).trim();
        if (equals <= 0 || key === '' || !/^[\x21-\x7e]+$/.test(key)) {
          return fail(ctx, `${name} must be key=value pairs separated by commas`);
        }
        try {
          pairs[key] = decodeURIComponent(item.slice(equals + 1).trim());
        } catch {
          return fail(ctx, `${name}: the value of ${key} is not percent-encoded correctly`);
        }
      }
      return pairs;
    });
}

/** A probability from 0 to 1 (OTEL_TRACES_SAMPLER_ARG); unset: 1, as the specification says. */
function ratio(name: string) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return 1;
      const value = Number(raw);
      if (raw.trim() === '' || !Number.isFinite(value) || value < 0 || value > 1) {
        return fail(ctx, `${name} must be a number from 0 to 1, got '${raw}'`);
      }
      return value;
    });
}

export const TRACE_SAMPLERS = [
  'always_on',
  'always_off',
  'traceidratio',
  'parentbased_always_on',
  'parentbased_always_off',
  'parentbased_traceidratio',
] as const;
export type TraceSamplerName = (typeof TRACE_SAMPLERS)[number];

/**
 * The server sends OTLP/HTTP with JSON bodies, which every OTLP/HTTP receiver takes beside
 * protobuf; the specification's third protocol, `grpc`, it does not speak, and says so at start.
 */
const OTLP_PROTOCOLS = ['http/json', 'http/protobuf'] as const;

const COMPRESSIONS = ['none', 'gzip'] as const;

const MAX_LIMIT = 1_000_000;
const MAX_MS = 3_600_000;

export const TRACING_ENV = {
  /**
   * Default unset: no tracing, and nothing of it put in place (decisions 282 and 298). The
   * OTLP/HTTP base URL traces are exported to (`/v1/traces` is appended), such as
   * `http://collector:4318`.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl('OTEL_EXPORTER_OTLP_ENDPOINT'),
  /**
   * Default unset. The OTLP/HTTP traces URL, used as it is (it wins over
   * OTEL_EXPORTER_OTLP_ENDPOINT); setting it turns tracing on too.
   */
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: httpUrl('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'),
  /**
   * Default `otlp` when an endpoint is set. `none` keeps tracing off whatever the endpoints say
   * (the standard variable; `otlp` is the only exporter this server has).
   */
  OTEL_TRACES_EXPORTER: oneOf('OTEL_TRACES_EXPORTER', ['otlp', 'none'] as const, 'otlp'),
  /** Default `false`. `true` turns tracing off, as the standard variable says. */
  OTEL_SDK_DISABLED: oneOf('OTEL_SDK_DISABLED', ['true', 'false'] as const, 'false'),
  /**
   * Default `http/json`. `http/json` or `http/protobuf`: either way the server sends OTLP/HTTP with
   * a JSON body, which OTLP/HTTP receivers take beside protobuf (`grpc` is refused at start: use
   * the collector's HTTP port, 4318).
   */
  OTEL_EXPORTER_OTLP_PROTOCOL: oneOf('OTEL_EXPORTER_OTLP_PROTOCOL', OTLP_PROTOCOLS, 'http/json'),
  /** Default OTEL_EXPORTER_OTLP_PROTOCOL. The same for the traces alone. */
  OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: optionalOneOf(
    'OTEL_EXPORTER_OTLP_TRACES_PROTOCOL',
    OTLP_PROTOCOLS,
  ),
  /**
   * Default unset. Headers sent with every export, as `key=value` pairs separated by commas, the
   * values percent-encoded (a collector's token: `authorization=Bearer%20…`).
   */
  OTEL_EXPORTER_OTLP_HEADERS: keyValueList('OTEL_EXPORTER_OTLP_HEADERS'),
  /** Default unset. Headers for the traces' exports, added to (and winning over) the above. */
  OTEL_EXPORTER_OTLP_TRACES_HEADERS: keyValueList('OTEL_EXPORTER_OTLP_TRACES_HEADERS'),
  /** Default `10000`. Milliseconds one export request may take, retries included. */
  OTEL_EXPORTER_OTLP_TIMEOUT: integer('OTEL_EXPORTER_OTLP_TIMEOUT', 1, MAX_MS, 10_000),
  /** Default OTEL_EXPORTER_OTLP_TIMEOUT. The same for the traces alone. */
  OTEL_EXPORTER_OTLP_TRACES_TIMEOUT: optionalInteger(
    'OTEL_EXPORTER_OTLP_TRACES_TIMEOUT',
    1,
    MAX_MS,
  ),
  /** Default `none`. `gzip` compresses each export's body. */
  OTEL_EXPORTER_OTLP_COMPRESSION: oneOf('OTEL_EXPORTER_OTLP_COMPRESSION', COMPRESSIONS, 'none'),
  /** Default OTEL_EXPORTER_OTLP_COMPRESSION. The same for the traces alone. */
  OTEL_EXPORTER_OTLP_TRACES_COMPRESSION: optionalOneOf(
    'OTEL_EXPORTER_OTLP_TRACES_COMPRESSION',
    COMPRESSIONS,
  ),
  /**
   * Default `onboarding-server`. The `service.name` of the exported spans (it wins over a
   * `service.name` in OTEL_RESOURCE_ATTRIBUTES).
   */
  OTEL_SERVICE_NAME: z.string().optional(),
  /**
   * Default unset. More attributes of the exporting service, as `key=value` pairs separated by
   * commas (`deployment.environment.name=prod,service.namespace=onboarding`).
   */
  OTEL_RESOURCE_ATTRIBUTES: keyValueList('OTEL_RESOURCE_ATTRIBUTES'),
  /**
   * Default `parentbased_always_on`: every request traced. Which traces are recorded:
   * `always_on`, `always_off`, `traceidratio`, or each of these `parentbased_`, where a job
   * follows the decision taken for the request that enqueued it. In production
   * `parentbased_traceidratio` with OTEL_TRACES_SAMPLER_ARG keeps a share of the requests.
   */
  OTEL_TRACES_SAMPLER: oneOf('OTEL_TRACES_SAMPLER', TRACE_SAMPLERS, 'parentbased_always_on'),
  /** Default `1`. The share of traces a `traceidratio` sampler records, from 0 to 1. */
  OTEL_TRACES_SAMPLER_ARG: ratio('OTEL_TRACES_SAMPLER_ARG'),
  /** Default `5000`. Milliseconds between two exports of the spans that ended. */
  OTEL_BSP_SCHEDULE_DELAY: integer('OTEL_BSP_SCHEDULE_DELAY', 1, MAX_MS, 5000),
  /** Default `30000`. Milliseconds one export may take before it is given up. */
  OTEL_BSP_EXPORT_TIMEOUT: integer('OTEL_BSP_EXPORT_TIMEOUT', 1, MAX_MS, 30_000),
  /**
   * Default `2048`. Spans waiting to be exported at most; past it a span is dropped and counted.
   */
  OTEL_BSP_MAX_QUEUE_SIZE: integer('OTEL_BSP_MAX_QUEUE_SIZE', 1, MAX_LIMIT, 2048),
  /** Default `512`. Spans in one export at most (no more than OTEL_BSP_MAX_QUEUE_SIZE). */
  OTEL_BSP_MAX_EXPORT_BATCH_SIZE: integer('OTEL_BSP_MAX_EXPORT_BATCH_SIZE', 1, MAX_LIMIT, 512),
  /** Default `128`. Attributes of a span, an event or a link at most; more are dropped, counted. */
  OTEL_ATTRIBUTE_COUNT_LIMIT: integer('OTEL_ATTRIBUTE_COUNT_LIMIT', 0, MAX_LIMIT, 128),
  /** Default OTEL_ATTRIBUTE_COUNT_LIMIT. The same for a span's own attributes. */
  OTEL_SPAN_ATTRIBUTE_COUNT_LIMIT: optionalInteger('OTEL_SPAN_ATTRIBUTE_COUNT_LIMIT', 0, MAX_LIMIT),
  /** Default unset: no limit. Characters of a text attribute at most; longer ones are cut. */
  OTEL_ATTRIBUTE_VALUE_LENGTH_LIMIT: integer(
    'OTEL_ATTRIBUTE_VALUE_LENGTH_LIMIT',
    0,
    MAX_LIMIT,
    Infinity,
  ),
  /** Default OTEL_ATTRIBUTE_VALUE_LENGTH_LIMIT. The same for a span's own attributes. */
  OTEL_SPAN_ATTRIBUTE_VALUE_LENGTH_LIMIT: optionalInteger(
    'OTEL_SPAN_ATTRIBUTE_VALUE_LENGTH_LIMIT',
    0,
    MAX_LIMIT,
  ),
  /** Default `128`. Events of a span (a recorded exception is one) at most. */
  OTEL_SPAN_EVENT_COUNT_LIMIT: integer('OTEL_SPAN_EVENT_COUNT_LIMIT', 0, MAX_LIMIT, 128),
  /** Default `128`. Links of a span at most. */
  OTEL_SPAN_LINK_COUNT_LIMIT: integer('OTEL_SPAN_LINK_COUNT_LIMIT', 0, MAX_LIMIT, 128),
};
