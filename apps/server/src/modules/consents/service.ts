import type { Clock } from '../../infra/clock';
import type { Database } from '../../infra/db/database';
import type { EligibilityService } from '../eligibility/service';
import type { ProductsService } from '../products/service';
import type { ProspectsService } from '../prospects/service';
import { createAnswerIsEligible } from './use-cases/answer-is-eligible';
import { createCheckEligibility } from './use-cases/check-eligibility';
import { createDecideEligibility } from './use-cases/decide-eligibility';
import { createReadConsentAnswers } from './use-cases/read-consent-answers';
import { createReadLatestEligibility } from './use-cases/read-latest-eligibility';
import { createReadOwnConsentAnswers } from './use-cases/read-own-consent-answers';
import { createSubmitConsents } from './use-cases/submit-consents';

export interface ConsentsServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly prospects: ProspectsService;
  readonly products: ProductsService;
  readonly eligibility: EligibilityService;
}

/**
 * The legal consents of /consents (decision 110, spec 2 §3 and §5): stored once, from
 * PROSPECT_INFO_UPLOADED only; every answer audited with time, IP and user agent. Eligibility is
 * decided when the consent documents are accepted, before the video call (decision 131).
 */
export function createConsentsService(deps: ConsentsServiceDeps) {
  const latestEligibilityOfOwn = createReadLatestEligibility(deps);
  const checkEligibility = createCheckEligibility({ latestEligibilityOfOwn });
  return {
    answers: createReadConsentAnswers(),
    answersOfOwn: createReadOwnConsentAnswers(deps),
    submit: createSubmitConsents(deps),
    latestEligibilityOfOwn,
    checkEligibility,
    decideEligibility: createDecideEligibility(deps),
    isEligible: createAnswerIsEligible({ ...deps, checkEligibility }),
  };
}

export type ConsentsService = ReturnType<typeof createConsentsService>;
