import {
  buildLoanOffer,
  loanTermsFromRequest,
  type TOfferBounds,
  type TOfferChoice,
  type TRiskAssessmentResult,
} from '@onboarding/domain';

export const PROSPECT_ID = '5d7c1e4a-3b1f-4c55-8f0e-1a2b3c4d5e6f';
export const PRODUCT_ID = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const RUN_ID = '0b6f9c2e-8d41-4f7a-9a3e-2c5d7e9f1a3b';
export const SECCI_ID = '3c9e1f5a-7b2d-4e8f-a1c3-5d7e9f1b3c5e';

/** Affordable: €200 per month of tenor without insurance (€188 with), capped by the product. */
export function aBounds(overrides: Partial<TOfferBounds> = {}): TOfferBounds {
  const maxAffordableAmount: TOfferBounds['maxAffordableAmount'] = {};
  for (let tenor = 12; tenor <= 84; tenor += 1) {
    maxAffordableAmount[String(tenor)] = {
      withoutInsurance: Math.min(30_000, 200 * tenor),
      withInsurance: Math.min(30_000, 188 * tenor),
    };
  }
  return {
    minAmount: 1_000,
    maxAmount: 30_000,
    amountStep: 100,
    minTenorMonths: 12,
    maxTenorMonths: 84,
    maxAffordableAmount,
    ...overrides,
  };
}

export function anOffer(choice: TOfferChoice) {
  return buildLoanOffer(loanTermsFromRequest(choice));
}

export function aResult(overrides: Partial<TRiskAssessmentResult> = {}): TRiskAssessmentResult {
  const wish = { amount: 8_000, tenorMonths: 60, insurance: false };
  return {
    prospectId: PROSPECT_ID,
    longProcessId: RUN_ID,
    phase: 'WAITING_LOAN_SELECTION',
    outcome: 'ACCEPT',
    reasons: [],
    creditApprovalCode: null,
    wish,
    offer: anOffer(wish),
    bounds: aBounds(),
    income: {
      source: 'OPEN_BANKING',
      monthlyNetIncomeCents: 180_000,
      existingMonthlyObligationsCents: 0,
    },
    ...overrides,
  };
}
