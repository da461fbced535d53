import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import type { DatabaseHandle } from '../src/infra/db/database';
import { wrapPglite } from '../src/infra/db/pglite';
import { openPostgres } from '../src/infra/db/postgres';
import { createJobQueue } from '../src/infra/jobs/job-queue';
import { JOB_DEFINITIONS } from '../src/composition/jobs';
import { type TestDatabaseSource, uniqueDatabaseName, withDatabaseName } from './test-db-source';

// Migrating is the slow part (a fresh PGlite takes seconds and most of a gigabyte), so it happens
// once per run here; each test file then opens its own copy from the result in well under a second.

type Teardown = () => Promise<void>;

export default async function setup(project: TestProject): Promise<Teardown> {
  const kind = project.config.env.TEST_DB ?? process.env.TEST_DB ?? 'pglite';
  if (kind === 'postgres') return setupPostgres(project);
  if (kind !== 'pglite') throw new Error(`TEST_DB must be pglite or postgres, got '${kind}'`);
  return setupPglite(project);
}

/** pg-boss's schema and the app's queues, made once here instead of by every test app. */
async function prepareJobQueues(database: DatabaseHandle): Promise<void> {
  const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const jobs = createJobQueue({ database, log: quiet, runWorkers: false });
  for (const definition of JOB_DEFINITIONS) jobs.work(definition, () => Promise.resolve());
  await jobs.start();
  await jobs.stop();
}

async function setupPglite(project: TestProject): Promise<Teardown> {
  const client = await PGlite.create();
  const database = wrapPglite(client);
  await database.migrate();
  await prepareJobQueues(database);
  const dump = await client.dumpDataDir('none');
  await client.close();

  const dir = await mkdtemp(join(tmpdir(), 'onboarding-pglite-'));
  const dumpPath = join(dir, 'migrated.tar');
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabase', { kind: 'pglite', dumpPath } satisfies TestDatabaseSource);
  return () => rm(dir, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject): Promise<Teardown> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl === undefined || adminUrl === '') {
    throw new Error(
      'TEST_DB=postgres needs TEST_DATABASE_URL, for example postgres://postgres@127.0.0.1:5432/test',
    );
  }
  const template = uniqueDatabaseName('onboarding_tmpl');
  await runAdmin(adminUrl, `create database "${template}"`);

  const database = openPostgres({ url: withDatabaseName(adminUrl, template), poolMax: 1 });
  try {
    await database.migrate();
    await prepareJobQueues(database);
  } finally {
    // CREATE DATABASE ... TEMPLATE refuses a template that has open connections.
    await database.close();
  }

  project.provide('testDatabase', {
    kind: 'postgres',
    adminUrl,
    template,
  } satisfies TestDatabaseSource);
  return () => runAdmin(adminUrl, `drop database if exists "${template}" with (force)`);
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
