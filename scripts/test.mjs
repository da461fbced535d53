// `npm test`: everything, in the order a reviewer would want to read the failures:
// lint, typecheck, unit + server integration tests (Vitest projects), then the browser journeys
// (Playwright Test, e2e/playwright.config.ts). Every step runs even when an earlier one failed; the
// exit code is non-zero if any failed. The last line is the plain total `N passed, N failed` that
// CI reads: Vitest tests are counted from its JSON reports, the browser tests from Playwright's
// JSON report (scripts/playwright-report.mjs), and lint and typecheck count as one check each.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM } from './chromium.mjs';
import { countReportFile } from './playwright-report.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const reportDir = mkdtempSync(join(tmpdir(), 'onboarding-test-'));
/** Where e2e/playwright.config.ts writes the browser tests' HTML report (decision 205). */
const e2eReportDir = 'test-results/e2e/report';

let passed = 0;
let failed = 0;
const failures = [];

function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status === 0;
}

function check(name, command, args) {
  console.log(`\n▶ ${name}`);
  if (run(command, args)) {
    passed += 1;
  } else {
    failed += 1;
    failures.push(name);
  }
}

function vitest(name, configArgs, env = {}) {
  console.log(`\n▶ ${name}`);
  const report = join(reportDir, `${name.replace(/\W+/g, '-')}.json`);
  const ok = run(
    'npx',
    [
      'vitest',
      'run',
      ...configArgs,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    env,
  );
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
  if (!ok || summary.numFailedTests > 0 || brokenSuites > 0) failures.push(name);
}

/** The browser journeys under Playwright Test, counted from its JSON report. */
function playwright(name, env = {}) {
  console.log(`\n▶ ${name}`);
  const report = join(reportDir, 'e2e-results.json');
  const ok = run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
    ...env,
    E2E_JSON_REPORT: report,
  });
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

check('lint', 'npm', ['run', '--silent', 'lint']);
check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
// The signed contracts are verified by an independent tool, poppler's pdfsig (issue 15).
ensureDebianTool('/usr/bin/pdfsig', ['poppler-utils'], 'The signature tests');
vitest('unit and server tests', []);
// Timing comparisons on a quiet machine, one file at a time (decision 223).
vitest('timing tests', ['--config', 'vitest.timing.config.ts']);

console.log('\n▶ build for the browser tests');
if (!run(process.execPath, ['scripts/build.mjs'])) {
  failed += 1;
  failures.push('build');
} else if (!ensureChromium()) {
  failed += 1;
  failures.push('browser tests (chromium missing)');
} else {
  ensurePlaywrightFfmpeg();
  // The e2e servers log everything at info into one file, which is then scanned for passwords,
  // codes, tokens, national ids and IBANs (issue 16 point 6, decision 154): 0 hits is one check.
  const serverLog = join(reportDir, 'e2e-server.log');
  check('browser report counting self-test', process.execPath, [
    '--test',
    'scripts/playwright-report.test.mjs',
  ]);
  playwright('browser tests', { E2E_SERVER_LOG: serverLog, E2E_SERVER_LOG_LEVEL: 'info' });
  check('log scanner self-test', process.execPath, ['--test', 'scripts/scan-logs.test.mjs']);
  check('secrets in the e2e server log', process.execPath, ['scripts/scan-logs.mjs', serverLog]);
}

if (failures.length > 0) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
