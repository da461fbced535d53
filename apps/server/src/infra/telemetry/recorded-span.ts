import {
  type Attributes,
  type AttributeValue,
  type Exception,
  type Link,
  type Span,
  type SpanContext,
  type SpanKind,
  type SpanStatus,
  SpanStatusCode,
  type TimeInput,
} from '@opentelemetry/api';
import type { SpanLimits } from './tracing-config';

// Decision 298: a recorded span is a plain object that keeps what the OTLP export needs and
// nothing else; times are milliseconds since the epoch with the microseconds of performance.now.

/** What a span ends into: the batch that exports it. */
export interface SpanSink {
  readonly limits: SpanLimits;
  onEnd(span: RecordedSpan): void;
}

export interface RecordedEvent {
  readonly name: string;
  readonly timeMs: number;
  readonly attributes: Attributes;
  readonly droppedAttributes: number;
}

export interface RecordedLink {
  readonly context: SpanContext;
  readonly attributes: Attributes;
  readonly droppedAttributes: number;
}

/** Now, in milliseconds since the epoch, to the microsecond. */
export function nowMs(): number {
  return performance.timeOrigin + performance.now();
}

/** The API's time (an HrTime, a Date, epoch or performance.now milliseconds) in epoch ms. */
export function epochMsOf(time: TimeInput | undefined): number {
  if (time === undefined) return nowMs();
  if (typeof time === 'number') {
    // A number below the process's start is a performance.now() reading, as the API allows.
    return time < performance.timeOrigin ? performance.timeOrigin + time : time;
  }
  if (time instanceof Date) return time.getTime();
  return time[0] * 1000 + time[1] / 1e6;
}

function cut(value: AttributeValue, maxLength: number): AttributeValue {
  if (maxLength === Infinity) return value;
  if (typeof value === 'string')
    return value.length > maxLength ? value.slice(0, maxLength) : value;
  if (Array.isArray(value)) {
    return value.map((item: unknown) =>
      typeof item === 'string' && item.length > maxLength ? item.slice(0, maxLength) : item,
    ) as AttributeValue;
  }
  return value;
}

/**
 * `attributes` within `maxCount` and `maxLength`: the kept ones and how many were dropped. An
 * undefined or null value is not an attribute (the API's rule) and is neither kept nor counted.
 */
export function limitedAttributes(
  attributes: Attributes | undefined,
  maxCount: number,
  maxLength: number,
): { readonly attributes: Attributes; readonly dropped: number } {
  const kept: Attributes = {};
  let count = 0;
  let dropped = 0;
  if (attributes === undefined) return { attributes: kept, dropped };
  for (const key in attributes) {
    const value = attributes[key];
    if (value === undefined || value === null) continue;
    if (count >= maxCount) {
      dropped += 1;
      continue;
    }
    kept[key] = cut(value, maxLength);
    count += 1;
  }
  return { attributes: kept, dropped };
}

const UNSET: SpanStatus = Object.freeze({ code: SpanStatusCode.UNSET });

export class RecordedSpan implements Span {
  readonly attributes: Attributes = {};
  private attributeCount = 0;
  droppedAttributes = 0;
  events: RecordedEvent[] | undefined;
  droppedEvents = 0;
  // Made when the first link comes, as the events are: most spans have none (decision 304).
  links: RecordedLink[] | undefined;
  droppedLinks = 0;
  status: SpanStatus = UNSET;
  endMs = 0;
  private hasEnded = false;

  constructor(
    private readonly sink: SpanSink,
    readonly scope: string,
    public name: string,
    readonly kind: SpanKind,
    private readonly context: SpanContext,
    readonly parentSpanId: string | undefined,
    readonly startMs: number,
    attributes: Attributes | undefined,
    links: readonly Link[] | undefined,
  ) {
    if (attributes !== undefined) this.setAttributes(attributes);
    if (links !== undefined) this.addLinks([...links]);
  }

  spanContext(): SpanContext {
    return this.context;
  }

  setAttribute(key: string, value: AttributeValue | undefined): this {
    if (this.hasEnded || value === undefined || value === null) return this;
    const { attributeCount, attributeValueLength } = this.sink.limits;
    if (!(key in this.attributes)) {
      if (this.attributeCount >= attributeCount) {
        this.droppedAttributes += 1;
        return this;
      }
      this.attributeCount += 1;
    }
    this.attributes[key] = cut(value, attributeValueLength);
    return this;
  }

  setAttributes(attributes: Attributes): this {
    for (const key in attributes) this.setAttribute(key, attributes[key]);
    return this;
  }

  addEvent(name: string, attributesOrTime?: Attributes | TimeInput, time?: TimeInput): this {
    if (this.hasEnded) return this;
    const { eventCount, otherAttributeCount, otherAttributeValueLength } = this.sink.limits;
    const events = (this.events ??= []);
    if (events.length >= eventCount) {
      this.droppedEvents += 1;
      return this;
    }
    const isTime =
      typeof attributesOrTime === 'number' ||
      attributesOrTime instanceof Date ||
      Array.isArray(attributesOrTime);
    const limited = limitedAttributes(
      isTime ? undefined : attributesOrTime,
      otherAttributeCount,
      otherAttributeValueLength,
    );
    events.push({
      name,
      timeMs: epochMsOf(isTime ? attributesOrTime : time),
      attributes: limited.attributes,
      droppedAttributes: limited.dropped,
    });
    return this;
  }

  addLink(link: Link): this {
    if (this.hasEnded) return this;
    const { linkCount, otherAttributeCount, otherAttributeValueLength } = this.sink.limits;
    const kept = (this.links ??= []);
    if (kept.length >= linkCount) {
      this.droppedLinks += 1;
      return this;
    }
    const limited = limitedAttributes(
      link.attributes,
      otherAttributeCount,
      otherAttributeValueLength,
    );
    kept.push({
      context: link.context,
      attributes: limited.attributes,
      droppedAttributes: limited.dropped,
    });
    return this;
  }

  addLinks(links: Link[]): this {
    for (const link of links) this.addLink(link);
    return this;
  }

  setStatus(status: SpanStatus): this {
    if (this.hasEnded || this.status.code === SpanStatusCode.OK) return this;
    // The specification: UNSET never replaces a status; OK is final.
    if (status.code === SpanStatusCode.UNSET) return this;
    this.status = status.code === SpanStatusCode.ERROR ? status : { code: status.code };
    return this;
  }

  updateName(name: string): this {
    if (!this.hasEnded) this.name = name;
    return this;
  }

  end(endTime?: TimeInput): void {
    if (this.hasEnded) return;
    this.hasEnded = true;
    this.endMs = Math.max(this.startMs, epochMsOf(endTime));
    this.sink.onEnd(this);
  }

  isRecording(): boolean {
    return !this.hasEnded;
  }

  recordException(exception: Exception, time?: TimeInput): void {
    const attributes: Attributes = {};
    if (typeof exception === 'string') {
      attributes['exception.message'] = exception;
    } else {
      const type =
        exception.name ?? (exception.code === undefined ? undefined : String(exception.code));
      if (type !== undefined) attributes['exception.type'] = type;
      if (exception.message !== undefined) attributes['exception.message'] = exception.message;
      if (exception.stack !== undefined) attributes['exception.stacktrace'] = exception.stack;
    }
    this.addEvent('exception', attributes, time);
  }
}
