import type { Database } from '../../../infra/db/database';
import type { StaffCaller } from '../../../infra/session/staff-caller';
import type { ProtocolService } from '../../video-identification/protocol-service';
import { notSampled } from '../errors';
import { requireReviewable } from '../own-review';

export interface ReadReviewSnapshotDeps {
  readonly db: Database;
  readonly videoProtocols: Pick<ProtocolService, 'callsOf' | 'snapshotOf'>;
}

/**
 * `GET quality-reviews/{identificationId}/snapshots/{snapshotId}`: a frame of the sampled call,
 * for its reviewer; a snapshot of another call is not found.
 */
export function createReadReviewSnapshot(deps: ReadReviewSnapshotDeps) {
  const { db, videoProtocols } = deps;
  return async function reviewSnapshot(
    staff: StaffCaller,
    identificationId: string,
    snapshotId: string,
  ): Promise<Buffer> {
    const row = await requireReviewable(db, staff, identificationId);
    const calls = await videoProtocols.callsOf(row.prospectId);
    const call = calls.find((each) => each.identificationId === identificationId);
    if (call?.snapshots.some((snapshot) => snapshot.id === snapshotId) !== true) {
      throw notSampled();
    }
    const bytes = await videoProtocols.snapshotOf(row.prospectId, snapshotId);
    if (bytes === null) throw notSampled();
    return bytes;
  };
}
