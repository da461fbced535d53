import {
  recordedFaceMatch,
  type TFaceMatchMeasurement,
  type TIdentificationDetail,
} from '@onboarding/domain';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { StaffCaller } from '../../../infra/session/staff-caller';
import { identificationAudit, staffActor, type VideoCore } from '../core';
import { requireFaceAnalysisAllowed } from '../face-analysis-gate';
import { moveIdentification } from '../repository';
import type { ReadIdentificationDetail } from './read-identification-detail';

export interface RecordFaceMatchDeps {
  readonly core: Pick<VideoCore, 'db' | 'clock'>;
  readonly detail: ReadIdentificationDetail;
  /** `FACE_ANALYSIS`: off, nothing is offered and nothing is taken (decision 291). */
  readonly faceAnalysis: boolean;
}

/**
 * `PUT identifications/{id}/face-match`: what the operator's browser measured (decision 291),
 * banded here by the domain's bounds, never the browser's, and kept with the call for the
 * protocol, the evidence and the four-eyes rule. A later run replaces an earlier one: the
 * operator runs it again when the applicant faces the camera better; the audit keeps each.
 */
export function createRecordFaceMatch(deps: RecordFaceMatchDeps) {
  const { core, detail } = deps;
  const { db, clock } = core;
  return async function recordFaceMatch(
    staff: StaffCaller,
    id: string,
    measurement: TFaceMatchMeasurement,
    context: RequestContext,
  ): Promise<TIdentificationDetail> {
    await db.transaction(async (tx) => {
      const call = await requireFaceAnalysisAllowed(tx, staff, id, deps.faceAnalysis);
      const faceMatch = recordedFaceMatch(measurement, clock().toISOString(), staff.staffId);
      await moveIdentification(tx, id, ['IN_CALL'], { faceMatch });
      await recordAudit(
        tx,
        context,
        identificationAudit(call, staffActor(staff), 'videochat.face_match', {
          band: faceMatch.band,
          similarity: measurement.similarity,
          thresholds: faceMatch.thresholds,
          model: measurement.model,
        }),
      );
    });
    return detail(staff, id);
  };
}
