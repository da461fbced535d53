import { AppError } from '../../../errors/app-error';
import type { Database } from '../../../infra/db/database';
import type { SessionUser } from '../../../infra/session/session-store';
import type { EligibilityService } from '../../eligibility/service';
import type { ProspectsService } from '../../prospects/service';

export interface CheckEligibilityDeps {
  readonly db: Database;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly eligibility: Pick<EligibilityService, 'latest'>;
}

/**
 * `POST prospects/{id}/iseligible` (spec 1 §4): the decision recorded when the consent
 * documents were accepted (decision 131); it changes nothing. PROSPECT_VERIFIED is the video
 * operator's approval.
 */
export function createCheckEligibility(deps: CheckEligibilityDeps) {
  const { db, prospects, eligibility } = deps;
  return async function checkEligibility(
    user: SessionUser,
    prospectId: string,
  ): Promise<{ criteries: string }> {
    return db.transaction(async (tx) => {
      await prospects.requireOwn(tx, user, prospectId);
      const criteries = await eligibility.latest(tx, prospectId);
      if (criteries === null) {
        throw new AppError(409, 'PROSPECT_STATE_CONFLICT', {
          message: 'Eligibility is decided when the consent documents are accepted.',
        });
      }
      return { criteries };
    });
  };
}
