import { describe, expect, it } from 'vitest';
import * as c from './constants';

describe('constants (spec 1 §9, spec 2 §9, spec 3 §9)', () => {
  it('has the session, token and code lifetimes', () => {
    expect(c.UID_COOKIE_MAX_AGE_DAYS).toBe(2);
    expect(c.SIGNED_TOKEN_VALIDITY_MS).toBe(172_800_000);
    expect(c.SIGNED_TOKEN_VALIDITY_MS).toBe(2 * c.DURATIONS_MS.day);
    expect(c.OTP_VALIDITY_MS).toBe(300_000);
    expect(c.LOGIN_OTP_RESEND_AFTER_MS).toBe(300_000);
    expect(c.SIGNING_OTP_RESEND_AFTER_MS).toBe(60_000);
    expect(c.OTP_LENGTH).toBe(6);
  });

  it('has the operator waits, delays and timeouts', () => {
    expect(c.OPERATOR_CONNECTION_MAX_MS).toBe(180_000);
    expect(c.OPERATOR_EXTRA_WAIT_MS).toBe(180_000);
    expect(c.STEP_DELAY_MS).toBe(1000);
    expect(c.PRODUCT_FETCH_RETRY_DELAY_MS).toBe(100);
    expect(c.LONG_REQUEST_TIMEOUT_MS).toBe(300_000);
    expect(c.MESSAGES_KEPT).toBe(3);
  });

  it('has the form and interface limits', () => {
    expect(c.TEXT_FIELD_MAX_LENGTH).toBe(250);
    expect(c.VIDEO_PHONE_FIELD_MAX_LENGTH).toBe(12);
    expect(c.MAX_COUNTRIES_OF_BUSINESS).toBe(3);
    expect(c.SUGGESTIONS_MAX).toBe(5);
    expect([c.AUTOCOMPLETE_MIN_CHARS, c.SEARCH_AUTOCOMPLETE_MIN_CHARS]).toEqual([1, 3]);
    expect([c.SWIPE_MIN_HORIZONTAL_SHARE, c.SWIPE_MAX_VERTICAL_RATIO]).toEqual([0.13, 0.3]);
    expect(c.ACCORDION_TOGGLE_MAX_WIDTH_PX).toBe(480);
    expect(c.INSURANCE_INSTALLMENT_SURCHARGE_PERCENT).toBe(6);
  });

  it('has the fixed codes and paths', () => {
    expect(c.UPLOAD_BANK_CODE).toBe('ISPS');
    expect(c.RANDOM_FILE_NAME_MAX).toBe(10_000);
    expect(c.BASE_PATH).toBe('/onboarding');
    expect(c.API_BASE_SLO).toBe('/services/slo');
    expect(c.API_BASE_CIB).toBe('/services/cib');
  });
});
