import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';

/**
 * Debian's chromium; the flags keep it from reaching for the network this machine does not have.
 * `extraArgs` come after them (a fake camera, say).
 */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      ...extraArgs,
    ],
  });
}

/** Fails the test with a readable list when axe-core finds any WCAG 2.2 A/AA violation. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const readable = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(readable).toEqual([]);
}

/** Collects console errors and failed page loads, so a test can assert the page ran cleanly. */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export interface PageSession {
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
  /** The current test's page errors so far; a test may drop the ones it caused on purpose. */
  readonly errors: string[];
}

/**
 * The lifecycle every journey file repeats: one browser for the file, a fresh context and page per
 * test, and page errors checked after each test (`ignoreErrors` for the ones a page expects, such
 * as the 401 of the quiet whoami on public pages). Call at the top level of the file; read the
 * page through the returned object inside tests.
 */
export function usePageSession(
  options: {
    readonly viewport?: { width: number; height: number };
    readonly ignoreErrors?: RegExp;
    readonly prepare?: (context: BrowserContext) => Promise<void>;
  } = {},
): PageSession {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let errors: string[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    if (browser === undefined) throw new Error('the browser did not start');
    context = await browser.newContext({
      viewport: options.viewport ?? { width: 1280, height: 900 },
    });
    await options.prepare?.(context);
    page = await context.newPage();
    errors = watchPageErrors(page);
  });
  afterEach(async () => {
    const { ignoreErrors } = options;
    // A CSP violation or an uncaught exception shows up here.
    expect(
      errors.filter((error) => ignoreErrors === undefined || !ignoreErrors.test(error)),
    ).toEqual([]);
    await context?.close();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`no ${what}: use it inside a test`);
    return value;
  };
  return {
    get browser() {
      return started(browser, 'browser');
    },
    get context() {
      return started(context, 'context');
    },
    get page() {
      return started(page, 'page');
    },
    get errors() {
      return errors;
    },
  };
}
