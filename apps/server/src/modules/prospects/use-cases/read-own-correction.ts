import type { TCorrectionResponse } from '@onboarding/domain';
import type { Database } from '../../../infra/db/database';
import type { SessionUser } from '../../../infra/session/session-store';
import { findOpenCorrection } from '../repository';
import type { RequireOwnProspect } from './require-own-prospect';

export interface ReadOwnCorrectionDeps {
  readonly db: Database;
  readonly requireOwn: RequireOwnProspect;
}

/**
 * `GET prospects/{id}/correction` (decision 244): the part the video operator asked the
 * applicant to fix and the operator's reason, while it is open; null otherwise.
 */
export function createReadOwnCorrection({ db, requireOwn }: ReadOwnCorrectionDeps) {
  return async function correctionOfOwn(
    user: Pick<SessionUser, 'userId'>,
    prospectId: string,
  ): Promise<TCorrectionResponse> {
    await requireOwn(db, user, prospectId);
    const row = await findOpenCorrection(db, prospectId);
    return {
      correction:
        row === null
          ? null
          : { part: row.part, reason: row.reason, openedAt: row.openedAt.toISOString() },
    };
  };
}
