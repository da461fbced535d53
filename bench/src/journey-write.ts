// Issue "The cost of a request", point 10: a journey-step write on PostgreSQL measured from outside
// (`PATCH prospects/{id}/info/partialsave`, one personal data section of ~700 bytes, 20 applicants
// on 20 connections) against a bare Fastify route that inserts the same body with node-postgres.
// Nothing asserts; the figures are printed with their targets.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  backendCpuDeltaMs,
  type BenchDatabase,
  createBenchDatabase,
  isPostgresReachable,
} from './bench-database';
import { type CpuPlacement, placeOnCpus } from './cpu-split';
import { assertLoopback, throughputOf } from './http-throughput';
import {
  type JourneyApplicant,
  PARTIAL_SAVE_BODY,
  partialSavePath,
  sessionCookie,
  setUpApplicants,
} from './journey-applicants';
import {
  productionNodes,
  serverNodeVersion,
  type StartedProcess,
  startNodeProcess,
  type StartOptions,
} from './processes';
import { type Measured, median, summarize } from './rounds';

export const CONNECTIONS = 20;
const CONTEXT_FRAME = '--experimental-async-context-frame';
const WARM_UP_SECONDS = 2;
const APP_SECRET = 'j'.repeat(48);

export interface WriteMeasured extends Measured {
  /** CPU of the PostgreSQL backends serving the run, per answered request (NaN: not readable). */
  databaseCpuMicrosecondsPerRequest: number;
  /** Requests answered in the measured seconds (the warm-up not included). */
  requests: number;
  /** The server's CPU over the measured seconds, in CPUs (1: one CPU busy all the time). */
  serverCpus: number;
}

/**
 * A database with `CONNECTIONS` applicants on the personal data step (or those `setUp` makes:
 * load.ts), and its clean-up.
 */
export interface PreparedJourney {
  readonly database: BenchDatabase;
  readonly applicants: readonly JourneyApplicant[];
  readonly dataDir: string;
  readonly setupMs: number;
  dispose(): Promise<void>;
}

/**
 * Creates the database and the applicants. The set-up runs against our server started with
 * NODE_ENV=development, because registering needs the e-mail link that only the development
 * outbox hands out (production refuses to send mail without SMTP_URL); that server is then stopped
 * and the load runs against a NODE_ENV=production server on the same database, with the same
 * APP_SECRET, so the measured configuration is the one we deploy (HSTS, `__Host-sid`, no outbox
 * routes). Sessions live in the database, so the cookies outlive the restart. The set-up's
 * background work is durable: the MRZ readings of the uploaded ID backs (seconds of OCR each, not
 * what is measured) are dropped from the queue, anything else is finished by the set-up server
 * before it stops, so none of it runs during the load.
 */
export async function prepareJourney(
  setUp: (baseUrl: string) => Promise<readonly JourneyApplicant[]> = (baseUrl) =>
    setUpApplicants(baseUrl, CONNECTIONS),
): Promise<PreparedJourney> {
  const startedAt = performance.now();
  const database = await createBenchDatabase('onboarding_bench');
  const dataDir = mkdtempSync(join(tmpdir(), 'onboarding-bench-journey-'));
  const dispose = async () => {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const setupServer = await startOurServer(
      { database, dataDir },
      { NODE_ENV: 'development', TRUST_PROXY: 'true' },
    );
    try {
      const applicants = await setUp(setupServer.baseUrl);
      await waitForJobsDone(database);
      return { database, applicants, dataDir, setupMs: performance.now() - startedAt, dispose };
    } finally {
      await setupServer.stop();
    }
  } catch (error) {
    await dispose();
    throw error;
  }
}

