// Lighthouse (mobile emulation, its default: a Moto G Power screen, slow 4G and
// 4× CPU slowdown simulated) on Debian's chromium against the built server, on every page of the
// applicant app beside a bare page (decision 255). The applicant's cookies are put in the browser (setBrowserCookies), so the
// run needs no sign-in form; Lighthouse's storage reset keeps cookies. Nothing is downloaded: the
// browser runs without background networking or component updates, and Lighthouse's audits are
// all local (decision 190).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { chromium } from 'playwright-core';

import { CHROMIUM, CHROMIUM_ARGS } from '../../scripts/chromium.mjs';

/** Debian's chromium's flags, and no default apps or extensions in Lighthouse's runs. */
const LIGHTHOUSE_FLAGS = [...CHROMIUM_ARGS, '--disable-default-apps', '--disable-extensions'];

export const TARGETS = { performance: 95, accessibility: 100, lcpMs: 1500, cls: 0.05 } as const;

/**
 * Navigations per page; the one nearest the median (Lighthouse's own choice: FCP and TTI) is
 * reported. One run's score moves by up to 9 points on this machine (decision 219).
 */
export const RUNS_PER_PAGE = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3) || 3);

export interface PageRun {
  readonly label: string;
  readonly url: string;
  readonly finalUrl: string;
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  /** Opportunities and diagnostics that failed, biggest saving first (for the report). */
  readonly findings: readonly string[];
  readonly reportPath: string;
  /**
   * Lighthouse's measure of the machine's speed (environment.benchmarkIndex): its simulation
   * scales the page's observed main-thread work, so total blocking time, and the score with it,
   * rise on a slower machine.
   */
  readonly benchmarkIndex: number;
  /** Where a load of the address is meant to end, when not on itself (the app moves it there). */
  readonly shownAt?: string;
}

export interface LighthouseBrowser {
  readonly port: number;
  close(): Promise<void>;
}

export async function launchForLighthouse(): Promise<LighthouseBrowser> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: LIGHTHOUSE_FLAGS,
    logLevel: 'error',
  });
  return { port: chrome.port, close: () => Promise.resolve(chrome.kill()) };
}

/**
 * Puts cookies in the browser, as the server and the page would have set them: Lighthouse's
 * storage reset keeps cookies, and unlike an extra Cookie header the page's script reads them.
 */
export async function setBrowserCookies(
  browser: LighthouseBrowser,
  url: string,
  cookies: readonly { readonly name: string; readonly value: string }[],
): Promise<void> {
  const connected = await chromium.connectOverCDP(`http://127.0.0.1:${browser.port}`);
  try {
    const [context] = connected.contexts();
    if (context === undefined) throw new Error('the Lighthouse browser has no default context');
    await context.addCookies(cookies.map((cookie) => ({ ...cookie, url, sameSite: 'Lax' })));
  } finally {
    // Disconnects; the browser and its default context stay.
    await connected.close();
  }
}

const score = (lhr: Result, category: string) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

/** The metrics themselves: printed in the table, not repeated as findings. */
const METRICS = new Set([
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'interactive',
  'max-potential-fid',
]);

/** What Lighthouse says to change: failed audits, biggest metric saving first, a line each. */
function findingsOf(lhr: Result): string[] {
  const failed = Object.values(lhr.audits).filter(
    (audit) =>
      !METRICS.has(audit.id) &&
      audit.score !== null &&
      audit.score < 0.9 &&
      audit.scoreDisplayMode !== 'informative',
  );
  const savingMs = (audit: (typeof failed)[number]) =>
    audit.metricSavings === undefined
      ? 0
      : Object.values(audit.metricSavings).reduce<number>(
          (total, value) => total + (value ?? 0),
          0,
        );
  return failed
    .sort((a, b) => savingMs(b) - savingMs(a))
    .map((audit) => {
      const saving = savingMs(audit);
      const detail = audit.displayValue ? ` (${audit.displayValue})` : '';
      return `${audit.id}${detail}${saving > 0 ? `, saves ~${saving.toFixed(0)}` : ''}`;
    });
}

/** One Lighthouse navigation of `url`. */
async function navigate(browser: LighthouseBrowser, url: string): Promise<Result> {
  const flags: Flags = {
    port: browser.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  };
  const traceDir = process.env.BENCH_LIGHTHOUSE_TRACES;
  const tracing = traceDir !== undefined && traceDir !== '';
  // With the traces kept, the script's samples too: which function a long task runs. The sampler
  // lengthens every task, so BENCH_LIGHTHOUSE_SAMPLES=0 keeps traces of the tasks' true lengths.
  const sampled = process.env.BENCH_LIGHTHOUSE_SAMPLES !== '0';
  if (tracing && sampled) flags.additionalTraceCategories = 'disabled-by-default-v8.cpu_profiler';
  const result = await lighthouse(url, flags);
  if (result === undefined) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError !== undefined) {
    throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  if (tracing) {
    // The page's trace, to see what its long tasks are (chrome://tracing or DevTools opens it).
    mkdirSync(traceDir, { recursive: true });
    // The address without its query: a link's token would make the name too long for a file.
    const address = new URL(url).hash.split('?')[0] ?? '';
    const name = `${address.replace(/\W+/g, '') || 'page'}-${Date.now()}.json`;
    writeFileSync(join(traceDir, name), JSON.stringify(result.artifacts.Trace));
  }
  return lhr;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
};

