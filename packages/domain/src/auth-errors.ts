import { z } from 'zod';
import { lazily } from './lazily';

/** spec 2 §8, spec 3 §8: login and one-time-code error codes. */
export const AUTH_ERROR_CODES = [
  'SEC_BUS_LOG_OTP_WOT',
  'SEC_BUS_LOG_OTP_MOT',
  'SEC_BUS_LOG_ROT_AMR',
] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];
export const authErrorCodeSchema = lazily(() => z.enum(AUTH_ERROR_CODES));
export const ZAuthErrorCode = /* @__PURE__ */ authErrorCodeSchema();

/**
 * What the login screens do with each code (spec 3 §8). The text of a message is the web's
 * translation of the code itself.
 */
export const AUTH_ERROR_EFFECTS = ['OTP_FIELD_INVALID', 'SHOW_MESSAGE'] as const;
export type AuthErrorEffect = (typeof AUTH_ERROR_EFFECTS)[number];

export const AUTH_ERROR_RULES = {
  // Wrong one-time code: the otp field is marked invalid.
  SEC_BUS_LOG_OTP_WOT: 'OTP_FIELD_INVALID',
  // Too many wrong codes: the code is void, continue with a new one.
  SEC_BUS_LOG_OTP_MOT: 'SHOW_MESSAGE',
  // Too many login attempts: the account is blocked.
  SEC_BUS_LOG_ROT_AMR: 'SHOW_MESSAGE',
} as const satisfies Readonly<Record<AuthErrorCode, AuthErrorEffect>>;

/** spec 2 §8/§9: signed-token check results, numbered as in the spec. */
export const TOKEN_ERROR_CODES = {
  INVALID_TOKEN: 1,
  INVALID_SIGNATURE: 2,
  UNREADABLE: 3,
  EXPIRED: 4,
} as const;
export type TokenErrorName = keyof typeof TOKEN_ERROR_CODES;
export type TokenErrorCode = (typeof TOKEN_ERROR_CODES)[TokenErrorName];
export const tokenErrorCodeSchema = lazily(() =>
  z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
);
export const ZTokenErrorCode = /* @__PURE__ */ tokenErrorCodeSchema();