/** Waits until no job is queued, due for a retry or running (the set-up's own background work). */
async function waitForJobsDone(database: BenchDatabase): Promise<void> {
  await database.query(
    `delete from pgboss.job where name = 'document-reading.mrz.v1' and state in ('created', 'retry')`,
  );
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const [row] = await database.query<{ waiting: number }>(
      `select count(*)::int as waiting from pgboss.job
       where name not like '__pgboss%' and name <> 'jobs.dead-letter'
         and state in ('created', 'retry', 'active')`,
    );
    if (row?.waiting === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the set-up’s background jobs did not finish within 2 minutes');
}

/**
 * Our built server on the journey's database; production unless `env` says otherwise. `script`
 * may name another bundle in apps/server/dist (compare-builds.ts).
 */
export function startOurServer(
  journey: Pick<PreparedJourney, 'database' | 'dataDir'>,
  env: Record<string, string> = {},
  options: StartOptions = {},
  script = 'apps/server/dist/main.js',
): Promise<StartedProcess> {
  return startNodeProcess(
    script,
    {
      DATABASE_URL: journey.database.url,
      DATA_DIR: journey.dataDir,
      NODE_ENV: 'production',
      APP_SECRET,
      LOG_LEVEL: 'warn',
      ...env,
    },
    '/ready',
    options,
  );
}

export function startBareInsertServer(
  journey: Pick<PreparedJourney, 'database'>,
  options: StartOptions = {},
): Promise<StartedProcess> {
  return startNodeProcess(
    'bench/src/bare-insert-server.mjs',
    { DATABASE_URL: journey.database.url },
    '/health',
    options,
  );
}

interface WriteRequest {
  readonly path: string;
  readonly headers: Record<string, string>;
}

/** What connection `index` sends to our server in production: its own applicant. */
export function ourRequests(applicants: readonly JourneyApplicant[]) {
  return (index: number): WriteRequest => {
    const applicant = applicants[index % applicants.length];
    if (applicant === undefined) throw new Error('no applicants');
    return {
      path: partialSavePath(applicant),
      headers: { 'content-type': 'application/json', cookie: sessionCookie(applicant, true) },
    };
  };
}

/** The same requests for the bare route: same body, same cookie (ignored), a shorter path. */
export function bareRequests(applicants: readonly JourneyApplicant[]) {
  const ours = ourRequests(applicants);
  return (index: number): WriteRequest => {
    const request = ours(index);
    return { ...request, path: request.path.replace(/^.*\/prospects\//, '/prospects/') };
  };
}

/** One request per connection, each expected to answer 200: the body is one the server takes. */
export async function checkWrites(baseUrl: string, requestFor: (index: number) => WriteRequest) {
  for (let index = 0; index < CONNECTIONS; index += 1) {
    const { path, headers } = requestFor(index);
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'PATCH',
      headers,
      body: PARTIAL_SAVE_BODY,
    });
    if (response.status !== 200) {
      throw new Error(`PATCH ${path}: ${response.status} ${await response.text()}`);
    }
  }
}

/**
 * `CONNECTIONS` connections for `seconds`, each sending its own applicant's partial save; the
 * requests are built once per connection by autocannon's setupClient.
 */
export async function loadWrites(
  baseUrl: string,
  requestFor: (index: number) => WriteRequest,
  seconds: number,
) {
  assertLoopback(baseUrl);
  let connection = 0;
  return autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    pipelining: 1,
    duration: seconds,
    setupClient(client) {
      const { path, headers } = requestFor(connection % CONNECTIONS);
      connection += 1;
      // setRequests, not setRequest: the latter changes only the first request of the connection.
      client.setRequests([{ method: 'PATCH', path, headers, body: PARTIAL_SAVE_BODY }]);
    },
  });
}

/**
 * A warm-up, then `seconds` of load with the CPU of the server and of its database backends.
 * Between the two the database is vacuumed: each write updates one of the applicants' 20 rows,
 * and a run that followed another paid for its thousands of dead row versions. Without it, of two
 * identical servers measured one after the other, the second answered 10-12 % fewer requests.
 * With `cpus`, the server's database backends (the warm-up opened them) are moved off the
 * server's own CPU (decision 303).
 */
