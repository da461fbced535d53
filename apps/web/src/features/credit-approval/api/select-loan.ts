import {
  ZSelectLoanResponse,
  type TSelectLoanRequest,
  type TSelectLoanResponse,
} from '@onboarding/domain';
import { api } from '../../../lib/api/api';

/**
 * `POST user/selectloan`: the applicant's choice with the SECCI they read; the server recomputes
 * the offer. The page shows OFFER_NOT_AVAILABLE and SECCI_MISMATCH itself.
 */
export function selectLoan(request: TSelectLoanRequest): Promise<TSelectLoanResponse> {
  return api.post('/user/selectloan', {
    body: request,
    schema: ZSelectLoanResponse,
    routeErrors: false,
  });
}
