import { AUDIT_CHECKPOINT_CRON, sealAuditCheckpointJob } from '../infra/audit/checkpoint-job';
import { SWEEP_CRON, sweepExpiredJob } from '../infra/housekeeping/sweep-expired';
import type { JobQueue } from '../infra/jobs/job-queue';
import { sendSigningCodeJob } from '../modules/contracts/jobs';
import { archiveSignedDocumentsJob } from '../modules/document-archive/jobs';
import { readDocumentJob } from '../modules/document-reading/jobs';
import { buildDossierJob } from '../modules/dossiers/jobs';
import { sendHandoffLinkJob } from '../modules/handoff/jobs';
import { assessLoanJob } from '../modules/loans/jobs';
import { sendMailJob, sendMailJobV1 } from '../modules/messaging/jobs';
import { eraseJob, RETENTION_CRON, retentionSweepJob } from '../modules/data-retention/jobs';
import {
  checkRejoinJob,
  expireWaitingJob,
  protocolJob,
  sendCallOtpJob,
} from '../modules/video-identification/jobs';
import { sendWelcomeMailJob, sendWelcomeMailJobV1 } from '../modules/welcome/jobs';
import { COVER_WEEK_CRON, coverWeekJob } from '../modules/quality-review/jobs';
import { sendLoginCodeJob, sendPasswordResetMailJob } from '../modules/security/jobs';
import { CASE_SEARCH_BACKFILL_CRON, caseSearchBackfillJob } from '../modules/case-search/jobs';
import type { Services } from './services';

/** Every job definition of the app (the test set-up prepares their queues once). */
export const JOB_DEFINITIONS = [
  sendMailJob,
  sendMailJobV1,
  sendLoginCodeJob,
  sendHandoffLinkJob,
  readDocumentJob,
  sweepExpiredJob,
  expireWaitingJob,
  checkRejoinJob,
  sendCallOtpJob,
  protocolJob,
  buildDossierJob,
  assessLoanJob,
  sendWelcomeMailJob,
  sendWelcomeMailJobV1,
  sendPasswordResetMailJob,
  sendSigningCodeJob,
  archiveSignedDocumentsJob,
  retentionSweepJob,
  eraseJob,
  caseSearchBackfillJob,
  coverWeekJob,
  sealAuditCheckpointJob,
];

/**
 * Every job definition and the service method that handles it, in one list beside the
 * composition root: a module declares its jobs, the services do the work.
 */
export function bindJobHandlers(jobs: JobQueue, services: Services): void {
  jobs.work(sendMailJob, (payload, job) => services.messaging.deliverQueuedMail(payload, job));
  jobs.work(sendMailJobV1, (payload, job) => services.messaging.deliverMail(payload, job));
  jobs.work(sendLoginCodeJob, (payload, job) => services.login.deliverCode(payload, job));
  jobs.work(sendHandoffLinkJob, (payload, job) => services.handoff.deliverLinkSms(payload, job));
  jobs.work(readDocumentJob, (payload) => services.documentReading.read(payload));
  jobs.work(expireWaitingJob, (payload) => services.videoIdentification.expireWaiting(payload));
  jobs.work(checkRejoinJob, (payload) => services.videoIdentification.checkRejoin(payload));
  jobs.work(sendCallOtpJob, (payload, job) => services.videoOperators.deliverCallOtp(payload, job));
  jobs.work(protocolJob, (payload) => services.videoProtocols.make(payload));
  jobs.work(sendSigningCodeJob, (payload, job) => services.contracts.deliverCode(payload, job));
  jobs.work(buildDossierJob, (payload, job) => services.dossiers.build(payload, job));
  jobs.work(assessLoanJob, (payload, job) => services.loans.assess(payload, job));
  jobs.work(sendWelcomeMailJob, (payload, job) =>
    services.welcome.deliverWelcomeMail(payload, job),
  );
  jobs.work(sendWelcomeMailJobV1, (payload, job) =>
    services.welcome.deliverWelcomeMail(payload, job),
  );
  jobs.work(sendPasswordResetMailJob, (payload, job) =>
    services.passwordReset.deliverResetMail(payload, job),
  );
  jobs.work(archiveSignedDocumentsJob, (payload) => services.documentArchive.archive(payload));
  jobs.work(sweepExpiredJob, async () => {
    await services.housekeeping.sweep();
  });
  jobs.schedule(sweepExpiredJob, SWEEP_CRON);
  jobs.work(eraseJob, (payload) => services.dataRetention.erase(payload));
  jobs.work(retentionSweepJob, async () => {
    await services.dataRetention.sweep();
  });
  jobs.schedule(retentionSweepJob, RETENTION_CRON);
  jobs.work(caseSearchBackfillJob, async () => {
    await services.caseSearch.backfill();
  });
  jobs.schedule(caseSearchBackfillJob, CASE_SEARCH_BACKFILL_CRON);
  jobs.work(coverWeekJob, async () => {
    await services.qualitySampling.coverWeek();
  });
  jobs.schedule(coverWeekJob, COVER_WEEK_CRON);
  jobs.work(sealAuditCheckpointJob, (payload) => services.auditCheckpoints.seal(payload.reason));
  jobs.schedule(sealAuditCheckpointJob, AUDIT_CHECKPOINT_CRON);
}
