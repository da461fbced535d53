// `BUILDS=before=apps/server/dist/main-before.js,after=apps/server/dist/main.js
//  npm run bench:compare-write -w @onboarding/bench`: the journey-step write of several server
// bundles (copies of dist/main.js made before and after a change, kept in apps/server/dist so they
// find node_modules, the migrations and their chunks: a build adds new chunk files beside the old) and the bare insert, in alternating rounds on one database
// with the same applicants. On a shared two-core machine only such paired rounds tell a change from
// the noise; compare the CPU per request first, it swings far less than the rate.
import {
  CONNECTIONS,
  bareRequests,
  checkWrites,
  measureWrites,
  ourRequests,
  prepareJourney,
  startBareInsertServer,
  startOurServer,
  type WriteMeasured,
} from './journey-write';
import type { StartedProcess } from './processes';
import { median } from './rounds';

const seconds = Number(process.env.BENCH_SECONDS ?? 6);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
// Each entry: NAME=BUNDLE, optionally followed by +KEY=VALUE environment overrides for that server
// (for example `info=apps/server/dist/main.js+LOG_LEVEL=info`).
const builds = (process.env.BUILDS ?? 'current=apps/server/dist/main.js')
  .split(',')
  .map((entry) => {
    const [nameAndScript = '', ...overrides] = entry.split('+');
    const [name = '', script = ''] = nameAndScript.split('=');
    if (!script.startsWith('apps/server/dist/')) {
      throw new Error(`BUILDS: ${entry}: a bundle in apps/server/dist is expected`);
    }
    const env = Object.fromEntries(
      overrides.map((override) => [override.split('=')[0] ?? '', override.split('=')[1] ?? '']),
    );
    return { name, script, env };
  });

const journey = await prepareJourney();
const started: StartedProcess[] = [];
try {
  const targets: {
    name: string;
    server: StartedProcess;
    requestFor: (index: number) => { path: string; headers: Record<string, string> };
  }[] = [];
  const bare = await startBareInsertServer(journey);
  started.push(bare);
  targets.push({
    name: 'bare Fastify + pg insert',
    server: bare,
    requestFor: bareRequests(journey.applicants),
  });
  for (const build of builds) {
    const server = await startOurServer(journey, build.env, {}, build.script);
    started.push(server);
    targets.push({ name: build.name, server, requestFor: ourRequests(journey.applicants) });
  }
  for (const target of targets) await checkWrites(target.server.baseUrl, target.requestFor);

  const results = new Map<string, WriteMeasured[]>(targets.map((target) => [target.name, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const target of targets) {
      const measured = await measureWrites(
        target.server,
        journey.database,
        target.requestFor,
        seconds,
      );
      results.get(target.name)?.push(measured);
    }
  }
  const bareRate = median(
    (results.get(targets[0]?.name ?? '') ?? []).map((round) => round.requestsPerSecond),
  );
  console.log(
    `\nJourney-step write, ${CONNECTIONS} connections, ${rounds} alternating rounds of ${seconds} s (medians; per round in brackets)`,
  );
  for (const [name, measured] of results) {
    const rate = median(measured.map((round) => round.requestsPerSecond));
    const cpu = median(measured.map((round) => round.cpuMicrosecondsPerRequest));
    const database = median(measured.map((round) => round.databaseCpuMicrosecondsPerRequest));
    console.log(
      `  ${name.padEnd(26)} ${rate.toFixed(0).padStart(6)} req/s (${((100 * rate) / bareRate).toFixed(0)} % of bare), ` +
        `p50 ${median(measured.map((round) => round.p50Ms))} ms, p99 ${median(measured.map((round) => round.p99Ms))} ms, ` +
        `CPU per request: server ${cpu.toFixed(0)} µs [${measured.map((round) => round.cpuMicrosecondsPerRequest.toFixed(0)).join(' ')}], ` +
        `PostgreSQL ${database.toFixed(0)} µs, non-2xx ${measured.reduce((total, round) => total + round.non2xx, 0)}`,
    );
  }
} finally {
  for (const process of started) await process.stop();
  await journey.dispose();
}
