// Counts a Playwright Test JSON report (the `json` reporter of e2e/playwright.config.ts) for the
// `N passed, N failed` line of scripts/test.mjs (decision 205):
// - expected (passed as written) and flaky (failed, then passed on its CI retry) count as passed;
//   the flaky ones are named, and the HTML report shows both attempts;
// - unexpected (failed on every attempt) counts as failed;
// - skipped counts as failed: the project has no skipped tests, so a skipped one is a test that
//   did not run (an interrupted run, a `test.skip` left behind);
// - each run-level error (the global setup failed, a file did not load) counts as one failure;
// - no report, or one that cannot be read (Playwright crashed), counts as one failure.
import { existsSync, readFileSync } from 'node:fs';

/** Every test of the report with its file and title path: suites nest (file, describe, …). */
function* testsOf(suites, titles = []) {
  for (const suite of suites ?? []) {
    const path = suite.title === '' ? titles : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        yield { title: [...path, spec.title].join(' › '), status: test.status };
      }
    }
    yield* testsOf(suite.suites, path);
  }
}

/**
 * @param {unknown} report the parsed JSON report
 * @returns {{ passed: number, failed: number, flaky: string[], failedTitles: string[], errors: string[] }}
 */
export function countReport(report) {
  const counted = { passed: 0, failed: 0, flaky: [], failedTitles: [], errors: [] };
  if (report === null || typeof report !== 'object' || !Array.isArray(report.suites)) {
    counted.failed = 1;
    counted.errors.push('the report has no suites');
    return counted;
  }
  for (const test of testsOf(report.suites)) {
    if (test.status === 'expected') {
      counted.passed += 1;
    } else if (test.status === 'flaky') {
      counted.passed += 1;
      counted.flaky.push(test.title);
    } else {
      // unexpected, skipped, or anything a later Playwright may add: not a pass.
      counted.failed += 1;
      counted.failedTitles.push(`${test.title} (${test.status})`);
    }
  }
  for (const error of report.errors ?? []) {
    counted.failed += 1;
    counted.errors.push(String(error?.message ?? error).split('\n')[0]);
  }
  return counted;
}

/** Counts the report at `file`; a missing or unreadable file is one failure. */
export function countReportFile(file) {
  if (!existsSync(file)) {
    return {
      passed: 0,
      failed: 1,
      flaky: [],
      failedTitles: [],
      errors: ['no report: Playwright did not finish'],
    };
  }
  try {
    return countReport(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    return {
      passed: 0,
      failed: 1,
      flaky: [],
      failedTitles: [],
      errors: [`unreadable report: ${error.message}`],
    };
  }
}
