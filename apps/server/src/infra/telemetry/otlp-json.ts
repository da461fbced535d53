import type { Attributes, AttributeValue, SpanContext } from '@opentelemetry/api';
import type { RecordedEvent, RecordedLink, RecordedSpan } from './recorded-span';

// The OTLP/HTTP JSON body of an export (opentelemetry-proto's ExportTraceServiceRequest in the
// protobuf JSON mapping OTLP specifies: ids in hex, 64-bit times as decimal strings, enums as
// numbers). Decision 298.

// The body is written as text, not built as objects for JSON.stringify: the spans are exported by
// the process that serves the requests, and the objects cost it as much to collect as to make
// (decision 303). Every string goes through JSON.stringify, which escapes it.
const text = JSON.stringify;

/**
 * A span's long attribute values repeat (a statement's text is the same for every run of it): each
 * is escaped once and remembered. Events' and links' values (an exception's stack) are not.
 */
const LONG_VALUE = 64;
const MAX_REMEMBERED = 512;
const escapedSpanValues = new Map<string, string>();

function rememberedQuote(value: string): string {
  if (value.length < LONG_VALUE) return text(value);
  let quoted = escapedSpanValues.get(value);
  if (quoted === undefined) {
    if (escapedSpanValues.size >= MAX_REMEMBERED) escapedSpanValues.clear();
    quoted = text(value);
    escapedSpanValues.set(value, quoted);
  }
  return quoted;
}

function anyValueOf(value: unknown, quote: (value: string) => string = text): string {
  switch (typeof value) {
    case 'string':
      return `{"stringValue":${quote(value)}}`;
    case 'boolean':
      return `{"boolValue":${value}}`;
    case 'number':
      // JSON has no NaN or infinity: JSON.stringify writes them as null, as it did for the objects.
      return Number.isSafeInteger(value)
        ? `{"intValue":${text(value)}}`
        : `{"doubleValue":${text(value)}}`;
    default:
      return Array.isArray(value)
        ? `{"arrayValue":{"values":[${value.map((item: unknown) => anyValueOf(item)).join(',')}]}}`
        : '{}';
  }
}

/** OTLP's list of key-value pairs of `attributes`, as JSON text. */
export function keyValuesOf(
  attributes: Attributes,
  quote: (value: string) => string = text,
): string {
  let list = '';
  for (const key in attributes) {
    const value: AttributeValue | undefined = attributes[key];
    list += `${list === '' ? '' : ','}{"key":${text(key)},"value":${anyValueOf(value, quote)}}`;
  }
  return `[${list}]`;
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

/** The `traceState` member and its comma, or nothing. */
function traceStateOf(context: SpanContext): string {
  return context.traceState === undefined
    ? ''
    : `"traceState":${text(context.traceState.serialize())},`;
}

function eventOf(event: RecordedEvent): string {
  return (
    `{"timeUnixNano":"${unixNanoOf(event.timeMs)}","name":${text(event.name)},` +
    `"attributes":${keyValuesOf(event.attributes)},"droppedAttributesCount":${event.droppedAttributes}}`
  );
}

function linkOf(link: RecordedLink): string {
  const { context } = link;
  return (
    `{"traceId":${text(context.traceId)},"spanId":${text(context.spanId)},${traceStateOf(context)}` +
    `"attributes":${keyValuesOf(link.attributes)},"droppedAttributesCount":${link.droppedAttributes},` +
    `"flags":${text(context.traceFlags)}}`
  );
}

function spanOf(span: RecordedSpan): string {
  const context = span.spanContext();
  const parent = span.parentSpanId === undefined ? '' : `"parentSpanId":"${span.parentSpanId}",`;
  const status =
    span.status.message === undefined
      ? `{"code":${span.status.code}}`
      : `{"code":${span.status.code},"message":${text(span.status.message)}}`;
  // A span's own ids are the hex this process made or checked: nothing in them to escape.
  return (
    `{"traceId":"${context.traceId}","spanId":"${context.spanId}",${traceStateOf(context)}` +
    `${parent}"flags":${context.traceFlags},"name":${text(span.name)},` +
    `"kind":${otlpKindOf(span.kind)},"startTimeUnixNano":"${unixNanoOf(span.startMs)}",` +
    `"endTimeUnixNano":"${unixNanoOf(span.endMs)}","attributes":${keyValuesOf(span.attributes, rememberedQuote)},` +
    `"droppedAttributesCount":${span.droppedAttributes},` +
    `"events":[${span.events?.map(eventOf).join(',') ?? ''}],"droppedEventsCount":${span.droppedEvents},` +
    `"links":[${span.links?.map(linkOf).join(',') ?? ''}],"droppedLinksCount":${span.droppedLinks},` +
    `"status":${status}}`
  );
}

/** One export's body: the spans grouped by the tracer (scope) that made them. */
export function otlpTracesBody(resource: Attributes, spans: readonly RecordedSpan[]): string {
  const byScope = new Map<string, RecordedSpan[]>();
  for (const span of spans) {
    const list = byScope.get(span.scope);
    if (list === undefined) byScope.set(span.scope, [span]);
    else list.push(span);
  }
  const scopeSpans = [...byScope].map(
    ([scope, list]) => `{"scope":{"name":${text(scope)}},"spans":[${list.map(spanOf).join(',')}]}`,
  );
  return (
    `{"resourceSpans":[{"resource":{"attributes":${keyValuesOf(resource)}},` +
    `"scopeSpans":[${scopeSpans.join(',')}]}]}`
  );
}
