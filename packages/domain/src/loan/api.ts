import { z } from 'zod';
import { ZLongWaitPhase } from '../long-wait';
import { PERSONAL_LOAN_PRODUCT } from './limits';
import { ZLoanOffer, loanOfferRequestSchema } from './offer';
import { ZPayoutAccountChoice } from './payout';
import { ZRiskCheckRequest, ZRiskOutcome, ZRiskReason } from './risk';

/**
 * The loan calls of spec 3 §7 as the applicant's browser and the server both read them (decision
 * 147). Money the server computes is in cents; what the applicant types or chooses is in whole
 * euros, as the offer request of decision 145. Unknown keys are refused everywhere.
 */

/** Where the income figures came from: a bank connection, or statements the applicant uploaded. */
export const LOAN_INCOME_SOURCES = ['OPEN_BANKING', 'UPLOAD'] as const;
export const ZLoanIncomeSource = z.enum(LOAN_INCOME_SOURCES);
export type LoanIncomeSource = z.infer<typeof ZLoanIncomeSource>;

const ZMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);
const ZCents = z.number().int().min(0).max(100_000_000);

/**
 * What a bank connection found in the last three months (decision 148), shown to the applicant
 * before they confirm. Salary credits and existing loan repayments per calendar month.
 */
export const ZIncomeFound = z.object({
  source: z.literal('OPEN_BANKING'),
  /** Slovenian bank code (first two digits of the account number's sort code, `ocrbankcodes`). */
  bankCode: z.string().min(1).max(10),
  bankName: z.string().min(1).max(120),
  /** The account the salary is paid into, masked except its last four characters. */
  accountMasked: z.string().max(40),
  months: z
    .array(
      z.object({
        month: ZMonth,
        salaryCents: ZCents,
        loanRepaymentsCents: ZCents,
      }),
    )
    .max(6),
  /** Average monthly salary over the covered months. */
  monthlyNetIncomeCents: ZCents,
  /** Average monthly repayments of existing credit seen in the transactions. */
  existingMonthlyObligationsCents: ZCents,
});
export type TIncomeFound = z.infer<typeof ZIncomeFound>;

/** The loan the applicant wishes for, stated with the income (whole euros, as `checkrisk`). */
export const ZLoanWish = ZRiskCheckRequest;
export type TLoanWish = z.infer<typeof ZLoanWish>;

/**
 * `PATCH onboarding/products/{id}/risk?bank=CODE` (spec 3 §7 "risk patched", query bank): the
 * applicant confirms the income and states the wish; the product moves from PRODUCT_NEW to
 * PRODUCT_EMPLOYMENT_UPLOADED. With a bank connection the income is the server's own finding
 * (the applicant may only declare more obligations than were seen); with uploads the applicant
 * declares it and the bank checks it against the statements.
 */
export const ZIncomeConfirmation = z.discriminatedUnion('source', [
  z
    .object({
      source: z.literal('OPEN_BANKING'),
      /** At least what the transactions show; more if the applicant has debts paid elsewhere. */
      existingMonthlyObligationsCents: ZCents,
      dependants: z.number().int().min(0).max(20),
      wish: ZLoanWish,
    })
    .strict(),
  z
    .object({
      source: z.literal('UPLOAD'),
      monthlyNetIncomeCents: ZCents.min(1),
      existingMonthlyObligationsCents: ZCents,
      dependants: z.number().int().min(0).max(20),
      wish: ZLoanWish,
    })
    .strict(),
]);
export type TIncomeConfirmation = z.infer<typeof ZIncomeConfirmation>;

export const ZRiskPatchQuery = z.object({ bank: z.string().min(1).max(10) }).strict();

/** What the loan stands on, as stored (`GET onboarding/products/{id}/risk`, beyond spec). */
export const ZLoanApplication = z.object({
  source: ZLoanIncomeSource,
  bankCode: z.string(),
  monthlyNetIncomeCents: ZCents,
  existingMonthlyObligationsCents: ZCents,
  dependants: z.number().int().min(0),
  wish: ZLoanWish,
  confirmedAt: z.iso.datetime(),
});
export type TLoanApplication = z.infer<typeof ZLoanApplication>;

/** `user/checkrisk` and `user/getriskassessmentresult` (POST): whose assessment. */
export const ZRiskAssessmentRequest = z.object({ prospectId: z.uuid() }).strict();
export type TRiskAssessmentRequest = z.infer<typeof ZRiskAssessmentRequest>;

/** The ranges the /creditapproval sliders may move in, for this applicant (server computed). */
export const ZOfferBounds = z.object({
  minAmount: z.number().int().positive(),
  maxAmount: z.number().int().positive(),
  amountStep: z.number().int().positive(),
  minTenorMonths: z.number().int().positive(),
  /** The longest tenor the product, the regulation and the applicant's age allow. */
  maxTenorMonths: z.number().int().positive(),
  /**
   * For each tenor in months (as a string key) the largest affordable amount in whole euros,
   * with and without insurance; a tenor missing from the map affords nothing.
   */
  maxAffordableAmount: z.record(
    z.string(),
    z.object({
      withoutInsurance: z.number().int().nonnegative(),
      withInsurance: z.number().int().nonnegative(),
    }),
  ),
});
export type TOfferBounds = z.infer<typeof ZOfferBounds>;

/**
 * `POST user/getriskassessmentresult`: the assessment of the session's loan. While the risk run
 * evaluates, `outcome` is null and `phase` EVALUATING_RISK. `offer` is the wish (ACCEPT) or the
 * bank's alternate (ALTERNATE_OFFER); `bounds` lets the applicant move within what is affordable.
 */
