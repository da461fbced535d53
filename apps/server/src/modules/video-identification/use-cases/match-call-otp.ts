import { equalHex } from '../../../infra/crypto/random';
import { callOtpHash } from '../call-otp';
import type { IdentificationRow } from '../tables';

export interface MatchCallOtpDeps {
  readonly appSecret: string;
}

/** Compares a typed code with the stored HMAC (the caller has counted the try). */
export function createMatchCallOtp(deps: MatchCallOtpDeps) {
  const { appSecret } = deps;
  return function codeMatches(row: IdentificationRow, storedHash: string, code: string): boolean {
    return equalHex(storedHash, callOtpHash(appSecret, row, row.otpRound, code));
  };
}
