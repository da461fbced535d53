import { roundCentsHalfUp } from '../loan/money';
import type { VariantId } from '../variants';
import { daysBetween, maturityDate, yearFraction } from './day-count';
import type { TDepositRateTable } from './rate-table';
import { rateBpsFor } from './rate-table';

/** What the applicant is quoted for a choice (decision 232). */
export interface DepositQuote {
  readonly currency: string;
  readonly amountMinor: number;
  readonly termDays: number;
  /** Nominal annual rate, basis points (250 = 2.50 %). */
  readonly rateBps: number;
  /** "YYYY-MM-DD": the day the money arrives (estimated as today before it does). */
  readonly startDate: string;
  /** "YYYY-MM-DD": start + term, on the next working day when that is not one. */
  readonly maturityDate: string;
  /** Days that earn interest: start counted, maturity not (≥ termDays after a move). */
  readonly interestDays: number;
  /** Interest paid at maturity, minor units, rounded half up. */
  readonly interestMinor: number;
  /** Effective annual rate as a fraction (0.020151 = 2.0151 %), unrounded. */
  readonly effectiveAnnualRate: number;
}

export interface DepositQuoteInput {
  readonly table: TDepositRateTable;
  readonly amountMinor: number;
  readonly termDays: number;
  readonly startDate: string;
  readonly variant: VariantId;
  readonly extraClosingDays?: readonly string[];
  /** A rate already agreed (the stored choice's); else the table's for the term and amount. */
  readonly rateBps?: number;
}

/**
 * Effective annual rate of one period with interest paid at its end (decision 232):
 * EAR = (1 + r·τ)^(1/τ) − 1, τ the period's year fraction. The interest, reinvested on the same
 * terms for a year, would give this; for τ = 1 it is the nominal rate.
 */
export function depositEffectiveAnnualRate(nominalRate: number, fraction: number): number {
  if (fraction <= 0) return 0;
  return (1 + nominalRate * fraction) ** (1 / fraction) - 1;
}

/** Simple interest of the period: amount × rate × τ, half up to the minor unit (decision 232). */
export function interestAtMaturity(amountMinor: number, rateBps: number, fraction: number): number {
  return roundCentsHalfUp((amountMinor * rateBps * fraction) / 10_000);
}

/** The quote; null when the table has no rate for the term and amount. */
export function depositQuote(input: DepositQuoteInput): DepositQuote | null {
  const { table, amountMinor, termDays, startDate, variant } = input;
  const rateBps = input.rateBps ?? rateBpsFor(table, termDays, amountMinor);
  if (rateBps === null) return null;
  const maturity = maturityDate(startDate, termDays, variant, input.extraClosingDays);
  const fraction = yearFraction(startDate, maturity);
  return {
    currency: table.currency,
    amountMinor,
    termDays,
    rateBps,
    startDate,
    maturityDate: maturity,
    interestDays: daysBetween(startDate, maturity),
    interestMinor: interestAtMaturity(amountMinor, rateBps, fraction),
    effectiveAnnualRate: depositEffectiveAnnualRate(rateBps / 10_000, fraction),
  };
}
