// `npm run bench:profile-write -w @onboarding/bench`: where the time of a journey-step write goes.
// On a fresh PostgreSQL database with the applicants of journey-write.ts, it runs our production
// server twice under the same load as the bench:
//   1. with the count-queries.mjs preload: the SQL statements of each request, and what
//      pg_stat_database counts for the run (transactions, rows);
//   2. with --cpu-prof: the profile of the measured seconds, summed by cpuprofile-summary.ts.
// PROFILE_SECONDS (default 20) sets the load of run 2; PROFILE_DIR where the files are kept;
// PROFILE_TRACED=1 profiles the server exporting every trace to a local receiver, with
// BENCH_TRACED_ENV's variables as the bench's traced server (decision 282).
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchDatabase } from './bench-database';
import { placeOnCpus } from './cpu-split';
import { printCpuProfileSummary, summarizeCpuProfile } from './cpuprofile-summary';
import {
  checkWrites,
  CONNECTIONS,
  loadWrites,
  ourRequests,
  prepareJourney,
  startOtlpSink,
  startOurServer,
  tracedServerEnv,
} from './journey-write';

const seconds = Number(process.env.PROFILE_SECONDS ?? 20);
const outputDir = process.env.PROFILE_DIR ?? join(tmpdir(), 'onboarding-profile');

interface DatabaseCounters {
  xact_commit: number;
  xact_rollback: number;
  tup_inserted: number;
  tup_updated: number;
  tup_deleted: number;
  tup_returned: number;
  tup_fetched: number;
}

async function databaseCounters(database: BenchDatabase): Promise<DatabaseCounters> {
  // Each query runs on a new connection, so it sees a fresh statistics snapshot.
  const [row] = await database.query<Record<keyof DatabaseCounters, string>>(
    `select xact_commit, xact_rollback, tup_inserted, tup_updated, tup_deleted, tup_returned,
            tup_fetched
       from pg_stat_database where datname = current_database()`,
  );
  if (row === undefined) throw new Error('no pg_stat_database row');
  const counters = {} as DatabaseCounters;
  for (const key of Object.keys(row) as (keyof DatabaseCounters)[])
    counters[key] = Number(row[key]);
  return counters;
}

interface CountedRoute {
  requests: number;
  statements: string[];
}

async function countStatements(journey: Awaited<ReturnType<typeof prepareJourney>>) {
  const file = join(outputDir, 'queries.json');
  const server = await startOurServer(
    journey,
    { QUERY_COUNT_FILE: file },
    { nodeArgs: ['--import', './bench/src/count-queries.mjs'] },
  );
  const requestFor = ourRequests(journey.applicants);
  const before = await databaseCounters(journey.database);
  await checkWrites(server.baseUrl, requestFor);
  const load = await loadWrites(server.baseUrl, requestFor, 5);
  await server.stop('SIGINT');
  // Each connection's statistics reach pg_stat_database when it closes; give them a moment.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const after = await databaseCounters(journey.database);
  const { routes } = JSON.parse(readFileSync(file, 'utf8')) as {
    routes: Record<string, CountedRoute[]>;
  };
  const writes = routes['PATCH /services/slo/onboarding/prospects/:id/info/partialsave 200'] ?? [];
  const requests = writes.reduce((total, sequence) => total + sequence.requests, 0);
  console.log(
    `\nSQL per partial save (${requests} requests answered 200, ${load.requests.average.toFixed(0)} req/s with the counting preload)`,
  );
  for (const sequence of writes) {
    console.log(
      `  ${sequence.requests} requests sent these ${sequence.statements.length} statements:`,
    );
    sequence.statements.forEach((statement, index) =>
      console.log(`    ${index + 1}. ${statement}`),
    );
  }
  const other = Object.keys(routes).filter((route) => !route.includes('partialsave 200'));
  if (other.length > 0) console.log(`  other routes seen: ${other.join(', ')}`);
  console.log(
    '  pg_stat_database over the run, per partial save (server start and stop included):',
  );
  for (const key of Object.keys(after) as (keyof DatabaseCounters)[]) {
    console.log(`    ${key}: ${((after[key] - before[key]) / Math.max(1, requests)).toFixed(2)}`);
  }
}

async function profileCpu(journey: Awaited<ReturnType<typeof prepareJourney>>) {
  const profileDir = join(outputDir, 'cpuprofile');
  rmSync(profileDir, { recursive: true, force: true });
  // The server on a CPU of its own, as the bench runs it (decision 303): a profiler's sample taken
  // while another process held the CPU falls on whatever the server ran next.
  const cpus = placeOnCpus();
  const sink = process.env.PROFILE_TRACED === '1' ? await startOtlpSink(cpus.others) : undefined;
  const server = await startOurServer(
    journey,
    sink === undefined ? {} : tracedServerEnv(sink.url),
    {
      nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
      ...cpus.server,
    },
  );
  const requestFor = ourRequests(journey.applicants);
  await checkWrites(server.baseUrl, requestFor);
  await loadWrites(server.baseUrl, requestFor, 2);
  cpus.moveToOthers((await journey.database.backendCpuMs()).keys());
  // The profile's timestamps are V8's monotonic clock, the one process.hrtime reads on Linux.
  const fromMicros = Number(process.hrtime.bigint() / 1000n);
  const cpuBefore = server.cpuMs();
  const load = await loadWrites(server.baseUrl, requestFor, seconds);
  const cpuMs = server.cpuMs() - cpuBefore;
  const toMicros = Number(process.hrtime.bigint() / 1000n);
  await server.stop('SIGINT');
  await sink?.close();
  cpus.release();
  const [file] = readdirSync(profileDir).filter((name) => name.endsWith('.cpuprofile'));
  if (file === undefined) throw new Error(`no .cpuprofile in ${profileDir}`);
  const requests = load.requests.total;
  console.log(
    `\nCPU profile of ${seconds} s of load (${CONNECTIONS} connections, ${load.requests.average.toFixed(0)} req/s ` +
      `under the profiler, p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms, non-2xx ${load.non2xx}): ` +
      `${join(profileDir, file)}`,
  );
  console.log(
    `Process CPU (all threads) ${((cpuMs * 1000) / Math.max(1, requests)).toFixed(0)} µs per request`,
  );
  printCpuProfileSummary(
    summarizeCpuProfile(join(profileDir, file), { fromMicros, toMicros }),
    requests,
  );
}

mkdirSync(outputDir, { recursive: true });
const journey = await prepareJourney();
try {
  await countStatements(journey);
  await profileCpu(journey);
} finally {
  await journey.dispose();
}
