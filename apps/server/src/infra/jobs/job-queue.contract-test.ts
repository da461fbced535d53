import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { defineJob, type JobContext } from './job-definition';
import { createJobQueue, type JobQueue } from './job-queue';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

const noteJob = defineJob({
  id: 'test.note',
  version: 1,
  schema: z.object({ text: z.string().min(1) }),
  retry: { limit: 2, delaySeconds: 0, backoff: false },
  expireInSeconds: 30,
});

describe('durable jobs (pg-boss on the app’s own connections)', () => {
  let database: TestDatabase;
  let jobs: JobQueue;
  const runs: { text: string; context: JobContext }[] = [];
  let failTimes = new Map<string, number>();

  beforeAll(async () => {
    database = await createTestDatabase();
    jobs = createJobQueue({ database: database.handle, log: quiet, pollingIntervalSeconds: 0.5 });
    jobs.work(noteJob, (payload, context) => {
      const left = failTimes.get(payload.text) ?? 0;
      if (left > 0) {
        failTimes.set(payload.text, left - 1);
        return Promise.reject(new Error(`${payload.text} failed on purpose`));
      }
      runs.push({ text: payload.text, context });
      return Promise.resolve();
    });
    await jobs.start();
  });

  afterAll(async () => {
    await jobs.stop();
    await database.dispose();
  });

  const runsOf = (text: string) => runs.filter((run) => run.text === text);

  it('when the enqueuing transaction rolls back, then nothing runs; when it commits, it runs once', async () => {
    const db = database.handle.db;
    await expect(
      db.transaction(async (tx) => {
        await jobs.enqueue(tx, noteJob, { text: 'rolled back' });
        throw new Error('the state change failed');
      }),
    ).rejects.toThrow('the state change failed');
    await db.transaction((tx) => jobs.enqueue(tx, noteJob, { text: 'committed' }));
    await jobs.drain();
    expect(runsOf('rolled back')).toHaveLength(0);
    expect(runsOf('committed')).toHaveLength(1);
  });

  it('when the same key is enqueued twice, then one job runs, with an effect key stable for it', async () => {
    const db = database.handle.db;
    await jobs.enqueue(db, noteJob, { text: 'keyed' }, { key: 'request-1' });
    await jobs.enqueue(db, noteJob, { text: 'keyed' }, { key: 'request-1' });
    await jobs.drain();
    expect(runsOf('keyed')).toHaveLength(1);
    expect(runsOf('keyed')[0]?.context.effectKey).toMatch(/^test\.note\.v1:[0-9a-f-]{36}$/);
  });

  it('when a handler fails, then it is retried; after the last retry the job is dead-lettered with the reason', async () => {
    const db = database.handle.db;
    failTimes = new Map([
      ['flaky', 1],
      ['broken', 10],
    ]);
    await jobs.enqueue(db, noteJob, { text: 'flaky' });
    await jobs.enqueue(db, noteJob, { text: 'broken' });
    await jobs.drain();
    expect(runsOf('flaky')).toHaveLength(1);
    expect(runsOf('flaky')[0]?.context.retryCount).toBe(1);
    expect(runsOf('broken')).toHaveLength(0);
    const dead = (await jobs.deadLetters()).filter((entry) => entry.queue === 'test.note.v1');
    expect(dead).toContainEqual(
      expect.objectContaining({ reason: 'broken failed on purpose', payload: { text: 'broken' } }),
    );
    expect((await jobs.counts()).byQueue['test.note.v1']?.failed).toBe(1);
  });

  it('when retries are fetched again at once, then each run keeps its own outcome: every job ends failed, none completed', async () => {
    const db = database.handle.db;
    const texts = Array.from({ length: 40 }, (_, index) => `always-${index}`);
    failTimes = new Map(texts.map((text) => [text, 10]));
    await db.transaction(async (tx) => {
      for (const text of texts) await jobs.enqueue(tx, noteJob, { text });
    });
    await jobs.drain();
    const { rows } = await db.execute<{ state: string; n: number }>(
      sql`select state, count(*)::int as n from pgboss.job
          where name = 'test.note.v1' and data->>'text' like 'always-%' group by state`,
    );
    expect(rows).toEqual([{ state: 'failed', n: texts.length }]);
    const dead = (await jobs.deadLetters(500)).filter((entry) =>
      texts.includes((entry.payload as { text: string }).text),
    );
    expect(dead).toHaveLength(texts.length);
  });

  it('when a payload does not fit its schema, then it is dead-lettered at once with the reason and the worker goes on', async () => {
    const db = database.handle.db;
    // As an older deploy or a hand-made row would leave it: straight into the queue table.
    await db.execute(
      sql`insert into pgboss.job (name, data) values ('test.note.v1', ${JSON.stringify({ text: '' })}::jsonb)`,
    );
    await jobs.enqueue(db, noteJob, { text: 'after the bad one' });
    await jobs.drain();
    const dead = await jobs.deadLetters();
    expect(dead[0]).toMatchObject({ queue: 'test.note.v1', payload: { text: '' } });
    expect(dead[0]?.reason).toMatch(/^payload refused by the schema: text /);
    expect(runsOf('after the bad one')).toHaveLength(1);
    expect((await jobs.counts()).deadLetters).toBeGreaterThanOrEqual(2);
  });

  it('refuses to enqueue a payload that breaks the schema (a bug in the caller)', async () => {
    await expect(jobs.enqueue(database.handle.db, noteJob, { text: '' })).rejects.toThrow();
  });

  it('runs 200 jobs enqueued together, each once', async () => {
    const db = database.handle.db;
    const texts = Array.from({ length: 200 }, (_, index) => `bulk-${index}`);
    await db.transaction(async (tx) => {
      for (const text of texts) await jobs.enqueue(tx, noteJob, { text });
    });
    await jobs.drain(30_000);
    const done = runs.filter((run) => run.text.startsWith('bulk-')).map((run) => run.text);
    expect(new Set(done).size).toBe(200);
    expect(done).toHaveLength(200);
  });

  it('waits in drain for the jobs running since it started, not for one a stopped instance left active', async () => {
    // A job an earlier instance fetched and never finished: pg-boss retries it only after expiry.
    await database.handle.executeSql(
      `insert into pgboss.job (name, data, state, started_on)
       values ('test.note.v1', '{"text":"orphan"}', 'active', now() - interval '10 seconds')`,
    );
    let release = (): void => undefined;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const slowJob = defineJob({
      id: 'test.slow',
      version: 1,
      schema: z.object({}),
      retry: { limit: 0, delaySeconds: 0, backoff: false },
      expireInSeconds: 60,
    });
    const second = createJobQueue({ database: database.handle, log: quiet });
    second.work(noteJob, () => Promise.resolve());
    second.work(slowJob, () => slow);
    await second.start();
    try {
      await database.handle.db.transaction((tx) => second.enqueue(tx, slowJob, {}));
      const outcome = await Promise.race([
        second.drain(1_000).then(() => 'drained'),
        new Promise((resolve) => setTimeout(() => resolve('still waiting'), 500)),
      ]);
      // The slow job of this instance holds drain up…
      expect(outcome).toBe('still waiting');
      release();
      // …and once it is done, nothing else does: the orphan is not waited for.
      const deadline = Date.now() + 20_000;
      await second.drain(20_000);
      expect(Date.now()).toBeLessThan(deadline);
      const { rows } = await database.handle.executeSql(
        `select state from pgboss.job where name = 'test.slow.v1'`,
      );
      expect(rows.map((row) => row.state)).toEqual(['completed']);
    } finally {
      await second.stop();
    }
  });
  it('wakes in drain only the queues with a job due, so idle workers do not crowd out a running job', async () => {
    // On the embedded database every fetch queues behind the running job's own statements.
    const fetchesByQueue = new Map<string, number>();
    const handle = database.handle;
    const counting = new Proxy(handle, {
      get(target, property, receiver) {
        if (property !== 'executeSql') return Reflect.get(target, property, receiver) as unknown;
        return (text: string, values?: unknown[]) => {
          if (text.includes('SKIP LOCKED') && typeof values?.[0] === 'string') {
            fetchesByQueue.set(values[0], (fetchesByQueue.get(values[0]) ?? 0) + 1);
          }
          return target.executeSql(text, values);
        };
      },
    });
    const idleJobs = ['a', 'b', 'c', 'd'].map((letter) =>
      defineJob({
        id: `test.idle-${letter}`,
        version: 1,
        schema: z.object({}),
        retry: { limit: 0, delaySeconds: 0, backoff: false },
        expireInSeconds: 60,
      }),
    );
    const busyJob = defineJob({
      id: 'test.busy',
      version: 1,
      schema: z.object({}),
      retry: { limit: 0, delaySeconds: 0, backoff: false },
      expireInSeconds: 60,
    });
    let release = (): void => undefined;
    const busy = new Promise<void>((resolve) => (release = resolve));
    const third = createJobQueue({ database: counting, log: quiet });
    for (const job of idleJobs) third.work(job, () => Promise.resolve());
    third.work(busyJob, () => busy);
    await third.start();
    try {
      await handle.db.transaction((tx) => third.enqueue(tx, busyJob, {}));
      const draining = third.drain(5_000);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const idleBefore = idleJobs.map((job) => fetchesByQueue.get(`${job.id}.v1`) ?? 0);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const idleAfter = idleJobs.map((job) => fetchesByQueue.get(`${job.id}.v1`) ?? 0);
      release();
      await draining;
      // Half a second of drain steps (every 10 ms) woke no idle queue; waking them all made each
      // fetch about fifty times.
      expect(idleAfter).toEqual(idleBefore);
    } finally {
      await third.stop();
    }
  });
});
