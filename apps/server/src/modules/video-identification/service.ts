import type { JobQueue } from '../../infra/jobs/job-queue';
import type { EnteredDataSource } from '../eligibility/entered-data';
import type { ProspectsService } from '../prospects/service';
import type { VideoCore } from './core';
import type { QueueAttentionDeps } from './queue-attention';
import { createCheckRejoin } from './use-cases/check-rejoin';
import { createEndVideoChat } from './use-cases/end-video-chat';
import { createExpireWaiting } from './use-cases/expire-waiting';
import { createExtendWait } from './use-cases/extend-wait';
import { createFindApplicantIdentification } from './use-cases/find-applicant-identification';
import { createReadDossier } from './use-cases/read-dossier';
import { createReadVideoChatState } from './use-cases/read-video-chat-state';
import { createRecordApplicantJoined } from './use-cases/record-applicant-joined';
import { createRecordApplicantLeft } from './use-cases/record-applicant-left';
import { createRequireOwnProspect } from './use-cases/require-own-prospect';
import { createStartVideoChat } from './use-cases/start-video-chat';

// Other modules and the composition root read the entered number as this module does.
export { phoneE164Of } from './applicant';

export interface VideoIdentificationServiceDeps extends QueueAttentionDeps {
  readonly core: VideoCore;
  readonly jobs: JobQueue;
  readonly prospects: ProspectsService;
  readonly enteredData: EnteredDataSource;
  /** Whether the video operators work now (OPERATOR_HOURS and holidays). */
  readonly operatorsAtWork: () => boolean;
}

/**
 * The applicant's side of a video identification (decision 132): joining the queue with the
 * device check's report, the one extension of the wait, the state, leaving. Jobs close what
 * nobody closes: a wait past its deadline, a call the applicant did not rejoin.
 */
export function createVideoIdentificationService(deps: VideoIdentificationServiceDeps) {
  return {
    requireOwnProspect: createRequireOwnProspect(deps),
    start: createStartVideoChat(deps),
    extend: createExtendWait(deps),
    dossierOf: createReadDossier(deps),
    current: createReadVideoChatState(deps),
    end: createEndVideoChat(deps),
    expireWaiting: createExpireWaiting(deps),
    applicantLeft: createRecordApplicantLeft(deps),
    applicantJoined: createRecordApplicantJoined(deps),
    checkRejoin: createCheckRejoin(deps),
    ofApplicant: createFindApplicantIdentification(deps),
  };
}

export type VideoIdentificationService = ReturnType<typeof createVideoIdentificationService>;