export async function measureWrites(
  server: StartedProcess,
  database: BenchDatabase,
  requestFor: (index: number) => WriteRequest,
  seconds: number,
  cpus?: CpuPlacement,
): Promise<WriteMeasured> {
  await loadWrites(server.baseUrl, requestFor, WARM_UP_SECONDS);
  await database.query('vacuum');
  const databaseBefore = await database.backendCpuMs();
  cpus?.moveToOthers(databaseBefore.keys());
  const cpuBefore = server.cpuMs();
  const result = await loadWrites(server.baseUrl, requestFor, seconds);
  const cpuMs = server.cpuMs() - cpuBefore;
  const databaseMs = backendCpuDeltaMs(databaseBefore, await database.backendCpuMs());
  const answered = Math.max(1, result.requests.total);
  return {
    ...throughputOf(result),
    requests: result.requests.total,
    cpuMicrosecondsPerRequest: (cpuMs * 1000) / answered,
    databaseCpuMicrosecondsPerRequest: (databaseMs * 1000) / answered,
    serverCpus: cpuMs / (seconds * 1000),
  };
}

function slowerPerRound(off: readonly WriteMeasured[], on: readonly WriteMeasured[]): number[] {
  return on
    .map((traced, round) => {
      const untraced = off[round]?.requestsPerSecond ?? Number.NaN;
      return 100 * (1 - traced.requestsPerSecond / untraced);
    })
    .sort((a, b) => a - b);
}

function summarizeWrites(rounds: WriteMeasured[]): WriteMeasured {
  return {
    ...summarize(rounds),
    databaseCpuMicrosecondsPerRequest: median(
      rounds.map((round) => round.databaseCpuMicrosecondsPerRequest),
    ),
    requests: rounds.reduce((total, round) => total + round.requests, 0),
    serverCpus: median(rounds.map((round) => round.serverCpus)),
  };
}

/** Our server with tracing off and on (every request traced, decision 298) on one Node. */
export interface TracingCost {
  /** The Node's version, as `process.version` prints it. */
  readonly node: string;
  readonly off: WriteMeasured;
  readonly on: WriteMeasured;
  /**
   * What the receiver got during the traced server's rounds: the proof that it traced (a batch
   * still in flight when its round ends may fall to the next server's).
   */
  readonly exports: ExportCounts;
  /**
   * Per round, how many fewer requests per second the traced server answered than the untraced
   * one in the same round, in %, lowest first: both ran back to back, so what the machine did in
   * between (another process, the CPU's clock) weighs less than between the medians of all rounds.
   */
  readonly slowerPerRound: readonly number[];
}

/** OTLP/HTTP export requests and their bytes. */
export interface ExportCounts {
  readonly requests: number;
  readonly bytes: number;
}

export type JourneyWriteFigures =
  | { readonly skipped: string }
  | {
      readonly bare: WriteMeasured;
      /** Our server on the measured servers' Node (this machine's, or BENCH_SERVER_NODE). */
      readonly server: WriteMeasured;
      /** The tracing cost on that Node, then on the production lines that could be had. */
      readonly tracing: readonly TracingCost[];
      /** Why a production line is not among them. */
      readonly tracingSkipped: readonly string[];
      readonly setupMs: number;
      /** Where the measured servers and the rest ran, or why they shared every CPU. */
      readonly cpus: CpuPlacement['split'];
    };

/**
 * The traced server's variables: every trace exported to `sinkUrl`, and BENCH_TRACED_ENV's (a
 * JSON object) to take the cost apart, such as `{"OTEL_TRACES_SAMPLER":"always_off"}`.
 */
export function tracedServerEnv(sinkUrl: string): Record<string, string> {
  return {
    OTEL_EXPORTER_OTLP_ENDPOINT: sinkUrl,
    OTEL_SERVICE_NAME: 'onboarding-bench',
    ...(JSON.parse(process.env.BENCH_TRACED_ENV ?? '{}') as Record<string, string>),
  };
}

/** The OTLP/HTTP receiver the traced servers export to (otlp-sink-server.mjs), in its own process. */
export async function startOtlpSink(options: StartOptions = {}): Promise<{
  readonly url: string;
  /** OTLP/HTTP export requests received so far, and their bytes. */
  counts(): Promise<ExportCounts>;
  close(): Promise<void>;
}> {
  const sink = await startNodeProcess('bench/src/otlp-sink-server.mjs', {}, '/health', options);
  return {
    url: sink.baseUrl,
    counts: async () => (await (await fetch(`${sink.baseUrl}/counts`)).json()) as ExportCounts,
    close: () => sink.stop(),
  };
}

