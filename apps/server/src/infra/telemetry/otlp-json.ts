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

/** One span as the JSON of an OTLP Span. */
export function otlpSpanJson(span: RecordedSpan): string {
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

const COMMA = 0x2c;

/** Bytes written one after the other, with a comma between two, into a buffer that grows. */
class CommaSeparatedBytes {
  private bytes = Buffer.allocUnsafe(16 * 1024);
  private length = 0;

  append(json: string): void {
    // UTF-8 takes at most three bytes for each UTF-16 unit of a string.
    const most = this.length + 1 + json.length * 3;
    if (most > this.bytes.length) {
      const grown = Buffer.allocUnsafe(Math.max(most, this.bytes.length * 2));
      this.bytes.copy(grown, 0, 0, this.length);
      this.bytes = grown;
    }
    if (this.length > 0) this.bytes[this.length++] = COMMA;
    this.length += this.bytes.write(json, this.length, 'utf8');
  }

  written(): Buffer {
    return this.bytes.subarray(0, this.length);
  }
}

/**
 * The spans of one export, each written as its OTLP JSON bytes when it is added, grouped by the
 * tracer (scope) that made it. A span is held only until it ends, then its bytes wait outside the
 * JavaScript heap: spans kept as objects until the export, a tenth of a second under load,
 * outlived the young generation and made every scavenge copy them (decision 307).
 */
export class EncodedSpans {
  /** How many spans were added. */
  count = 0;
  private readonly scopes = new Map<string, CommaSeparatedBytes>();

  add(span: RecordedSpan): void {
    let bytes = this.scopes.get(span.scope);
    if (bytes === undefined) {
      bytes = new CommaSeparatedBytes();
      this.scopes.set(span.scope, bytes);
    }
    bytes.append(otlpSpanJson(span));
    this.count += 1;
  }

  /** The export's body, around `resourceJson` (the resource's key values, `keyValuesOf`). */
  body(resourceJson: string): Buffer {
    const parts: Buffer[] = [
      Buffer.from(`{"resourceSpans":[{"resource":{"attributes":${resourceJson}},"scopeSpans":[`),
    ];
    let first = true;
    for (const [scope, bytes] of this.scopes) {
      parts.push(
        Buffer.from(`${first ? '' : ','}{"scope":{"name":${text(scope)}},"spans":[`),
        bytes.written(),
        Buffer.from(']}'),
      );
      first = false;
    }
    parts.push(Buffer.from(']}]}'));
    return Buffer.concat(parts);
  }
}
