import { CALL_REJOIN_WINDOW_MS } from '@onboarding/domain';
import { recordAudit } from '../../../infra/audit/audit-log';
import type { JobQueue } from '../../../infra/jobs/job-queue';
import { closeIdentification } from '../close-identification';
import { identificationAudit, SYSTEM_CONTEXT, type VideoCore } from '../core';
import type { TIdentificationJob } from '../jobs';
import { lockIdentification } from '../repository';

export interface CheckRejoinDeps {
  readonly core: Pick<VideoCore, 'db' | 'clock' | 'publishQueueChange'>;
  readonly jobs: JobQueue;
}

/**
 * The rejoin job: still away after the window → a call is INTERRUPTED, a wait ABANDONED (its
 * queue place freed); a new start begins afresh either way.
 */
export function createCheckRejoin(deps: CheckRejoinDeps) {
  const { core, jobs } = deps;
  const { db, clock } = core;
  return async function checkRejoin(payload: TIdentificationJob): Promise<void> {
    const closed = await db.transaction(async (tx) => {
      const row = await lockIdentification(tx, payload.identificationId);
      if (row === null || row.applicantLeftAt === null) return null;
      if (row.status !== 'IN_CALL' && row.status !== 'WAITING') return null;
      if (clock().getTime() - row.applicantLeftAt.getTime() < CALL_REJOIN_WINDOW_MS) return null;
      const [status, reason] =
        row.status === 'IN_CALL'
          ? (['INTERRUPTED', 'NO_REJOIN'] as const)
          : (['ABANDONED', 'CONNECTION_LOST'] as const);
      const ended = await closeIdentification({ jobs, clock }, tx, row, status, reason);
      if (ended !== null) {
        await recordAudit(
          tx,
          SYSTEM_CONTEXT,
          identificationAudit(ended, { actorType: 'system', actorId: null }, 'videochat.ended', {
            reason,
            status,
          }),
        );
      }
      return ended;
    });
    if (closed !== null) await core.publishQueueChange(closed.id);
  };
}