/**
 * Our partial save against the bare insert on one fresh PostgreSQL database, alternating rounds
 * (bare first, as the /health bench does) and taking medians: two cores carry the load generator,
 * both Node servers and PostgreSQL, and other work besides.
 */
export async function measureJourneyWriteAgainstBaseline(
  seconds: number,
  rounds: number,
): Promise<JourneyWriteFigures> {
  if (!(await isPostgresReachable())) {
    return { skipped: 'PostgreSQL does not answer (set BENCH_POSTGRES_URL)' };
  }
  const production = productionNodes();
  const journey = await prepareJourney();
  const cpus = placeOnCpus();
  const sink = await startOtlpSink(cpus.others);
  const started: StartedProcess[] = [];
  const start = async (run: Promise<StartedProcess>) => {
    const process = await run;
    started.push(process);
    return process;
  };
  try {
    const bare = await start(startBareInsertServer(journey, cpus.server));
    const nodes: { version: string; binary?: string; nodeArgs?: string[] }[] = [
      { version: serverNodeVersion() },
      ...production.nodes,
    ];
    // Node 22 on the async context frame too: decision 303 weighs the flag on every run.
    for (const node of production.nodes.filter(({ version }) => version.startsWith('v22.'))) {
      nodes.push({
        ...node,
        version: `${node.version} ${CONTEXT_FRAME}`,
        nodeArgs: [CONTEXT_FRAME],
      });
    }
    const pairs: { node: string; off: StartedProcess; on: StartedProcess }[] = [];
    for (const { version, binary, nodeArgs } of nodes) {
      const options: StartOptions = {
        ...cpus.server,
        ...(binary === undefined ? {} : { nodeBinary: binary }),
        ...(nodeArgs === undefined ? {} : { nodeArgs }),
      };
      const off = await start(startOurServer(journey, {}, options));
      const on = await start(startOurServer(journey, tracedServerEnv(sink.url), options));
      pairs.push({ node: version, off, on });
    }
    const toOurs = ourRequests(journey.applicants);
    const toBare = bareRequests(journey.applicants);
    await checkWrites(bare.baseUrl, toBare);
    for (const { off, on } of pairs) {
      await checkWrites(off.baseUrl, toOurs);
      await checkWrites(on.baseUrl, toOurs);
    }

    const bareRounds: WriteMeasured[] = [];
    const pairRounds = pairs.map(() => ({
      off: [] as WriteMeasured[],
      on: [] as WriteMeasured[],
      exports: { requests: 0, bytes: 0 },
    }));
    for (let round = 0; round < rounds; round += 1) {
      bareRounds.push(await measureWrites(bare, journey.database, toBare, seconds, cpus));
      for (const [index, { off, on }] of pairs.entries()) {
        const measured = pairRounds[index];
        if (measured === undefined) continue;
        // Off first in one round, on first in the next: what the order costs falls on both.
        const order = round % 2 === 0 ? (['off', 'on'] as const) : (['on', 'off'] as const);
        for (const side of order) {
          const server = side === 'off' ? off : on;
          const before = side === 'on' ? await sink.counts() : undefined;
          measured[side].push(await measureWrites(server, journey.database, toOurs, seconds, cpus));
          if (before !== undefined) {
            const after = await sink.counts();
            measured.exports = {
              requests: measured.exports.requests + after.requests - before.requests,
              bytes: measured.exports.bytes + after.bytes - before.bytes,
            };
          }
        }
      }
    }
    const tracing = pairs.map(({ node }, index) => ({
      node,
      off: summarizeWrites(pairRounds[index]?.off ?? []),
      on: summarizeWrites(pairRounds[index]?.on ?? []),
      exports: pairRounds[index]?.exports ?? { requests: 0, bytes: 0 },
      slowerPerRound: slowerPerRound(pairRounds[index]?.off ?? [], pairRounds[index]?.on ?? []),
    }));
    const [first] = tracing;
    if (first === undefined) throw new Error('no server was measured');
    return {
      bare: summarizeWrites(bareRounds),
      server: first.off,
      tracing,
      tracingSkipped: production.skipped,
      setupMs: journey.setupMs,
      cpus: cpus.split,
    };
  } finally {
    for (const process of started) await process.stop();
    await sink.close();
    await journey.dispose();
    cpus.release();
  }
}

