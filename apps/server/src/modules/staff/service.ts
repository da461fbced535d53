import type { Language } from '@onboarding/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../infra/clock';
import type { DataCipher } from '../../infra/crypto/data-cipher';
import type { PasswordHasher } from '../../infra/crypto/password-hasher';
import type { Database } from '../../infra/db/database';
import type { DeviceCookies } from '../../infra/device-cookie/device-cookie';
import type { RateLimiter } from '../../infra/rate-limit/rate-limiter';
import type { MessagingService } from '../messaging/service';
import type { StaffSessionTimeouts } from './staff-sessions';
import { createConfirmStaffTotp } from './use-cases/confirm-staff-totp';
import { createAddStaffAccount } from './use-cases/add-staff-account';
import { createListStaffAccounts } from './use-cases/list-staff-accounts';
import { createReadStaffCaller } from './use-cases/read-staff-caller';
import { createSeedDevelopmentStaff } from './use-cases/seed-development-staff';
import { createSignInStaff } from './use-cases/sign-in-staff';
import { createSignOutStaff } from './use-cases/sign-out-staff';
import { createSweepStaffSessions } from './use-cases/sweep-staff-sessions';
import { createUpdateStaffAccount } from './use-cases/update-staff-account';

export interface StaffServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly cipher: DataCipher;
  readonly passwordHasher: PasswordHasher;
  readonly rateLimiter: RateLimiter;
  readonly log: FastifyBaseLogger;
  /** The same timeouts as the applicants' sessions (SESSION_IDLE_MINUTES, SESSION_ABSOLUTE_HOURS). */
  readonly timeouts: StaffSessionTimeouts;
  /** The issuer the authenticator app shows beside the account. */
  readonly totpIssuer: string;
  /** The language of a new account (the variant's default). */
  readonly defaultLanguage: Language;
  /** The browsers that signed in before (decision 277). */
  readonly deviceCookies: DeviceCookies;
  /** The e-mail telling a member that unknown devices are locked out (decision 277). */
  readonly messaging: Pick<MessagingService, 'queueMail'>;
}

/**
 * The bank's staff accounts and their sign-in (decision 130): password, then a TOTP code
 * (enrolled at the first sign-in), then a session of its own kind. Supervisors create, disable
 * and enable accounts; every step is audited. Routes set and clear the cookie with the session
 * ids this service hands back.
 */
export function createStaffService(deps: StaffServiceDeps) {
  const create = createAddStaffAccount(deps);
  return {
    create,
    login: createSignInStaff(deps),
    confirmTotp: createConfirmStaffTotp(deps),
    callerOf: createReadStaffCaller(deps),
    logout: createSignOutStaff(deps),
    list: createListStaffAccounts(deps),
    update: createUpdateStaffAccount(deps),
    seedDevelopmentStaff: createSeedDevelopmentStaff({ ...deps, addStaffAccount: create }),
    sweepSessions: createSweepStaffSessions(deps),
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
