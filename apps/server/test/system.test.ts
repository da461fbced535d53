import { createServer } from 'node:net';
import { ZErrorBody } from '@onboarding/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../src/infra/db/postgres';
import { buildTestApp } from './build-test-app';
import { createTestDatabase } from './test-database';

describe('system routes', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('when asked for /health, then answers ok', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('when the database answers, then /ready is 200 and names the driver', async () => {
    const response = await app.inject({ method: 'GET', url: '/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: process.env.TEST_DB ?? 'pglite' });
  });

  it('when /metrics is scraped, then it is Prometheus text that counts the requests', async () => {
    await app.inject({ method: 'GET', url: '/health' });
    const response = await app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.body).toContain('process_cpu_user_seconds_total');
    const healthCount = response.body
      .split('\n')
      .find((line) =>
        line.startsWith(
          'http_request_duration_seconds_count{method="GET",route="/health",status_code="200"}',
        ),
      );
    expect(healthCount).toBeDefined();
    expect(Number(healthCount?.split(' ').at(-1))).toBeGreaterThanOrEqual(1);
  });

  it('when /metrics is scraped, then it shows the job queue: states, dead letters, runs', async () => {
    const body = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(body).toContain('# TYPE onboarding_jobs gauge');
    expect(body).toMatch(/^onboarding_jobs_dead_letters \d+$/m);
    expect(body).toContain('# TYPE onboarding_job_runs_total counter');
    // Only our queues: pg-boss's internal ones are left out.
    expect(body).not.toContain('__pgboss');
  });

  it('when two apps run in one process, then each has its own metrics registry', async () => {
    const other = await buildTestApp();
    try {
      expect(other.metrics.registry).not.toBe(app.metrics.registry);
      const response = await other.inject({ method: 'GET', url: '/metrics' });
      expect(response.body).not.toContain('route="/health"');
    } finally {
      await other.close();
    }
  });
});

describe('readiness when the database is gone', () => {
  it('when the database has been closed, then /ready is 503 with Retry-After and the error body', async () => {
    const database = await createTestDatabase();
    const app = await buildTestApp({ database: database.handle });
    try {
      await database.dispose();
      const response = await app.inject({ method: 'GET', url: '/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('1');
      const body = ZErrorBody.parse(response.json());
      expect(body.mainError.code).toBe('SERVICE_UNAVAILABLE');
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('when PostgreSQL does not listen, then /ready is 503 within a second and the process lives on', async () => {
    const port = await closedPort();
    const database = openPostgres({
      url: `postgres://postgres@127.0.0.1:${port}/none`,
      poolMax: 2,
    });
    const app = await buildTestApp({ database });
    try {
      const started = Date.now();
      const response = await app.inject({ method: 'GET', url: '/ready' });
      expect(Date.now() - started).toBeLessThan(1500);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('1');
      expect(ZErrorBody.parse(response.json()).mainError.code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      await app.close();
      await database.close();
    }
  });
});

/** A port nothing listens on: bind one, note it, release it. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}
