import { z } from 'zod';

/**
 * The one error body of every non-2xx answer (DESIGN section 3, "Errors"). `code` is a stable
 * machine code (a business code of spec 1 section 8 / spec 2 section 8, or a technical one such as
 * NOT_FOUND); the web translates codes, `message` is for logs and developers only.
 */
export const ZFieldError = z.object({
  field: z.string(),
  code: z.string(),
});
export type TFieldError = z.infer<typeof ZFieldError>;

export const ZErrorBody = z.object({
  mainError: z.object({
    code: z.string(),
    message: z.string(),
  }),
  fieldErrors: z.array(ZFieldError),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;

/** Technical error codes the server uses besides the business codes of the spec. */
export const TECHNICAL_ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;
export type TechnicalErrorCode = (typeof TECHNICAL_ERROR_CODES)[number];
