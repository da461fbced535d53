import { z } from 'zod';
import type { CreditApprovalErrorCode } from '../error-routing';
import { CREDIT_APPROVAL_ERROR_ROUTES } from '../error-routing';
import { ageOn } from '../packages';
import type { RoutePath } from '../routes';
import { ROUTES } from '../routes';
import type { ProductState } from '../states';
import {
  INSURANCE_INSTALMENT_SURCHARGE_PERCENT,
  exactMonthlyAnnuity,
  instalmentWithInsuranceCents,
  monthlyInstalmentCents,
} from './annuity';
import type { BankCreditPolicy, LoanProduct, MacroprudentialLimits } from './limits';
import { BSI_LIMITS_2023, DEFAULT_BANK_CREDIT_POLICY, PERSONAL_LOAN_PRODUCT } from './limits';
import { addMonthsToIsoDate } from './tenor';

/** Decision 145: the four results of the credit assessment. */
export const RISK_OUTCOMES = ['ACCEPT', 'ALTERNATE_OFFER', 'SEND_TO_BRANCH', 'REJECT'] as const;
export type RiskOutcome = (typeof RISK_OUTCOMES)[number];
export const ZRiskOutcome = z.enum(RISK_OUTCOMES);

/** Why the loan as asked was not accepted; kept in the audit record of the assessment. */
export const RISK_REASONS = [
  'NO_INCOME',
  'DSTI_OVER_CAP',
  'BELOW_MINIMUM_CREDITWORTHINESS',
  'AGE_AT_MATURITY',
  'AMOUNT_BELOW_PRODUCT_MINIMUM',
  'AMOUNT_OVER_PRODUCT_MAXIMUM',
  'TENOR_BELOW_PRODUCT_MINIMUM',
  'TENOR_OVER_PRODUCT_MAXIMUM',
  'TENOR_OVER_REGULATORY_MAXIMUM',
  'MANUAL_REVIEW_REQUIRED',
  'NO_AFFORDABLE_OFFER',
] as const;
export type RiskReason = (typeof RISK_REASONS)[number];
export const ZRiskReason = z.enum(RISK_REASONS);

/** An amount and tenor as the applicant asks for them or the bank offers them. */
export interface LoanTermsRequest {
  readonly amountCents: number;
  readonly tenorMonths: number;
  readonly insurance: boolean;
}

/**
 * The loan the applicant asks to be assessed for (`checkrisk`), amount in whole euros. Looser than
 * the offer request on purpose: a wish beyond the online product (more money, a longer tenor) is
 * not bad input but a case for the branch or an alternate offer. Unknown keys are refused.
 */
export const ZRiskCheckRequest = z
  .object({
    // Same €100 steps as the offers, so an accepted wish can be selected as it is.
    amount: z
      .number()
      .int()
      .min(1)
      .max(1_000_000)
      .refine((euros) => (euros * 100) % PERSONAL_LOAN_PRODUCT.amountStepCents === 0, {
        message: 'amount must be a multiple of the product step',
      }),
    tenorMonths: z.number().int().min(1).max(360),
    insurance: z.boolean(),
  })
  .strict();
export type TRiskCheckRequest = z.infer<typeof ZRiskCheckRequest>;

export function loanTermsFromRiskCheck(request: TRiskCheckRequest): LoanTermsRequest {
  return {
    amountCents: request.amount * 100,
    tenorMonths: request.tenorMonths,
    insurance: request.insurance,
  };
}

/** What the server knows when it assesses (decisions 145 and 147; dates ISO, bank's time zone). */
export interface RiskFacts {
  /** Confirmed monthly net income (average of the statements), cents. */
  readonly monthlyNetIncomeCents: number;
  /** Instalments of the applicant's existing credit, per month, cents. */
  readonly existingMonthlyObligationsCents: number;
  /** Family members the applicant supports (raise the minimum that must remain). */
  readonly dependants: number;
  readonly birthDate: string;
  readonly today: string;
  /**
   * The caller wants a person to decide: for example income entered from uploaded statements that
   * differs from what the operator can see, or a credit-bureau flag.
   */
  readonly requiresManualReview: boolean;
}

export const ZRiskFacts = z.object({
  monthlyNetIncomeCents: z.number().int().min(0).max(100_000_000),
  existingMonthlyObligationsCents: z.number().int().min(0).max(100_000_000),
  dependants: z.number().int().min(0).max(20),
  birthDate: z.iso.date(),
  today: z.iso.date(),
  requiresManualReview: z.boolean(),
});

