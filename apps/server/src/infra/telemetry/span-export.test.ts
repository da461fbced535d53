import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SPAN_LIMITS } from '../../../test/in-memory-tracing';
import { BatchSpanExport, otlpHttpSender } from './span-export';
import { SpanRecorder } from './span-recorder';
import type { BatchConfig, TracingConfig } from './tracing-config';

interface Received {
  readonly headers: IncomingMessage['headers'];
  readonly names: readonly string[];
}

describe('span export over OTLP/HTTP', () => {
  const received: Received[] = [];
  /** How the receiver answers each request in turn; then 200. */
  let answers: ((response: ServerResponse) => void)[] = [];
  const receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const text = (
        request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw
      ).toString();
      const body = JSON.parse(text) as {
        resourceSpans: { scopeSpans: { spans: { name: string }[] }[] }[];
      };
      received.push({
        headers: request.headers,
        names: body.resourceSpans.flatMap((resource) =>
          resource.scopeSpans.flatMap((scope) => scope.spans.map((span) => span.name)),
        ),
      });
      const answer = answers.shift();
      if (answer === undefined) response.writeHead(200).end('{}');
      else answer(response);
    });
  });
  let url = '';

  beforeAll(async () => {
    receiver.listen(0, '127.0.0.1');
    await new Promise((resolve) => receiver.once('listening', resolve));
    url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/v1/traces`;
  });
  afterAll(() => receiver.close());
  beforeEach(() => {
    received.length = 0;
    answers = [];
  });

  function exporting(
    batch: Partial<BatchConfig> = {},
    target: Partial<
      Pick<TracingConfig, 'tracesUrl' | 'headers' | 'timeoutMs' | 'compression'>
    > = {},
  ) {
    const problems: string[] = [];
    const spans = new BatchSpanExport(
      DEFAULT_SPAN_LIMITS,
      {
        scheduleDelayMs: 60_000,
        exportTimeoutMs: 30_000,
        maxQueueSize: 100,
        maxExportBatchSize: 100,
        ...batch,
      },
      otlpHttpSender(
        { tracesUrl: url, headers: {}, timeoutMs: 10_000, compression: 'none', ...target },
        { 'service.name': 'export-test' },
      ),
      () => (message) => problems.push(message),
    );
    const tracer = new SpanRecorder({ name: 'always_on', ratio: 1 }, spans).getTracer('test');
    const end = (...names: string[]) => {
      for (const name of names) tracer.startSpan(name).end();
    };
    return { spans, end, problems };
  }

  it('when a batch fills up, then it goes out at once; the rest waits for its time or the shutdown', async () => {
    const { spans, end } = exporting({ maxExportBatchSize: 2 });
    end('one', 'two', 'three');
    await expect.poll(() => received.length).toBe(1);
    expect(received[0]?.names).toEqual(['one', 'two']);
    await spans.shutdown();
    expect(received.map((request) => request.names)).toEqual([['one', 'two'], ['three']]);
    end('after');
    await spans.flush();
    expect(received).toHaveLength(2);
  });

  it('when the schedule delay passes, then the spans that ended go out without a full batch', async () => {
    const { end } = exporting({ scheduleDelayMs: 20 });
    end('waiting');
    await expect.poll(() => received.map((request) => request.names)).toEqual([['waiting']]);
  });

  it('when the collector is busy, then the batch is sent again after its Retry-After', async () => {
    answers = [(response) => response.writeHead(503, { 'retry-after': '0' }).end()];
    const { spans, end, problems } = exporting();
    end('retried');
    await spans.flush();
    expect(received.map((request) => request.names)).toEqual([['retried'], ['retried']]);
    expect(problems).toEqual([]);
  });

  it('when the collector refuses the batch, then it is not sent again and the loss is told', async () => {
    answers = [(response) => response.writeHead(400).end('{}')];
    const { spans, end, problems } = exporting();
    end('refused');
    await spans.flush();
    expect(received).toHaveLength(1);
    expect(problems).toEqual(['tracing: 1 spans were not exported: the collector answered 400']);
  });

  it('when exports keep failing, then one warning a minute sums them, and the shutdown tells the rest', async () => {
    answers = Array.from({ length: 3 }, () => (response: ServerResponse) => {
      response.writeHead(400).end('{}');
    });
    const { spans, end, problems } = exporting({ maxExportBatchSize: 1 });
    end('first');
    await expect.poll(() => received.length).toBe(1);
    end('second', 'third');
    await expect.poll(() => received.length).toBe(3);
    expect(problems).toEqual(['tracing: 1 spans were not exported: the collector answered 400']);
    await spans.shutdown();
    expect(problems).toEqual([
      'tracing: 1 spans were not exported: the collector answered 400',
      'tracing: 2 spans were not exported: the collector answered 400',
    ]);
  });

  it('when the queue is full, then later spans are dropped and counted, never held', async () => {
    const { spans, end, problems } = exporting({ maxQueueSize: 2, maxExportBatchSize: 2 });
    answers = [(response) => setTimeout(() => response.writeHead(200).end('{}'), 50)];
    end('a', 'b', 'c', 'd', 'e');
    await spans.flush();
    expect(received.flatMap((request) => request.names)).toEqual(['a', 'b', 'c', 'd']);
    expect(problems).toEqual([
      'tracing: 1 spans were dropped, the export queue being full (OTEL_BSP_MAX_QUEUE_SIZE 2)',
    ]);
  });

  it('when headers and gzip are configured, then each export carries them', async () => {
    const { spans, end } = exporting(
      {},
      { headers: { authorization: 'Bearer collector-token' }, compression: 'gzip' },
    );
    end('compressed');
    await spans.flush();
    expect(received[0]?.headers).toMatchObject({
      authorization: 'Bearer collector-token',
      'content-encoding': 'gzip',
      'content-type': 'application/json',
    });
    expect(received[0]?.names).toEqual(['compressed']);
  });

  it('when the collector cannot be reached, then the export gives up within its time and says so', async () => {
    const { spans, end, problems } = exporting(
      {},
      { tracesUrl: 'http://127.0.0.1:9/v1/traces', timeoutMs: 200 },
    );
    end('lost');
    const started = Date.now();
    await spans.flush();
    expect(Date.now() - started).toBeLessThan(5000);
    expect(problems).toEqual([
      expect.stringMatching(
        /^tracing: 1 spans were not exported: the collector could not be reached/,
      ),
    ]);
  });
});
