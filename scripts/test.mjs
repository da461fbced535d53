// `npm test`: everything, in the order a reviewer would want to read the failures: the build,
// lint, typecheck, each Vitest project on its own (vitest.projects.mjs: the projects and their
// time budgets, decision 227), and beside them from the end of the build the browser journeys
// (Playwright Test, e2e/playwright.config.ts; decisions 243 and 256), after which that lane takes
// its share of the projects (decision 284).
// Every step runs even when an earlier one failed; the exit code is non-zero if any failed or a
// project took longer than its budget. It prints each step's time and the 20 slowest test files,
// and last the plain total `N passed, N failed` that CI reads: Vitest tests are counted from
// their JSON reports, the browser tests from Playwright's JSON report
// (scripts/playwright-report.mjs); ESLint, the format check and typecheck count as one check each.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BROWSER_JOURNEYS, PROJECTS } from '../vitest.projects.mjs';
import { CHROMIUM } from './chromium.mjs';
import { countReportFile } from './playwright-report.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
/**
 * The versions production runs beside the machine's own (decision 281), given by `.ci/run`
 * (scripts/fetch-node.mjs): the projects marked `node: 24` in vitest.projects.mjs run on 24, and
 * the built server starts and serves a whole API journey on 22.
 */
const NODE_24_BIN = process.env.NODE_24_BIN || undefined;
const NODE_22_BIN = process.env.NODE_22_BIN || undefined;
const reportDir = mkdtempSync(join(tmpdir(), 'onboarding-test-'));
/** Where e2e/playwright.config.ts writes the browser tests' HTML report (decision 205). */
const e2eReportDir = 'test-results/e2e/report';
const vitestBin = join(root, 'node_modules', 'vitest', 'vitest.mjs');

let passed = 0;
let failed = 0;
const failures = [];
/**
 * Each failed Vitest test with its file and the first line of its message, printed again at the
 * end: CI shows only the tail of the log, and the project's whole log may not be in it.
 */
const failedTests = [];
/** Each step's wall time, and its budget where it has one: printed at the end. */
const timings = [];
/** Every Vitest file's duration, for the slowest-files list. */
const fileDurations = [];

function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status === 0;
}

/**
 * A child process whose output is kept and printed whole, under `heading`, when it ends: two
 * lanes side by side never interleave their logs. Resolves to whether it exited with 0.
 */
function runKept(heading, command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      console.log(`\n▶ ${heading}`);
      if (output !== '') process.stdout.write(output);
      resolve(code === 0);
    });
  });
}

/** Records a step's wall time; `checkBudgets` weighs it against `budgetSeconds` at the end. */
function recordTime(name, budgetSeconds, started) {
  const seconds = (performance.now() - started) / 1000;
  timings.push({ name, seconds, budgetSeconds });
}

/**
 * The budgets are seconds on the slowest machine of CI's kind seen so far, on which ESLint took
 * about `ESLINT_REFERENCE_SECONDS` (decision 292). A slower machine stretches them by its own
 * ESLint time, never shrinks them (decision 301): ESLint is the run's longest step that is CPU
 * only, runs beside the same lanes in every run, and is timed before any project starts.
 */
const ESLINT_STEP = 'lint: ESLint';
const ESLINT_REFERENCE_SECONDS = 600;

/** How much slower than the budgets' machine this one ran: 1 or more. */
function machineStretch() {
  const eslint = timings.find((timing) => timing.name === ESLINT_STEP);
  return eslint === undefined ? 1 : Math.max(1, eslint.seconds / ESLINT_REFERENCE_SECONDS);
}

/** A step's budget on this machine, or undefined when it has none. */
const allowedSeconds = ({ budgetSeconds }, stretch) =>
  budgetSeconds === undefined ? undefined : budgetSeconds * stretch;

/** A step over its (stretched) budget is a failure. */
function checkBudgets(stretch) {
  for (const timing of timings) {
    const { name, seconds } = timing;
    const allowed = allowedSeconds(timing, stretch);
    if (allowed === undefined || seconds <= allowed) continue;
    const budget = allowed.toFixed(0);
    console.log(`\n✗ ${name} took ${seconds.toFixed(0)} s, over its budget of ${budget} s`);
    failed += 1;
    failures.push(`${name} (over its budget: ${seconds.toFixed(0)} s > ${budget} s)`);
  }
}

