import type { TErrorBody, TFieldError } from '@onboarding/domain';

export interface AppErrorOptions {
  /** For logs and developers; the web shows a translation of `code`, never this text. */
  readonly message?: string;
  readonly fieldErrors?: readonly TFieldError[];
  /** Extra response headers, such as Retry-After. */
  readonly headers?: Readonly<Record<string, string>>;
  readonly cause?: unknown;
}

/**
 * The error services throw for an outcome the client must see: the error handler turns it into
 * the error body with this status and code (a business code of the spec or a technical one).
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: readonly TFieldError[];
  readonly headers: Readonly<Record<string, string>>;

  constructor(status: number, code: string, options: AppErrorOptions = {}) {
    super(options.message ?? code, { cause: options.cause });
    this.name = 'AppError';
    this.status = status;
    this.code = code;
    this.fieldErrors = options.fieldErrors ?? [];
    this.headers = options.headers ?? {};
  }
}

export function toErrorBody(
  code: string,
  message: string,
  fieldErrors: readonly TFieldError[] = [],
): TErrorBody {
  return { mainError: { code, message }, fieldErrors: [...fieldErrors] };
}
