// `node --test scripts/playwright-report.test.mjs`: the counting of the browser tests' JSON report
// (scripts/playwright-report.mjs) on small reports shaped like Playwright's.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { countReport, countReportFile } from './playwright-report.mjs';

const spec = (title, status) => ({ title, tests: [{ status, results: [] }] });

/** A file suite with a describe inside, as the JSON reporter writes them. */
const REPORT = {
  config: {},
  suites: [
    {
      title: 'shell.e2e.ts',
      specs: [spec('top-level test', 'expected')],
      suites: [
        {
          title: 'applicant portal shell',
          specs: [
            spec('renders', 'expected'),
            spec('switches language', 'flaky'),
            spec('fits 320 px', 'unexpected'),
            spec('left behind', 'skipped'),
          ],
        },
      ],
    },
  ],
  errors: [],
  stats: { expected: 2, unexpected: 1, flaky: 1, skipped: 1 },
};

test('expected and flaky pass; unexpected and skipped fail; flaky ones are named', () => {
  const counted = countReport(REPORT);
  assert.equal(counted.passed, 3);
  assert.equal(counted.failed, 2);
  assert.deepEqual(counted.flaky, ['shell.e2e.ts › applicant portal shell › switches language']);
  assert.deepEqual(counted.failedTitles, [
    'shell.e2e.ts › applicant portal shell › fits 320 px (unexpected)',
    'shell.e2e.ts › applicant portal shell › left behind (skipped)',
  ]);
});

test('a run-level error (global setup, a file that does not load) is one failure each', () => {
  const counted = countReport({
    suites: [],
    errors: [{ message: 'Error: The server did not become ready within 60 s:\n…' }],
  });
  assert.equal(counted.passed, 0);
  assert.equal(counted.failed, 1);
  assert.deepEqual(counted.errors, ['Error: The server did not become ready within 60 s:']);
});

test('no report, an unreadable one or one without suites is one failure', () => {
  const dir = mkdtempSync(join(tmpdir(), 'playwright-report-'));
  assert.deepEqual(
    [
      countReportFile(join(dir, 'missing.json')).failed,
      countReportFile(join(dir, 'missing.json')).passed,
    ],
    [1, 0],
  );
  const broken = join(dir, 'broken.json');
  writeFileSync(broken, '{"suites": [');
  assert.equal(countReportFile(broken).failed, 1);
  assert.equal(countReport({}).failed, 1);
});

test('a report on disk is counted like the parsed one', () => {
  const file = join(mkdtempSync(join(tmpdir(), 'playwright-report-')), 'report.json');
  writeFileSync(file, JSON.stringify(REPORT));
  assert.deepEqual(countReportFile(file), countReport(REPORT));
});
