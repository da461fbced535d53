import type { FullConfig } from '@playwright/test';
import { startJourneyServer } from './journey-server';

/** Where the `server` fixture (support/fixtures.ts) finds the run's server in a worker. */
export const SERVER_ENV = {
  baseUrl: 'E2E_BASE_URL',
  staffAccounts: 'E2E_STAFF_ACCOUNTS',
  sessionAccounts: 'E2E_SESSION_ACCOUNTS',
} as const;

/**
 * Playwright Test's global setup: the run's server is started once, before any worker, and
 * stopped after the last. Workers inherit the environment set here, so the worker-scoped `server`
 * fixture reads the address and the staff accounts from it.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  // One set of staff accounts per attempt of a test (a retried call signs in with fresh ones).
  const attempts = 1 + Math.max(0, ...config.projects.map((project) => project.retries));
  const { server, staffAccounts, sessionAccounts } = await startJourneyServer({
    accountSets: attempts,
  });
  process.env[SERVER_ENV.baseUrl] = server.baseUrl;
  process.env[SERVER_ENV.staffAccounts] = JSON.stringify(staffAccounts);
  process.env[SERVER_ENV.sessionAccounts] = JSON.stringify(sessionAccounts);
  return () => server.stop();
}
