import { type IncomingMessage, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTracing, type TracingHandle } from '../src/infra/telemetry/start-tracing';
import { isTracingOn } from '../src/infra/telemetry/tracing';
import { buildTestApp, testConfig } from './build-test-app';
import { registerApplicant } from './security-helpers';
import { createTestDatabase, type TestDatabase } from './test-database';

// Decision 282: with an OTLP endpoint configured, one trace per request holds the use case, each
// SQL statement (on the engine of this project: PGlite or PostgreSQL), and the jobs the request
// enqueued with their calls out. The receiver is a plain HTTP server speaking OTLP/HTTP JSON.

interface OtlpValue {
  readonly stringValue?: string;
  readonly intValue?: string | number;
}
interface OtlpSpan {
  readonly traceId: string;
  readonly spanId: string;
  readonly parentSpanId?: string;
  readonly name: string;
  readonly kind: number;
  readonly attributes?: readonly { readonly key: string; readonly value: OtlpValue }[];
}
interface OtlpExport {
  readonly resourceSpans: readonly {
    readonly resource?: { readonly attributes?: OtlpSpan['attributes'] };
    readonly scopeSpans: readonly { readonly spans: readonly OtlpSpan[] }[];
  }[];
}

const SPAN_KIND = { INTERNAL: 1, SERVER: 2, CLIENT: 3, CONSUMER: 5 } as const;

function attribute(span: OtlpSpan, key: string): string | undefined {
  const value = span.attributes?.find((entry) => entry.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : String(value.intValue));
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('tracing over OTLP/HTTP', () => {
  const exports: OtlpExport[] = [];
  const paths: string[] = [];
  const receiver = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      paths.push(request.url ?? '');
      exports.push(JSON.parse(body) as OtlpExport);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  let tracing: TracingHandle | undefined;
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    receiver.listen(0, '127.0.0.1');
    await new Promise((resolve) => receiver.once('listening', resolve));
    const { port } = receiver.address() as AddressInfo;
    tracing = startTracing(
      testConfig({
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
        OTEL_SERVICE_NAME: 'onboarding-tracing-test',
      }).tracing,
    );
    // Opened after tracing started, as main.ts does: its statements are traced.
    database = await createTestDatabase();
    app = await buildTestApp({ database: database.handle });
  });

  afterAll(async () => {
    await app.close();
    await database.dispose();
    await tracing?.shutdown();
    receiver.close();
  });

  it('when an applicant asks for the e-mail check, then one trace holds the request, its use case, its SQL and the mail job', async () => {
    expect(isTracingOn()).toBe(true);
    await registerApplicant(app);
    await app.jobs.drain();
    await tracing?.shutdown();
    tracing = undefined;

    expect(paths.every((path) => path === '/v1/traces')).toBe(true);
    const spans = exports.flatMap((batch) =>
      batch.resourceSpans.flatMap((resource) => resource.scopeSpans.flatMap((s) => s.spans)),
    );
    const serviceNames = exports.flatMap((batch) =>
      batch.resourceSpans.map((resource) =>
        resource.resource?.attributes?.find((entry) => entry.key === 'service.name'),
      ),
    );
    expect(serviceNames[0]?.value.stringValue).toBe('onboarding-tracing-test');

    const request = spans.find(
      (span) =>
        span.kind === SPAN_KIND.SERVER &&
        attribute(span, 'http.route') === '/services/slo/security/action/noauth/checkemail',
    );
    expect(request?.name).toBe('POST /services/slo/security/action/noauth/checkemail');
    expect(attribute(request!, 'http.response.status_code')).toBe('200');
    const trace = spans.filter((span) => span.traceId === request?.traceId);
    const byId = new Map(trace.map((span) => [span.spanId, span]));
    /** Whether `span` descends from `ancestor` through its parents. */
    const descends = (span: OtlpSpan, ancestor: OtlpSpan): boolean => {
      let parent = span.parentSpanId === undefined ? undefined : byId.get(span.parentSpanId);
      while (parent !== undefined) {
        if (parent.spanId === ancestor.spanId) return true;
        parent = parent.parentSpanId === undefined ? undefined : byId.get(parent.parentSpanId);
      }
      return false;
    };

    // The use case: a service method the route called, a child of the request's span.
    const useCase = trace.find(
      (span) => span.kind === SPAN_KIND.INTERNAL && span.parentSpanId === request?.spanId,
    );
    expect(useCase?.name).toMatch(/^[a-zA-Z]+\.[a-zA-Z]+$/);

    // Its SQL: statements on this project's engine, with placeholders and never the values.
    const engine = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
    const statements = trace.filter((span) => attribute(span, 'db.system.name') === 'postgresql');
    const requestStatements = statements.filter((span) => descends(span, request!));
    expect(requestStatements.length).toBeGreaterThan(0);
    for (const span of statements) {
      expect(span.kind).toBe(SPAN_KIND.CLIENT);
      expect(attribute(span, 'onboarding.db.driver')).toBe(engine);
      expect(attribute(span, 'db.query.text')).not.toMatch(/@example\./);
    }

    // The job the request enqueued continues its trace; the e-mail goes out as a client span.
    const job = trace.find((span) => span.kind === SPAN_KIND.CONSUMER && descends(span, request!));
    expect(job?.name).toBe('job messaging.mail.v2');
    const jobStatements = statements.filter((span) => descends(span, job!));
    expect(jobStatements.length).toBeGreaterThan(0);
    const mail = trace.find((span) => span.name.startsWith('mail.') && descends(span, job!));
    expect(mail?.kind).toBe(SPAN_KIND.CLIENT);
  });
});
