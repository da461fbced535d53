import { SpanStatusCode } from '@opentelemetry/api';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { recordInMemory } from '../../../test/in-memory-tracing';
import { traced, tracedServices } from './traced-object';

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
    const recording = recordInMemory();
    const finished = () => recording.spans;
    beforeAll(() => recording.start());
    afterEach(() => recording.clear());
    afterAll(() => recording.stop());

    it('then an async method answers as before, in a span named after the object and method', async () => {
      const things = tracedServices({ things: service }).things;
      expect(await things.find('a1')).toBe('found a1');
      expect(things.label).toBe('kept');
      expect(finished().map((span) => span.name)).toEqual(['things.find']);
    });

    it('then a rejection is recorded on the span and passed on', async () => {
      await expect(traced('things', service).fail()).rejects.toThrow('refused');
      const [span] = finished();
      expect(span?.status.code).toBe(SpanStatusCode.ERROR);
      expect(span?.events?.map((event) => event.name)).toEqual(['exception']);
    });

    it('then a synchronous method stays synchronous, and its throw is passed on', () => {
      const things = traced('things', service);
      expect(things.size('four')).toBe(4);
      expect(() => things.explode()).toThrow('at once');
      expect(finished().map((span) => span.name)).toEqual(['things.size', 'things.explode']);
    });

    it('then a span started inside a method is its child', async () => {
      const nested = traced('outer', {
        run: () => traced('inner', service).find('b2'),
      });
      await nested.run();
      const [inner, outer] = finished();
      expect(inner?.name).toBe('inner.find');
      expect(inner?.parentSpanId).toBe(outer?.spanContext().spanId);
    });
  });
});
