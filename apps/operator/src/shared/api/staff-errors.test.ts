import { testI18n } from '@onboarding/web-shell/testing';
import { describe, expect, it } from 'vitest';
import { StaffApiError } from './api-error';
import { staffErrorText } from './staff-errors';

const refusal = (
  status: number,
  code: string,
  fieldErrors: { field: string; code: string }[] = [],
  retryAfterSeconds?: number,
) => new StaffApiError(status, code, fieldErrors, 'x', retryAfterSeconds);

describe('staffErrorText', () => {
  const { t } = testI18n('en');

  it('puts every staff error code beside its field or on its form, in words', () => {
    expect(staffErrorText(t, refusal(401, 'STAFF_LOGIN_INVALID')).form).toBe(
      'The e-mail or the password is wrong.',
    );
    expect(staffErrorText(t, refusal(423, 'STAFF_LOCKED', [], 60)).form).toBe(
      'Too many wrong passwords: the account is locked. Try again in 1 minute.',
    );
    expect(staffErrorText(t, refusal(423, 'STAFF_LOCKED', [], 61)).form).toBe(
      'Too many wrong passwords: the account is locked. Try again in 2 minutes.',
    );
    expect(
      staffErrorText(
        t,
        refusal(400, 'STAFF_TOTP_WRONG', [{ field: 'code', code: 'STAFF_TOTP_WRONG' }]),
      ),
    ).toEqual({
      form: null,
      fields: { code: 'The code is wrong or has expired. Enter the current code.' },
    });
    expect(staffErrorText(t, refusal(401, 'STAFF_TOTP_TOO_MANY')).form).toBe(
      'Too many wrong codes. Sign in with your password again.',
    );
    expect(staffErrorText(t, refusal(409, 'STAFF_EMAIL_TAKEN')).fields).toEqual({
      email: 'An account with this e-mail already exists.',
    });
    expect(staffErrorText(t, refusal(409, 'STAFF_CANNOT_DISABLE_SELF')).form).toBe(
      'You cannot disable your own account.',
    );
    expect(staffErrorText(t, refusal(429, 'RATE_LIMITED', [], 60)).form).toBe(
      'Too many attempts. Wait a moment and try again.',
    );
    expect(
      staffErrorText(
        t,
        refusal(400, 'VALIDATION_FAILED', [
          { field: 'password', code: 'operator.validation.passwordCommon' },
        ]),
      ),
    ).toEqual({
      form: null,
      fields: { password: 'This password is too common. Choose another one.' },
    });
    // The refinement of the whole body has no field of a form: it is the form's.
    expect(
      staffErrorText(
        t,
        refusal(400, 'VALIDATION_FAILED', [
          { field: '', code: 'operator.validation.nothingToChange' },
        ]),
      ),
    ).toEqual({ form: 'Nothing was changed.', fields: {} });
    expect(staffErrorText(t, new StaffApiError(undefined, undefined)).form).toBe(
      'The server cannot be reached. Check the connection and try again.',
    );
  });

  it('speaks Slovenian and Albanian, with their plural forms', () => {
    const sl = testI18n('sl').t;
    expect(staffErrorText(sl, refusal(423, 'STAFF_LOCKED', [], 180)).form).toBe(
      'Preveč napačnih gesel: račun je zaklenjen. Poskusite znova čez 3 minute.',
    );
    expect(staffErrorText(sl, refusal(409, 'STAFF_CANNOT_DISABLE_SELF')).form).toBe(
      'Svojega računa ne morete onemogočiti.',
    );
    const sq = testI18n('sq').t;
    expect(staffErrorText(sq, refusal(423, 'STAFF_LOCKED', [], 900)).form).toBe(
      'Shumë fjalëkalime të gabuara: llogaria është e bllokuar. Provoni përsëri pas 15 minutash.',
    );
  });
});
