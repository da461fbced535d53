import type { PossibleDuplicatesOf } from './possible-duplicates';
import {
  createCrossCheckApplicant,
  type CrossCheckApplicantDeps,
} from './use-cases/cross-check-applicant';
import { createReadIdentityAssuranceSignals } from './use-cases/read-identity-assurance-signals';

export interface IdentityChecksDeps extends CrossCheckApplicantDeps {
  readonly possibleDuplicates: PossibleDuplicatesOf;
}

/**
 * Cross-checks of what the applicant gave in different places (decision 287), and the signals
 * they and the other applications sharing an identifier (decision 288) give the four-eyes rule.
 */
export function createIdentityChecksService(deps: IdentityChecksDeps) {
  const findingsOf = createCrossCheckApplicant(deps);
  return {
    findingsOf,
    possibleDuplicates: deps.possibleDuplicates,
    assuranceSignals: createReadIdentityAssuranceSignals({
      findingsOf,
      possibleDuplicates: deps.possibleDuplicates,
    }),
  };
}

export type IdentityChecksService = ReturnType<typeof createIdentityChecksService>;
