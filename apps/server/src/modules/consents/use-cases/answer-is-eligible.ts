import type { SessionUser } from '../../../infra/session/session-store';
import type { ProspectsService } from '../../prospects/service';
import type { createCheckEligibility } from './check-eligibility';

export interface AnswerIsEligibleDeps {
  readonly prospects: Pick<ProspectsService, 'prospectOf'>;
  readonly checkEligibility: ReturnType<typeof createCheckEligibility>;
}

/**
 * The lookup front-end API's `isEligible/{language}` (decision 184): the eligibility decision as
 * `POST prospects/{id}/iseligible` gives it, for the prospect named or the account's only one.
 */
export function createAnswerIsEligible({ prospects, checkEligibility }: AnswerIsEligibleDeps) {
  return async function answerIsEligible(
    user: SessionUser,
    prospectId: string | undefined,
  ): Promise<{ criteries: string }> {
    const meant = await prospects.prospectOf(user, prospectId);
    return checkEligibility(user, meant);
  };
}
