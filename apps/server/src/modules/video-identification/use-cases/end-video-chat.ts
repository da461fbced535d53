import type {
  IdentificationStatus,
  TVideoChatEndRequest,
  TVideoChatState,
} from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { JobQueue } from '../../../infra/jobs/job-queue';
import type { ProspectsService } from '../../prospects/service';
import { applicantActor, type Applicant } from '../applicant';
import { closeIdentification } from '../close-identification';
import { identificationAudit, notFound, type VideoCore } from '../core';
import { lockOwnOpen } from '../own-identification';

export interface EndVideoChatDeps {
  readonly core: Pick<VideoCore, 'db' | 'clock' | 'stateOf' | 'publishQueueChange'>;
  readonly jobs: JobQueue;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
}

/**
 * `PATCH …/videochat/end`: the applicant leaves. Waiting, the place is freed (ABANDONED, or
 * TIMED_OUT when the screen's time limit ran out); in a call, the call ends (INTERRUPTED: a
 * new start begins a fresh identification).
 */
export function createEndVideoChat(deps: EndVideoChatDeps) {
  const { core, jobs, prospects } = deps;
  const { db, clock } = core;
  return async function end(
    caller: Applicant,
    prospectId: string,
    body: TVideoChatEndRequest,
    context: RequestContext,
  ): Promise<TVideoChatState> {
    const row = await db.transaction(async (tx) => {
      const locked = await lockOwnOpen(tx, prospects, caller, prospectId);
      if (locked === null || (locked.status !== 'WAITING' && locked.status !== 'IN_CALL')) {
        throw new AppError(409, 'IDENTIFICATION_NOT_OPEN', {
          message: 'There is no open video identification to end.',
        });
      }
      const status: IdentificationStatus =
        locked.status === 'IN_CALL'
          ? 'INTERRUPTED'
          : body.reason === 'TIME_LIMIT_REACHED'
            ? 'TIMED_OUT'
            : 'ABANDONED';
      const closed = await closeIdentification({ jobs, clock }, tx, locked, status, body.reason);
      if (closed === null) throw notFound();
      await recordAudit(
        tx,
        context,
        identificationAudit(closed, applicantActor(caller), 'videochat.ended', {
          reason: body.reason,
          status,
        }),
      );
      return closed;
    });
    await core.publishQueueChange(row.id);
    return core.stateOf(db, row);
  };
}
