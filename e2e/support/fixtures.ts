import { API_BASE_OPERATOR } from '@onboarding/domain';
import { test as base, expect, request as playwrightRequest } from '@playwright/test';
import {
  signedInApplicant,
  type SignedInApplicant,
  type SignedInApplicantOptions,
} from './applicant';
import { watchPageErrors } from './browser';
import { createSides, type Sides } from './call';
import { SERVER_ENV } from './global-setup';
import { startJourneyServer } from './journey-server';
import { outboxOf, type Outbox } from './outbox';
import { startServer } from './server';
import {
  SESSION_OPERATORS_PER_WORKER,
  SESSION_STAFF_PER_WORKER,
  runAccount,
  signInEnrolledStaff,
  type EnrolledStaffAccount,
  type StaffAccount,
  type StaffSession,
} from './staff';

/**
 * The journeys' fixtures (Playwright Test). Worker-scoped: the server under test. Test-scoped:
 * the page with its console errors checked, the outbox, a signed-in applicant, the staff account
 * of a journey, and the two sides of a video call.
 */

export interface ServerUnderTest {
  readonly baseUrl: string;
  /** Staff accounts not yet signed in (none on a file's own server). */
  readonly staffAccounts: readonly StaffAccount[];
  /** Enrolled operators the workers sign in (none on a file's own server). */
  readonly sessionAccounts: readonly EnrolledStaffAccount[];
}

interface WorkerFixtures {
  /**
   * Environment for a server of the file's own (`test.use({ ownServerEnv: { VARIANT: 'al' } })`),
   * started for the file's worker and stopped after it; unset, the run's server of global setup.
   */
  ownServerEnv: Readonly<Record<string, string>> | undefined;
  /**
   * The file's own server gets the staff of the run's (the first supervisor, the accounts whose
   * first sign-in a journey drives and one worker's signed-in operators), for a journey through a
   * video call.
   */
  ownServerStaff: boolean;
  server: ServerUnderTest;
  /** The server's address, such as http://127.0.0.1:41234 (also the `baseURL` of page.goto). */
  baseUrl: string;
  /**
   * The worker's signed-in operator `n` (0 or 1): signed in through the API once per worker, its
   * cookies handed to each operator context of a call. The console's sign-in and enrolment screens
   * are driven once, by the journey that takes a `staffAccount`.
   */
  operatorSession: (n?: number) => Promise<StaffSession>;
  /** The worker's signed-in supervisor, as `operatorSession` (the back office's journeys). */
  supervisorSession: () => Promise<StaffSession>;
  /** The worker's signed-in staff member at `index` of its slot (operators, then the supervisor). */
  staffSession: (index: number) => Promise<StaffSession>;
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
  const sessionAccounts = process.env[SERVER_ENV.sessionAccounts];
  if (baseUrl === undefined || accounts === undefined || sessionAccounts === undefined) {
    throw new Error('no server: run the journeys with `npx playwright test -c e2e`');
  }
  return {
    baseUrl,
    staffAccounts: JSON.parse(accounts) as StaffAccount[],
    sessionAccounts: JSON.parse(sessionAccounts) as EnrolledStaffAccount[],
  };
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  ownServerEnv: [undefined, { scope: 'worker', option: true }],
  ownServerStaff: [false, { scope: 'worker', option: true }],
  server: [
    async ({ ownServerEnv, ownServerStaff }, use) => {
      if (ownServerEnv === undefined) {
        await use(runServerFromEnvironment());
        return;
      }
      if (ownServerStaff) {
        // The server is the worker's alone: one worker's operators.
        const staffed = await startJourneyServer({ workerSlots: 1, env: ownServerEnv });
        try {
          const { server, staffAccounts, sessionAccounts } = staffed;
          await use({ baseUrl: server.baseUrl, staffAccounts, sessionAccounts });
        } finally {
          await staffed.server.stop();
        }
        return;
      }
      const own = await startServer({ ...ownServerEnv });
      try {
        await use({ baseUrl: own.baseUrl, staffAccounts: [], sessionAccounts: [] });
      } finally {
        await own.stop();
      }
    },
    // Starting a server of a file's own takes up to a minute on the two-core machine.
    { scope: 'worker', timeout: 120_000 },
  ],
  baseUrl: [async ({ server }, use) => await use(server.baseUrl), { scope: 'worker' }],
  staffSession: [
    async ({ server }, use, workerInfo) => {
      const sessions = new Map<number, StaffSession>();
      const signIn = async (index: number): Promise<StaffSession> => {
        // Each worker its own accounts: a new worker (after a failure) signs in fresh ones, and
        // after the server's slots (SESSION_WORKER_SLOTS on the run's) the first slot's again (a
        // code already used in its 30 seconds makes signInEnrolledStaff wait for the next).
        const slots = server.sessionAccounts.length / SESSION_STAFF_PER_WORKER;
        const slot = workerInfo.workerIndex % Math.max(1, slots);
        const account = server.sessionAccounts[slot * SESSION_STAFF_PER_WORKER + index];
        if (account === undefined) {
          throw new Error(`no staff ${index} for worker ${workerInfo.workerIndex} on this server`);
        }
        const api = await playwrightRequest.newContext();
        try {
          await signInEnrolledStaff(api, server.baseUrl, account);
          return { account, storageState: await api.storageState() };
        } finally {
          await api.dispose();
        }
      };
      /** A session idle longer than the staff timeout (15 minutes) has ended: sign in again. */
      const stillActive = async (session: StaffSession): Promise<boolean> => {
        const api = await playwrightRequest.newContext({ storageState: session.storageState });
        try {
          const whoami = await api.get(`${server.baseUrl}${API_BASE_OPERATOR}/auth/whoami`);
          return whoami.ok();
        } finally {
          await api.dispose();
        }
      };
      await use(async (index) => {
        const known = sessions.get(index);
        if (known !== undefined && (await stillActive(known))) return known;
        const session = await signIn(index);
        sessions.set(index, session);
        return session;
      });
    },
    { scope: 'worker' },
  ],
  operatorSession: [
    async ({ staffSession }, use) =>
      await use(async (n = 0) => {
        if (n < 0 || n >= SESSION_OPERATORS_PER_WORKER) throw new Error(`no operator ${n}`);
        return await staffSession(n);
      }),
    { scope: 'worker' },
  ],
  supervisorSession: [
    async ({ staffSession }, use) =>
      await use(async () => await staffSession(SESSION_OPERATORS_PER_WORKER)),
    { scope: 'worker' },
  ],
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
