import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Attributes } from '@opentelemetry/api';
import { EncodedSpans, keyValuesOf } from './otlp-json';
import type { RecordedSpan, SpanSink } from './recorded-span';
import type { BatchConfig, SpanLimits, TracingConfig } from './tracing-config';

// Decision 298: the spans that end wait in a queue and go out in batches, as the specification's
// batching processor does (OTEL_BSP_*): every OTEL_BSP_SCHEDULE_DELAY, or at once when a batch is
// full; one export at a time; past OTEL_BSP_MAX_QUEUE_SIZE a span is dropped and counted, so a
// collector that is down never holds the requests up or fills the memory. A span waits as the
// bytes of its OTLP JSON, written when it ends (decision 307).

const gzipAsync = promisify(gzip);

/** Sends one batch; rejects when the batch could not be delivered. */
export type SendSpans = (spans: EncodedSpans, timeoutMs: number) => Promise<void>;

/** Where a lost batch or dropped spans are told (the server's log once it is built). */
export type ReportProblem = (message: string) => void;

const REPORT_EVERY_MS = 60_000;

export class BatchSpanExport implements SpanSink {
  /** The batch the spans that end are added to, and the full ones waiting for their export. */
  private filling = new EncodedSpans();
  private readonly full: EncodedSpans[] = [];
  /** Spans in `filling` and `full`. */
  private queued = 0;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private dropped = 0;
  /** Spans lost to failed exports since the last warning, and why the last one failed. */
  private lost = 0;
  private lostBecause = '';
  private lastReportAt = Number.NEGATIVE_INFINITY;
  private isShutDown = false;

  constructor(
    readonly limits: SpanLimits,
    private readonly batch: BatchConfig,
    private readonly send: SendSpans,
    private readonly report: () => ReportProblem,
  ) {}

  onEnd(span: RecordedSpan): void {
    if (this.isShutDown) return;
    if (this.queued >= this.batch.maxQueueSize) {
      this.dropped += 1;
      return;
    }
    this.filling.add(span);
    this.queued += 1;
    if (this.filling.count >= this.batch.maxExportBatchSize) {
      this.full.push(this.filling);
      this.filling = new EncodedSpans();
      this.startExport();
    } else this.schedule();
  }

  /** Exports every span that has ended, waiting for the export under way. */
  async flush(): Promise<void> {
    while (this.running !== undefined || this.queued > 0) {
      if (this.running === undefined) this.startExport();
      await this.running;
    }
  }

  /** Exports what is left; spans that end later are not kept. */
  async shutdown(): Promise<void> {
    this.isShutDown = true;
    await this.flush();
    this.tellLosses(true);
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(): void {
    if (this.timer !== undefined || this.running !== undefined) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.startExport();
    }, this.batch.scheduleDelayMs);
    // A queue waiting for its time keeps no process alive; shutdown exports it.
    this.timer.unref();
  }

  private startExport(): void {
    if (this.running !== undefined) return;
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.running = this.exportBatch().finally(() => {
      this.running = undefined;
      if (this.full.length > 0) this.startExport();
      else if (this.queued > 0) this.schedule();
    });
  }

  private async exportBatch(): Promise<void> {
    let spans = this.full.shift();
    if (spans === undefined) {
      spans = this.filling;
      this.filling = new EncodedSpans();
    }
    this.queued -= spans.count;
    if (spans.count > 0) {
      try {
        await this.send(spans, this.batch.exportTimeoutMs);
      } catch (error) {
        this.lost += spans.count;
        this.lostBecause = error instanceof Error ? error.message : String(error);
      }
    }
    this.tellLosses(false);
  }

  /**
   * One warning a minute at most, with the sums since the last: a collector that is down for an
   * hour gives 60 lines, not one per batch. The shutdown tells what is left.
   */
  private tellLosses(isLast: boolean): void {
    if (this.lost === 0 && this.dropped === 0) return;
    const now = Date.now();
    if (!isLast && now - this.lastReportAt < REPORT_EVERY_MS) return;
    this.lastReportAt = now;
    if (this.lost > 0) {
      this.report()(`tracing: ${this.lost} spans were not exported: ${this.lostBecause}`);
    }
    if (this.dropped > 0) {
      this.report()(
        `tracing: ${this.dropped} spans were dropped, the export queue being full (OTEL_BSP_MAX_QUEUE_SIZE ${this.batch.maxQueueSize})`,
      );
    }
    this.lost = 0;
    this.dropped = 0;
  }
}