export const ZRiskAssessmentResult = z.object({
  prospectId: z.uuid(),
  longProcessId: z.uuid(),
  phase: ZLongWaitPhase,
  outcome: ZRiskOutcome.nullable(),
  reasons: z.array(ZRiskReason),
  /** The CREDIT_APPROVAL business code of spec 1 §8 for this outcome; null when offers follow. */
  creditApprovalCode: z.enum(['SEND_TO_BRANCH', 'REJECT']).nullable(),
  wish: ZLoanWish,
  offer: ZLoanOffer.nullable(),
  bounds: ZOfferBounds.nullable(),
  income: z.object({
    source: ZLoanIncomeSource,
    monthlyNetIncomeCents: ZCents,
    existingMonthlyObligationsCents: ZCents,
  }),
});
export type TRiskAssessmentResult = z.infer<typeof ZRiskAssessmentResult>;

/** The choices of an offer (decision 145): amount in euros, tenor in months, insurance. */
export const ZOfferChoice = loanOfferRequestSchema(PERSONAL_LOAN_PRODUCT);
export type TOfferChoice = z.infer<typeof ZOfferChoice>;

/**
 * `PATCH onboarding/products/{id}/alternateoffer/update`: the offer for the sliders' values,
 * computed by the server; `affordable` false when the limits do not allow it (nothing changes).
 * `GET onboarding/products/{id}/alternateoffer` answers the bank's alternate offer.
 */
export const ZOfferQuote = z.object({
  offer: ZLoanOffer,
  affordable: z.boolean(),
  /** The largest affordable amount (euros) for the chosen tenor and insurance; 0 when none. */
  maxAffordableAmount: z.number().int().nonnegative(),
});
export type TOfferQuote = z.infer<typeof ZOfferQuote>;

/**
 * `POST onboarding/products/{id}/secci` (beyond spec: the Standard European Consumer Credit
 * Information the law requires before the choice): the PDF for these terms, in the applicant's
 * language, stored with its SHA-256. `GET onboarding/products/{id}/secci/{secciId}` returns the PDF.
 */
export const ZSecciIssued = z.object({
  secciId: z.uuid(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  offer: ZLoanOffer,
  issuedAt: z.iso.datetime(),
});
export type TSecciIssued = z.infer<typeof ZSecciIssued>;

export const ZSecciParams = z.object({ id: z.uuid(), secciId: z.uuid() });

/**
 * `POST user/selectloan`: the applicant chooses; the server recomputes the offer, checks it is one
 * the assessment allows and that this SECCI was issued for exactly these terms, keeps the payout
 * account (decision 233), then moves to PRODUCT_OFFER_SELECTED. `POST processes/longprocesses/{id}/loan` takes the same choice by run id.
 */
export const ZSelectLoanRequest = z
  .object({
    prospectId: z.uuid(),
    choice: ZOfferChoice,
    secciId: z.uuid(),
    /** Where the loan is paid (decision 233: spec 3 names the call but not its body). */
    payoutAccount: ZPayoutAccountChoice,
  })
  .strict();
export type TSelectLoanRequest = z.infer<typeof ZSelectLoanRequest>;

export const ZLongProcessLoanChoice = z
  .object({ choice: ZOfferChoice, secciId: z.uuid(), payoutAccount: ZPayoutAccountChoice })
  .strict();

export const ZSelectLoanResponse = z.object({
  productState: z.literal('PRODUCT_OFFER_SELECTED'),
  offer: ZLoanOffer,
  /** The run that prepares the contracts; /longtimeservice follows it. */
  longProcessId: z.uuid(),
});
export type TSelectLoanResponse = z.infer<typeof ZSelectLoanResponse>;

/** The process a loan that cannot be granted may switch to (decision 147). */
export const SWITCH_TARGET_PROCESS = 'ACCOUNTOPENINGFROMLOAN' as const;

/**
 * `POST processes/switchprocess` (and `POST processes/setprocess`, its older name): continue as an
 * account with what the applicant already gave. Only from PRODUCT_WAITING_SWITCH_PRODUCT.
 */
export const ZSwitchProcessRequest = z
  .object({ prospectId: z.uuid(), processName: z.literal(SWITCH_TARGET_PROCESS) })
  .strict();
export type TSwitchProcessRequest = z.infer<typeof ZSwitchProcessRequest>;

/** `GET processes/longprocesses/{id}/switch`: may this run's loan switch, and to what. */
export const ZSwitchOffer = z.object({
  longProcessId: z.uuid(),
  canSwitch: z.boolean(),
  to: z.literal(SWITCH_TARGET_PROCESS),
  outcome: ZRiskOutcome.nullable(),
});
export type TSwitchOffer = z.infer<typeof ZSwitchOffer>;

/** Staff (supervisor): a run cancelled with its reason (`POST /services/operator/longprocesses/{id}/cancel`). */
export const ZCancelLongProcessRequest = z
  .object({ reason: z.string().trim().min(3).max(500) })
  .strict();
export type TCancelLongProcessRequest = z.infer<typeof ZCancelLongProcessRequest>;

/** Staff: one running background process in the supervisor's list. */
export const ZRunningLongProcess = z.object({
  id: z.uuid(),
  prospectId: z.uuid(),
  applicantName: z.string(),
  process: z.string(),
  kind: z.string(),
  phase: ZLongWaitPhase,
  startedAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TRunningLongProcess = z.infer<typeof ZRunningLongProcess>;