export interface RiskRules {
  readonly limits: MacroprudentialLimits;
  readonly policy: BankCreditPolicy;
  readonly product: LoanProduct;
}

export const DEFAULT_RISK_RULES: RiskRules = {
  limits: BSI_LIMITS_2023,
  policy: DEFAULT_BANK_CREDIT_POLICY,
  product: PERSONAL_LOAN_PRODUCT,
};

/** What the applicant would pay a month for these terms (insurance included when chosen). */
export function monthlyRepaymentCents(terms: LoanTermsRequest, product: LoanProduct): number {
  const instalment = monthlyInstalmentCents({
    principalCents: terms.amountCents,
    nominalAnnualRate: product.nominalAnnualRate,
    months: terms.tenorMonths,
  });
  return instalmentWithInsuranceCents(instalment, terms.insurance);
}

/** The minimum that must remain each month after all instalments (UL RS 63/2023). */
export function minimumRemainingIncomeCents(
  facts: RiskFacts,
  limits: MacroprudentialLimits,
): number {
  return limits.minimumCreditworthinessCents + facts.dependants * limits.minimumPerDependantCents;
}

/** Debt service to income with a new monthly repayment: (existing + new) ÷ income. */
export function debtServiceToIncome(facts: RiskFacts, newRepaymentCents: number): number {
  if (facts.monthlyNetIncomeCents <= 0) return Number.POSITIVE_INFINITY;
  return (facts.existingMonthlyObligationsCents + newRepaymentCents) / facts.monthlyNetIncomeCents;
}

/**
 * The largest new monthly repayment both limits allow: DSTI (existing + new ≤ cap × income) and
 * the minimum creditworthiness (income − existing − new ≥ minimum). Negative when none is.
 */
export function repaymentCapacityCents(facts: RiskFacts, limits: MacroprudentialLimits): number {
  const byDsti =
    Math.floor(
      Number((facts.monthlyNetIncomeCents * limits.maxDebtServiceToIncome).toPrecision(12)),
    ) - facts.existingMonthlyObligationsCents;
  const byMinimum =
    facts.monthlyNetIncomeCents -
    facts.existingMonthlyObligationsCents -
    minimumRemainingIncomeCents(facts, limits);
  return Math.min(byDsti, byMinimum);
}

/**
 * The longest tenor whose last instalment (today + n months) falls before the applicant's
 * birthday of `maxAgeAtMaturityYears`; 0 when even one month is too long.
 */
export function longestTenorForAge(
  facts: Pick<RiskFacts, 'birthDate' | 'today'>,
  policy: BankCreditPolicy,
  upTo: number,
): number {
  const birth = calendarDate(facts.birthDate);
  for (let months = upTo; months > 0; months -= 1) {
    const maturity = calendarDate(addMonthsToIsoDate(facts.today, months));
    if (ageOn(birth, maturity) < policy.maxAgeAtMaturityYears) return months;
  }
  return 0;
}

function calendarDate(iso: string): { year: number; month: number; day: number } {
  const [year, month, day] = iso.split('-').map(Number);
  return { year: year ?? 0, month: month ?? 0, day: day ?? 0 };
}

export function isAffordable(facts: RiskFacts, terms: LoanTermsRequest, rules: RiskRules): boolean {
  return monthlyRepaymentCents(terms, rules.product) <= repaymentCapacityCents(facts, rules.limits);
}

/**
 * The largest amount, in the product's steps and within its limits, that the applicant can repay
 * over `tenorMonths`; null when not even the product's minimum is affordable. The annuity formula
 * is inverted for a first guess, then checked with the rounded instalment actually charged.
 */
export function largestAffordableAmountCents(
  facts: RiskFacts,
  tenorMonths: number,
  insurance: boolean,
  rules: RiskRules,
): number | null {
  const { product } = rules;
  const capacity = repaymentCapacityCents(facts, rules.limits);
  if (capacity <= 0) return null;
  const instalmentCap = insurance
    ? (capacity * 100) / (100 + INSURANCE_INSTALMENT_SURCHARGE_PERCENT)
    : capacity;
  // exactMonthlyAnnuity is linear in the principal: the principal one unit of instalment buys.
  const perUnit = 1 / exactMonthlyAnnuity(1, product.nominalAnnualRate, tenorMonths);
  const guess =
    Math.floor((instalmentCap * perUnit) / product.amountStepCents) * product.amountStepCents;
  let amount = Math.min(product.maxAmountCents, guess + product.amountStepCents);
  amount = Math.floor(amount / product.amountStepCents) * product.amountStepCents;
  while (amount >= product.minAmountCents) {
    if (isAffordable(facts, { amountCents: amount, tenorMonths, insurance }, rules)) return amount;
    amount -= product.amountStepCents;
  }
  return null;
}

