import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { API_BASE_SLO, ZErrorBody } from '@onboarding/domain';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../src/infra/db/postgres';
import { buildTestApp } from './build-test-app';
import { startTcpProxy } from './tcp-proxy';
import { createTestDatabase } from './test-database';

// DESIGN "Failure": while the database is away every request that needs it is a 503 with
// Retry-After within a second (the pool's connect timeout), and the first request after it returns
// succeeds within two. Runs only in the server:postgres project (root vitest.config.ts): the outage
// is a TCP proxy between the app and PostgreSQL, since the real server is shared by parallel files.

const READY = '/ready';
// A real API read: the branches table, through Drizzle and the pool.
const BRANCHES = `${API_BASE_SLO}/external/info/branches`;
const ROUTES = [READY, BRANCHES] as const;

const REQUEST_EVERY_MS = 50;
const HEALTHY_MS = 1000;
const OUTAGE_MS = 5000;
const RECOVERED_MS = 3000;

// The pool's connectionTimeoutMillis (src/infra/db/postgres.ts) is the longest a request may wait.
const MAX_LATENCY_MS = 1000;
const MAX_FIRST_503_MS = 1000;
const MAX_RECOVERY_MS = 2000;
// Only so that a request that never ends shows up as a failure rather than a test timeout.
const HANG_MS = 10_000;

interface Sample {
  readonly route: string;
  readonly startedAt: number;
  readonly endedAt: number;
  /** 0 when no answer came within HANG_MS. */
  readonly status: number;
  readonly retryAfter: string | undefined;
  readonly code: string | undefined;
}

async function sample(app: FastifyInstance, route: string): Promise<Sample> {
  const startedAt = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), HANG_MS);
  });
  try {
    const response = await Promise.race([app.inject({ method: 'GET', url: route }), hang]);
    const endedAt = performance.now();
    if (response === undefined) {
      return { route, startedAt, endedAt, status: 0, retryAfter: undefined, code: undefined };
    }
    const retryAfter = response.headers['retry-after'];
    const isError = response.statusCode >= 400;
    return {
      route,
      startedAt,
      endedAt,
      status: response.statusCode,
      retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
      code: isError ? ZErrorBody.parse(response.json()).mainError.code : undefined,
    };
  } finally {
    clearTimeout(timer);
  }
}

/** Sends every route on a fixed beat, without waiting for earlier answers (a hang cannot stall it). */
function driveRequests(app: FastifyInstance) {
  const pending: Promise<Sample>[] = [];
  const send = () => {
    for (const route of ROUTES) pending.push(sample(app, route));
  };
  send();
  const beat = setInterval(send, REQUEST_EVERY_MS);
  return {
    async finish(): Promise<Sample[]> {
      clearInterval(beat);
      return Promise.all(pending);
    },
  };
}

const latency = (entry: Sample) => entry.endedAt - entry.startedAt;

describe('a database outage during requests', () => {
  it('when the database is gone for 5 s, then every request is a quick 503 with Retry-After, and the first success comes within 2 s of its return', async ({
    annotate,
  }) => {
    const database = await createTestDatabase();
    if (database.url === undefined) throw new Error('postgres only');
    const target = new URL(database.url);
    const proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const viaProxy = new URL(database.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const handle = openPostgres({ url: viaProxy.toString(), poolMax: 5 });

    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    // The job queue and the realtime LISTEN connection warn while the database is away: expected.
    const logLines: string[] = [];
    const app = await buildTestApp({
      database: handle,
      env: { LOG_LEVEL: 'warn' },
      logStream: { write: (line) => logLines.push(line) },
    });
    try {
      const driver = driveRequests(app);
      await sleep(HEALTHY_MS);
      const stoppedAt = performance.now();
      await proxy.stop();
      const stopDoneAt = performance.now();
      await sleep(OUTAGE_MS);
      const restartAt = performance.now();
      await proxy.start();
      const restartedAt = performance.now();
      await sleep(RECOVERED_MS);
      const samples = await driver.finish();

      // Healthy before the stop.
      const healthy = samples.filter((entry) => entry.endedAt < stoppedAt);
      expect(healthy.length).toBeGreaterThan(10);
      expect(healthy.filter((entry) => entry.status !== 200)).toEqual([]);

      // Never a 500, never a hang, never slower than the pool's connect timeout.
      expect(samples.filter((entry) => entry.status !== 200 && entry.status !== 503)).toEqual([]);
      expect(samples.filter((entry) => latency(entry) > MAX_LATENCY_MS)).toEqual([]);

      // Every failure is the one error body with Retry-After.
      const failures = samples.filter((entry) => entry.status === 503);
      expect(failures.length).toBeGreaterThan(0);
      for (const failure of failures) {
        expect(failure).toMatchObject({ retryAfter: '1', code: 'SERVICE_UNAVAILABLE' });
      }

      // Fully inside the outage: every request fails.
      const during = samples.filter(
        (entry) => entry.startedAt >= stopDoneAt && entry.endedAt <= restartAt,
      );
      expect(during.length).toBeGreaterThan(50);
      expect(during.filter((entry) => entry.status !== 503)).toEqual([]);

      const first503 = Math.min(...failures.map((entry) => entry.endedAt));
      expect(first503 - stoppedAt).toBeLessThanOrEqual(MAX_FIRST_503_MS);

      const recovery: Record<string, number> = {};
      for (const route of ROUTES) {
        const after = samples.filter(
          (entry) => entry.route === route && entry.startedAt >= restartAt,
        );
        const firstSuccess = after.find((entry) => entry.status === 200);
        expect(firstSuccess, `${route} recovers`).toBeDefined();
        if (firstSuccess === undefined) continue;
        recovery[route] = firstSuccess.endedAt - restartedAt;
        expect(recovery[route]).toBeLessThanOrEqual(MAX_RECOVERY_MS);
        // And stays recovered.
        const later = after.filter((entry) => entry.startedAt > firstSuccess.endedAt);
        expect(later.filter((entry) => entry.status !== 200)).toEqual([]);
      }

      // The process lives on and is ready again.
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: READY })).statusCode).toBe(200);
      expect(unhandled).toEqual([]);
      expect(logLines.filter((line) => line.includes('"unexpected error"'))).toEqual([]);

      // The figures, for the record (`--reporter=verbose` prints them under the test).
      const ms = (value: number) => `${String(Math.round(value))} ms`;
      await annotate(
        [
          `${String(samples.length)} requests`,
          `first 503 after ${ms(first503 - stoppedAt)}`,
          `slowest 503 ${ms(Math.max(...failures.map(latency)))}`,
          ...Object.entries(recovery).map(([route, value]) => `${route} back after ${ms(value)}`),
        ].join('; '),
      );
    } finally {
      process.off('unhandledRejection', onUnhandled);
      await proxy.start().catch(() => undefined);
      await app.close();
      await handle.close();
      await proxy.close();
      await database.dispose();
    }
  }, 60_000);
});
