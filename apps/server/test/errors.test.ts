import { type TErrorBody, ZErrorBody } from '@onboarding/domain';
import { count } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../src/errors/app-error';
import { auditEvents } from '../src/composition/schema';
import { buildTestApp, type TestRoutes } from './build-test-app';

const BODY_LIMIT = 1024;

const ZAuditInput = z.object({
  action: z.string().min(1),
  subject: z.object({ id: z.string().min(3, 'validation.subject.tooShort') }),
  count: z.number().int(),
});

/** Routes that exist only in this test: one that writes, and ones that fail in each way. */
const routes: TestRoutes = (scope) => {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.post('/test/audit', { schema: { body: ZAuditInput } }, async (request, reply) => {
    await app.database.db.insert(auditEvents).values({
      actorType: 'system',
      action: request.body.action,
      subjectType: 'test',
      subjectId: request.body.subject.id,
    });
    return reply.code(201).send({ written: true });
  });
  app.get('/test/boom', () => {
    throw new Error('secret detail: password=hunter2');
  });
  app.get('/test/conflict', () => {
    throw new AppError(409, 'CONFLICT', {
      message: 'E-mail already registered',
      fieldErrors: [{ field: 'email', code: 'validation.email.taken' }],
    });
  });
  app.get('/test/database-down', () => {
    // What Drizzle throws when node-postgres cannot connect: the driver error as the cause.
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    throw new Error('Failed query: select 1', { cause: refused });
  });
  app.get('/test/log-headers', (request) => {
    request.log.warn({ headers: request.headers }, 'headers seen');
    return { logged: true };
  });
};

function errorBodyOf(response: { json(): unknown }): TErrorBody {
  return ZErrorBody.parse(response.json());
}

