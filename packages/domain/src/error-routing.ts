import { z } from 'zod';
import { lazily } from './lazily';
import type { RoutePath } from './routes';
import { ROUTES, stripTrailingSlash } from './routes';
import { AUTH_ERROR_CODES } from './auth-errors';

/** spec 1 §8, spec 3 §8: business outcomes the server reports as mainError.code. */
export const BUSINESS_ERROR_CODES = [
  'ACCOUNT_BLOCKED',
  'SEND_TO_BRANCH',
  'REJECT',
  'SEND_TO_OTHER_PROCESS',
  'SEND_TO_BRANCH_OR_OTHER_PROCESS',
  'IN_PROGRESS',
  'IN_PROGRESS_SEND_TO_OTHER_PROCESS',
] as const;
export type BusinessErrorCode = (typeof BUSINESS_ERROR_CODES)[number];
export const businessErrorCodeSchema = lazily(() => z.enum(BUSINESS_ERROR_CODES));
export const ZBusinessErrorCode = /* @__PURE__ */ businessErrorCodeSchema();

/** spec 1 §8: where each business code leads; ACCOUNT_BLOCKED is ignored (null). */
export const BUSINESS_ERROR_ROUTES = {
  ACCOUNT_BLOCKED: null,
  SEND_TO_BRANCH: ROUTES.errorSelectBranch,
  REJECT: ROUTES.errorPage,
  SEND_TO_OTHER_PROCESS: ROUTES.errorLoanNotDisbursed,
  SEND_TO_BRANCH_OR_OTHER_PROCESS: ROUTES.errorSelectBranchOrContinueOnline,
  IN_PROGRESS: ROUTES.saveProcess,
  IN_PROGRESS_SEND_TO_OTHER_PROCESS: ROUTES.openAccount,
} as const satisfies Readonly<Record<BusinessErrorCode, RoutePath | null>>;

/** spec 1 §8: the codes answered by the credit-approval calls, which lead elsewhere. */
export const CREDIT_APPROVAL_ERROR_CODES = [
  'IN_PROGRESS',
  'IN_PROGRESS_SEND_TO_OTHER_PROCESS',
  'SEND_TO_BRANCH',
  'REJECT',
] as const satisfies readonly BusinessErrorCode[];
export type CreditApprovalErrorCode = (typeof CREDIT_APPROVAL_ERROR_CODES)[number];

export const CREDIT_APPROVAL_ERROR_ROUTES = {
  IN_PROGRESS: ROUTES.saveLoanProcess,
  IN_PROGRESS_SEND_TO_OTHER_PROCESS: ROUTES.openAccount,
  SEND_TO_BRANCH: ROUTES.errorSelectBranchOrContinueOnline,
  REJECT: ROUTES.errorLoanNotDisbursed,
} as const satisfies Readonly<Record<CreditApprovalErrorCode, RoutePath>>;

/** The scope a caller passes when the failed call belongs to the credit approval (decision 015). */
export const ERROR_SCOPES = ['CREDIT_APPROVAL'] as const;
export type ErrorScope = (typeof ERROR_SCOPES)[number];

/** spec 1 §8: "business error code 400" — the code, not the HTTP status, sends to loginback. */
export const SESSION_EXPIRED_BUSINESS_CODE = '400';
/** spec 1 §8: contract signature failed has its own error page. */
export const CONTRACT_SIGNATURE_FAILED_CODE = 'CONTRACT_SIGNATURE_FAILED';
/** spec 1 §8: the transport code of an aborted or timed-out request. */
export const CONNECTION_ABORTED_CODE = 'ECONNABORTED';

/**
 * Codes the screen that made the call shows in place (field error or banner), so the client must
 * not navigate away: the login/OTP codes of spec 2 §8 and field validation (DESIGN §3 "Errors").
 */
export const IN_PLACE_ERROR_CODES: readonly string[] = [...AUTH_ERROR_CODES, 'VALIDATION_FAILED'];

export interface ErrorRoutingInput {
  /** HTTP status of the failed answer; undefined when there was no answer (network, timeout). */
  readonly status?: number;
  /** mainError.code of the body, or a transport code such as ECONNABORTED. */
  readonly code?: string;
  readonly scope?: ErrorScope;
  /** Where the applicant is now, to avoid redirecting to the page they are on. */
  readonly currentPath?: string;
}

function isBusinessErrorCode(code: string): code is BusinessErrorCode {
  return (BUSINESS_ERROR_CODES as readonly string[]).includes(code);
}

function isCreditApprovalErrorCode(code: string): code is CreditApprovalErrorCode {
  return (CREDIT_APPROVAL_ERROR_CODES as readonly string[]).includes(code);
}

/**
 * spec 1 §8: a 401 goes to /lightsignup "unless already there"; only that page, so a 401 on
 * /lightsignup/loginback leads there too (decision 173). The sign-in call itself routes
 * nothing (its form shows the 401 in place), so this never takes a failed sign-in away.
 */
const SIGN_IN_PATHS: readonly string[] = [ROUTES.lightSignup];

/**
 * spec 1 §8, spec 3 §8: the page a failed call leads to, or null when the failure is ignored or
 * handled in place. Session problems win over business codes; anything unrecognised is generic.
 */
export function routeForError(input: ErrorRoutingInput): RoutePath | null {
  const { status, code, scope, currentPath } = input;
  if (status === 401) {
    const here =
      currentPath !== undefined && SIGN_IN_PATHS.includes(stripTrailingSlash(currentPath));
    return here ? null : ROUTES.lightSignup;
  }
  if (status === 403) return ROUTES.lightSignupLoginBack;
  if (code === undefined) return ROUTES.genericError;
  if (code === SESSION_EXPIRED_BUSINESS_CODE) return ROUTES.lightSignupLoginBack;
  if (scope === 'CREDIT_APPROVAL' && isCreditApprovalErrorCode(code)) {
    return CREDIT_APPROVAL_ERROR_ROUTES[code];
  }
  if (isBusinessErrorCode(code)) return BUSINESS_ERROR_ROUTES[code];
  if (code === CONTRACT_SIGNATURE_FAILED_CODE) return ROUTES.errorContractSignatureFailed;
  if (IN_PLACE_ERROR_CODES.includes(code)) return null;
  // ECONNABORTED and every other code: the generic error page.
  return ROUTES.genericError;
}
