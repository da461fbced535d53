import { test as base, expect } from '@playwright/test';
import {
  signedInApplicant,
  type SignedInApplicant,
  type SignedInApplicantOptions,
} from './applicant';
import { watchPageErrors } from './browser';
import { createSides, type Sides } from './call';
import { SERVER_ENV } from './global-setup';
import { outboxOf, type Outbox } from './outbox';
import { startServer } from './server';
import { runAccount, type StaffAccount } from './staff';

/**
 * The journeys' fixtures (Playwright Test). Worker-scoped: the server under test. Test-scoped:
 * the page with its console errors checked, the outbox, a signed-in applicant, the staff account
 * of a journey, and the two sides of a video call.
 */

export interface ServerUnderTest {
  readonly baseUrl: string;
  /** Staff accounts not yet signed in (none on a file's own server). */
  readonly staffAccounts: readonly StaffAccount[];
}

interface WorkerFixtures {
  /**
   * Environment for a server of the file's own (`test.use({ ownServerEnv: { VARIANT: 'al' } })`),
   * started for the file's worker and stopped after it; unset, the run's server of global setup.
   */
  ownServerEnv: Readonly<Record<string, string>> | undefined;
  server: ServerUnderTest;
  /** The server's address, such as http://127.0.0.1:41234 (also the `baseURL` of page.goto). */
  baseUrl: string;
}

interface TestFixtures {
  /** Console errors a file's pages expect (the 401 of the quiet whoami on public pages, say). */
  ignoredPageErrors: RegExp | undefined;
  /**
   * The console errors and uncaught exceptions of `page` so far; the test fails at its end when
   * any is left that `ignoredPageErrors` does not match. A test may drop the ones it caused.
   */
  pageErrors: string[];
  /** The e-mails and SMS the server sent (the development outbox), waited for by pattern. */
  outbox: Outbox;
  /** How the `applicant` fixture registers (language, product, package, name). */
  applicantOptions: SignedInApplicantOptions;
  /** A new applicant registered and confirmed through the API; `context` (and `page`) signed in. */
  applicant: SignedInApplicant;
  /** The run's staff account `index` for this attempt of the test (a TOTP code works once). */
  staffAccount: (index: number) => StaffAccount;
  /** The applicant's and the operator's contexts of a call; page errors on either fail the test. */
  sides: Sides;
}

/** The quiet whoami of a page before sign-in answers 401; the browser logs it. */
export const QUIET_WHOAMI = /status of 401/;

function runServerFromEnvironment(): ServerUnderTest {
  const baseUrl = process.env[SERVER_ENV.baseUrl];
  const accounts = process.env[SERVER_ENV.staffAccounts];
  if (baseUrl === undefined || accounts === undefined) {
    throw new Error('no server: run the journeys with `npx playwright test -c e2e`');
  }
  return { baseUrl, staffAccounts: JSON.parse(accounts) as StaffAccount[] };
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  ownServerEnv: [undefined, { scope: 'worker', option: true }],
  server: [
    async ({ ownServerEnv }, use) => {
      if (ownServerEnv === undefined) {
        await use(runServerFromEnvironment());
        return;
      }
      const own = await startServer({ ...ownServerEnv });
      try {
        await use({ baseUrl: own.baseUrl, staffAccounts: [] });
      } finally {
        await own.stop();
      }
    },
    // Starting a server of a file's own takes up to a minute on the two-core machine.
    { scope: 'worker', timeout: 120_000 },
  ],
  baseUrl: [async ({ server }, use) => await use(server.baseUrl), { scope: 'worker' }],
  baseURL: async ({ baseUrl }, use) => await use(baseUrl),

  ignoredPageErrors: [undefined, { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
  pageErrors: async ({}, use) => await use([]),
  page: async ({ page, pageErrors, ignoredPageErrors }, use) => {
    watchPageErrors(page, pageErrors);
    await use(page);
    // A CSP violation or an uncaught exception shows up here.
    expect(
      pageErrors.filter(
        (error) => ignoredPageErrors === undefined || !ignoredPageErrors.test(error),
      ),
      'console errors of the page',
    ).toEqual([]);
  },

  outbox: async ({ request, baseUrl }, use) => await use(outboxOf(request, baseUrl)),
  applicantOptions: [{ language: 'en' }, { option: true }],
  applicant: async ({ context, baseUrl, applicantOptions }, use) =>
    await use(await signedInApplicant(context, baseUrl, applicantOptions)),
  staffAccount: async ({ server }, use, testInfo) =>
    await use((index) => runAccount(server.staffAccounts, index, testInfo.retry)),
  sides: async ({ browser, baseUrl }, use) => {
    const sides = createSides(browser, baseUrl);
    await use(sides);
    // A CSP violation, an uncaught exception or a 5xx on either side shows up here.
    expect(await sides.close(), 'page errors of the call’s sides').toEqual([]);
  },
});

export { expect };
