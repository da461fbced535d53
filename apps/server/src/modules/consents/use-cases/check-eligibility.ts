import { AppError } from '../../../errors/app-error';
import type { SessionUser } from '../../../infra/session/session-store';
import type { createReadLatestEligibility } from './read-latest-eligibility';

export interface CheckEligibilityDeps {
  readonly latestEligibilityOfOwn: ReturnType<typeof createReadLatestEligibility>;
}

/**
 * `POST prospects/{id}/iseligible` (spec 1 §4): the decision recorded when the consent
 * documents were accepted (decision 131); it changes nothing. PROSPECT_VERIFIED is the video
 * operator's approval.
 */
export function createCheckEligibility({ latestEligibilityOfOwn }: CheckEligibilityDeps) {
  return async function checkEligibility(
    user: SessionUser,
    prospectId: string,
  ): Promise<{ criteries: string }> {
    const { criteries } = await latestEligibilityOfOwn(user, prospectId);
    if (criteries === null) {
      throw new AppError(409, 'PROSPECT_STATE_CONFLICT', {
        message: 'Eligibility is decided when the consent documents are accepted.',
      });
    }
    return { criteries };
  };
}
