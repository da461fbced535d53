import type { Attributes, AttributeValue } from '@opentelemetry/api';
import type { RecordedEvent, RecordedLink, RecordedSpan } from './recorded-span';

// The OTLP/HTTP JSON body of an export (opentelemetry-proto's ExportTraceServiceRequest in the
// protobuf JSON mapping OTLP specifies: ids in hex, 64-bit times as decimal strings, enums as
// numbers). Decision 298.

type OtlpAnyValue =
  | { readonly stringValue: string }
  | { readonly boolValue: boolean }
  | { readonly intValue: number }
  | { readonly doubleValue: number }
  | { readonly arrayValue: { readonly values: readonly OtlpAnyValue[] } }
  | Record<string, never>;

interface OtlpKeyValue {
  readonly key: string;
  readonly value: OtlpAnyValue;
}

function anyValueOf(value: unknown): OtlpAnyValue {
  switch (typeof value) {
    case 'string':
      return { stringValue: value };
    case 'boolean':
      return { boolValue: value };
    case 'number':
      return Number.isSafeInteger(value) ? { intValue: value } : { doubleValue: value };
    default:
      return Array.isArray(value) ? { arrayValue: { values: value.map(anyValueOf) } } : {};
  }
}

export function keyValuesOf(attributes: Attributes): OtlpKeyValue[] {
  const list: OtlpKeyValue[] = [];
  for (const key in attributes) {
    list.push({ key, value: anyValueOf(attributes[key] satisfies AttributeValue | undefined) });
  }
  return list;
}

/** Epoch milliseconds (with a fraction) as the decimal string of nanoseconds, without rounding off. */
export function unixNanoOf(ms: number): string {
  const whole = Math.floor(ms);
  const nanos = Math.round((ms - whole) * 1e6);
  if (nanos >= 1e6) return `${whole + 1}000000`;
  return `${whole}${String(nanos).padStart(6, '0')}`;
}

/** The API's span kinds count from 0 (INTERNAL); OTLP's from 1, 0 being unspecified. */
const otlpKindOf = (kind: number) => kind + 1;

function eventOf(event: RecordedEvent) {
  return {
    timeUnixNano: unixNanoOf(event.timeMs),
    name: event.name,
    attributes: keyValuesOf(event.attributes),
    droppedAttributesCount: event.droppedAttributes,
  };
}

function linkOf(link: RecordedLink) {
  return {
    traceId: link.context.traceId,
    spanId: link.context.spanId,
    ...(link.context.traceState === undefined
      ? {}
      : { traceState: link.context.traceState.serialize() }),
    attributes: keyValuesOf(link.attributes),
    droppedAttributesCount: link.droppedAttributes,
    flags: link.context.traceFlags,
  };
}

function spanOf(span: RecordedSpan) {
  const context = span.spanContext();
  return {
    traceId: context.traceId,
    spanId: context.spanId,
    ...(context.traceState === undefined ? {} : { traceState: context.traceState.serialize() }),
    ...(span.parentSpanId === undefined ? {} : { parentSpanId: span.parentSpanId }),
    flags: context.traceFlags,
    name: span.name,
    kind: otlpKindOf(span.kind),
    startTimeUnixNano: unixNanoOf(span.startMs),
    endTimeUnixNano: unixNanoOf(span.endMs),
    attributes: keyValuesOf(span.attributes),
    droppedAttributesCount: span.droppedAttributes,
    events: span.events?.map(eventOf) ?? [],
    droppedEventsCount: span.droppedEvents,
    links: span.links.map(linkOf),
    droppedLinksCount: span.droppedLinks,
    status:
      span.status.message === undefined
        ? { code: span.status.code }
        : { code: span.status.code, message: span.status.message },
  };
}

/** One export's body: the spans grouped by the tracer (scope) that made them. */
export function otlpTracesBody(resource: Attributes, spans: readonly RecordedSpan[]): string {
  const byScope = new Map<string, RecordedSpan[]>();
  for (const span of spans) {
    const list = byScope.get(span.scope);
    if (list === undefined) byScope.set(span.scope, [span]);
    else list.push(span);
  }
  return JSON.stringify({
    resourceSpans: [
      {
        resource: { attributes: keyValuesOf(resource) },
        scopeSpans: [...byScope].map(([scope, list]) => ({
          scope: { name: scope },
          spans: list.map(spanOf),
        })),
      },
    ],
  });
}
