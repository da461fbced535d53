import {
  ZPendingApprovalList,
  ZSecondDecisionResult,
  type TPendingApprovalList,
  type TSecondDecisionRequest,
  type TSecondDecisionResult,
} from '@onboarding/domain';
import { staffRequest, type Fetch } from '../../shared/api/http';

/** The second pair of eyes' calls under /services/operator (decision 267). */
export interface FourEyesApi {
  pending(): Promise<TPendingApprovalList>;
  decide(
    identificationId: string,
    decision: TSecondDecisionRequest,
  ): Promise<TSecondDecisionResult>;
}

export function createFourEyesApi(
  fetchImpl: Fetch = (input, init) => fetch(input, init),
): FourEyesApi {
  return {
    pending: () => staffRequest(fetchImpl, 'four-eyes', ZPendingApprovalList),
    decide: (identificationId, decision) =>
      staffRequest(
        fetchImpl,
        `identifications/${encodeURIComponent(identificationId)}/second-decision`,
        ZSecondDecisionResult,
        { method: 'POST', body: decision },
      ),
  };
}
