import type { TokenErrorCode } from './auth-errors';

/**
 * spec 2 §8/§9: a signed token that fails its check is answered with 400, the number of the spec
 * (1 invalid, 2 bad signature, 3 unreadable, 4 expired) as mainError.message and one of these codes
 * as mainError.code, so screens and logs tell the four apart (decision 043).
 */
export const TOKEN_API_ERROR_CODES = {
  1: 'TOKEN_INVALID',
  2: 'TOKEN_BAD_SIGNATURE',
  3: 'TOKEN_UNREADABLE',
  4: 'TOKEN_EXPIRED',
} as const satisfies Readonly<Record<TokenErrorCode, string>>;
export type TokenApiErrorCode = (typeof TOKEN_API_ERROR_CODES)[TokenErrorCode];

/** A token that verified but was used before (single use, recorded by the server). */
export const TOKEN_USED_CODE = 'TOKEN_USED';

/** What a signed token is for; a token of one purpose is invalid (code 1) for another. */
export const TOKEN_PURPOSES = [
  'EMAIL_VERIFICATION',
  'PASSWORD_RESET',
  'UNSUBSCRIBE',
  'SOCIAL_LOGIN',
  // The link that confirms a request to erase one's data (decision 152).
  'ERASURE_CONFIRMATION',
] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

export function tokenErrorCodeOf(apiCode: string): TokenErrorCode | null {
  const entry = Object.entries(TOKEN_API_ERROR_CODES).find(([, code]) => code === apiCode);
  return entry === undefined ? null : (Number(entry[0]) as TokenErrorCode);
}
