import {
  recordedLivenessChallenge,
  type TIdentificationDetail,
  type TLivenessChallengeMeasurement,
} from '@onboarding/domain';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { StaffCaller } from '../../../infra/session/staff-caller';
import { identificationAudit, staffActor, type VideoCore } from '../core';
import { requireFaceAnalysisAllowed } from '../face-analysis-gate';
import { moveIdentification } from '../repository';
import type { ReadIdentificationDetail } from './read-identification-detail';

export interface RecordLivenessChallengeDeps {
  readonly core: Pick<VideoCore, 'db' | 'clock'>;
  readonly detail: ReadIdentificationDetail;
  readonly faceAnalysis: boolean;
}

/**
 * `PUT identifications/{id}/liveness-challenge`: the landmarks' readings of the challenge's frames
 * (decision 291), read here by the domain's rule (`readChallenge`) and kept with the call for the
 * protocol and the evidence, as the face match is. A later run replaces an earlier one.
 */
export function createRecordLivenessChallenge(deps: RecordLivenessChallengeDeps) {
  const { core, detail } = deps;
  const { db, clock } = core;
  return async function recordLivenessChallenge(
    staff: StaffCaller,
    id: string,
    measurement: TLivenessChallengeMeasurement,
    context: RequestContext,
  ): Promise<TIdentificationDetail> {
    await db.transaction(async (tx) => {
      const call = await requireFaceAnalysisAllowed(tx, staff, id, deps.faceAnalysis);
      const challenge = recordedLivenessChallenge(
        measurement,
        clock().toISOString(),
        staff.staffId,
      );
      await moveIdentification(tx, id, ['IN_CALL'], { livenessChallenge: challenge });
      await recordAudit(
        tx,
        context,
        identificationAudit(call, staffActor(staff), 'videochat.liveness_challenge', {
          headTurned: challenge.headTurned,
          blinked: challenge.blinked,
          framesWithFace: challenge.framesWithFace,
          model: measurement.model,
        }),
      );
    });
    return detail(staff, id);
  };
}
