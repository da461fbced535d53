import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { Transaction } from '../../../infra/db/database';
import type { JobQueue } from '../../../infra/jobs/job-queue';
import { archiveSignedDocumentsJob } from '../jobs';
import { insertRequest } from '../repository';

export interface EnqueueArchiveDeps {
  readonly clock: Clock;
  readonly jobs: JobQueue;
}

/**
 * In the caller's transaction: records the request of a signed set and enqueues its job (once
 * per set; a second call finds the request and enqueues nothing). True when it was new. Called
 * where the contracts are signed, so it needs no other module.
 */
export function createEnqueueArchive({ clock, jobs }: EnqueueArchiveDeps) {
  return async function enqueueArchive(
    tx: Transaction,
    request: {
      readonly prospectId: string;
      readonly documentSetId: string;
      readonly userId: string;
    },
    context: RequestContext,
    actorType: 'applicant' | 'system' = 'applicant',
  ): Promise<boolean> {
    const inserted = await insertRequest(tx, {
      prospectId: request.prospectId,
      documentSetId: request.documentSetId,
      requestedBy: request.userId,
      requestedAt: clock(),
      status: 'QUEUED',
    });
    if (!inserted) return false;
    await jobs.enqueue(tx, archiveSignedDocumentsJob, request, {
      key: `document-archive:${request.documentSetId}`,
    });
    await recordAudit(tx, context, {
      actorType,
      actorId: actorType === 'applicant' ? request.userId : null,
      action: 'contracts.archive_requested',
      subjectType: 'prospect',
      subjectId: request.prospectId,
      details: { documentSetId: request.documentSetId },
    });
    return true;
  };
}
