import { recordAudit } from '../../../infra/audit/audit-log';
import type { JobQueue } from '../../../infra/jobs/job-queue';
import { closeIdentification } from '../close-identification';
import { identificationAudit, SYSTEM_CONTEXT, type VideoCore } from '../core';
import type { TIdentificationJob } from '../jobs';
import { lockIdentification } from '../repository';

export interface ExpireWaitingDeps {
  readonly core: Pick<VideoCore, 'db' | 'clock' | 'publishQueueChange'>;
  readonly jobs: JobQueue;
}

/** The expiry job: a WAITING identification past its deadline is TIMED_OUT. */
export function createExpireWaiting(deps: ExpireWaitingDeps) {
  const { core, jobs } = deps;
  const { db, clock } = core;
  return async function expireWaiting(payload: TIdentificationJob): Promise<void> {
    const closed = await db.transaction(async (tx) => {
      const row = await lockIdentification(tx, payload.identificationId);
      if (row?.status !== 'WAITING' || row.deadline.getTime() > clock().getTime()) return null;
      const ended = await closeIdentification(
        { jobs, clock },
        tx,
        row,
        'TIMED_OUT',
        'DEADLINE_PASSED',
      );
      if (ended !== null) {
        await recordAudit(
          tx,
          SYSTEM_CONTEXT,
          identificationAudit(ended, { actorType: 'system', actorId: null }, 'videochat.ended', {
            reason: 'DEADLINE_PASSED',
            status: 'TIMED_OUT',
          }),
        );
      }
      return ended;
    });
    if (closed !== null) await core.publishQueueChange(closed.id);
  };
}
