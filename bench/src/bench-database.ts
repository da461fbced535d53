import pg from 'pg';
import { assertLoopback } from './http-throughput';
import { readCpuMs } from './processes';

/**
 * The PostgreSQL server the journey benchmarks use (trust auth on loopback, as in CI): the tests'
 * TEST_DATABASE_URL names it when BENCH_POSTGRES_URL does not (each run creates a database of its
 * own on it, so the tests' database is never touched).
 */
export const BENCH_POSTGRES_URL =
  process.env.BENCH_POSTGRES_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/';

export interface BenchDatabase {
  readonly name: string;
  readonly url: string;
  /** Runs one statement on the bench database over a short-lived connection of its own. */
  query<TRow extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<TRow[]>;
  /**
   * Runs `whileHeld` while a connection of its own holds `table` in SHARE mode: the server reads
   * it, and its writes there wait until `whileHeld` is done.
   */
  holdingTable(table: string, whileHeld: () => Promise<void>): Promise<void>;
  /** CPU used so far by the PostgreSQL backends connected to this database, per backend pid. */
  backendCpuMs(): Promise<Map<number, number>>;
  /** Drops the database (with force: the servers may still hold connections). */
  drop(): Promise<void>;
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function runOn<TRow extends pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<TRow[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    return (await client.query<TRow>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Whether the bench PostgreSQL answers; the journey benchmark is skipped when it does not. */
export async function isPostgresReachable(): Promise<boolean> {
  try {
    await runOn(BENCH_POSTGRES_URL, 'select 1');
    return true;
  } catch {
    return false;
  }
}

/** A fresh, empty database for one run (the server migrates it at start). */
export async function createBenchDatabase(prefix: string): Promise<BenchDatabase> {
  assertLoopback(BENCH_POSTGRES_URL);
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  await runOn(BENCH_POSTGRES_URL, `create database "${name}"`);
  const url = withDatabaseName(BENCH_POSTGRES_URL, name);
  return {
    name,
    url,
    query: (text, values) => runOn(url, text, values),
    async holdingTable(table, whileHeld) {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
      await client.connect();
      try {
        await client.query('begin');
        await client.query(`lock table "${table}" in share mode`);
        await whileHeld();
      } finally {
        await client.query('rollback').catch(() => undefined);
        await client.end();
      }
    },
    async backendCpuMs() {
      // Read from the admin database, so this look-up's own backend is not among them.
      const rows = await runOn<{ pid: number }>(
        BENCH_POSTGRES_URL,
        'select pid from pg_stat_activity where datname = $1',
        [name],
      );
      const cpu = new Map<number, number>();
      for (const { pid } of rows) {
        try {
          cpu.set(pid, readCpuMs(pid));
        } catch {
          // the backend ended between the query and the read
        }
      }
      return cpu;
    },
    drop: () =>
      runOn(BENCH_POSTGRES_URL, `drop database if exists "${name}" with (force)`).then(() => {}),
  };
}

/**
 * CPU the backends used between two readings. A backend that ended in between is missed, one that
 * started counts whole; under steady load the pools keep their connections, so neither happens.
 */
export function backendCpuDeltaMs(before: Map<number, number>, after: Map<number, number>) {
  // No backend readable (PostgreSQL on another host or in another container): unknown, not 0.
  if (after.size === 0) return Number.NaN;
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}