/** Runs `body`, records its wall time against `budgetSeconds`. */
function timed(name, budgetSeconds, body) {
  const started = performance.now();
  body();
  recordTime(name, budgetSeconds, started);
}

/** `timed` for a step that runs beside another: its own wall time against its budget. */
async function timedAsync(name, budgetSeconds, body) {
  const started = performance.now();
  await body();
  recordTime(name, budgetSeconds, started);
}

function check(name, command, args) {
  console.log(`\n▶ ${name}`);
  timed(name, undefined, () => {
    if (run(command, args)) {
      passed += 1;
    } else {
      failed += 1;
      failures.push(name);
    }
  });
}

/** One check as a child process; its output is kept and printed whole when it ends. */
function checkInBackground({ name, command, args, env = {} }) {
  return timedAsync(name, undefined, async () => {
    if (await runKept(name, command, args, env)) {
      passed += 1;
    } else {
      failed += 1;
      failures.push(name);
    }
  });
}

/**
 * One Vitest project as its own run, counted from its JSON report; its log printed whole when it
 * ends, since the browser journeys run beside the projects.
 */
function vitestProject({ name, budgetSeconds, node }) {
  const report = join(reportDir, `${name.replace(/\W+/g, '-')}.json`);
  const binary = node === 24 && NODE_24_BIN ? NODE_24_BIN : process.execPath;
  const on = binary === process.execPath ? '' : `, on Node ${node}`;
  return timedAsync(name, budgetSeconds, async () => {
    const ok = await runKept(`${name} (budget ${budgetSeconds} s${on})`, binary, [
      vitestBin,
      'run',
      '--project',
      name,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ]);
    countVitestReport(name, report, ok);
  });
}

function countVitestReport(name, report, ok) {
  if (!existsSync(report)) {
    failed += 1;
    failures.push(`${name} (no report: Vitest did not finish)`);
    return;
  }
  const summary = JSON.parse(readFileSync(report, 'utf8'));
  passed += summary.numPassedTests;
  failed += summary.numFailedTests;
  // A file that fails to load has no failed test but does fail the run: count it.
  const brokenSuites = summary.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.every((t) => t.status !== 'failed'),
  ).length;
  failed += brokenSuites;
  // A skipped or todo test is one that did not run: the project leaves none behind.
  const notRun = summary.numPendingTests + summary.numTodoTests;
  failed += notRun;
  if (!ok || summary.numFailedTests > 0 || brokenSuites > 0 || notRun > 0) failures.push(name);
  for (const file of summary.testResults) {
    const where = `${name}  ${relative(root, file.name)}`;
    const failedHere = file.assertionResults.filter((test) => test.status !== 'passed');
    for (const test of failedHere) {
      const why = String(test.failureMessages?.[0] ?? test.status).split('\n')[0];
      failedTests.push(`${where} › ${test.fullName}: ${why}`);
    }
    if (file.status === 'failed' && failedHere.length === 0) {
      failedTests.push(`${where}: ${String(file.message ?? 'did not load').split('\n')[0]}`);
    }
  }
  for (const file of summary.testResults) {
    fileDurations.push({
      project: name,
      file: relative(root, file.name),
      seconds: (file.endTime - file.startTime) / 1000,
    });
  }
}