describe('bad input', () => {
  let app: FastifyInstance;
  const logLines: string[] = [];

  beforeAll(async () => {
    app = await buildTestApp({
      env: { BODY_LIMIT_BYTES: String(BODY_LIMIT), LOG_LEVEL: 'warn' },
      routes,
      logStream: { write: (line) => logLines.push(line) },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  async function auditRowCount(): Promise<number> {
    const [row] = await app.database.db.select({ value: count() }).from(auditEvents);
    return row?.value ?? -1;
  }

  const validBody = { action: 'test.done', subject: { id: 'abc' }, count: 1 };

  const badRequests: [string, InjectOptions, number, string][] = [
    [
      'malformed JSON',
      {
        method: 'POST',
        url: '/test/audit',
        headers: { 'content-type': 'application/json' },
        payload: '{"action":',
      },
      400,
      'MALFORMED_JSON',
    ],
    [
      'an empty JSON body',
      {
        method: 'POST',
        url: '/test/audit',
        headers: { 'content-type': 'application/json' },
        payload: '',
      },
      400,
      'MALFORMED_JSON',
    ],
    [
      'a prototype-poisoning body',
      {
        method: 'POST',
        url: '/test/audit',
        headers: { 'content-type': 'application/json' },
        payload: '{"__proto__":{"isAdmin":true}}',
      },
      400,
      'MALFORMED_JSON',
    ],
    [
      'an XML body',
      {
        method: 'POST',
        url: '/test/audit',
        headers: { 'content-type': 'application/xml' },
        payload: '<a/>',
      },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a text/plain body',
      {
        method: 'POST',
        url: '/test/audit',
        headers: { 'content-type': 'text/plain' },
        payload: 'hello',
      },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a body over BODY_LIMIT_BYTES',
      {
        method: 'POST',
        url: '/test/audit',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ ...validBody, action: 'x'.repeat(BODY_LIMIT) }),
      },
      413,
      'PAYLOAD_TOO_LARGE',
    ],
    ['an unknown path', { method: 'GET', url: '/no/such/page' }, 404, 'NOT_FOUND'],
    ['an unknown API path', { method: 'GET', url: '/services/slo/no-such-call' }, 404, 'NOT_FOUND'],
  ];

  it.each(badRequests)(
    'when the request has %s, then it is a 4xx with the error body, nothing is written and the next request is served',
    async (_name, request, status, code) => {
      const response = await app.inject(request);
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const body = errorBodyOf(response);
      expect(body.mainError.code).toBe(code);
      expect(body.fieldErrors).toEqual([]);
      expect(await auditRowCount()).toBe(0);
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    },
  );

  it('when the body breaks the schema, then 400 VALIDATION_FAILED lists one field error per issue', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/test/audit',
      payload: { action: '', subject: { id: 'a' }, count: 1.5 },
    });
    expect(response.statusCode).toBe(400);
    const body = errorBodyOf(response);
    expect(body.mainError.code).toBe('VALIDATION_FAILED');
    expect(body.fieldErrors).toHaveLength(3);
    expect(body.fieldErrors).toContainEqual({ field: 'action', code: 'too_small' });
    // A translation key given as the zod message is the field's code.
    expect(body.fieldErrors).toContainEqual({
      field: 'subject.id',
      code: 'validation.subject.tooShort',
    });
    expect(body.fieldErrors.find((error) => error.field === 'count')?.code).toBe('invalid_type');
    expect(await auditRowCount()).toBe(0);
  });

  it('when a required object is missing, then its field is named', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/test/audit',
      payload: { action: 'a', count: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).fieldErrors).toEqual([{ field: 'subject', code: 'invalid_type' }]);
  });

  it('when the input is valid, then the route runs and writes once', async () => {
    const response = await app.inject({ method: 'POST', url: '/test/audit', payload: validBody });
    expect(response.statusCode).toBe(201);
    expect(await auditRowCount()).toBe(1);
  });

  it.each([
    ['DELETE', '/health', 'GET, HEAD'],
    ['POST', '/ready', 'GET, HEAD'],
    ['GET', '/test/audit', 'POST'],
    ['PUT', '/onboarding', 'GET, HEAD'],
  ])(
    'when %s is sent to %s, then 405 METHOD_NOT_ALLOWED with Allow: %s',
    async (method, url, allow) => {
      const response = await app.inject({ method: method as InjectOptions['method'], url });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe(allow);
      expect(errorBodyOf(response).mainError.code).toBe('METHOD_NOT_ALLOWED');
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    },
  );

  it('when a route throws unexpectedly, then 500 INTERNAL_ERROR hides the message and the stack but logs both', async () => {
    logLines.length = 0;
    const response = await app.inject({ method: 'GET', url: '/test/boom' });
    expect(response.statusCode).toBe(500);
    const body = errorBodyOf(response);
    expect(body.mainError.code).toBe('INTERNAL_ERROR');
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toMatch(/at .+\.ts:\d+/);

    const logged = logLines.map(
      (line) => JSON.parse(line) as { level: number; err?: { stack?: string } },
    );
    const errorLine = logged.find((line) => line.level === 50 && line.err !== undefined);
    expect(errorLine?.err?.stack).toContain('hunter2');
    expect(errorLine?.err?.stack).toMatch(/errors\.test\.ts/);
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });

  it('when a service throws AppError, then its status, code and field errors are answered', async () => {
    const response = await app.inject({ method: 'GET', url: '/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      mainError: { code: 'CONFLICT', message: 'E-mail already registered' },
      fieldErrors: [{ field: 'email', code: 'validation.email.taken' }],
    });
  });

  it('when the database cannot be reached during a request, then 503 SERVICE_UNAVAILABLE with Retry-After', async () => {
    const response = await app.inject({ method: 'GET', url: '/test/database-down' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(errorBodyOf(response).mainError.code).toBe('SERVICE_UNAVAILABLE');
  });

  it('when headers are logged, then authorization and cookie are redacted', async () => {
    logLines.length = 0;
    await app.inject({
      method: 'GET',
      url: '/test/log-headers',
      headers: { authorization: 'Bearer top-secret', cookie: 'sid=top-secret' },
    });
    const line = logLines.find((entry) => entry.includes('headers seen'));
    expect(line).toBeDefined();
    expect(line).not.toContain('top-secret');
    expect(line).toContain('[redacted]');
  });
});
