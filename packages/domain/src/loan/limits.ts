/**
 * The limits the loan rules apply, with their sources (decision 145). Amounts in cents, rates as
 * fractions. The bank's own choices are marked as such; the regulator's are cited.
 */

export interface MacroprudentialLimits {
  /**
   * Banka Slovenije, Sklep o makrobonitetnih omejitvah kreditiranja potrošnikov (UL RS 63/2023,
   * from 1 July 2023), instrument (b): total debt service ÷ income at most 50 %, whatever the
   * income.
   */
  readonly maxDebtServiceToIncome: number;
  /**
   * Same regulation, instrument (a): maximum maturity of consumer-purpose credit, 84 months (the
   * 2019 figure; its repetition in the 2023 text is not verified, decision 145).
   */
  readonly maxMaturityMonths: number;
  /**
   * Exemptions from the maturity cap (up to 15 % of new consumer loans, never over 10 years in the
   * 2019 regulation) are granted by the bank's credit staff, never online: the longest tenor a
   * branch may consider.
   */
  readonly maxMaturityWithExemptionMonths: number;
  /**
   * Sklep o določitvi zneska minimalne kreditne sposobnosti potrošnika (UL RS 63/2023): what must
   * remain each month after all instalments; €745 from 1 July 2023. Reviewed at least yearly by
   * Banka Slovenije, so it is configuration, not a constant.
   */
  readonly minimumCreditworthinessCents: number;
  /**
   * Added to the minimum per dependant family member. UNVERIFIED for the 2023 regulation: the
   * default is the last published social-assistance amount for a dependant (€248.92, April 2022)
   * that the 2019 regulation referred to; the bank must confirm the current figure.
   */
  readonly minimumPerDependantCents: number;
}

export const BSI_LIMITS_2023: MacroprudentialLimits = {
  maxDebtServiceToIncome: 0.5,
  maxMaturityMonths: 84,
  maxMaturityWithExemptionMonths: 120,
  minimumCreditworthinessCents: 74_500,
  minimumPerDependantCents: 24_892,
};

/** The bank's own policy (not regulation): decision 145. */
export interface BankCreditPolicy {
  /**
   * The loan must be repaid before this birthday: the last instalment falls on a day when the
   * applicant's completed age is below it. Slovenian banks use 75–80 (cekin.si, 2026-01).
   */
  readonly maxAgeAtMaturityYears: number;
}

export const DEFAULT_BANK_CREDIT_POLICY: BankCreditPolicy = { maxAgeAtMaturityYears: 75 };

/** The personal loan as sold online (the bank's product configuration). */
export interface LoanProduct {
  readonly currency: 'EUR';
  readonly minAmountCents: number;
  readonly maxAmountCents: number;
  /** Amounts move in whole steps (the sliders' step). */
  readonly amountStepCents: number;
  readonly minTenorMonths: number;
  /** Never above the regulator's maximum maturity. */
  readonly maxTenorMonths: number;
  /** Fixed nominal (borrowing) annual rate, as a fraction. */
  readonly nominalAnnualRate: number;
  /** Approval fee, a share of the amount between a floor and a ceiling, paid at drawdown. */
  readonly approvalFeeRate: number;
  readonly approvalFeeMinCents: number;
  readonly approvalFeeMaxCents: number;
  /**
   * Whether the payment protection insurance is a condition of the credit. It is optional here
   * (spec 2 §3 "insurance option"), so its premium stays out of the APR (Dir. 2008/48/EC Art. 3(g)).
   */
  readonly insuranceCompulsory: boolean;
}

export const PERSONAL_LOAN_PRODUCT: LoanProduct = {
  currency: 'EUR',
  minAmountCents: 100_000,
  maxAmountCents: 3_000_000,
  amountStepCents: 10_000,
  minTenorMonths: 12,
  maxTenorMonths: 84,
  nominalAnnualRate: 0.0699,
  approvalFeeRate: 0.01,
  approvalFeeMinCents: 5_000,
  approvalFeeMaxCents: 20_000,
  insuranceCompulsory: false,
};

/** The approval fee for an amount: the product's share, kept between its floor and ceiling. */
export function approvalFeeCents(amountCents: number, product: LoanProduct): number {
  const share = Math.round(amountCents * product.approvalFeeRate);
  return Math.min(product.approvalFeeMaxCents, Math.max(product.approvalFeeMinCents, share));
}
