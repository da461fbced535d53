import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type ReporterDescription } from '@playwright/test';
import { chromiumLaunchOptions, playwrightFfmpeg } from './support/browser';

// Browser journeys (Playwright Test): Debian's chromium against the built server, which the global
// setup starts once for the run on a free port with its own embedded database (decision 204).
// `npx playwright test -c e2e` from the repository root; `npm run build` first.

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Everything a run leaves, under the repository's git-ignored test-results/ (decision 205). */
export const RESULTS_DIR = join(repoRoot, 'test-results', 'e2e');
/** The HTML report: `npx playwright show-report test-results/e2e/report`. */
export const REPORT_DIR = join(RESULTS_DIR, 'report');

const inCi = process.env.CI !== undefined && process.env.CI !== '' && process.env.CI !== 'false';
/** scripts/test.mjs counts the results from this file (the JSON reporter). */
const jsonReport = process.env.E2E_JSON_REPORT;

// Videos need Playwright's own ffmpeg build (scripts/test.mjs puts one in place); without it a
// run still keeps traces and screenshots rather than failing every test.
const ffmpeg = playwrightFfmpeg();
if (!ffmpeg.present && process.env.TEST_WORKER_INDEX === undefined) {
  console.warn(
    `No ffmpeg at ${ffmpeg.path}: no videos of failures (docs/operations.md, Browser journeys).`,
  );
}

const reporters: ReporterDescription[] = [
  [inCi ? 'line' : 'list'],
  ['html', { outputFolder: REPORT_DIR, open: 'never' }],
  ...(jsonReport === undefined
    ? []
    : [['json', { outputFile: jsonReport }] as ReporterDescription]),
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  globalSetup: './support/global-setup.ts',
  // One browser at a time: the machine has two cores and the server needs one.
  workers: 1,
  fullyParallel: false,
  // A retry in CI only; a test that passes on its retry is reported as flaky, not hidden.
  retries: inCi ? 1 : 0,
  forbidOnly: inCi,
  timeout: 60_000,
  // As long as playwright-core's own default wait, which the journeys were written against.
  expect: { timeout: 30_000 },
  outputDir: join(RESULTS_DIR, 'artifacts'),
  reporter: reporters,
  use: {
    browserName: 'chromium',
    // A file that needs more flags (a fake camera) sets launchOptions with chromiumLaunchOptions.
    launchOptions: chromiumLaunchOptions(),
    viewport: { width: 1280, height: 900 },
    // Recording a trace or a video makes Chromium paint and send every frame of every test: in CI
    // they are recorded on a failed test's retry only, which a failure always gets (decision 284).
    trace: inCi ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    video: ffmpeg.present ? (inCi ? 'on-first-retry' : 'retain-on-failure') : 'off',
  },
});