/** The shortest tenor in [from, to] over which `amountCents` is affordable; null if none is. */
export function shortestAffordableTenorMonths(
  facts: RiskFacts,
  amountCents: number,
  insurance: boolean,
  range: { readonly from: number; readonly to: number },
  rules: RiskRules,
): number | null {
  for (let tenorMonths = range.from; tenorMonths <= range.to; tenorMonths += 1) {
    if (isAffordable(facts, { amountCents, tenorMonths, insurance }, rules)) return tenorMonths;
  }
  return null;
}

export interface RiskFigures {
  /** The monthly repayment of the loan as asked (insurance included when chosen). */
  readonly requestedRepaymentCents: number;
  /** DSTI with the loan as asked. */
  readonly debtServiceToIncome: number;
  /** Income left after all instalments with the loan as asked (may be negative). */
  readonly remainingIncomeCents: number;
  readonly minimumRemainingIncomeCents: number;
  /** The largest new monthly repayment the limits allow. */
  readonly repaymentCapacityCents: number;
  /** The longest tenor that may be offered online (product, regulation and age). */
  readonly longestOnlineTenorMonths: number;
}

export interface RiskAssessment {
  readonly outcome: RiskOutcome;
  readonly reasons: readonly RiskReason[];
  /** ACCEPT: the terms asked; ALTERNATE_OFFER: the terms the bank offers instead; else null. */
  readonly offer: LoanTermsRequest | null;
  readonly figures: RiskFigures;
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

/** Reasons about the request's own shape against the product and the regulator. */
function limitReasons(
  request: LoanTermsRequest,
  rules: RiskRules,
  longestTenorByAge: number,
): RiskReason[] {
  const { product, limits } = rules;
  const reasons: RiskReason[] = [];
  if (request.amountCents < product.minAmountCents) reasons.push('AMOUNT_BELOW_PRODUCT_MINIMUM');
  if (request.amountCents > product.maxAmountCents) reasons.push('AMOUNT_OVER_PRODUCT_MAXIMUM');
  if (request.tenorMonths < product.minTenorMonths) reasons.push('TENOR_BELOW_PRODUCT_MINIMUM');
  if (request.tenorMonths > limits.maxMaturityMonths) {
    reasons.push('TENOR_OVER_REGULATORY_MAXIMUM');
  } else if (request.tenorMonths > product.maxTenorMonths) {
    reasons.push('TENOR_OVER_PRODUCT_MAXIMUM');
  }
  if (request.tenorMonths > longestTenorByAge) reasons.push('AGE_AT_MATURITY');
  return reasons;
}

/** The bank's alternative: the same amount over the shortest longer tenor, else the most it can lend. */
function alternateOffer(
  facts: RiskFacts,
  request: LoanTermsRequest,
  rules: RiskRules,
  longestOnlineTenor: number,
): LoanTermsRequest | null {
  const { product } = rules;
  const amountCents = clamp(request.amountCents, product.minAmountCents, product.maxAmountCents);
  const from = clamp(request.tenorMonths, product.minTenorMonths, longestOnlineTenor);
  const { insurance } = request;
  const tenor = shortestAffordableTenorMonths(
    facts,
    amountCents,
    insurance,
    { from, to: longestOnlineTenor },
    rules,
  );
  if (tenor !== null) return { amountCents, tenorMonths: tenor, insurance };
  const largest = largestAffordableAmountCents(facts, longestOnlineTenor, insurance, rules);
  return largest === null
    ? null
    : { amountCents: largest, tenorMonths: longestOnlineTenor, insurance };
}

/**
 * Decision 145. In order:
 *  - no income, or nothing the product offers is affordable within its limits → REJECT;
 *  - a person must decide (manual review), or the request is affordable but only a branch may grant
 *    it (amount over the online maximum, tenor over the regulatory maximum needing an exemption,
 *    within the age limit) → SEND_TO_BRANCH;
 *  - the request meets every limit → ACCEPT;
 *  - otherwise → ALTERNATE_OFFER, computed (same amount longer, else the largest amount).
 */
export function assessLoanRisk(
  facts: RiskFacts,
  request: LoanTermsRequest,
  rules: RiskRules = DEFAULT_RISK_RULES,
): RiskAssessment {
  const { product, limits, policy } = rules;
  const longestTenorByAge = longestTenorForAge(
    facts,
    policy,
    Math.max(limits.maxMaturityWithExemptionMonths, request.tenorMonths),
  );
  const longestOnlineTenor = Math.min(
    product.maxTenorMonths,
    limits.maxMaturityMonths,
    longestTenorByAge,
  );
  const requestedRepaymentCents = monthlyRepaymentCents(request, product);
  const capacity = repaymentCapacityCents(facts, limits);
  const minimumRemaining = minimumRemainingIncomeCents(facts, limits);
  const figures: RiskFigures = {
    requestedRepaymentCents,
    debtServiceToIncome: debtServiceToIncome(facts, requestedRepaymentCents),
    remainingIncomeCents:
      facts.monthlyNetIncomeCents - facts.existingMonthlyObligationsCents - requestedRepaymentCents,
    minimumRemainingIncomeCents: minimumRemaining,
    repaymentCapacityCents: capacity,
    longestOnlineTenorMonths: Math.max(0, longestOnlineTenor),
  };
  const result = (
    outcome: RiskOutcome,
    reasons: readonly RiskReason[],
    offer: LoanTermsRequest | null,
  ): RiskAssessment => ({ outcome, reasons, offer, figures });

  if (facts.monthlyNetIncomeCents <= 0) return result('REJECT', ['NO_INCOME'], null);

  const reasons = limitReasons(request, rules, longestTenorByAge);
  const overDsti = figures.debtServiceToIncome > limits.maxDebtServiceToIncome;
  const belowMinimum = figures.remainingIncomeCents < minimumRemaining;
  if (overDsti) reasons.push('DSTI_OVER_CAP');
  if (belowMinimum) reasons.push('BELOW_MINIMUM_CREDITWORTHINESS');
  if (facts.requiresManualReview) reasons.push('MANUAL_REVIEW_REQUIRED');

  const alternate =
    longestOnlineTenor >= product.minTenorMonths
      ? alternateOffer(facts, request, rules, longestOnlineTenor)
      : null;
  if (alternate === null) return result('REJECT', [...reasons, 'NO_AFFORDABLE_OFFER'], null);

  const affordableAsAsked = !overDsti && !belowMinimum;
  const branchMayGrant =
    affordableAsAsked &&
    request.tenorMonths <= Math.min(limits.maxMaturityWithExemptionMonths, longestTenorByAge) &&
    (reasons.includes('AMOUNT_OVER_PRODUCT_MAXIMUM') ||
      reasons.includes('TENOR_OVER_REGULATORY_MAXIMUM'));
  if (facts.requiresManualReview || branchMayGrant) return result('SEND_TO_BRANCH', reasons, null);

  if (reasons.length === 0) return result('ACCEPT', [], request);
  return result('ALTERNATE_OFFER', reasons, alternate);
}

export interface RiskOutcomeRouting {
  /** The product state the assessment leaves the loan in (lead's state machine, decision 145). */
  readonly productState: ProductState;
  /** The CREDIT_APPROVAL business code the checkrisk answer carries; null when it succeeds. */
  readonly creditApprovalCode: CreditApprovalErrorCode | null;
  /** spec 1 §8: the page the outcome leads to. */
  readonly route: RoutePath;
}

/**
 * Each outcome → product state, CREDIT_APPROVAL code and page (spec 1 §4, §8). ACCEPT keeps the
 * product in PRODUCT_RISK_UPLOADED with offers on /creditapproval; an alternate offer waits in
 * PRODUCT_WAITING_OFFER_SELECTION (spec 1 §4 "alternate offer"); a branch case and a refusal both
 * offer an account instead (decisions 145 and 147), so they wait in PRODUCT_WAITING_SWITCH_PRODUCT.
 */
export const RISK_OUTCOME_ROUTING = {
  ACCEPT: {
    productState: 'PRODUCT_RISK_UPLOADED',
    creditApprovalCode: null,
    route: ROUTES.creditApproval,
  },
  ALTERNATE_OFFER: {
    productState: 'PRODUCT_WAITING_OFFER_SELECTION',
    creditApprovalCode: null,
    route: ROUTES.creditApproval,
  },
  SEND_TO_BRANCH: {
    productState: 'PRODUCT_WAITING_SWITCH_PRODUCT',
    creditApprovalCode: 'SEND_TO_BRANCH',
    route: CREDIT_APPROVAL_ERROR_ROUTES.SEND_TO_BRANCH,
  },
  REJECT: {
    productState: 'PRODUCT_WAITING_SWITCH_PRODUCT',
    creditApprovalCode: 'REJECT',
    route: CREDIT_APPROVAL_ERROR_ROUTES.REJECT,
  },
} as const satisfies Readonly<Record<RiskOutcome, RiskOutcomeRouting>>;
