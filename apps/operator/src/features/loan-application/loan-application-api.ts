import {
  API_BASE_OPERATOR,
  ZLoanApplication,
  ZStaffStatementList,
  type TLoanApplication,
  type TStaffStatementList,
} from '@onboarding/domain';
import { staffRequest, type Fetch } from '../../shared/api/http';

const segment = encodeURIComponent;

/** A loan applicant's income and statements, for the operator beside the video (decision 147). */
export interface LoanApplicationApi {
  application(prospectId: string): Promise<TLoanApplication>;
  statements(prospectId: string): Promise<TStaffStatementList>;
}

export function createLoanApplicationApi(
  fetchImpl: Fetch = (input, init) => fetch(input, init),
): LoanApplicationApi {
  return {
    application: (prospectId) =>
      staffRequest(fetchImpl, `prospects/${segment(prospectId)}/loanapplication`, ZLoanApplication),
    statements: (prospectId) =>
      staffRequest(
        fetchImpl,
        `prospects/${segment(prospectId)}/riskdocuments`,
        ZStaffStatementList,
      ),
  };
}

/** Where a browser link opens one uploaded statement (the staff session cookie goes along). */
export function statementUrl(prospectId: string, documentId: string): string {
  return `${API_BASE_OPERATOR}/prospects/${segment(prospectId)}/riskdocuments/${segment(documentId)}`;
}
