import type { TQualityReviewView } from '@onboarding/domain';
import type { Database } from '../../../infra/db/database';
import type { StaffCaller } from '../../../infra/session/staff-caller';
import type { OperatorService } from '../../video-identification/operator-service';
import type { ProtocolService } from '../../video-identification/protocol-service';
import { requireReviewable } from '../own-review';
import { itemOf } from '../views';

export interface ReadReviewDeps {
  readonly db: Database;
  readonly videoOperators: Pick<OperatorService, 'detail'>;
  readonly videoProtocols: Pick<ProtocolService, 'callsOf'>;
}

/**
 * `GET quality-reviews/{identificationId}`: the sampled call as the reviewer checks it (decision
 * 269): the applicant's data and documents, the checklist, the answers and snapshots, and whether
 * the protocol can be opened.
 */
export function createReadReview(deps: ReadReviewDeps) {
  const { db, videoOperators, videoProtocols } = deps;
  return async function readReview(
    staff: StaffCaller,
    identificationId: string,
  ): Promise<TQualityReviewView> {
    const row = await requireReviewable(db, staff, identificationId);
    const identification = await videoOperators.detail(staff, identificationId);
    const calls = await videoProtocols.callsOf(row.prospectId);
    const call = calls.find((each) => each.identificationId === identificationId);
    return { item: itemOf(row), identification, protocolReady: call?.protocolReady ?? false };
  };
}
