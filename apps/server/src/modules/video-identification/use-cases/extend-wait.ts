import { OPERATOR_CONNECT_EXTENSION_MS, type TVideoChatState } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { JobQueue } from '../../../infra/jobs/job-queue';
import type { ProspectsService } from '../../prospects/service';
import { applicantActor, type Applicant } from '../applicant';
import { identificationAudit, notFound, type VideoCore } from '../core';
import { expireWaitingJob } from '../jobs';
import { lockOwnOpen } from '../own-identification';
import { moveIdentification } from '../repository';

export interface ExtendWaitDeps {
  readonly core: Pick<VideoCore, 'db' | 'stateOf' | 'publishQueueChange'>;
  readonly jobs: JobQueue;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
}

/** `PATCH …/videochat/extend`: the one extra wait of 3 minutes, while WAITING. */
export function createExtendWait(deps: ExtendWaitDeps) {
  const { core, jobs, prospects } = deps;
  const { db } = core;
  return async function extend(
    caller: Applicant,
    prospectId: string,
    context: RequestContext,
  ): Promise<TVideoChatState> {
    const row = await db.transaction(async (tx) => {
      const locked = await lockOwnOpen(tx, prospects, caller, prospectId);
      if (locked?.status !== 'WAITING' || locked.extended > 0) {
        throw new AppError(409, 'EXTENSION_NOT_ALLOWED', {
          message: 'Only a waiting identification may wait longer, once.',
        });
      }
      const deadline = new Date(locked.deadline.getTime() + OPERATOR_CONNECT_EXTENSION_MS);
      const moved = await moveIdentification(tx, locked.id, ['WAITING'], {
        deadline,
        extended: 1,
      });
      if (moved === null) throw notFound();
      await jobs.enqueue(
        tx,
        expireWaitingJob,
        { identificationId: moved.id },
        { startAfter: deadline, key: `video-expire:${moved.id}:${deadline.toISOString()}` },
      );
      await recordAudit(
        tx,
        context,
        identificationAudit(moved, applicantActor(caller), 'videochat.extended', {
          deadline: deadline.toISOString(),
        }),
      );
      return moved;
    });
    await core.publishQueueChange(row.id);
    return core.stateOf(db, row);
  };
}
