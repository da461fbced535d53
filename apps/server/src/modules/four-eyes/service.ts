import type { Clock } from '../../infra/clock';
import type { Database } from '../../infra/db/database';
import type { ConsentsService } from '../consents/service';
import type { EnteredDataSource } from '../eligibility/entered-data';
import type { IdentityAssuranceSignals } from './identity-assurance';
import { createAssessApproval } from './use-cases/assess-approval';
import { createListPendingApprovals } from './use-cases/list-pending-approvals';
import { createReadFourEyesStatus } from './use-cases/read-four-eyes-status';
import { createRecordFirstApproval } from './use-cases/record-first-approval';
import { createRecordSecondDecision } from './use-cases/record-second-decision';

export interface FourEyesDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly enteredData: EnteredDataSource;
  readonly consents: Pick<ConsentsService, 'answers'>;
  /** The identity assurance checks' findings (decision 267); none are produced yet. */
  readonly identityAssurance: IdentityAssuranceSignals;
  /** The bank's country (ISO 3166 alpha-2), from the variant. */
  readonly homeCountry: string;
}

/**
 * Four eyes on high-risk approvals (decision 267): the rule's reasons for a case, the first
 * approval waiting, the second staff member's decision, and the list of those waiting. The
 * identification's own record moves in the video identification's use cases, which call these in
 * their transaction.
 */
export function createFourEyesService(deps: FourEyesDeps) {
  return {
    assess: createAssessApproval(deps),
    recordFirstApproval: createRecordFirstApproval(deps),
    recordSecondDecision: createRecordSecondDecision(deps),
    pending: createListPendingApprovals(deps),
    statusOf: createReadFourEyesStatus(),
  };
}

export type FourEyesService = ReturnType<typeof createFourEyesService>;
