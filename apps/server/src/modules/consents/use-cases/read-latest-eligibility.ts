import type { Database } from '../../../infra/db/database';
import type { SessionUser } from '../../../infra/session/session-store';
import type { EligibilityService } from '../../eligibility/service';
import type { ProspectsService } from '../../prospects/service';

export interface ReadLatestEligibilityDeps {
  readonly db: Database;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly eligibility: Pick<EligibilityService, 'latest'>;
}

/** `GET prospects/{id}/eligibility`: the latest decision (ACCEPTED or a reason), null before. */
export function createReadLatestEligibility(deps: ReadLatestEligibilityDeps) {
  const { db, prospects, eligibility } = deps;
  return async function latestEligibilityOfOwn(
    user: SessionUser,
    prospectId: string,
  ): Promise<{ criteries: string | null }> {
    return db.transaction(async (tx) => {
      await prospects.requireOwn(tx, user, prospectId);
      return { criteries: await eligibility.latest(tx, prospectId) };
    });
  };
}
