import {
  assessLoanRisk,
  buildLoanOffer,
  DEFAULT_RISK_RULES,
  largestAffordableAmountCents,
  type ProductState,
  type RiskFacts,
  type TOfferBounds,
  type TOfferQuote,
} from '@onboarding/domain';
import { AppError } from '../../errors/app-error';
import type { StoredLoanTerms } from './tables';

export const RULES = DEFAULT_RISK_RULES;

/** The states in which offers may be quoted, SECCIs issued and one chosen (decision 147). */
export const OFFER_STATES: readonly ProductState[] = [
  'PRODUCT_RISK_UPLOADED',
  'PRODUCT_WAITING_OFFER_SELECTION',
];

export function requireOfferState(state: ProductState): void {
  if (!OFFER_STATES.includes(state)) {
    throw new AppError(409, 'PRODUCT_STATE_CONFLICT', {
      message: `No offers in ${state}.`,
    });
  }
}

/** A SECCI is issued and an offer chosen only for terms the rules grant online (ACCEPT). */
export function requireGrantedTerms(facts: RiskFacts, terms: StoredLoanTerms): void {
  if (assessLoanRisk(facts, terms, RULES).outcome !== 'ACCEPT') {
    throw new AppError(422, 'OFFER_NOT_AVAILABLE', {
      message: 'These terms are not within what the assessment allows.',
    });
  }
}

function maxAffordableEuros(facts: RiskFacts, tenorMonths: number, insurance: boolean): number {
  const cents = largestAffordableAmountCents(facts, tenorMonths, insurance, RULES);
  return cents === null ? 0 : cents / 100;
}

/** The figures for terms, and whether the rules grant them online (ACCEPT as asked). */
export function quoteOf(facts: RiskFacts, terms: StoredLoanTerms): TOfferQuote {
  const verdict = assessLoanRisk(facts, terms, RULES);
  const longest = verdict.figures.longestOnlineTenorMonths;
  return {
    offer: buildLoanOffer(terms, RULES.product),
    affordable: verdict.outcome === 'ACCEPT',
    maxAffordableAmount:
      terms.tenorMonths <= longest
        ? maxAffordableEuros(facts, terms.tenorMonths, terms.insurance)
        : 0,
  };
}

/** The ranges the sliders may move in: each tenor up to the longest online one (euros). */
export function boundsOf(facts: RiskFacts): TOfferBounds | null {
  const { product } = RULES;
  const longest = assessLoanRisk(
    facts,
    {
      amountCents: product.minAmountCents,
      tenorMonths: product.minTenorMonths,
      insurance: false,
    },
    RULES,
  ).figures.longestOnlineTenorMonths;
  if (longest < product.minTenorMonths) return null;
  const maxAffordableAmount: TOfferBounds['maxAffordableAmount'] = {};
  for (let tenor = product.minTenorMonths; tenor <= longest; tenor += 1) {
    const withoutInsurance = maxAffordableEuros(facts, tenor, false);
    if (withoutInsurance === 0) continue;
    maxAffordableAmount[String(tenor)] = {
      withoutInsurance,
      withInsurance: maxAffordableEuros(facts, tenor, true),
    };
  }
  return {
    minAmount: product.minAmountCents / 100,
    maxAmount: product.maxAmountCents / 100,
    amountStep: product.amountStepCents / 100,
    minTenorMonths: product.minTenorMonths,
    maxTenorMonths: longest,
    maxAffordableAmount,
  };
}
