import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZLoanTerms } from '../signing/contracts';
import { amortisationSchedule } from './annuity';
import { PERSONAL_LOAN_PRODUCT, approvalFeeCents } from './limits';
import {
  ZLoanOffer,
  ZLoanOfferRequest,
  buildLoanOffer,
  loanOfferRequestSchema,
  loanTermsForContract,
  loanTermsFromRequest,
} from './offer';

describe('buildLoanOffer', () => {
  it('10,000 EUR over 5 years at 6.99 % with insurance', () => {
    const offer = buildLoanOffer({ amountCents: 1_000_000, tenorMonths: 60, insurance: true });
    expect(offer).toEqual({
      currency: 'EUR',
      amountCents: 1_000_000,
      tenorMonths: 60,
      tenor: { years: 5, months: 0 },
      nominalRatePercent: 6.99,
      // 100.00 fee at drawdown; the optional insurance stays out of the APR.
      aprPercent: 7.7,
      instalmentCents: 19_796,
      insurancePremiumCents: 1_188,
      monthlyPaymentCents: 20_984,
      // The exact annuity is 197.9648…: 59 × 197.96 leave 0.36 more for the last one.
      lastInstalmentCents: 19_832,
      feesCents: 10_000,
      totalInterestCents: 187_796,
      // 1,187,796 instalments + 60 × 1,188 premiums + 10,000 fee.
      totalToRepayCents: 1_269_076,
      insurance: true,
    });
    expect(ZLoanOffer.parse(offer)).toEqual(offer);
  });

  it('without insurance there is no premium and the same APR', () => {
    const offer = buildLoanOffer({ amountCents: 1_000_000, tenorMonths: 60, insurance: false });
    expect(offer.insurancePremiumCents).toBe(0);
    expect(offer.monthlyPaymentCents).toBe(19_796);
    expect(offer.totalToRepayCents).toBe(1_187_796 + 10_000);
    expect(offer.aprPercent).toBe(7.7);
  });

  it('counts the premium in the APR when the product makes the insurance compulsory', () => {
    const compulsory = { ...PERSONAL_LOAN_PRODUCT, insuranceCompulsory: true };
    const offer = buildLoanOffer(
      { amountCents: 1_000_000, tenorMonths: 60, insurance: true },
      compulsory,
    );
    expect(offer.aprPercent).toBe(10.4);
  });

  it('shows the tenor as years and months', () => {
    expect(
      buildLoanOffer({ amountCents: 500_000, tenorMonths: 30, insurance: false }).tenor,
    ).toEqual({
      years: 2,
      months: 6,
    });
  });

  it('the APR is never below the nominal rate (the fee is always positive)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10, max: 300 }),
        fc.integer({ min: 12, max: 84 }),
        fc.boolean(),
        (hundreds, tenorMonths, insurance) => {
          const offer = buildLoanOffer({ amountCents: hundreds * 10_000, tenorMonths, insurance });
          return offer.aprPercent >= offer.nominalRatePercent && offer.feesCents > 0;
        },
      ),
    );
  });

  it('total to repay = every instalment + every premium + fees', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10, max: 300 }),
        fc.integer({ min: 12, max: 84 }),
        (hundreds, months) => {
          const amountCents = hundreds * 10_000;
          const offer = buildLoanOffer({ amountCents, tenorMonths: months, insurance: true });
          const schedule = amortisationSchedule({
            principalCents: amountCents,
            nominalAnnualRate: PERSONAL_LOAN_PRODUCT.nominalAnnualRate,
            months,
          });
          return (
            offer.totalToRepayCents ===
            schedule.totalToRepayCents + months * offer.insurancePremiumCents + offer.feesCents
          );
        },
      ),
    );
  });
});

describe('approvalFeeCents (1 %, at least 50, at most 200 EUR)', () => {
  it.each([
    [100_000, 5_000],
    [500_000, 5_000],
    [500_100, 5_001],
    [1_000_000, 10_000],
    [2_000_000, 20_000],
    [3_000_000, 20_000],
  ])('%i cents → %i', (amount, fee) => {
    expect(approvalFeeCents(amount, PERSONAL_LOAN_PRODUCT)).toBe(fee);
  });
});

describe('ZLoanOfferRequest (the only figures the browser sends)', () => {
  const valid = { amount: 10_000, tenorMonths: 60, insurance: true };

  it('accepts amount in euros, tenor in months and the insurance choice', () => {
    expect(ZLoanOfferRequest.parse(valid)).toEqual(valid);
    expect(loanTermsFromRequest(valid)).toEqual({
      amountCents: 1_000_000,
      tenorMonths: 60,
      insurance: true,
    });
  });

  it.each([
    ['amount just under the minimum', { amount: 900 }],
    ['amount just over the maximum', { amount: 30_100 }],
    ['amount off the 100 EUR step', { amount: 10_050 }],
    ['amount with cents', { amount: 10_000.5 }],
    ['amount as text', { amount: '10000' }],
    ['tenor just under the minimum', { tenorMonths: 11 }],
    ['tenor just over the maximum', { tenorMonths: 85 }],
    ['tenor with a fraction', { tenorMonths: 60.5 }],
    ['insurance missing', { insurance: undefined }],
    ['a rate sent along', { nominalRatePercent: 1 }],
    ['an instalment sent along', { monthlyInstalment: 1 }],
    ['an APR sent along', { aprPercent: 0 }],
  ])('refuses %s', (_label, change) => {
    expect(ZLoanOfferRequest.safeParse({ ...valid, ...change }).success).toBe(false);
  });

  it('accepts the limits themselves', () => {
    expect(ZLoanOfferRequest.safeParse({ ...valid, amount: 1_000, tenorMonths: 12 }).success).toBe(
      true,
    );
    expect(ZLoanOfferRequest.safeParse({ ...valid, amount: 30_000, tenorMonths: 84 }).success).toBe(
      true,
    );
  });

  it('follows the product it is built for', () => {
    const schema = loanOfferRequestSchema({ ...PERSONAL_LOAN_PRODUCT, maxAmountCents: 1_500_000 });
    expect(schema.safeParse({ ...valid, amount: 15_000 }).success).toBe(true);
    expect(schema.safeParse({ ...valid, amount: 15_100 }).success).toBe(false);
  });
});

describe('loanTermsForContract', () => {
  it('gives the contracts their decimal-text figures (ZLoanTerms)', () => {
    const offer = buildLoanOffer({ amountCents: 1_000_000, tenorMonths: 60, insurance: true });
    const terms = loanTermsForContract(offer);
    expect(terms).toEqual({
      amount: '10000.00',
      currency: 'EUR',
      tenorMonths: 60,
      nominalRatePercent: '6.99',
      aprPercent: '7.7',
      monthlyInstalment: '209.84',
      totalToRepay: '12690.76',
      fees: '100.00',
      insurance: true,
    });
    expect(ZLoanTerms.parse(terms)).toEqual(terms);
  });
});
