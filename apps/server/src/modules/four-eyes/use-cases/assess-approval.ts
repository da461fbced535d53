import { fourEyesReasons, type FourEyesReason } from '@onboarding/domain';
import type { Transaction } from '../../../infra/db/database';
import type { ConsentsService } from '../../consents/service';
import type { EnteredDataSource } from '../../eligibility/entered-data';
import type { IdentityAssuranceSignals } from '../identity-assurance';

export interface AssessApprovalDeps {
  readonly enteredData: EnteredDataSource;
  readonly consents: Pick<ConsentsService, 'answers'>;
  readonly identityAssurance: IdentityAssuranceSignals;
  /** The bank's country (ISO 3166 alpha-2), from the variant. */
  readonly homeCountry: string;
}

/**
 * Why an approval of the case needs a second staff member (decision 267): the domain's rule on
 * the consents page's PEP answer, the KYC position held, the residency and permanent address,
 * and the identity assurance signals. Empty: the first approval is enough.
 */
export function createAssessApproval(deps: AssessApprovalDeps) {
  return async function assess(tx: Transaction, prospectId: string): Promise<FourEyesReason[]> {
    const entered = await deps.enteredData.entered(tx, prospectId);
    const consents = await deps.consents.answers(tx, prospectId);
    const permanent = entered?.addresses.find((address) => address.type === 'PERMANENT');
    return fourEyesReasons({
      pepAnswer: consents?.answers.questionResponses.PEP ?? null,
      positionHeld: entered?.employment.position ?? null,
      residentStatus: entered?.residentStatus ?? null,
      permanentCountry: permanent?.countryCode ?? null,
      homeCountry: deps.homeCountry,
      signals: await deps.identityAssurance(tx, prospectId),
    });
  };
}
