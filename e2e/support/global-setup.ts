import { request } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from './server';
import {
  STAFF_PASSWORD,
  createFirstSupervisor,
  createStaffAccounts,
  signInStaff,
  type StaffAccount,
} from './staff';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Staff accounts not yet signed in: a test takes its own by index (a TOTP code works once). */
    staffAccounts: StaffAccount[];
  }
}

let server: RunningServer | undefined;

const FIRST_SUPERVISOR: StaffAccount = {
  email: 'first.supervisor@bank.example',
  password: STAFF_PASSWORD,
  fullName: 'Maja Nadzornik',
  role: 'SUPERVISOR',
};

/** Operators and supervisors for the journeys; OPERATOR_ACCOUNTS names who takes which. */
function runAccounts(): StaffAccount[] {
  const operators = [
    ...['Ana', 'Bor', 'Cvetka', 'David', 'Eva', 'Filip', 'Gaja', 'Hana'],
    // The loan journeys (e2e/loan.e2e.ts).
    ...['Iva', 'Jure', 'Katja'],
  ];
  return [
    ...operators.map((name): StaffAccount => ({
      email: `${name.toLowerCase()}.operator@bank.example`,
      password: STAFF_PASSWORD,
      fullName: `${name} Operater`,
      role: 'OPERATOR',
    })),
    {
      email: 'second.supervisor@bank.example',
      password: STAFF_PASSWORD,
      fullName: 'Rok Nadzornik',
      role: 'SUPERVISOR',
    },
  ];
}

export async function setup(project: TestProject): Promise<void> {
  // Every hour open: the journeys do not depend on the clock; the closed path has its own server.
  server = await startServer({ OPERATOR_HOURS: 'always' }, (dataDir) =>
    createFirstSupervisor(dataDir, FIRST_SUPERVISOR),
  );
  const accounts = runAccounts();
  const api = await request.newContext();
  try {
    await signInStaff(api, server.baseUrl, FIRST_SUPERVISOR);
    await createStaffAccounts(api, server.baseUrl, accounts);
  } finally {
    await api.dispose();
  }
  project.provide('baseUrl', server.baseUrl);
  project.provide('staffAccounts', accounts);
}

export async function teardown(): Promise<void> {
  await server?.stop();
}
