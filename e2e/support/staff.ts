import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { API_BASE_OPERATOR, ZStaffLoginStep, type TStaffMember } from '@onboarding/domain';
import { generate } from 'otplib';
import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type BrowserContextOptions,
} from '@playwright/test';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A staff account the run created; each is signed in once (a TOTP code is accepted once). */
export interface StaffAccount {
  readonly email: string;
  readonly password: string;
  readonly fullName: string;
  readonly role: 'OPERATOR' | 'SUPERVISOR';
}

/** A signed-in staff account: its cookies for the operator's browser context. */
export interface StaffSession {
  readonly account: StaffAccount;
  readonly storageState: Exclude<BrowserContextOptions['storageState'], string | undefined>;
}

/** An account the global set-up enrolled already: its authenticator's secret signs it in. */
export interface EnrolledStaffAccount extends StaffAccount {
  readonly totpSecret: string;
}

export const STAFF_PASSWORD = 'video-desk-2026-long';

/** The bank's first supervisor, made by the real command on the database before the server starts. */
export function createFirstSupervisor(dataDir: string, account: StaffAccount): void {
  // The built command, as on a server (docs/operations.md): the journeys run against the build,
  // with no compiling of the source at every server start.
  const result = spawnSync(
    process.execPath,
    ['apps/server/dist/create-supervisor.js', '--email', account.email, '--name', account.fullName],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        SUPERVISOR_PASSWORD: account.password,
      },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) {
    throw new Error(`creating the first supervisor failed:\n${result.stdout}\n${result.stderr}`);
  }
}

/**
 * Accounts in one set of the run: the operators whose first sign-in a journey drives through the
 * console's screens (the enrolment included), one set per attempt of a test.
 */
export const STAFF_PER_SET = 1;

/** Signed-in operators of a worker (support/fixtures.ts `operatorSession`). */
export const SESSION_OPERATORS_PER_WORKER = 2;
/**
 * Each worker's signed-in staff: its operators, then one supervisor (support/fixtures.ts
 * `supervisorSession`), so the back office's journeys need no server of their own.
 */
export const SESSION_STAFF_PER_WORKER = SESSION_OPERATORS_PER_WORKER + 1;
/**
 * Account slots for the workers a run starts: Playwright starts a new worker after a failed test,
 * so a run with failures uses more than its `workers` setting; worker 4 takes slot 0 again (its
 * accounts sign in anew). Few: global set-up signs each one in, and the server lets one address
 * sign staff in 30 times a quarter hour (modules/staff/limits.ts, decision 130).
 */
export const SESSION_WORKER_SLOTS = 4;

/**
 * The run's account `index` whose first sign-in goes through the console (a TOTP code is accepted
 * once). A retried test takes the same index from the next set (global setup makes one set per
 * attempt).
 */
export function runAccount(
  accounts: readonly StaffAccount[],
  index: number,
  retry = 0,
): StaffAccount {
  const found = accounts[retry * STAFF_PER_SET + index];
  if (found === undefined)
    throw new Error(`the run has no staff account ${index} for retry ${retry}`);
  return found;
}

/** The current code of an authenticator app holding `secret`. */
export function totpCode(secret: string): Promise<string> {
  return generate({ secret, digits: 6, period: 30 });
}

/**
 * Signs a staff account in through the API (password, then the TOTP enrolment of a first sign-in);
 * the staff cookie lands in the request context. Returns the enrolled secret.
 */
export async function signInStaff(
  request: APIRequestContext,
  baseUrl: string,
  account: StaffAccount,
): Promise<{ member: TStaffMember; secret: string }> {
  const api = `${baseUrl}${API_BASE_OPERATOR}`;
  const login = await request.post(`${api}/auth/login`, {
    data: { email: account.email, password: account.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const step = ZStaffLoginStep.parse(await login.json());
  if (step.next !== 'TOTP_ENROLMENT') {
    throw new Error(`${account.email} was enrolled before: each run account signs in once`);
  }
  const totp = await request.post(`${api}/auth/totp`, {
    data: { code: await totpCode(step.secret) },
  });
  expect(totp.status(), await totp.text()).toBe(200);
  return { member: (await totp.json()) as TStaffMember, secret: step.secret };
}

/**
 * Signs an enrolled account in through the API with its authenticator's current code. A code of
 * the step of the account's last sign-in is a replay the server refuses: then the next one.
 */
export async function signInEnrolledStaff(
  request: APIRequestContext,
  baseUrl: string,
  account: EnrolledStaffAccount,
): Promise<void> {
  const api = `${baseUrl}${API_BASE_OPERATOR}`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const login = await request.post(`${api}/auth/login`, {
      data: { email: account.email, password: account.password },
    });
    expect(login.status(), await login.text()).toBe(200);
    expect(ZStaffLoginStep.parse(await login.json()).next).toBe('TOTP_REQUIRED');
    const totp = await request.post(`${api}/auth/totp`, {
      data: { code: await totpCode(account.totpSecret) },
    });
    if (totp.status() === 200) return;
    // The code's 30-second step was used already: wait for the next one.
    await new Promise((resolve) => setTimeout(resolve, 31_000 - (Date.now() % 30_000)));
  }
  throw new Error(`${account.email} could not sign in with its authenticator`);
}

/** Accounts made by a signed-in supervisor, one per use in the run. */
export async function createStaffAccounts(
  request: APIRequestContext,
  baseUrl: string,
  accounts: readonly StaffAccount[],
): Promise<void> {
  for (const account of accounts) {
    const response = await request.post(`${baseUrl}${API_BASE_OPERATOR}/staff`, {
      data: {
        email: account.email,
        fullName: account.fullName,
        role: account.role,
        password: account.password,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}

/**
 * A staff account of a test's own, made by the signed-in `supervisor` and signed in through the
 * API (its first sign-in, with the enrolment): for a journey whose figures must be its alone.
 */
export async function newStaffSession(
  baseUrl: string,
  supervisor: StaffSession,
  account: StaffAccount,
): Promise<StaffSession> {
  const supervisorApi = await playwrightRequest.newContext({
    storageState: supervisor.storageState,
  });
  const api = await playwrightRequest.newContext();
  try {
    await createStaffAccounts(supervisorApi, baseUrl, [account]);
    await signInStaff(api, baseUrl, account);
    return { account, storageState: await api.storageState() };
  } finally {
    await supervisorApi.dispose();
    await api.dispose();
  }
}
