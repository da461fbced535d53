import { describe, expect, it } from 'vitest';
import {
  AUTH_ERROR_RULES,
  TOKEN_ERROR_CODES,
  ZAuthErrorCode,
  ZTokenErrorCode,
} from './auth-errors';

describe('auth error codes', () => {
  it('marks the otp field for a wrong code and shows a message for the blocking ones', () => {
    expect(AUTH_ERROR_RULES).toEqual({
      SEC_BUS_LOG_OTP_WOT: 'OTP_FIELD_INVALID',
      SEC_BUS_LOG_OTP_MOT: 'SHOW_MESSAGE',
      SEC_BUS_LOG_ROT_AMR: 'SHOW_MESSAGE',
    });
    expect(ZAuthErrorCode.safeParse('SEC_BUS_LOG_OTP_XXX').success).toBe(false);
  });

  it('numbers token errors 1 to 4 as spec 2 §8', () => {
    expect(TOKEN_ERROR_CODES).toEqual({
      INVALID_TOKEN: 1,
      INVALID_SIGNATURE: 2,
      UNREADABLE: 3,
      EXPIRED: 4,
    });
    expect(ZTokenErrorCode.safeParse(4).success).toBe(true);
    expect(ZTokenErrorCode.safeParse(5).success).toBe(false);
  });
});
