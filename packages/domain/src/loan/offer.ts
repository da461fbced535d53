import { z } from 'zod';
import { amortisationSchedule, insurancePremiumCents } from './annuity';
import { loanApr } from './apr';
import type { LoanProduct } from './limits';
import { PERSONAL_LOAN_PRODUCT, approvalFeeCents } from './limits';
import { centsToDecimalText, rateToPercentText } from './money';
import type { LoanTermsRequest } from './risk';
import type { TenorParts } from './tenor';
import { ZTenorParts, tenorParts } from './tenor';

/**
 * The offer request the applicant's browser sends (`selectloan`, `alternateoffer/update`): only
 * the choices, amount in whole euros. Unknown keys are refused, so a rate, instalment or APR
 * sent along is an error, never used: the server recomputes every figure (decision 145).
 */
export function loanOfferRequestSchema(product: LoanProduct) {
  const stepEuros = product.amountStepCents / 100;
  return z
    .object({
      amount: z
        .number()
        .int()
        .min(product.minAmountCents / 100)
        .max(product.maxAmountCents / 100)
        .refine((euros) => euros % stepEuros === 0, {
          message: `amount must be a multiple of ${stepEuros}`,
        }),
      tenorMonths: z.number().int().min(product.minTenorMonths).max(product.maxTenorMonths),
      insurance: z.boolean(),
    })
    .strict();
}

export const ZLoanOfferRequest = loanOfferRequestSchema(PERSONAL_LOAN_PRODUCT);
export type TLoanOfferRequest = z.infer<typeof ZLoanOfferRequest>;

export function loanTermsFromRequest(request: TLoanOfferRequest): LoanTermsRequest {
  return {
    amountCents: request.amount * 100,
    tenorMonths: request.tenorMonths,
    insurance: request.insurance,
  };
}

/** spec 2 §3 "Loan offer", computed by the server; money in cents, rates in percent. */
export const ZLoanOffer = z.object({
  currency: z.literal('EUR'),
  amountCents: z.number().int().positive(),
  tenorMonths: z.number().int().positive(),
  tenor: ZTenorParts,
  /** Nominal (borrowing) annual rate, percent with two decimals (6.99). */
  nominalRatePercent: z.number().nonnegative(),
  /** APR per Directive 2008/48/EC Annex I, percent to one decimal, half up. */
  aprPercent: z.number(),
  /** The regular instalment without insurance. */
  instalmentCents: z.number().int().positive(),
  /** 6 % of the instalment when the insurance is chosen, else 0 (spec 1 §9). */
  insurancePremiumCents: z.number().int().nonnegative(),
  /** What is paid each month: instalment + premium. */
  monthlyPaymentCents: z.number().int().positive(),
  /** The last instalment, which absorbs the cents of rounding (without insurance). */
  lastInstalmentCents: z.number().int().positive(),
  feesCents: z.number().int().nonnegative(),
  totalInterestCents: z.number().int().nonnegative(),
  /** Instalments + premiums + fees: everything the applicant pays over the loan. */
  totalToRepayCents: z.number().int().positive(),
  insurance: z.boolean(),
});
export type TLoanOffer = z.infer<typeof ZLoanOffer>;

/**
 * The offer for amount, tenor and insurance under a product: the annuity schedule, the fees, the
 * premium and the APR. Fees are paid at drawdown; the premium counts in the APR only when the
 * product makes the insurance compulsory (decision 145).
 */
export function buildLoanOffer(
  terms: LoanTermsRequest,
  product: LoanProduct = PERSONAL_LOAN_PRODUCT,
): TLoanOffer {
  const schedule = amortisationSchedule({
    principalCents: terms.amountCents,
    nominalAnnualRate: product.nominalAnnualRate,
    months: terms.tenorMonths,
  });
  const feesCents = approvalFeeCents(terms.amountCents, product);
  const premium = terms.insurance ? insurancePremiumCents(schedule.instalmentCents) : 0;
  const { aprPercent } = loanApr({
    principalCents: terms.amountCents,
    schedule,
    upfrontFeesCents: feesCents,
    monthlyCostsCents: product.insuranceCompulsory ? premium : 0,
  });
  const tenor: TenorParts = tenorParts(terms.tenorMonths);
  return {
    currency: product.currency,
    amountCents: terms.amountCents,
    tenorMonths: terms.tenorMonths,
    tenor,
    nominalRatePercent: Number(rateToPercentText(product.nominalAnnualRate, 2)),
    aprPercent,
    instalmentCents: schedule.instalmentCents,
    insurancePremiumCents: premium,
    monthlyPaymentCents: schedule.instalmentCents + premium,
    lastInstalmentCents: schedule.lastInstalmentCents,
    feesCents,
    totalInterestCents: schedule.totalInterestCents,
    totalToRepayCents: schedule.totalToRepayCents + premium * terms.tenorMonths + feesCents,
    insurance: terms.insurance,
  };
}

/**
 * The chosen offer as the contracts helper's `ZLoanTerms` expects it (packages/domain/src/signing):
 * decimal text, rates in percent. Kept structural so the two modules do not import each other.
 */
export function loanTermsForContract(offer: TLoanOffer): {
  amount: string;
  currency: string;
  tenorMonths: number;
  nominalRatePercent: string;
  aprPercent: string;
  monthlyInstalment: string;
  totalToRepay: string;
  fees: string;
  insurance: boolean;
} {
  return {
    amount: centsToDecimalText(offer.amountCents),
    currency: offer.currency,
    tenorMonths: offer.tenorMonths,
    nominalRatePercent: offer.nominalRatePercent.toFixed(2),
    aprPercent: offer.aprPercent.toFixed(1),
    monthlyInstalment: centsToDecimalText(offer.monthlyPaymentCents),
    totalToRepay: centsToDecimalText(offer.totalToRepayCents),
    fees: centsToDecimalText(offer.feesCents),
    insurance: offer.insurance,
  };
}
