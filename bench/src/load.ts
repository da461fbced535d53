// `npm run bench:load` (decision 156): a mix of journey calls (status, lookups,
// partial saves, uploads) at a constant rate, open model, against the built server on a fresh
// PostgreSQL database, and the same requests at the same rate against the bare Fastify baseline.
// Prints p50/p95/p99, count and errors per call beside the targets. Options: LOAD_RATE (requests/s
// in total, default 200), LOAD_SECONDS (default 60), LOAD_CALLS (some calls only), LOAD_PROFILE_DIR
// (a CPU profile of our server). Builds nothing:
// run `node scripts/build.mjs` first.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { backendCpuDeltaMs, isPostgresReachable, BENCH_POSTGRES_URL } from './bench-database';
import { setUpApplicants } from './journey-applicants';
import { prepareJourney, startOurServer } from './journey-write';
import {
  applicantCounts,
  CALL_NAMES,
  callRates,
  journeyMix,
  type LoadApplicants,
  readUploadImage,
} from './load-mix';
import { printLoad, type LoadFigures, type Measured } from './load-report';
import { runOpenLoad, type LoadCall } from './load-scheduler';
import { repoRoot, startNodeProcess, type StartedProcess } from './processes';

const rate = Number(process.env.LOAD_RATE ?? 200);
const seconds = Number(process.env.LOAD_SECONDS ?? 60);
/** Some calls only (comma-separated names, e.g. `upload`), sharing LOAD_RATE: to find a cost. */
const only = process.env.LOAD_CALLS?.split(',').map((name) => name.trim());
/** Where our server writes a CPU profile of its run (node --cpu-prof), to see where time goes. */
const profileDir = process.env.LOAD_PROFILE_DIR;
const selected = CALL_NAMES.filter((name) => only === undefined || only.includes(name));
const rates = callRates(rate, selected);
/** JIT, connection pools and the first plans, at the same rate, not counted. */
const WARM_UP_SECONDS = Math.min(5, seconds);

function refuse(message: string): never {
  console.error(message);
  process.exit(1);
}

/** One request of each call, each expected to answer 2xx: a mistake in the mix shows here. */
async function checkMix(baseUrl: string, calls: readonly LoadCall[]): Promise<void> {
  for (const call of calls) {
    const { method, path, headers, body } = call.requestFor(0);
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
    if (!response.ok) {
      throw new Error(
        `${call.name}: ${method} ${path}: ${response.status} ${await response.text()}`,
      );
    }
  }
}

async function measure(
  server: StartedProcess,
  calls: readonly LoadCall[],
  databaseCpuMs?: () => Promise<Map<number, number>>,
): Promise<Measured> {
  await runOpenLoad(server.baseUrl, calls, rate, WARM_UP_SECONDS);
  const cpuBefore = server.cpuMs();
  const databaseBefore = await databaseCpuMs?.();
  const run = await runOpenLoad(server.baseUrl, calls, rate, seconds);
  const serverCpuMs = server.cpuMs() - cpuBefore;
  const databaseAfter = await databaseCpuMs?.();
  return {
    run,
    serverCpuShare: serverCpuMs / (seconds * 1000),
    databaseCpuShare:
      databaseBefore === undefined || databaseAfter === undefined
        ? Number.NaN
        : backendCpuDeltaMs(databaseBefore, databaseAfter) / (seconds * 1000),
  };
}

if (!Number.isFinite(rate) || rate <= 0 || !Number.isFinite(seconds) || seconds <= 0) {
  refuse(`LOAD_RATE and LOAD_SECONDS must be positive numbers (got ${rate}, ${seconds})`);
}
if (!existsSync(join(repoRoot, 'apps/server/dist/main.js'))) {
  refuse(
    'bench:load runs the built server and builds nothing itself: apps/server/dist/main.js is ' +
      'missing. Build first with `node scripts/build.mjs` (or `npm run build -w @onboarding/server`).',
  );
}
if (!(await isPostgresReachable())) {
  refuse(
    `PostgreSQL does not answer at ${BENCH_POSTGRES_URL}: start it, or name it with ` +
      'TEST_DATABASE_URL or BENCH_POSTGRES_URL (a server on this machine; a database of its own is created).',
  );
}

const unknown = only?.filter((name) => !CALL_NAMES.some((call) => call === name)) ?? [];
if (selected.length === 0 || unknown.length > 0) {
  refuse(
    `LOAD_CALLS takes names of the mix (${CALL_NAMES.join(', ')}), not: ${unknown.join(', ')}`,
  );
}

const counts = applicantCounts(rates);
const image = await readUploadImage();
console.log(
  `bench:load: setting up ${counts.form + counts.documents} applicants through the API on a fresh ` +
    `PostgreSQL database…`,
);
const journey = await prepareJourney(async (baseUrl) => [
  ...(await setUpApplicants(baseUrl, counts.form)),
  ...(await setUpApplicants(baseUrl, counts.documents, {
    step: 'documents',
    firstIndex: counts.form,
  })),
]);
// In the order made, which numbers their addresses (applicantAddress).
const applicants: LoadApplicants = {
  form: journey.applicants.slice(0, counts.form),
  documents: journey.applicants.slice(counts.form),
};

const started: StartedProcess[] = [];
try {
  // Production, as deployed; behind a proxy on this machine, so each applicant's address counts.
  const ours = await startOurServer(
    journey,
    { TRUST_PROXY: '127.0.0.1' },
    profileDir === undefined ? {} : { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] },
  );
  started.push(ours);
  const bare = await startNodeProcess('bench/src/hello-server.mjs', {}, '/health');
  started.push(bare);
  const ourCalls = journeyMix(applicants, image, true).filter((call) =>
    selected.some((name) => name === call.name),
  );
  await checkMix(ours.baseUrl, ourCalls);
  await checkMix(bare.baseUrl, ourCalls);

  console.log(
    `bench:load: ${rate} requests/s, ${WARM_UP_SECONDS} s warm-up and ${seconds} s measured, ` +
      'the bare baseline first, then the onboarding server…',
  );
  const bareFigures = await measure(bare, ourCalls);
  const ourFigures = await measure(ours, ourCalls, () => journey.database.backendCpuMs());
  const figures: LoadFigures = {
    rate,
    seconds,
    warmUpSeconds: WARM_UP_SECONDS,
    setupMs: journey.setupMs,
    applicants: counts,
    rates,
    bare: bareFigures,
    ours: ourFigures,
  };
  printLoad(figures);
} finally {
  for (const process of started) await process.stop();
  await journey.dispose();
}
