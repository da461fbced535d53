import type { TestProject } from 'vitest/node';
import type { RunningServer } from '../support/server';
import type { StaffAccount } from '../support/staff';
import { startJourneyServer } from '../support/journey-server';

// The measurements of `npm run bench` stay on Vitest (vitest.measure.config.ts): the same server
// and staff accounts as the journeys' Playwright Test global setup (support/global-setup.ts).

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Staff accounts not yet signed in: a measurement takes its own by index. */
    staffAccounts: StaffAccount[];
  }
}

let server: RunningServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  const started = await startJourneyServer();
  server = started.server;
  project.provide('baseUrl', started.server.baseUrl);
  project.provide('staffAccounts', started.staffAccounts);
}

export async function teardown(): Promise<void> {
  await server?.stop();
}
