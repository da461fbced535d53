import { CALL_REJOIN_WINDOW_MS } from '@onboarding/domain';
import type { JobQueue } from '../../../infra/jobs/job-queue';
import type { VideoCore } from '../core';
import { checkRejoinJob } from '../jobs';
import { moveIdentification } from '../repository';

export interface RecordApplicantLeftDeps {
  readonly core: Pick<VideoCore, 'db' | 'clock'>;
  readonly jobs: JobQueue;
}

/**
 * The applicant's connection to the room dropped, waiting or in a call: the rejoin window
 * starts. Waiting too, so that a closed tab frees its queue place long before the deadline.
 */
export function createRecordApplicantLeft(deps: RecordApplicantLeftDeps) {
  const { core, jobs } = deps;
  const { db, clock } = core;
  return async function applicantLeft(identificationId: string): Promise<void> {
    const since = clock();
    await db.transaction(async (tx) => {
      const row = await moveIdentification(tx, identificationId, ['IN_CALL', 'WAITING'], {
        applicantLeftAt: since,
      });
      if (row === null) return;
      await jobs.enqueue(
        tx,
        checkRejoinJob,
        { identificationId },
        {
          startAfter: new Date(since.getTime() + CALL_REJOIN_WINDOW_MS),
          key: `video-rejoin:${identificationId}:${since.toISOString()}`,
        },
      );
    });
  };
}
