import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseHandle } from '../src/infra/db/database';
import { openPglite } from '../src/infra/db/pglite';
import { openPostgres } from '../src/infra/db/postgres';
import { type TestDatabaseSource, uniqueDatabaseName, withDatabaseName } from './test-db-source';

export interface TestDatabase {
  readonly handle: DatabaseHandle;
  /** postgres only: the URL of this test's own database (to start a server process on it). */
  readonly url: string | undefined;
  /** Closes the connections and, on PostgreSQL, drops the database. */
  dispose(): Promise<void>;
}

/** A migrated database of its own, copied from the one the global setup prepared. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const source: TestDatabaseSource = inject('testDatabase');
  if (source.kind === 'pglite') {
    const dump = await readFile(source.dumpPath);
    const handle = await openPglite({ loadDataDir: new Blob([dump]) });
    return { handle, url: undefined, dispose: () => handle.close() };
  }

  const name = uniqueDatabaseName('onboarding_test');
  await runAdmin(source.adminUrl, `create database "${name}" template "${source.template}"`);
  const url = withDatabaseName(source.adminUrl, name);
  const handle = openPostgres({ url, poolMax: 5 });
  return {
    handle,
    url,
    async dispose() {
      await handle.close();
      await runAdmin(source.adminUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

let shared: Promise<TestDatabase> | undefined;

/** The database every app of one test file shares unless a test asks for its own. */
export function sharedTestDatabase(): Promise<TestDatabase> {
  shared ??= createTestDatabase();
  return shared;
}

export async function disposeSharedTestDatabase(): Promise<void> {
  if (shared === undefined) return;
  const database = await shared;
  shared = undefined;
  await database.dispose();
}

async function runAdmin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
