// `npm test`: everything, in the order a reviewer would want to read the failures:
// lint, typecheck, unit + server integration tests (Vitest projects), then the browser journeys.
// Every step runs even when an earlier one failed; the exit code is non-zero if any failed.
// The last line is the plain total `N passed, N failed` that CI reads (Vitest's own summary is not
// one of the formats it knows): Vitest tests are counted from its JSON reports, and lint and
// typecheck count as one check each.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reportDir = mkdtempSync(join(tmpdir(), 'onboarding-test-'));
const chromiumPath = '/usr/bin/chromium';

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
  ensureDebianTool(chromiumPath, ['chromium', 'fonts-dejavu-core'], 'The browser tests');

check('lint', 'npm', ['run', '--silent', 'lint']);
check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
// The signed contracts are verified by an independent tool, poppler's pdfsig (issue 15).
ensureDebianTool('/usr/bin/pdfsig', ['poppler-utils'], 'The signature tests');
vitest('unit and server tests', []);

console.log('\n▶ build for the browser tests');
if (!run(process.execPath, ['scripts/build.mjs'])) {
  failed += 1;
  failures.push('build');
} else if (!ensureChromium()) {
  failed += 1;
  failures.push('browser tests (chromium missing)');
} else {
  // The e2e servers log everything at info into one file, which is then scanned for passwords,
  // codes, tokens, national ids and IBANs (issue 16 point 6, decision 154): 0 hits is one check.
  const serverLog = join(reportDir, 'e2e-server.log');
  vitest('browser tests', ['--config', 'e2e/vitest.config.ts'], {
    E2E_SERVER_LOG: serverLog,
    E2E_SERVER_LOG_LEVEL: 'info',
  });
  check('log scanner self-test', process.execPath, ['--test', 'scripts/scan-logs.test.mjs']);
  check('secrets in the e2e server log', process.execPath, ['scripts/scan-logs.mjs', serverLog]);
}

if (failures.length > 0) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
