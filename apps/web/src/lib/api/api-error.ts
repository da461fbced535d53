import { CONNECTION_ABORTED_CODE, type ErrorScope, type TFieldError } from '@onboarding/domain';

/** How a caller wants a failure of its call handled (spec 1 §8, spec 3 §7). */
export interface FailureOptions {
  /** The call belongs to the credit approval: its business codes lead elsewhere (decision 015). */
  readonly scope?: ErrorScope;
  /** spec 3 §7: suppresses the banner message; the page still changes where the failure says. */
  readonly ignoreGuiBanner?: boolean;
  /**
   * False for a call whose screen handles every failure itself (the login form shows "entered data
   * not valid" for a 401 instead of leaving). Default true.
   */
  readonly routeErrors?: boolean;
}

/** The code of a request that timed out or lost its connection (spec 1 §8: ECONNABORTED). */
export const TIMEOUT_CODE = CONNECTION_ABORTED_CODE;
/** The answer was 2xx but not the shape the call expects. */
export const INVALID_RESPONSE_CODE = 'INVALID_RESPONSE';

export interface ApiErrorInit {
  /** HTTP status; undefined when no answer came (network failure, timeout). */
  readonly status?: number | undefined;
  /** `mainError.code`, or a transport code such as ECONNABORTED; undefined for a foreign body. */
  readonly code?: string | undefined;
  readonly message?: string | undefined;
  readonly fieldErrors?: readonly TFieldError[];
  /** Seconds from the `Retry-After` header of a 429 or 503, when the server sent one. */
  readonly retryAfterSeconds?: number | undefined;
  readonly options?: FailureOptions;
  readonly cause?: unknown;
}

/**
 * A failed call: the parsed error body of the server (`{ mainError, fieldErrors }`, decision 023)
 * or a transport failure. Screens read `code` and `fieldErrors` to show errors in place.
 */
export class ApiError extends Error {
  readonly status: number | undefined;
  readonly code: string | undefined;
  readonly fieldErrors: readonly TFieldError[];
  readonly retryAfterSeconds: number | undefined;
  readonly options: FailureOptions;

  constructor(init: ApiErrorInit) {
    super(init.message ?? init.code ?? `HTTP ${init.status ?? 'no answer'}`, { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? [];
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.options = init.options ?? {};
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
