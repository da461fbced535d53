import type { AmortisationSchedule } from './annuity';
import { isWholeCents } from './money';

/**
 * Directive 2008/48/EC Annex I Part I (kept by Directive (EU) 2023/2225): the APR X solves
 *   Σ C_k (1+X)^(−t_k) = Σ D_l (1+X)^(−s_l)
 * with drawdowns C_k at t_k and repayments or charges D_l at s_l, times in years from the first
 * drawdown (t_1 = 0).
 */
export interface CashFlow {
  /** Positive amount, any unit as long as all flows share it. */
  readonly amount: number;
  /** Years from the first drawdown; Remark (c): 365 days or 12 equal months a year. */
  readonly years: number;
}

export interface AprFlows {
  readonly drawdowns: readonly CashFlow[];
  readonly repayments: readonly CashFlow[];
}

/** Remark (c): a year of 12 equal months; a monthly instalment m falls at m/12 years. */
export const MONTHS_PER_YEAR = 12;
/** Remark (c): calendar basis, 365 days a year (366 in a leap year). */
export const DAYS_PER_YEAR = 365;

const TOLERANCE = 1e-12;
const MAX_ITERATIONS = 200;

function assertFlows({ drawdowns, repayments }: AprFlows): void {
  const all = [...drawdowns, ...repayments];
  if (drawdowns.length === 0 || repayments.length === 0) {
    throw new RangeError('APR needs at least one drawdown and one repayment');
  }
  for (const flow of all) {
    if (!Number.isFinite(flow.amount) || flow.amount <= 0) {
      throw new RangeError(`Cash flow amounts must be positive: ${flow.amount}`);
    }
    if (!Number.isFinite(flow.years) || flow.years < 0) {
      throw new RangeError(`Cash flow times must be >= 0 years: ${flow.years}`);
    }
  }
  if (!drawdowns.some((flow) => flow.years === 0)) {
    // Remark (b): the starting date is that of the first drawdown.
    throw new RangeError('The first drawdown must be at time 0');
  }
}

/** f(X) = PV(drawdowns) − PV(repayments), and its derivative, at X. */
function presentValueGap(flows: AprFlows, x: number): { value: number; slope: number } {
  const logBase = Math.log1p(x);
  let value = 0;
  let slope = 0;
  const add = (flow: CashFlow, sign: number) => {
    const discounted = flow.amount * Math.exp(-flow.years * logBase);
    value += sign * discounted;
    slope += (sign * -flow.years * discounted) / (1 + x);
  };
  flows.drawdowns.forEach((flow) => add(flow, 1));
  flows.repayments.forEach((flow) => add(flow, -1));
  return { value, slope };
}

/**
 * The unrounded APR as a fraction (0.0723 for 7.23 %). Newton's method kept inside a bracket
 * where f changes sign, falling back to bisection whenever a Newton step leaves the bracket or
 * does not shrink it fast enough, so it converges for any flows that have a root.
 */
export function solveApr(flows: AprFlows): number {
  assertFlows(flows);
  const f = (x: number) => presentValueGap(flows, x).value;
  // f(−1⁺) is dominated by the latest flows, f(∞) by the drawdown at 0: find a sign change.
  let low = -0.99;
  let high = 1;
  while (f(high) < 0 && high < 1e9) high *= 2;
  while (f(low) > 0 && low > -1 + 1e-12) low = -1 + (low + 1) / 16;
  const fLow = f(low);
  const fHigh = f(high);
  if (fLow > 0 || fHigh < 0) {
    throw new RangeError('These cash flows have no APR (no sign change of the present values)');
  }
  let x = fLow === 0 ? low : fHigh === 0 ? high : Math.min(Math.max(0.05, low), high);
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration += 1) {
    const { value, slope } = presentValueGap(flows, x);
    if (value === 0) return x;
    // f increases with X for ordinary loans; keep the bracket [low, high] with f(low) < 0 < f(high).
    if (value < 0) low = x;
    else high = x;
    const newton = slope === 0 ? Number.NaN : x - value / slope;
    const next =
      Number.isFinite(newton) && newton > low && newton < high ? newton : (low + high) / 2;
    if (Math.abs(next - x) <= TOLERANCE * Math.max(1, Math.abs(x))) return next;
    x = next;
  }
  return x;
}

/**
 * Remark (d): the APR in percent to one decimal place, the following figure ≥ 5 rounding up
 * ("half up"). Float noise is removed first so 12.95 exactly is not read as 12.9499….
 */
export function roundAprPercent(apr: number): number {
  const tenthsOfPercent = Number((apr * 1000).toPrecision(12));
  return Math.floor(tenthsOfPercent + 0.5) / 10;
}

export interface LoanAprInput {
  readonly principalCents: number;
  readonly schedule: AmortisationSchedule;
  /** Charges the applicant pays at drawdown (approval fee): they reduce the amount drawn. */
  readonly upfrontFeesCents: number;
  /**
   * Costs due with every instalment that count in the total cost of credit (Art. 3(g)): the
   * insurance premium only when the insurance is a condition of the credit; 0 otherwise.
   */
  readonly monthlyCostsCents: number;
}

/**
 * The flows of an instalment loan for the APR: one drawdown of principal − upfront fees at 0 and
 * each instalment (plus any compulsory monthly cost) at month/12 years (12 equal months).
 */
export function loanAprFlows(input: LoanAprInput): AprFlows {
  const { principalCents, schedule, upfrontFeesCents, monthlyCostsCents } = input;
  if (!isWholeCents(upfrontFeesCents) || upfrontFeesCents < 0) {
    throw new RangeError(`upfrontFeesCents must be whole and not negative: ${upfrontFeesCents}`);
  }
  if (!isWholeCents(monthlyCostsCents) || monthlyCostsCents < 0) {
    throw new RangeError(`monthlyCostsCents must be whole and not negative: ${monthlyCostsCents}`);
  }
  if (upfrontFeesCents >= principalCents) {
    throw new RangeError('Upfront fees must be below the principal');
  }
  return {
    drawdowns: [{ amount: principalCents - upfrontFeesCents, years: 0 }],
    repayments: schedule.rows.map((row) => ({
      amount: row.instalmentCents + monthlyCostsCents,
      years: row.month / MONTHS_PER_YEAR,
    })),
  };
}

export interface LoanApr {
  /** Unrounded, as a fraction: for tests and comparisons. */
  readonly apr: number;
  /** Percent to one decimal, half up (Remark (d)): what the applicant is shown. */
  readonly aprPercent: number;
}

export function loanApr(input: LoanAprInput): LoanApr {
  const apr = solveApr(loanAprFlows(input));
  return { apr, aprPercent: roundAprPercent(apr) };
}

/** The effective annual rate of a nominal annual rate compounded monthly: (1 + r/12)^12 − 1. */
export function effectiveAnnualRate(nominalAnnualRate: number): number {
  return Math.expm1(MONTHS_PER_YEAR * Math.log1p(nominalAnnualRate / MONTHS_PER_YEAR));
}
