import { z } from 'zod';
import { lazily } from '../lazily';

/**
 * The one error body of every non-2xx answer (DESIGN section 3, "Errors"). `code` is a stable
 * machine code (a business code of spec 1 section 8 / spec 2 section 8, or a technical one such as
 * NOT_FOUND); the web translates codes, `message` is for logs and developers only.
 */
export const fieldErrorSchema = lazily(() =>
  z.object({
    field: z.string(),
    code: z.string(),
  }),
);
export const ZFieldError = /* @__PURE__ */ fieldErrorSchema();
export type TFieldError = z.infer<typeof ZFieldError>;

export const errorBodySchema = lazily(() =>
  z.object({
    mainError: z.object({
      code: z.string(),
      message: z.string(),
    }),
    fieldErrors: z.array(fieldErrorSchema()),
  }),
);
export const ZErrorBody = /* @__PURE__ */ errorBodySchema();
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
