import { createCaseViewService } from '../../modules/case-view/service';
import type { Accounts } from './accounts';
import type { Activation } from './activation';
import type { ApplicantData } from './applicant-data';
import type { CompositionContext } from './context';
import type { Contracts } from './contracts';
import type { Documents } from './documents';
import type { Foundation } from './foundation';
import type { Identification } from './identification';

/** What the staff's case page reads (decision 265): the modules below, as built. */
export interface CaseViewSources {
  readonly foundation: Foundation;
  readonly accounts: Accounts;
  readonly applicantData: ApplicantData;
  readonly documents: Documents;
  readonly identification: Identification;
  readonly contracts: Contracts;
  readonly activation: Activation;
}

/** The staff's case page (decision 265): one application read whole. */
export function buildCaseView({ infra, variant }: CompositionContext, sources: CaseViewSources) {
  return {
    caseView: createCaseViewService({
      db: infra.db,
      timeZone: variant.timeZone,
      homeCountry: variant.country,
      prospects: sources.foundation.prospects,
      products: sources.foundation.products,
      accounts: sources.accounts.accounts,
      staff: sources.accounts.staff,
      enteredData: sources.applicantData.enteredData,
      documents: sources.documents.documents,
      calls: sources.identification.videoProtocols,
      contracts: sources.contracts.contracts,
      payments: sources.activation.pennyTransfer,
    }),
  };
}
