import { SpanStatusCode, context, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { traced, tracedServices } from './traced-object';
import { setTracingOn } from './tracing';

const service = {
  label: 'kept',
  async find(id: string) {
    await Promise.resolve();
    return `found ${id}`;
  },
  async fail() {
    await Promise.resolve();
    throw new Error('refused');
  },
  size(text: string) {
    return text.length;
  },
  explode(): never {
    throw new Error('at once');
  },
};

describe('traced', () => {
  it('when tracing is off, then the object itself is returned', () => {
    expect(traced('things', service)).toBe(service);
    const services = { things: service };
    expect(tracedServices(services)).toBe(services);
  });

  describe('when tracing is on', () => {
    const exporter = new InMemorySpanExporter();
    const provider = new BasicTracerProvider({
      spanProcessors: [new SimpleSpanProcessor(exporter)],
    });
    beforeAll(() => {
      context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
      trace.setGlobalTracerProvider(provider);
      setTracingOn(true);
    });
    afterEach(() => exporter.reset());
    afterAll(async () => {
      setTracingOn(false);
      await provider.shutdown();
      trace.disable();
      context.disable();
    });

    it('then an async method answers as before, in a span named after the object and method', async () => {
      const things = tracedServices({ things: service }).things;
      expect(await things.find('a1')).toBe('found a1');
      expect(things.label).toBe('kept');
      expect(exporter.getFinishedSpans().map((span) => span.name)).toEqual(['things.find']);
    });

    it('then a rejection is recorded on the span and passed on', async () => {
      await expect(traced('things', service).fail()).rejects.toThrow('refused');
      const [span] = exporter.getFinishedSpans();
      expect(span?.status.code).toBe(SpanStatusCode.ERROR);
      expect(span?.events.map((event) => event.name)).toEqual(['exception']);
    });

    it('then a synchronous method stays synchronous, and its throw is passed on', () => {
      const things = traced('things', service);
      expect(things.size('four')).toBe(4);
      expect(() => things.explode()).toThrow('at once');
      expect(exporter.getFinishedSpans().map((span) => span.name)).toEqual([
        'things.size',
        'things.explode',
      ]);
    });

    it('then a span started inside a method is its child', async () => {
      const nested = traced('outer', {
        run: () => traced('inner', service).find('b2'),
      });
      await nested.run();
      const [inner, outer] = exporter.getFinishedSpans();
      expect(inner?.name).toBe('inner.find');
      expect(inner?.parentSpanContext?.spanId).toBe(outer?.spanContext().spanId);
    });
  });
});
