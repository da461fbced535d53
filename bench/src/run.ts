// `npm run bench`: prints the figures the foundation issue sets targets for. Nothing here asserts;
// the numbers are for people and for comparing runs on the same machine.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { initialAssetsContain, measureInitialAssets } from './bundle-size';
import { measureThroughput } from './http-throughput';
import { measureJourneyWriteAgainstBaseline, printJourneyWrite } from './journey-write';
import { repoRoot, startNodeProcess, type StartedProcess } from './processes';
import { measureServerCore, printServerCore } from './server-core';
import { isPostgresReachable } from './bench-database';
import { type Measured, summarize } from './rounds';

const seconds = Number(process.env.BENCH_SECONDS ?? 6);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

function ensureBuilt() {
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-needed'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('The build failed');
}

async function measureStartup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'onboarding-bench-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', NODE_ENV: 'development' };
  try {
    const first = await startNodeProcess('apps/server/dist/main.js', env, '/ready');
    await first.stop();
    const again = await startNodeProcess('apps/server/dist/main.js', env, '/ready');
    await again.stop();
    return { firstStartMs: first.startupMs, startMs: again.startupMs };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measureWithCpu(server: StartedProcess): Promise<Measured> {
  const cpuBefore = server.cpuMs();
  const result = await measureThroughput(`${server.baseUrl}/health`, seconds);
  const cpuMs = server.cpuMs() - cpuBefore;
  return {
    ...result,
    cpuMicrosecondsPerRequest: (cpuMs * 1000) / (result.requestsPerSecond * seconds),
  };
}

// Two cores carry both the load generator and the server, so one run swings by 20 % or more;
// alternating the two servers over several rounds and taking medians keeps the ratio honest.
async function measureHealthAgainstBaseline() {
  const baseline = await startNodeProcess('bench/src/hello-server.mjs', {}, '/health');
  const dataDir = mkdtempSync(join(tmpdir(), 'onboarding-bench-'));
  const ours = await startNodeProcess(
    'apps/server/dist/main.js',
    {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      APP_SECRET: 'b'.repeat(48),
    },
    '/ready',
  );
  const bareRounds: Measured[] = [];
  const serverRounds: Measured[] = [];
  try {
    for (let round = 0; round < rounds; round += 1) {
      bareRounds.push(await measureWithCpu(baseline));
      serverRounds.push(await measureWithCpu(ours));
    }
  } finally {
    await baseline.stop();
    await ours.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { bare: summarize(bareRounds), server: summarize(serverRounds) };
}

/**
 * The video call's figures, run in real Chromium by the e2e measurements: accept to media both
 * ways (one `VIDEO_FIGURE` line; null when it could not run, no Chromium here, say, with the
 * reason) and the face match hint of decision 291 (`FACE_FIGURE` lines).
 */
function measureVideoCall(): { figure: string | null; face: string[]; problem: string | null } {
  const run = spawnSync('npx', ['vitest', 'run', '--config', 'e2e/vitest.measure.config.ts'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  const output = `${run.stdout}${run.stderr}`;
  const line = /VIDEO_FIGURE (.+)/.exec(output)?.[1] ?? null;
  const face = [...output.matchAll(/FACE_FIGURE (.+)/g)].map((match) => match[1] ?? '');
  const tail = output.trim().split('\n').slice(-15).join('\n');
  return { figure: line, face, problem: line === null || face.length === 0 ? tail : null };
}

/**
 * The signing figure (decision 141) in a process of its own (`npm run bench:signing`, bench/src/
 * signing.ts), so its embedded database and CPU use stay out of the other figures; its lines are
 * printed as they come, or why it could not run.
 */
function measureSigningFigure(): string {
  const run = spawnSync('npm', ['run', '--silent', 'bench:signing'], {
    cwd: join(repoRoot, 'bench'),
    encoding: 'utf8',
  });
  if (run.status === 0) return run.stdout.trimEnd();
  const tail = `${run.stdout}${run.stderr}`.trim().split('\n').slice(-15).join('\n');
  return `\nSigning three contracts: not measured\n${tail}`;
}

/**
 * The journey figure: the whole CURRENTACCOUNT journey through the API in a process of its own
 * (`npm run bench:journey`, bench/src/journey-api.ts), so its server and embedded database stay
 * out of the other figures; its lines as they come, or why it could not run.
 */
function measureJourneyFigure(): string {
  const run = spawnSync('npm', ['run', '--silent', 'bench:journey'], {
    cwd: join(repoRoot, 'bench'),
    encoding: 'utf8',
  });
  if (run.status === 0) return run.stdout.trimEnd();
  const tail = `${run.stdout}${run.stderr}`.trim().split('\n').slice(-15).join('\n');
  return `\nThe whole CURRENTACCOUNT journey through the API: not measured\n${tail}`;
}

/**
 * The applicant app as a phone gets it (decision 190): JavaScript per route, Lighthouse on four
 * pages, a keystroke's delay, in a process of its own (`npm run bench:web`, bench/src/web.ts) with
 * its own server and browser; its lines, or why it could not run.
 */
function measureWebFigures(): string {
  const run = spawnSync('npm', ['run', '--silent', 'bench:web'], {
    cwd: join(repoRoot, 'bench'),
    encoding: 'utf8',
  });
  if (run.status === 0) return run.stdout.trimEnd();
  const tail = `${run.stdout}${run.stderr}`.trim().split('\n').slice(-15).join('\n');
  return `\nThe applicant app in the browser (JavaScript, Lighthouse, keystrokes): not measured\n${tail}`;
}

/**
 * The password reset's timing for known and unknown addresses (decision 164) in a process of its
 * own (`npm run bench:reset-timing`, bench/src/password-reset-timing.ts); its lines, or why not.
 */
function measureResetTimingFigure(): string {
  const run = spawnSync('npm', ['run', '--silent', 'bench:reset-timing'], {
    cwd: join(repoRoot, 'bench'),
    encoding: 'utf8',
  });
  if (run.status === 0) return run.stdout.trimEnd();
  const tail = `${run.stdout}${run.stderr}`.trim().split('\n').slice(-15).join('\n');
  return `\nPassword-reset request timing: not measured\n${tail}`;
}

/**
 * The staff case search on 100,000 generated cases (decision 263) in a process of its own
 * (`npm run bench:case-search`, bench/src/case-search.ts) on a database of its own; its lines, or
 * why it could not run.
 */
function measureCaseSearchFigure(): string {
  const run = spawnSync('npm', ['run', '--silent', 'bench:case-search'], {
    cwd: join(repoRoot, 'bench'),
    encoding: 'utf8',
  });
  if (run.status === 0) return run.stdout.trimEnd();
  const tail = `${run.stdout}${run.stderr}`.trim().split('\n').slice(-15).join('\n');
  return `\nCase search on 100,000 cases: not measured\n${tail}`;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

ensureBuilt();
const startup = await measureStartup();
const { bare, server } = await measureHealthAgainstBaseline();
const journeyWrite = await measureJourneyWriteAgainstBaseline(seconds, rounds);
const serverCore = (await isPostgresReachable()) ? await measureServerCore() : null;
const web = measureInitialAssets(join(repoRoot, 'apps/web/dist'));
const callCodeUpFront = initialAssetsContain(join(repoRoot, 'apps/web/dist'), 'RTCPeerConnection');
const videoCall = measureVideoCall();
const signingFigure = measureSigningFigure();
const journeyFigure = measureJourneyFigure();
const webFigures = measureWebFigures();
const resetTimingFigure = measureResetTimingFigure();
const caseSearchFigure = measureCaseSearchFigure();

console.log('\nServer start (embedded database, after the first build)');
console.log(`  first start, creating the database:  ${startup.firstStartMs.toFixed(0)} ms`);
console.log(
  `  start to ready:                      ${startup.startMs.toFixed(0)} ms   (target < 5000 ms)`,
);
console.log(
  `\nGET /health, ${rounds} alternating rounds of ${seconds} s, 50 connections, loopback (medians)`,
);
console.log(
  `  bare Fastify hello-world:  ${bare.requestsPerSecond.toFixed(0)} req/s, p99 ${bare.p99Ms} ms, ` +
    `${bare.cpuMicrosecondsPerRequest.toFixed(1)} µs server CPU per request`,
);
console.log(
  `  onboarding server:         ${server.requestsPerSecond.toFixed(0)} req/s, p99 ${server.p99Ms} ms, ` +
    `${server.cpuMicrosecondsPerRequest.toFixed(1)} µs server CPU per request` +
    `   (errors ${server.errors}, non-2xx ${server.non2xx})`,
);
console.log(
  `  ratio:                     ${((100 * server.requestsPerSecond) / bare.requestsPerSecond).toFixed(1)} %   (target >= 80 %)`,
);
printJourneyWrite(journeyWrite, seconds, rounds);
if (serverCore === null) console.log('\nDurable jobs and realtime: skipped, no PostgreSQL answers');
else printServerCore(serverCore);
console.log('\nWeb app initial load (gzip)');
for (const file of web.files) console.log(`  ${file.path}: ${kb(file.gzipBytes)}`);
console.log(`  JavaScript: ${kb(web.javascriptGzipBytes)}   (target < 100 KB)`);
console.log(`  CSS:        ${kb(web.cssGzipBytes)}`);
console.log(
  `  the video call's code in it: ${callCodeUpFront ? 'YES' : 'no'}   (target: no, it loads on /videochat only)`,
);
console.log('\nVideo identification, loopback, Chromium with its fake camera and microphone');
if (videoCall.figure === null) {
  console.log(`  accept to media both ways: not measured\n${videoCall.problem ?? ''}`);
} else {
  console.log(`  ${videoCall.figure}   (target < 2000 ms)`);
}
console.log(
  '\nThe face match hint in the operator’s Chromium (decision 291), the holder’s portrait both sides',
);
if (videoCall.face.length === 0) console.log(`  not measured\n${videoCall.problem ?? ''}`);
for (const line of videoCall.face) console.log(`  ${line}`);
console.log(signingFigure);
console.log(journeyFigure);
console.log(webFigures);
console.log(resetTimingFigure);
console.log(caseSearchFigure);
