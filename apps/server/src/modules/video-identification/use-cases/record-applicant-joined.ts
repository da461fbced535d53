import type { VideoCore } from '../core';
import { moveIdentification } from '../repository';

export interface RecordApplicantJoinedDeps {
  readonly core: Pick<VideoCore, 'db'>;
}

/** The applicant (re)joined the call's room: the rejoin window closes. */
export function createRecordApplicantJoined(deps: RecordApplicantJoinedDeps) {
  const { core } = deps;
  return async function applicantJoined(identificationId: string): Promise<void> {
    await moveIdentification(core.db, identificationId, ['IN_CALL', 'WAITING'], {
      applicantLeftAt: null,
    });
  };
}