/**
 * The run nearest the median of first contentful paint and of time to interactive, the earliest
 * and the latest moment of the load: Lighthouse's own way to pick a representative run
 * (core/lib/median-run.js), which the package does not export.
 */
export function medianRun(results: readonly Result[]): Result {
  const fcp = median(results.map((lhr) => numeric(lhr, 'first-contentful-paint')));
  const tti = median(results.map((lhr) => numeric(lhr, 'interactive')));
  const distance = (lhr: Result) =>
    (fcp - numeric(lhr, 'first-contentful-paint')) ** 2 + (tti - numeric(lhr, 'interactive')) ** 2;
  const [nearest] = [...results].sort((a, b) => distance(a) - distance(b));
  if (nearest === undefined) throw new Error('no Lighthouse run to choose from');
  return nearest;
}

/** `runs` Lighthouse navigations of `url`; the median run is reported, its report kept. */
export async function runLighthouse(
  browser: LighthouseBrowser,
  label: string,
  url: string,
  reportDir: string,
  runs: number = RUNS_PER_PAGE,
): Promise<PageRun> {
  const results: Result[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await navigate(browser, url));
  const lhr = medianRun(results);
  mkdirSync(reportDir, { recursive: true });
  const reportPath = join(reportDir, `${label.replace(/\W+/g, '')}.json`);
  writeFileSync(reportPath, JSON.stringify(lhr));
  return {
    label,
    url,
    finalUrl: lhr.finalDisplayedUrl,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    findings: findingsOf(lhr),
    reportPath,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

const mark = (ok: boolean) => (ok ? 'OK  ' : 'MISS');
/** The longest page's label: /documentsupload/mobile/frontview. */
const LABEL_WIDTH = 34;

/** One page's line of the table (printLighthouse), with where it ended and what to fix. */
export function printLighthouseRow(run: PageRun): void {
  console.log(
    `  ${run.label.padEnd(LABEL_WIDTH)} ${String(run.performance).padStart(3)} ${mark(run.performance >= TARGETS.performance)}  ` +
      `${String(run.accessibility).padStart(3)} ${mark(run.accessibility >= TARGETS.accessibility)}  ` +
      `${String(run.bestPractices).padStart(3)}     ` +
      `${run.fcpMs.toFixed(0).padStart(6)}  ${run.lcpMs.toFixed(0).padStart(6)} ${mark(run.lcpMs <= TARGETS.lcpMs)}  ` +
      `${run.tbtMs.toFixed(0).padStart(6)}  ${run.cls.toFixed(3)} ${mark(run.cls <= TARGETS.cls)}`,
  );
  // A page reached through another address (a link with its token) is labelled by its own.
  const asked = run.label.startsWith('/') ? `#${run.label}` : run.url.slice(run.url.indexOf('#'));
  const expected = run.shownAt === undefined ? asked : `#${run.shownAt}`;
  if (run.url.includes('#') && !run.finalUrl.endsWith(expected)) {
    console.log(`    ended on ${run.finalUrl}, not the page asked for`);
  } else if (run.shownAt !== undefined) {
    console.log(`    shown at ${run.shownAt}, as a load of this address is`);
  }
  if (run.findings.length > 0) console.log(`    to fix: ${run.findings.slice(0, 6).join('; ')}`);
}

export function printLighthouse(runs: readonly PageRun[]): void {
  console.log(
    `\nLighthouse 12 (mobile emulation, simulated slow 4G and 4x CPU) on ${CHROMIUM}, median of ` +
      `${RUNS_PER_PAGE} runs per page; targets: ` +
      `performance >= ${TARGETS.performance}, LCP <= ${TARGETS.lcpMs} ms, CLS <= ${TARGETS.cls}, ` +
      `accessibility ${TARGETS.accessibility}`,
  );
  console.log(
    `  ${'page'.padEnd(LABEL_WIDTH)} perf       a11y       best-pr.  FCP ms   LCP ms        TBT ms  CLS`,
  );
  for (const run of runs) printLighthouseRow(run);
  const indexes = runs.map((run) => run.benchmarkIndex).sort((a, b) => a - b);
  const middle = indexes[Math.floor(indexes.length / 2)];
  if (middle !== undefined) {
    console.log(
      `  this machine's benchmark index (Lighthouse's CPU measure; the slower the machine, the ` +
        `lower, and the more blocking time): ${middle.toFixed(0)}`,
    );
  }
  const first = runs[0];
  if (first !== undefined) console.log(`  reports: ${join(first.reportPath, '..')}`);
}