/** Statuses OTLP/HTTP says to retry: the collector is busy or restarting. */
const RETRYABLE = new Set([429, 502, 503, 504]);
const MAX_ATTEMPTS = 5;
const FIRST_BACKOFF_MS = 1000;

function backoffMs(attempt: number): number {
  // Exponential with ±20 % jitter, so servers that lost the collector together do not come back
  // together.
  return FIRST_BACKOFF_MS * 2 ** (attempt - 1) * (0.8 + Math.random() * 0.4);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class RetryableExportError extends Error {
  constructor(
    message: string,
    /** How long the collector asked us to wait (Retry-After), when it did. */
    readonly waitMs?: number,
  ) {
    super(message);
  }
}

class ExportTimeoutError extends Error {}

/** The collector's answer: its status and Retry-After, the body read and dropped. */
interface CollectorAnswer {
  readonly status: number;
  readonly retryAfter: string | undefined;
}

/**
 * One POST over node:http(s) on a kept-alive connection. Not fetch: a 300 KB export costs 2.1 ms of
 * CPU through it and 0.55 ms through the plain client, on the thread that serves requests
 * (decision 298).
 */
function postOnce(
  url: URL,
  agent: HttpAgent,
  headers: Readonly<Record<string, string>>,
  body: Buffer,
  timeoutMs: number,
): Promise<CollectorAnswer> {
  return new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-length': String(body.length) } },
      (response) => {
        response.resume();
        response.once('end', () => {
          clearTimeout(timer);
          const retryAfter = response.headers['retry-after'];
          resolve({ status: response.statusCode ?? 0, retryAfter });
        });
        response.once('error', reject);
      },
    );
    const timer = setTimeout(
      () => request.destroy(new ExportTimeoutError('the export took too long')),
      timeoutMs,
    );
    request.once('error', (error) => {
      clearTimeout(timer);
      reject(
        error instanceof ExportTimeoutError
          ? error
          : new RetryableExportError(`the collector could not be reached (${error.message})`),
      );
    });
    request.end(body);
  });
}

/** A Retry-After in seconds (OTLP/HTTP's throttling answer), in milliseconds. */
function retryAfterMs(retryAfter: string | undefined): number | undefined {
  const seconds = Number(retryAfter ?? Number.NaN);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
}

/**
 * Posts batches to the OTLP/HTTP endpoint as JSON (gzip when configured), retrying what OTLP/HTTP
 * says to retry, and a connection that failed, with backoff until the export's time is up.
 */
export function otlpHttpSender(
  tracing: Pick<TracingConfig, 'tracesUrl' | 'headers' | 'timeoutMs' | 'compression'>,
  resource: Attributes,
): SendSpans {
  const url = new URL(tracing.tracesUrl);
  const agent =
    url.protocol === 'https:'
      ? new HttpsAgent({ keepAlive: true, maxSockets: 1 })
      : new HttpAgent({ keepAlive: true, maxSockets: 1 });
  const headers: Record<string, string> = {
    ...tracing.headers,
    'content-type': 'application/json',
    'user-agent': 'onboarding-server',
    ...(tracing.compression === 'gzip' ? { 'content-encoding': 'gzip' } : {}),
  };
  const resourceJson = keyValuesOf(resource);
  const post = async (body: Buffer, deadline: number): Promise<void> => {
    const answer = await postOnce(url, agent, headers, body, Math.max(1, deadline - Date.now()));
    if (answer.status >= 200 && answer.status < 300) return;
    const problem = `the collector answered ${answer.status}`;
    if (!RETRYABLE.has(answer.status)) throw new Error(problem);
    throw new RetryableExportError(problem, retryAfterMs(answer.retryAfter));
  };
  return async (spans, batchTimeoutMs) => {
    const json = spans.body(resourceJson);
    const body = tracing.compression === 'gzip' ? await gzipAsync(json) : json;
    const deadline = Date.now() + Math.min(batchTimeoutMs, tracing.timeoutMs);
    for (let attempt = 1; ; attempt += 1) {
      try {
        await post(body, deadline);
        return;
      } catch (error) {
        if (!(error instanceof RetryableExportError) || attempt >= MAX_ATTEMPTS) throw error;
        const wait = error.waitMs ?? backoffMs(attempt);
        if (Date.now() + wait >= deadline) throw error;
        await sleep(wait);
      }
    }
  };
}
