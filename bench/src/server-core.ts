// The figures of the server-core issue that are not HTTP throughput, measured on a fresh bench
// database: what enqueuing a job adds to the transaction of the request that causes it, how long
// 1 000 jobs take to drain, and how long a realtime message takes from one instance to another.
import { z } from 'zod';
import type { DatabaseHandle } from '../../apps/server/src/infra/db/database';
import { openPostgres } from '../../apps/server/src/infra/db/postgres';
import { defineJob } from '../../apps/server/src/infra/jobs/job-definition';
import { createJobQueue } from '../../apps/server/src/infra/jobs/job-queue';
import { createOutboxStore } from '../../apps/server/src/infra/outbox/outbox-store';
import {
  createDatabaseBus,
  type RealtimeBus,
} from '../../apps/server/src/infra/realtime/realtime-bus';
import { createRealtimeHub } from '../../apps/server/src/infra/realtime/realtime-hub';
import { createRedisBus } from '../../apps/server/src/infra/realtime/redis-bus';
import { createBenchDatabase } from './bench-database';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

const benchJob = defineJob({
  id: 'bench.note',
  version: 1,
  schema: z.object({ n: z.number().int() }),
  retry: { limit: 0, delaySeconds: 0, backoff: false },
  expireInSeconds: 60,
  batchSize: 50,
});

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

export interface ServerCoreFigures {
  readonly transactionP50Ms: number;
  readonly withEnqueueP50Ms: number;
  readonly drainMs: number;
  readonly crossing: readonly { transport: string; p50Ms: number; p95Ms: number }[];
}

/** A request's transaction (one insert) without and with a job, alternating, medians. */
async function measureEnqueueCost(database: DatabaseHandle) {
  const db = database.db;
  // The step's own write: any one-row insert will do; the outbox table is at hand.
  const rows = createOutboxStore(db, () => new Date());
  const row = { channel: 'email', to: 'bench@example.si', subject: null, text: 'step' } as const;
  const jobs = createJobQueue({ database, log: quiet, runWorkers: false });
  jobs.work(benchJob, () => Promise.resolve());
  await jobs.start();
  const plain: number[] = [];
  const withJob: number[] = [];
  try {
    for (let round = 0; round < 400; round += 1) {
      let started = performance.now();
      await db.transaction((tx) => rows.add(row, tx));
      plain.push(performance.now() - started);
      started = performance.now();
      await db.transaction(async (tx) => {
        await rows.add(row, tx);
        await jobs.enqueue(tx, benchJob, { n: round });
      });
      withJob.push(performance.now() - started);
    }
  } finally {
    await jobs.stop();
  }
  // The warm-up rounds (first connections, plans) are left out.
  return {
    transactionP50Ms: percentile(plain.slice(50), 50),
    withEnqueueP50Ms: percentile(withJob.slice(50), 50),
  };
}

/** 1 000 jobs committed together, one worker instance, until the last is done. */
async function measureDrain(database: DatabaseHandle): Promise<number> {
  const total = 1000;
  let done = 0;
  let finished: () => void = () => undefined;
  const allDone = new Promise<void>((resolve) => (finished = resolve));
  const jobs = createJobQueue({ database, log: quiet });
  jobs.work(benchJob, () => {
    done += 1;
    if (done === total) finished();
    return Promise.resolve();
  });
  await jobs.start();
  try {
    await database.executeSql('delete from pgboss.job where name = $1', ['bench.note.v1']);
    const started = performance.now();
    await database.db.transaction(async (tx) => {
      for (let n = 0; n < total; n += 1) await jobs.enqueue(tx, benchJob, { n });
    });
    await allDone;
    return performance.now() - started;
  } finally {
    await jobs.stop();
  }
}

/** Messages published on one instance's bus and heard on another's, one at a time. */
async function measureCrossing(transport: string, one: RealtimeBus, two: RealtimeBus) {
  const sender = createRealtimeHub<{ sentAt: number }>(one, quiet);
  const receiver = createRealtimeHub<{ sentAt: number }>(two, quiet);
  await sender.start();
  await receiver.start();
  const latencies: number[] = [];
  let heard: () => void = () => undefined;
  receiver.subscribe('bench', (message) => {
    latencies.push(performance.now() - message.sentAt);
    heard();
  });
  for (let round = 0; round < 220; round += 1) {
    const arrived = new Promise<void>((resolve) => (heard = resolve));
    await sender.publish('bench', { sentAt: performance.now() });
    await Promise.race([arrived, new Promise((resolve) => setTimeout(resolve, 2000))]);
  }
  const measured = latencies.slice(20);
  return { transport, p50Ms: percentile(measured, 50), p95Ms: percentile(measured, 95) };
}

export async function measureServerCore(): Promise<ServerCoreFigures> {
  const benchDatabase = await createBenchDatabase('onboarding_core');
  // Two handles: two pools and two LISTEN connections, as two server instances have.
  const one = openPostgres({ url: benchDatabase.url, poolMax: 10 });
  const two = openPostgres({ url: benchDatabase.url, poolMax: 10 });
  try {
    await one.migrate();
    const enqueue = await measureEnqueueCost(one);
    const drainMs = await measureDrain(one);
    const crossing = [
      await measureCrossing(
        'PostgreSQL LISTEN/NOTIFY',
        createDatabaseBus(one),
        createDatabaseBus(two),
      ),
    ];
    try {
      const [redisOne, redisTwo] = await Promise.all([
        createRedisBus(REDIS_URL, { onError: () => undefined }),
        createRedisBus(REDIS_URL, { onError: () => undefined }),
      ]);
      crossing.push(await measureCrossing('Redis pub/sub', redisOne, redisTwo));
      await Promise.all([redisOne.close(), redisTwo.close()]);
    } catch {
      // No Redis answers here: only the default transport is measured.
    }
    return { ...enqueue, drainMs, crossing };
  } finally {
    await one.close();
    await two.close();
    await benchDatabase.drop();
  }
}

export function printServerCore(figures: ServerCoreFigures): void {
  const added = figures.withEnqueueP50Ms - figures.transactionP50Ms;
  console.log('\nDurable jobs and realtime (PostgreSQL on loopback)');
  console.log(
    `  a step's transaction: ${figures.transactionP50Ms.toFixed(2)} ms p50; with a job enqueued in it: ` +
      `${figures.withEnqueueP50Ms.toFixed(2)} ms; added ${added.toFixed(2)} ms   (target < 2 ms)`,
  );
  console.log(
    `  1 000 jobs committed together, drained by one instance: ${(figures.drainMs / 1000).toFixed(2)} s   (target < 10 s)`,
  );
  for (const { transport, p50Ms, p95Ms } of figures.crossing) {
    console.log(
      `  realtime message from one instance to another (${transport}): p50 ${p50Ms.toFixed(2)} ms, p95 ${p95Ms.toFixed(2)} ms   (target p95 < 100 ms)`,
    );
  }
}
