import { OTP_LENGTH, OTP_VALIDITY_MS, SIGNING_OTP_RESEND_AFTER_MS } from '../constants';

/**
 * The signing code (DESIGN "One-time codes", spec 1 §9): 6 digits by SMS, valid 5 minutes, 5 wrong
 * tries end it, a new one may be asked for after 1 minute and voids the one before. The same rules
 * hold for the certificate's code and the contracts' code.
 */
export const SIGNING_CODE_RULES = {
  length: OTP_LENGTH,
  validityMs: OTP_VALIDITY_MS,
  maxAttempts: 5,
  resendAfterMs: SIGNING_OTP_RESEND_AFTER_MS,
} as const;

/** What a code is for: the certificate (/certificate) or the contracts (/signcontract). */
export const SIGNING_CODE_PURPOSES = ['CERTIFICATE', 'CONTRACTS'] as const;
export type SigningCodePurpose = (typeof SIGNING_CODE_PURPOSES)[number];

/**
 * The outcomes of the two steps the web shows in place (beside the code field or the documents),
 * besides PRODUCT_STATE_CONFLICT / PROSPECT_STATE_CONFLICT (the wizard moved on) and
 * CONTRACT_SIGNATURE_FAILED (error-routing.ts: its own error page, spec 1 §8).
 */
export const SIGNING_ERROR_CODES = [
  /** spec 3 §8: a wrong code; the field is marked invalid (fieldErrors carry the tries left). */
  'SEC_BUS_LOG_OTP_WOT',
  /** spec 3 §8: the fifth wrong code ended it; ask for a new one. */
  'SEC_BUS_LOG_OTP_MOT',
  /** The code's 5 minutes are over. */
  'SIGNING_CODE_EXPIRED',
  /** No code is waiting (never asked, already used, or not yet sent). */
  'SIGNING_CODE_MISSING',
  /** The code was issued for other documents or amounts than those signed (dynamic linking). */
  'SIGNING_CODE_MISMATCH',
  /** A new code within a minute of the last one (429 with Retry-After). */
  'SIGNING_CODE_TOO_SOON',
  /** Not every contract was opened before signing. */
  'DOCUMENTS_NOT_OPENED',
  /** The documents named are not the current set (made again meanwhile, e.g. another language). */
  'CONTRACTS_CHANGED',
  /** The contracts are not ready yet (the dossier job has not made them). */
  'CONTRACTS_NOT_READY',
  /** The contracts step needs the certificate first. */
  'CERTIFICATE_REQUIRED',
  /** The identity data needed for the certificate (name, mobile number) is missing. */
  'CERTIFICATE_DATA_MISSING',
] as const;
export type SigningErrorCode = (typeof SIGNING_ERROR_CODES)[number];
