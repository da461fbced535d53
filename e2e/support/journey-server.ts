import { request } from '@playwright/test';
import { startServer, type RunningServer } from './server';
import {
  STAFF_PASSWORD,
  STAFF_PER_SET,
  createFirstSupervisor,
  createStaffAccounts,
  signInStaff,
  type StaffAccount,
} from './staff';

const FIRST_SUPERVISOR: StaffAccount = {
  email: 'first.supervisor@bank.example',
  password: STAFF_PASSWORD,
  fullName: 'Maja Nadzornik',
  role: 'SUPERVISOR',
};

const OPERATORS = [
  ...['Ana', 'Bor', 'Cvetka', 'David', 'Eva', 'Filip', 'Gaja', 'Hana'],
  // The loan journeys (e2e/loan.e2e.ts).
  ...['Iva', 'Jure', 'Katja'],
];

/**
 * Operators and supervisors for the journeys, `sets` times over (a retried test signs in with the
 * next set: an account signs in once); runAccount (support/staff.ts) names who takes which.
 */
function runAccounts(sets: number): StaffAccount[] {
  const accounts: StaffAccount[] = [];
  for (let set = 0; set < sets; set += 1) {
    const suffix = set === 0 ? '' : `.set${set}`;
    accounts.push(
      ...OPERATORS.map((name): StaffAccount => ({
        email: `${name.toLowerCase()}.operator${suffix}@bank.example`,
        password: STAFF_PASSWORD,
        fullName: `${name} Operater`,
        role: 'OPERATOR',
      })),
      {
        email: `second.supervisor${suffix}@bank.example`,
        password: STAFF_PASSWORD,
        fullName: 'Rok Nadzornik',
        role: 'SUPERVISOR',
      },
    );
  }
  if (accounts.length !== sets * STAFF_PER_SET) throw new Error('STAFF_PER_SET is out of date');
  return accounts;
}

export interface JourneyServer {
  readonly server: RunningServer;
  /** Staff accounts not yet signed in: a test takes its own by index (a TOTP code works once). */
  readonly staffAccounts: StaffAccount[];
}

/**
 * The run's server: built, on a free port, with its own embedded database, every hour open (the
 * journeys do not depend on the clock; the closed path has its own server), the first supervisor
 * made by the real command and the staff accounts made by that supervisor through the API.
 */
export async function startJourneyServer(accountSets = 1): Promise<JourneyServer> {
  const server = await startServer({ OPERATOR_HOURS: 'always' }, (dataDir) =>
    createFirstSupervisor(dataDir, FIRST_SUPERVISOR),
  );
  try {
    const staffAccounts = runAccounts(accountSets);
    const api = await request.newContext();
    try {
      await signInStaff(api, server.baseUrl, FIRST_SUPERVISOR);
      await createStaffAccounts(api, server.baseUrl, staffAccounts);
    } finally {
      await api.dispose();
    }
    return { server, staffAccounts };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
