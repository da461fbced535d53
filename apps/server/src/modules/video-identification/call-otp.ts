import { hmacSha256Hex } from '../../infra/crypto/random';
import type { IdentificationRow } from './tables';

/** The in-call code: 6 digits, as the sign-in code. */
export const CALL_OTP_LENGTH = 6;
/** The in-call code's tries, as the sign-in code's (OTP_MAX_ATTEMPTS). */
export const CALL_OTP_MAX_ATTEMPTS = 5;

/** The HMAC kept for the in-call code of `round`: the code itself is never stored. */
export function callOtpHash(
  appSecret: string,
  row: Pick<IdentificationRow, 'id'>,
  round: number,
  code: string,
): string {
  return hmacSha256Hex(appSecret, `video-call:${row.id}:${round}:${code}`);
}
