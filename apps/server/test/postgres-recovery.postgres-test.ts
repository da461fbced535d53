import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { buildTestApp } from './build-test-app';
import { createTestDatabase } from './test-database';

// Runs only in the server:postgres project (root vitest.config.ts): it needs a real server whose
// connections it can terminate, which an embedded PGlite does not have.
describe('recovery after a PostgreSQL restart', () => {
  it('when the server ends every pooled connection, then the process lives on and /ready recovers without a restart', async () => {
    const database = await createTestDatabase();
    const logLines: string[] = [];
    const app = await buildTestApp({
      database: database.handle,
      env: { LOG_LEVEL: 'warn' },
      logStream: { write: (line) => logLines.push(line) },
    });
    try {
      expect((await app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
      // What a PostgreSQL restart or failover does to the idle connections of the pool.
      const source = inject('testDatabase');
      if (source.kind !== 'postgres' || database.url === undefined)
        throw new Error('postgres only');
      const admin = new pg.Client({ connectionString: source.adminUrl });
      await admin.connect();
      try {
        const name = new URL(database.url).pathname.slice(1);
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        );
      } finally {
        await admin.end();
      }
      await expect
        .poll(() => logLines.some((line) => line.includes('database connection error')))
        .toBe(true);

      // Each idle client of the pool hears its termination on its own; a probe may still meet
      // one that has not yet, so recovery is waited for, never a restart.
      await expect
        .poll(async () => (await app.inject({ method: 'GET', url: '/ready' })).statusCode)
        .toBe(200);
    } finally {
      await app.close();
      await database.dispose();
    }
  });
});
