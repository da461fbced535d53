import { ZCaseView, type TCaseView } from '@onboarding/domain';
import { staffRequest, type Fetch } from '../../shared/api/http';

/** The case page's call under /services/operator (decision 265). */
export interface CasePageApi {
  read(prospectId: string): Promise<TCaseView>;
}

export function createCasePageApi(
  fetchImpl: Fetch = (input, init) => fetch(input, init),
): CasePageApi {
  return {
    read: (prospectId) =>
      staffRequest(fetchImpl, `cases/${encodeURIComponent(prospectId)}`, ZCaseView),
  };
}