function printTimings(stretch) {
  console.log('\nTime per step (budget)');
  if (stretch > 1) {
    console.log(
      `  ESLint took ${(stretch * ESLINT_REFERENCE_SECONDS).toFixed(0)} s against the budgets' ` +
        `${ESLINT_REFERENCE_SECONDS} s: a slower machine, every budget × ${stretch.toFixed(2)}`,
    );
  }
  for (const timing of timings) {
    const { name, seconds } = timing;
    const allowed = allowedSeconds(timing, stretch);
    const budget = allowed === undefined ? '' : ` (${allowed.toFixed(0)} s)`;
    const over = allowed !== undefined && seconds > allowed ? '  OVER BUDGET' : '';
    console.log(`  ${name.padEnd(28)} ${seconds.toFixed(0).padStart(5)} s${budget}${over}`);
  }
  console.log('\nThe 20 slowest test files');
  for (const { project, file, seconds } of [...fileDurations]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 20)) {
    console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${project.padEnd(20)} ${file}`);
  }
}

/** The browser journeys under Playwright Test, counted from its JSON report. */
function playwright(name, env = {}) {
  return timedAsync(name, BROWSER_JOURNEYS.budgetSeconds, () => playwrightRun(name, env));
}

async function playwrightRun(name, env) {
  const report = join(reportDir, 'e2e-results.json');
  const ok = await runKept(
    `${name} (budget ${BROWSER_JOURNEYS.budgetSeconds} s)`,
    'npx',
    ['playwright', 'test', '--config', 'e2e/playwright.config.ts'],
    { ...env, E2E_JSON_REPORT: report },
  );
  const counted = countReportFile(report);
  passed += counted.passed;
  failed += counted.failed;
  // Playwright failed with every test counted as passed (a crash after the report): one failure.
  if (!ok && counted.failed === 0) failed += 1;
  for (const title of counted.flaky) console.log(`Flaky (passed on its retry): ${title}`);
  for (const error of counted.errors) console.log(`Browser tests: ${error}`);
  console.log(
    `Browser test report: ${e2eReportDir}/index.html ` +
      `(npx playwright show-report ${e2eReportDir}; traces, screenshots and videos of failures)`,
  );
  if (!ok || counted.failed > 0) failures.push(name);
}

/** A Debian program the tests use, installed when missing and we are root (a fresh machine). */
function ensureDebianTool(path, packages, purpose) {
  if (existsSync(path)) return true;
  if (process.getuid?.() === 0) {
    console.log(`\n▶ Installing ${packages.join(' ')} for ${purpose}`);
    return (
      run('apt-get', ['update', '-qq']) &&
      run('apt-get', ['install', '-y', '-qq', ...packages], { DEBIAN_FRONTEND: 'noninteractive' })
    );
  }
  console.error(
    `\n${purpose} need ${path}.\n` +
      `Install it as root with:  apt-get update && apt-get install -y ${packages.join(' ')}`,
  );
  return false;
}

const ensureChromium = () =>
  ensureDebianTool(CHROMIUM, ['chromium', 'fonts-dejavu-core'], 'The browser tests');

/**
 * The videos of failed browser tests need Playwright's ffmpeg at the path of its revision: its
 * own download, or else Debian's ffmpeg linked there (the download site may be out of reach).
 * Without either the tests still run, with traces and screenshots only.
 */
function ensurePlaywrightFfmpeg() {
  const core = join(root, 'node_modules', 'playwright-core');
  const { browsers } = JSON.parse(readFileSync(join(core, 'browsers.json'), 'utf8'));
  const revision = browsers.find((browser) => browser.name === 'ffmpeg')?.revision;
  const folder = process.env.PLAYWRIGHT_BROWSERS_PATH ?? join(homedir(), '.cache', 'ms-playwright');
  const target = join(folder, `ffmpeg-${revision}`, 'ffmpeg-linux');
  if (existsSync(target)) return;
  console.log('\n▶ ffmpeg for the videos of failed browser tests');
  if (run('npx', ['playwright', 'install', 'ffmpeg'])) return;
  if (!ensureDebianTool('/usr/bin/ffmpeg', ['ffmpeg'], 'The videos of failed browser tests'))
    return;
  mkdirSync(dirname(target), { recursive: true });
  symlinkSync('/usr/bin/ffmpeg', target);
}

console.log(
  NODE_24_BIN || NODE_22_BIN
    ? `\nNode versions: ${process.version} (this machine)` +
        `${NODE_24_BIN ? ', 24 for the domain and server suites' : ''}` +
        `${NODE_22_BIN ? ', 22 for the built server' : ''}`
    : `\nNode versions: ${process.version} only (.ci/run adds 22 and 24: NODE_22_BIN, NODE_24_BIN)`,
);

// The build first, alone: the browser journeys need it, and they are the longest lane.
console.log('\n▶ build for the browser tests');
let built = false;
timed('build', undefined, () => {
  built = run(process.execPath, ['scripts/build.mjs']);
});
const browsersReady = built && ensureChromium();
if (!built) {
  failed += 1;
  failures.push('build');
} else if (!browsersReady) {
  failed += 1;
  failures.push('browser tests (chromium missing)');
}

// The software bill of materials of what production runs (CycloneDX, the dependencies without the
// development ones; decision 276): written beside the test results, and a failure when the tree
// cannot be described (an unmet peer range, a missing package).
check('software bill of materials', 'npm', ['run', '--silent', 'sbom']);

// The browser journeys mostly wait (on the call, the payment feed, the browser) and use about
// half a core, so they run beside the other checks rather than after them (decision 243): from
// the end of the build, beside the lint lanes and then the Vitest projects (decision 256).
const serverLog = join(reportDir, 'e2e-server.log');
async function browserLane() {
  if (!browsersReady) return;
  ensurePlaywrightFfmpeg();
  console.log('\n… browser tests started beside the other checks; their log follows when they end');
  check('browser report counting self-test', process.execPath, [
    '--test',
    'scripts/playwright-report.test.mjs',
  ]);
  if (NODE_22_BIN) {
    await checkInBackground({
      name: 'the server on Node 22: start, health checks, an API journey',
      command: 'npm',
      args: ['run', '--silent', 'check:runtime', '-w', '@onboarding/bench'],
      env: { SERVER_NODE: NODE_22_BIN },
    });
  }
  // The e2e servers log everything at info into one file, which is then scanned for passwords,
  // codes, tokens, national ids and IBANs (decision 154): 0 hits is one check.
  await playwright('browser tests', { E2E_SERVER_LOG: serverLog, E2E_SERVER_LOG_LEVEL: 'info' });
}
/**
 * Lanes of checks side by side on the machine's two cores, each lane's checks one after another
 * (decision 227): ESLint in one, the typecheck and the format check in the other, so the two lanes
 * end close together. The logs do not interleave.
 */
async function lanesSideBySide(lanes) {
  await Promise.all(
    lanes.map(async (lane) => {
      for (const check of lane) await checkInBackground(check);
    }),
  );
}

/**
 * Lint and typecheck (two lanes), then each Vitest project on its own. The projects wait for
 * ESLint: beside it and the browser journeys they were slower in all than after it (decision 283).
 */
async function checksLane() {
  // `npm run lint` is the two lint checks one after the other.
  await lanesSideBySide([
    [{ name: 'lint: ESLint', command: 'npm', args: ['run', '--silent', 'lint:code'] }],
    [
      { name: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
      { name: 'lint: format and index', command: 'npm', args: ['run', '--silent', 'lint:format'] },
    ],
  ]);
  // The signed contracts are verified by an independent tool, poppler's pdfsig (decision 141).
  ensureDebianTool('/usr/bin/pdfsig', ['poppler-utils'], 'The signature tests');
  for (let project = projectQueue.shift(); project; project = projectQueue.shift()) {
    await vitestProject(project);
  }
}

/**
 * The Vitest projects not yet started, in vitest.projects.mjs's order. The checks lane takes them
 * from the front; the browser lane, once the journeys have ended, takes the next one that needs no
 * PostgreSQL, so the end of the run has two projects side by side instead of one on two cores
 * (decision 284). The two PostgreSQL projects share one server and its connection limit, and stay
 * one at a time, as before.
 */
const projectQueue = [...PROJECTS];

/** The browser lane's share of the projects, after the journeys. */
async function projectsAfterTheJourneys() {
  for (;;) {
    const next = projectQueue.findIndex((project) => project.db !== 'postgres');
    if (next === -1) return;
    const [project] = projectQueue.splice(next, 1);
    await vitestProject(project);
  }
}
// The browser lane first: its synchronous set-up (ffmpeg, the self-test) ends before the lint
// lanes start, so no child waits on an undrained pipe meanwhile.
await Promise.all([browserLane().then(projectsAfterTheJourneys), checksLane()]);
if (browsersReady) {
  check('log scanner self-test', process.execPath, ['--test', 'scripts/scan-logs.test.mjs']);
  check('secrets in the e2e server log', process.execPath, ['scripts/scan-logs.mjs', serverLog]);
}

const stretch = machineStretch();
checkBudgets(stretch);
printTimings(stretch);
if (failedTests.length > 0)
  console.log(`\nFailed tests\n${failedTests.map((t) => `  ${t}`).join('\n')}`);
if (failures.length > 0) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
