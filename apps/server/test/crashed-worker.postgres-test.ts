import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue } from '../src/infra/jobs/job-queue';
import { sendMailJobV1 } from '../src/modules/messaging/jobs';
import { type ServerProcess, startTestServer, stopServerProcess } from './server-process';
import { createTestDatabase, type TestDatabase } from './test-database';

const JOBS = 1000;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

// Runs only in the server:postgres project: two server processes share one PostgreSQL.
describe('a worker killed in the middle of the queue', () => {
  let database: TestDatabase;
  const processes: ServerProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const started of processes) await stopServerProcess(started, 'SIGKILL');
    await database.dispose();
  });

  const count = async (query: ReturnType<typeof sql>) => {
    const { rows } = await database.handle.db.execute<{ n: number }>(query);
    return Number(rows[0]?.n ?? 0);
  };
  const delivered = () => count(sql`select count(*)::int as n from message_deliveries`);

  it(`when a worker is killed with SIGKILL during ${JOBS} e-mail jobs, then none is lost and each e-mail goes out once`, async () => {
    const env = {
      DATABASE_URL: database.url ?? '',
      NODE_ENV: 'development',
      APP_SECRET: 'crash-test-secret-that-is-long-enough-0123',
      DATA_DIR: `/tmp/onboarding-crash-${process.pid}`,
    };
    const first = await startTestServer(env);
    processes.push(first);

    const producer = createJobQueue({ database: database.handle, log: quiet, runWorkers: false });
    await database.handle.db.transaction(async (tx) => {
      for (let index = 0; index < JOBS; index += 1) {
        // The first version carries the message itself: no pending row sealed by the server's key.
        await producer.enqueue(tx, sendMailJobV1, {
          to: `crash-${index}@example.si`,
          language: 'en',
          template: 'unsubscribed',
          values: {},
        });
      }
    });

    await expect.poll(delivered, { timeout: 60_000, interval: 50 }).toBeGreaterThan(JOBS / 5);
    expect(await stopServerProcess(first, 'SIGKILL')).toBeNull();
    const atKill = await delivered();
    expect(atKill).toBeLessThan(JOBS);

    processes.push(await startTestServer(env));
    await expect.poll(delivered, { timeout: 90_000, interval: 200 }).toBe(JOBS);

    // Exactly once: one outbox message per address, no address twice, every job completed.
    expect(await count(sql`select count(*)::int as n from outbox_messages`)).toBe(JOBS);
    expect(await count(sql`select count(distinct recipient)::int as n from outbox_messages`)).toBe(
      JOBS,
    );
    await expect
      .poll(
        () =>
          count(
            sql`select count(*)::int as n from pgboss.job where name = 'messaging.mail.v1' and state = 'completed'`,
          ),
        { timeout: 30_000, interval: 200 },
      )
      .toBe(JOBS);
    expect(
      await count(
        sql`select count(*)::int as n from pgboss.job where name = 'messaging.mail.v1' and state <> 'completed'`,
      ),
    ).toBe(0);
  }, 180_000);
});
