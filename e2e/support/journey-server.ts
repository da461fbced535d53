import { request } from '@playwright/test';
import { startServer, type RunningServer } from './server';
import {
  SESSION_OPERATORS_PER_WORKER,
  SESSION_STAFF_PER_WORKER,
  SESSION_WORKER_SLOTS,
  STAFF_PASSWORD,
  STAFF_PER_SET,
  createFirstSupervisor,
  createStaffAccounts,
  signInStaff,
  type EnrolledStaffAccount,
  type StaffAccount,
} from './staff';

const FIRST_SUPERVISOR: StaffAccount = {
  email: 'first.supervisor@bank.example',
  password: STAFF_PASSWORD,
  fullName: 'Maja Nadzornik',
  role: 'SUPERVISOR',
};

/** Whose first sign-in a journey drives through the console (e2e/video-identification.e2e.ts). */
const FIRST_SIGN_IN_OPERATORS = ['Ana'];

/**
 * Operators for the journeys' first sign-ins through the console, `sets` times over (a retried
 * test signs in with the next set: an account enrols once); runAccount (support/staff.ts) names
 * who takes which.
 */
function runAccounts(sets: number): StaffAccount[] {
  const accounts: StaffAccount[] = [];
  for (let set = 0; set < sets; set += 1) {
    const suffix = set === 0 ? '' : `.set${set}`;
    accounts.push(
      ...FIRST_SIGN_IN_OPERATORS.map((name): StaffAccount => ({
        email: `${name.toLowerCase()}.operator${suffix}@bank.example`,
        password: STAFF_PASSWORD,
        fullName: `${name} Operater`,
        role: 'OPERATOR',
      })),
    );
  }
  if (accounts.length !== sets * STAFF_PER_SET) throw new Error('STAFF_PER_SET is out of date');
  return accounts;
}

/**
 * The staff the workers sign in once each, per worker slot: its operators, then its supervisor
 * (support/fixtures.ts `operatorSession` and `supervisorSession`).
 */
function sessionAccounts(workerSlots: number): StaffAccount[] {
  return Array.from(
    { length: workerSlots * SESSION_STAFF_PER_WORKER },
    (_, index): StaffAccount => {
      const supervisor = index % SESSION_STAFF_PER_WORKER === SESSION_OPERATORS_PER_WORKER;
      return supervisor
        ? {
            email: `desk${index}.supervisor@bank.example`,
            password: STAFF_PASSWORD,
            fullName: `Desk${index} Nadzornik`,
            role: 'SUPERVISOR',
          }
        : {
            email: `desk${index}.operator@bank.example`,
            password: STAFF_PASSWORD,
            fullName: `Desk${index} Operater`,
            role: 'OPERATOR',
          };
    },
  );
}

/** Enrols each account through the API (its first sign-in), keeping the authenticator's secret. */
async function enrol(
  baseUrl: string,
  accounts: readonly StaffAccount[],
): Promise<EnrolledStaffAccount[]> {
  const enrolled: EnrolledStaffAccount[] = [];
  for (const account of accounts) {
    const api = await request.newContext();
    try {
      const { secret } = await signInStaff(api, baseUrl, account);
      enrolled.push({ ...account, totpSecret: secret });
    } finally {
      await api.dispose();
    }
  }
  return enrolled;
}

export interface JourneyServer {
  readonly server: RunningServer;
  /** Staff accounts not yet signed in: a test takes its own by index (a TOTP code works once). */
  readonly staffAccounts: StaffAccount[];
  /** Enrolled operators, signed in once per worker (support/fixtures.ts `operatorSession`). */
  readonly sessionAccounts: EnrolledStaffAccount[];
}

export interface JourneyServerOptions {
  /** Sets of accounts whose first sign-in a journey drives (one per attempt of a test). */
  readonly accountSets?: number;
  /** Workers with signed-in operators of their own: the run's server serves every worker. */
  readonly workerSlots?: number;
  /** More environment for the server (a file's own server: `VARIANT: 'al'`). */
  readonly env?: Readonly<Record<string, string>>;
}

/**
 * The run's server: built, on a free port, with its own embedded database, every hour open (the
 * journeys do not depend on the clock; the closed path has its own server), every decided call
 * drawn for the quality review (its journey reviews one; decision 269), the first supervisor
 * made by the real command and the staff accounts made by that supervisor through the API: those
 * whose first sign-in a journey shows, and those the workers sign in once each (enrolled here).
 */
export async function startJourneyServer({
  accountSets = 1,
  workerSlots = SESSION_WORKER_SLOTS,
  env = {},
}: JourneyServerOptions = {}): Promise<JourneyServer> {
  const server = await startServer(
    { OPERATOR_HOURS: 'always', QUALITY_REVIEW_SHARE_PERCENT: '100', ...env },
    (dataDir) => createFirstSupervisor(dataDir, FIRST_SUPERVISOR),
  );
  try {
    const staffAccounts = runAccounts(accountSets);
    const desks = sessionAccounts(workerSlots);
    const api = await request.newContext();
    try {
      await signInStaff(api, server.baseUrl, FIRST_SUPERVISOR);
      await createStaffAccounts(api, server.baseUrl, [...staffAccounts, ...desks]);
    } finally {
      await api.dispose();
    }
    return { server, staffAccounts, sessionAccounts: await enrol(server.baseUrl, desks) };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
