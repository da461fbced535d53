import type { Database, Transaction } from '../../infra/db/database';
import type { JobQueue } from '../../infra/jobs/job-queue';
import type { SecurityDeps } from './shared';
import { createRequestPasswordReset } from './use-cases/request-password-reset';
import { createResetPassword } from './use-cases/reset-password';
import { createSendPasswordResetMail } from './use-cases/send-password-reset-mail';

export interface PasswordResetServiceDeps extends SecurityDeps {
  readonly jobs: JobQueue;
  readonly revokeAllSessions: (tx: Database | Transaction, userId: string) => Promise<number>;
}

/** Forgot and reset password (decisions 164 and 167). */
export function createPasswordResetService(deps: PasswordResetServiceDeps) {
  return {
    start: createRequestPasswordReset(deps),
    deliverResetMail: createSendPasswordResetMail(deps),
    finish: createResetPassword(deps),
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
