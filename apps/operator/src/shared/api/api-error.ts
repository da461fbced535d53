/** A failed call of the staff API: the server's `{ mainError, fieldErrors }` or no answer at all. */
export class StaffApiError extends Error {
  /** HTTP status; undefined when no answer came (network failure). */
  readonly status: number | undefined;
  /** `mainError.code` of the body, when it has one. */
  readonly code: string | undefined;
  readonly fieldErrors: readonly { field: string; code: string }[];
  /** The answer's Retry-After in seconds (a lock, a rate limit), when it gave one. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number | undefined,
    code: string | undefined,
    fieldErrors: readonly { field: string; code: string }[] = [],
    message?: string,
    retryAfterSeconds?: number,
  ) {
    super(message ?? code ?? `HTTP ${status ?? 'no answer'}`);
    this.name = 'StaffApiError';
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function isStaffApiError(error: unknown): error is StaffApiError {
  return error instanceof StaffApiError;
}

/** The message key of a failure no screen handles in place. */
export function failureKey(
  error: unknown,
):
  | 'operator.errors.network'
  | 'operator.errors.sessionEnded'
  | 'operator.errors.forbidden'
  | 'operator.errors.tooMany'
  | 'operator.errors.generic' {
  if (!isStaffApiError(error)) return 'operator.errors.generic';
  if (error.status === undefined) return 'operator.errors.network';
  if (error.status === 401) return 'operator.errors.sessionEnded';
  if (error.status === 403) return 'operator.errors.forbidden';
  if (error.status === 429) return 'operator.errors.tooMany';
  return 'operator.errors.generic';
}
