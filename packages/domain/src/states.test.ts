import { describe, expect, it } from 'vitest';
import { isOpenApplication } from './states';

describe('isOpenApplication', () => {
  it('is open from the sign-up until the product is open', () => {
    expect(isOpenApplication('PROSPECT_EMAIL_CHECKED', 'PRODUCT_NEW')).toBe(true);
    expect(isOpenApplication('PROSPECT_VERIFIED', 'PRODUCT_PENNY_TRANSFER_DISPLAYED')).toBe(true);
    expect(isOpenApplication('PROSPECT_VERIFIED', null)).toBe(true);
    expect(isOpenApplication('PROSPECT_VERIFIED', 'PRODUCT_ACTIVE')).toBe(false);
  });

  it('has ended once refused or sent to a branch', () => {
    expect(isOpenApplication('PROSPECT_REJECTED', 'PRODUCT_NEW')).toBe(false);
    expect(isOpenApplication('PROSPECT_REDIRECT_TO_BRANCH', 'PRODUCT_UPLOADED_DETAILS')).toBe(
      false,
    );
  });
});
