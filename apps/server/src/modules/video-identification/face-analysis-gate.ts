import { AppError } from '../../errors/app-error';
import type { Transaction } from '../../infra/db/database';
import type { StaffCaller } from '../../infra/session/staff-caller';
import { requireOwnCall } from './own-call';
import type { IdentificationRow } from './tables';

const faceAnalysisOff = () =>
  new AppError(404, 'FACE_ANALYSIS_OFF', {
    message: 'The face match hint is switched off on this server.',
  });

const notAgreed = () =>
  new AppError(409, 'FACE_COMPARISON_NOT_AGREED', {
    message: 'The applicant did not agree to the face match hint; compare by eye.',
  });

/**
 * The call whose face analysis (the face match, the liveness challenge) `staff` may record
 * (decision 291): switched on (`FACE_ANALYSIS`), the accepting operator's own call in progress,
 * locked in `tx`, and agreed to by the applicant (GDPR art. 9(2)(a)): no consent, no biometric
 * processing.
 */
export async function requireFaceAnalysisAllowed(
  tx: Transaction,
  staff: StaffCaller,
  id: string,
  faceAnalysis: boolean,
): Promise<IdentificationRow> {
  if (!faceAnalysis) throw faceAnalysisOff();
  const call = await requireOwnCall(tx, staff, id);
  if (!call.faceComparisonConsent) throw notAgreed();
  return call;
}
