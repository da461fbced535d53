import {
  recordedFaceMatch,
  type TFaceMatchMeasurement,
  type TIdentificationDetail,
} from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { StaffCaller } from '../../../infra/session/staff-caller';
import { identificationAudit, staffActor, type VideoCore } from '../core';
import { requireOwnCall } from '../own-call';
import { moveIdentification } from '../repository';
import type { ReadIdentificationDetail } from './read-identification-detail';

export interface RecordFaceMatchDeps {
  readonly core: Pick<VideoCore, 'db' | 'clock'>;
  readonly detail: ReadIdentificationDetail;
  /** `FACE_ANALYSIS`: off, nothing is offered and nothing is taken (decision 291). */
  readonly faceAnalysis: boolean;
}

const faceAnalysisOff = () =>
  new AppError(404, 'FACE_ANALYSIS_OFF', {
    message: 'The face match hint is switched off on this server.',
  });

const notAgreed = () =>
  new AppError(409, 'FACE_COMPARISON_NOT_AGREED', {
    message: 'The applicant did not agree to the face match hint; compare by eye.',
  });

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
    if (!deps.faceAnalysis) throw faceAnalysisOff();
    await db.transaction(async (tx) => {
      const call = await requireOwnCall(tx, staff, id);
      // GDPR art. 9(2)(a): no consent, no biometric processing (decision 291).
      if (!call.faceComparisonConsent) throw notAgreed();
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