const microseconds = (value: number) => (Number.isNaN(value) ? 'n/a' : `${value.toFixed(0)} µs`);

function line(label: string, figures: WriteMeasured): string {
  return (
    `  ${label}${figures.requestsPerSecond.toFixed(0)} req/s, p50 ${figures.p50Ms} ms, ` +
    `p99 ${figures.p99Ms} ms, CPU per request: server ${microseconds(figures.cpuMicrosecondsPerRequest)}, ` +
    `PostgreSQL ${microseconds(figures.databaseCpuMicrosecondsPerRequest)}, ` +
    `server busy ${(100 * figures.serverCpus).toFixed(0)} % of a CPU` +
    `   (errors ${figures.errors}, non-2xx ${figures.non2xx})`
  );
}

export function printJourneyWrite(figures: JourneyWriteFigures, seconds: number, rounds: number) {
  console.log(
    `\nJourney-step write on PostgreSQL: PATCH …/info/partialsave, ${PARTIAL_SAVE_BODY.length}-byte ` +
      `section, ${CONNECTIONS} connections with an applicant each, ${rounds} alternating rounds ` +
      `of ${seconds} s, loopback (medians)`,
  );
  if ('skipped' in figures) {
    console.log(`  skipped: ${figures.skipped}`);
    return;
  }
  const { bare, server, tracing } = figures;
  console.log(
    `  set-up (database, ${CONNECTIONS} applicants): ${(figures.setupMs / 1000).toFixed(1)} s`,
  );
  console.log(
    'server' in figures.cpus
      ? `  CPUs: the measured servers on CPU ${figures.cpus.server} alone; the load, the receiver and PostgreSQL's backends on ${figures.cpus.rest} (decision 303)`
      : `  CPUs: all shared (${figures.cpus.skipped})`,
  );
  console.log(line('bare Fastify + pg insert:  ', bare));
  console.log(line('onboarding server:         ', server));
  console.log(
    `  ratio:                     ${((100 * server.requestsPerSecond) / bare.requestsPerSecond).toFixed(1)} %` +
      `   (target >= 50 %; p99 target < 50 ms at ${CONNECTIONS} connections)`,
  );
  console.log(
    `  tracing on beside off: the same server exporting every trace over OTLP/HTTP to a ` +
      `receiver in its own process; target <= 15 % fewer requests per second on the Node production runs (decisions 298, 300, 303)`,
  );
  for (const { node, off, on, exports, slowerPerRound: perRound } of tracing) {
    const slower = 100 * (1 - on.requestsPerSecond / off.requestsPerSecond);
    const cpu = on.cpuMicrosecondsPerRequest - off.cpuMicrosecondsPerRequest;
    console.log(line(`Node ${node}, tracing off: `.padEnd(27), off));
    console.log(line(`Node ${node}, tracing on:  `.padEnd(27), on));
    console.log(
      `  Node ${node}: ${slower.toFixed(1)} % fewer requests per second with tracing on, ` +
        `${cpu >= 0 ? '+' : ''}${cpu.toFixed(0)} µs of the server's CPU per request; ` +
        (exports.requests > 0
          ? `${exports.requests} exports, ${(exports.bytes / 1024).toFixed(0)} KiB`
          : 'NOTHING EXPORTED: the traced server did not trace'),
    );
    console.log(
      `  Node ${node}, each round's on against its off: median ${median([...perRound]).toFixed(1)} % ` +
        `fewer, from ${perRound.map((value) => value.toFixed(1)).join(', ')} %`,
    );
    if (node.startsWith('v22.') && !node.includes(CONTEXT_FRAME)) {
      // Not how Node 22 is run with tracing: its trace context then rides on async hooks, and the
      // server says so at start (decision 303, docs/operations.md).
      console.log(
        `  Node ${node}: the trace context on async hooks, for comparison; Node 22 traces with ${CONTEXT_FRAME} (the next line)`,
      );
    }
  }
  for (const reason of figures.tracingSkipped) console.log(`  not measured: ${reason}`);
}
