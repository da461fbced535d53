import { createCaseSearchService } from '../../modules/case-search/service';
import type { ApplicantData } from './applicant-data';
import type { CompositionContext } from './context';

/** The staff case search (decisions 263, 264) over the blind index the lower modules write. */
export function buildCaseSearch(context: CompositionContext, applicantData: ApplicantData) {
  const { infra, variant, blindIndex, caseSearchIndex } = context;
  return {
    caseSearch: createCaseSearchService({
      db: infra.db,
      clock: infra.clock,
      log: infra.log,
      cipher: infra.cipher,
      blindIndex,
      timeZone: variant.timeZone,
      phonePrefix: variant.phonePrefix,
      personalData: applicantData.personalData,
    }),
    // Tests that build a writing module's service on their own hand it the same index.
    caseSearchIndex,
  };
}

export type CaseSearch = ReturnType<typeof buildCaseSearch>;
