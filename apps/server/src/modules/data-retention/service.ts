import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../infra/clock';
import type { SignedTokens } from '../../infra/crypto/signed-tokens';
import type { Database } from '../../infra/db/database';
import type { JobQueue } from '../../infra/jobs/job-queue';
import type { SessionStore } from '../../infra/session/session-store';
import type { StoragePort } from '../../infra/storage/storage-port';
import type { MessagingService } from '../messaging/service';
import type { ProspectsService } from '../prospects/service';
import { createConfirmErasure } from './use-cases/confirm-erasure';
import { createEraseApplicantData } from './use-cases/erase-applicant-data';
import { createEraseWithdrawnApplication } from './use-cases/erase-withdrawn-application';
import { createReadErasureStatus } from './use-cases/read-erasure-status';
import { createReportRelationshipEnd } from './use-cases/report-relationship-end';
import { createRequestErasure } from './use-cases/request-erasure';
import { createRunRetentionSweep, type RetentionSettings } from './use-cases/run-retention-sweep';
import { createWithdrawApplication } from './use-cases/withdraw-application';
import { createWithdrawProductApplication } from './use-cases/withdraw-product-application';

export interface DataRetentionDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly jobs: JobQueue;
  readonly storage: StoragePort;
  readonly signedTokens: SignedTokens;
  readonly messaging: Pick<MessagingService, 'queueMail'>;
  readonly prospects: Pick<ProspectsService, 'requireOwn' | 'readOwnProduct'>;
  /** Ends every session of an account: in the caller's transaction, or at once (Redis). */
  readonly sessions: Pick<SessionStore, 'revokeAllForUser'>;
  readonly settings: RetentionSettings;
  readonly log: FastifyBaseLogger;
}

/**
 * Retention and erasure (decision 152). A daily job deletes abandoned applications, the working
 * data of customers' ended cases and customers' AML evidence past its period; an applicant's
 * confirmed request erases everything the law does not oblige the bank to keep. Storage objects
 * go first, then the rows: a failure between the two leaves rows whose bytes are gone (the job's
 * retry deletes them), never bytes nobody can find any more.
 */
export function createDataRetentionService(deps: DataRetentionDeps) {
  const eraseWithdrawnApplication = createEraseWithdrawnApplication(deps);
  const withdraw = createWithdrawApplication(deps);
  return {
    withdraw,
    withdrawProduct: createWithdrawProductApplication({ ...deps, withdraw }),
    sweep: createRunRetentionSweep(deps),
    reportRelationshipEnd: createReportRelationshipEnd(deps),
    requestErasure: createRequestErasure(deps),
    erasureStatus: createReadErasureStatus(deps),
    confirmErasure: createConfirmErasure(deps),
    erase: createEraseApplicantData({ ...deps, eraseWithdrawnApplication }),
  };
}

export type DataRetentionService = ReturnType<typeof createDataRetentionService>;
