import { isWholeCents, roundCentsHalfUp } from './money';

/** spec 1 §9, spec 2 §9: payment protection insurance adds 6 % to the monthly instalment. */
export const INSURANCE_INSTALMENT_SURCHARGE_PERCENT = 6;

export interface AnnuityTerms {
  /** The amount lent, in cents. */
  readonly principalCents: number;
  /** Nominal (borrowing) annual rate as a fraction: 0.0699 for 6.99 %; interest is rate/12 a month. */
  readonly nominalAnnualRate: number;
  readonly months: number;
}

export interface ScheduleRow {
  /** 1 for the first instalment, one month after the drawdown. */
  readonly month: number;
  readonly instalmentCents: number;
  readonly interestCents: number;
  readonly principalCents: number;
  /** What is still owed after this instalment. */
  readonly balanceCents: number;
}

export interface AmortisationSchedule {
  /** The regular instalment (every month but possibly the last). */
  readonly instalmentCents: number;
  /** The last instalment, which absorbs the rounding of the others. */
  readonly lastInstalmentCents: number;
  readonly rows: readonly ScheduleRow[];
  readonly totalToRepayCents: number;
  readonly totalInterestCents: number;
}

function assertTerms({ principalCents, nominalAnnualRate, months }: AnnuityTerms): void {
  if (!isWholeCents(principalCents) || principalCents <= 0) {
    throw new RangeError(`principalCents must be a positive whole number: ${principalCents}`);
  }
  if (!Number.isFinite(nominalAnnualRate) || nominalAnnualRate < 0 || nominalAnnualRate >= 10) {
    throw new RangeError(`nominalAnnualRate must be a fraction in [0, 10): ${nominalAnnualRate}`);
  }
  if (!Number.isInteger(months) || months <= 0 || months > 1200) {
    throw new RangeError(`months must be a whole number in 1..1200: ${months}`);
  }
}

/**
 * The exact (unrounded) monthly annuity that repays `principal` in `months` equal instalments at
 * rate/12 a month: P·r / (1 − (1+r)^−n); with no interest it is P/n. Same unit as the principal.
 */
export function exactMonthlyAnnuity(
  principal: number,
  nominalAnnualRate: number,
  months: number,
): number {
  const r = nominalAnnualRate / 12;
  if (r === 0) return principal / months;
  return (principal * r) / -Math.expm1(-months * Math.log1p(r));
}

/** The regular monthly instalment in cents, rounded half up to a cent. */
export function monthlyInstalmentCents(terms: AnnuityTerms): number {
  assertTerms(terms);
  return roundCentsHalfUp(
    exactMonthlyAnnuity(terms.principalCents, terms.nominalAnnualRate, terms.months),
  );
}

/**
 * The month-by-month schedule in cents. Each month's interest is the balance × rate/12 rounded
 * half up to a cent; the regular instalment is the rounded annuity; the last instalment is
 * whatever balance remains plus its interest, so the principal parts add up to the principal
 * exactly.
 */
export function amortisationSchedule(terms: AnnuityTerms): AmortisationSchedule {
  const instalmentCents = monthlyInstalmentCents(terms);
  const r = terms.nominalAnnualRate / 12;
  const rows: ScheduleRow[] = [];
  let balance = terms.principalCents;
  for (let month = 1; month <= terms.months; month += 1) {
    const interestCents = roundCentsHalfUp(balance * r);
    const isLast = month === terms.months;
    // Clamped both ways: on tiny loans the rounded instalment can be below a month's interest or
    // pay off the balance before the last month.
    const principalPart = isLast
      ? balance
      : Math.min(balance, Math.max(0, instalmentCents - interestCents));
    balance -= principalPart;
    rows.push({
      month,
      instalmentCents: principalPart + interestCents,
      interestCents,
      principalCents: principalPart,
      balanceCents: balance,
    });
  }
  const totalToRepayCents = rows.reduce((sum, row) => sum + row.instalmentCents, 0);
  const last = rows[rows.length - 1];
  return {
    instalmentCents,
    lastInstalmentCents: last === undefined ? instalmentCents : last.instalmentCents,
    rows,
    totalToRepayCents,
    totalInterestCents: totalToRepayCents - terms.principalCents,
  };
}

/** spec 1 §9: the monthly insurance premium, 6 % of the regular instalment, rounded to a cent. */
export function insurancePremiumCents(instalmentCents: number): number {
  if (!isWholeCents(instalmentCents) || instalmentCents < 0) {
    throw new RangeError(`instalmentCents must be whole and not negative: ${instalmentCents}`);
  }
  return roundCentsHalfUp((instalmentCents * INSURANCE_INSTALMENT_SURCHARGE_PERCENT) / 100);
}

/** What the applicant pays a month: the instalment, plus 6 % of it with insurance. */
export function instalmentWithInsuranceCents(instalmentCents: number, insurance: boolean): number {
  return instalmentCents + (insurance ? insurancePremiumCents(instalmentCents) : 0);
}
