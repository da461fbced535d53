import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { API_BASE_OPERATOR, ZStaffLoginStep, type TStaffMember } from '@onboarding/domain';
import { generate } from 'otplib';
import { expect, type APIRequestContext } from '@playwright/test';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A staff account the run created; each is signed in once (a TOTP code is accepted once). */
export interface StaffAccount {
  readonly email: string;
  readonly password: string;
  readonly fullName: string;
  readonly role: 'OPERATOR' | 'SUPERVISOR';
}

export const STAFF_PASSWORD = 'video-desk-2026-long';

/** The bank's first supervisor, made by the real command on the database before the server starts. */
export function createFirstSupervisor(dataDir: string, account: StaffAccount): void {
  const result = spawnSync(
    'npx',
    [
      'tsx',
      'apps/server/src/commands/create-supervisor-main.ts',
      '--email',
      account.email,
      '--name',
      account.fullName,
    ],
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

/** Accounts in one set of the run: eleven operators and a second supervisor. */
export const STAFF_PER_SET = 12;

/**
 * The run's account `index`: each journey its own, since a TOTP code is accepted once. A retried
 * test takes the same index from the next set (global setup makes one set per attempt).
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
