import {
  createCrossCheckApplicant,
  type CrossCheckApplicantDeps,
} from './use-cases/cross-check-applicant';

/** Cross-checks of what the applicant gave in different places (decision 287). */
export function createIdentityChecksService(deps: CrossCheckApplicantDeps) {
  return { findingsOf: createCrossCheckApplicant(deps) };
}

export type IdentityChecksService = ReturnType<typeof createIdentityChecksService>;
