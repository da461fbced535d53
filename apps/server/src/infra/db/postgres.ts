import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths';
import { traceNodePostgresClient } from '../telemetry/traced-sql';
import { isTracingOn } from '../telemetry/tracing';
import type { DatabaseHandle, RawQueryResult } from './database';
import { createPostgresListener } from './postgres-listener';

// DESIGN "Failure": an outage must turn into 503 within a second, so waiting for a connection (new
// or from a saturated pool) gives up after one second instead of pg's default of forever.
const CONNECT_TIMEOUT_MS = 1000;

// Any fixed number works; it only has to be the same for every instance of this server.
const MIGRATION_LOCK_ID = 802_016_001;

export interface PostgresOptions {
  readonly url: string;
  readonly poolMax: number;
}

export function openPostgres({ url, poolMax }: PostgresOptions): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    application_name: 'onboarding-server',
  });
  let onBackgroundError: (error: Error, source: 'pool' | 'listener') => void = () => {};
  // Attached before the first query: an idle client that loses its connection emits 'error' on the
  // pool, and an EventEmitter 'error' without a listener would crash the process.
  pool.on('error', (error) => onBackgroundError(error, 'pool'));
  // Each new connection's statements in spans when tracing is on (decision 282): the pool's own
  // queries go through a connection too.
  if (isTracingOn()) pool.on('connect', traceNodePostgresClient);

  const db = drizzle({ client: pool });
  const listener = createPostgresListener(url, (error) => onBackgroundError(error, 'listener'));
  let isClosed = false;

  const executeSql = async (text: string, values?: readonly unknown[]): Promise<RawQueryResult> => {
    if (values !== undefined && values.length > 0) {
      const result = await pool.query<Record<string, unknown>>(text, [...values]);
      return { rows: result.rows };
    }
    // Several statements go as one simple query; if one fails after a BEGIN of its own, the
    // connection must not go back to the pool inside the aborted transaction.
    const client = await pool.connect();
    try {
      // Several statements give an array of results (the types do not say so); the last counts.
      const result = (await client.query(text)) as unknown;
      const last: unknown = Array.isArray(result) ? result.at(-1) : result;
      return { rows: (last as { rows?: Record<string, unknown>[] } | undefined)?.rows ?? [] };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };

  return {
    driver: 'postgres',
    db,
    executeSql,
    listen: (channel, onPayload) => listener.listen(channel, onPayload),
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async ping() {
      await pool.query('select 1');
    },
    async migrate() {
      await migrateWithLock(url, (error) => onBackgroundError(error, 'pool'));
    },
    async close() {
      if (isClosed) return;
      isClosed = true;
      await listener.close();
      await pool.end();
    },
    setBackgroundErrorListener(listener) {
      onBackgroundError = listener;
    },
  };
}

/**
 * Several instances may start at once on one database (DESIGN section 5); a session-level advisory
 * lock on one dedicated connection lets exactly one of them apply the migrations while the others
 * wait and then find nothing left to do.
 */
async function migrateWithLock(url: string, onError: (error: Error) => void): Promise<void> {
  const client = new pg.Client({ connectionString: url, application_name: 'onboarding-migrate' });
  client.on('error', onError);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(drizzle({ client }), { migrationsFolder: migrationsDir });
  } finally {
    // Ending the session releases the advisory lock even if the unlock below is never reached.
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await client.end();
  }
}
