import { z } from 'zod';
import { nextWorkingDay, type ClosingDays } from '../payments/activation-time';
import { formatIban } from '../payments/iban';
import { amortisationSchedule } from './annuity';
import type { LoanProduct } from './limits';
import { PERSONAL_LOAN_PRODUCT } from './limits';
import type { TLoanOffer } from './offer';
import { addMonthsToIsoDate } from './tenor';

/**
 * The loan's repayment plan with its dates (decision 233): the amortisation schedule of the offer
 * (annuity.ts: interest on the balance at rate/12 a month, half-up cents, the last instalment
 * absorbing the rounding) with the day each instalment falls due.
 *
 * The dates: the loan is paid out on the first working day after the credit agreement is signed
 * (a SEPA credit transfer is executed on a working day); instalment k falls k calendar months
 * after the payout, on the payout's day of the month or the month's last day when it has fewer
 * (31 January: 28 February, 31 March, 30 April). Each date is counted from the payout, not from
 * the date before, so a short month does not pull the later ones earlier. Each period is one
 * month, so each month's interest is the balance × rate/12 and the figures are the offer's.
 */

const ZIsoDate = z.iso.date();
const ZCents = z.number().int().nonnegative();

export const ZRepaymentPlanRow = z.object({
  /** 1 for the first instalment. */
  number: z.number().int().positive(),
  dueDate: ZIsoDate,
  /** The instalment without insurance: interest + principal. */
  instalmentCents: ZCents,
  interestCents: ZCents,
  principalCents: ZCents,
  /** The insurance premium due with it (0 without insurance). */
  premiumCents: ZCents,
  /** What is paid that day: instalment + premium. */
  paymentCents: ZCents,
  /** What is still owed after it. */
  balanceCents: ZCents,
});
export type TRepaymentPlanRow = z.infer<typeof ZRepaymentPlanRow>;

export const ZRepaymentPlan = z.object({
  currency: z.literal('EUR'),
  amountCents: ZCents,
  payoutDate: ZIsoDate,
  firstInstalmentDate: ZIsoDate,
  lastInstalmentDate: ZIsoDate,
  rows: z.array(ZRepaymentPlanRow),
  totalInterestCents: ZCents,
  totalPremiumCents: ZCents,
  /** Every payment of the plan: instalments and premiums (the approval fee is paid at payout). */
  totalPaymentsCents: ZCents,
});
export type TRepaymentPlan = z.infer<typeof ZRepaymentPlan>;

/** The payout day for a credit agreement signed at `signedAt`: the next working day. */
export function loanPayoutDate(signedAt: Date, timeZone: string, closingDays: ClosingDays): string {
  return nextWorkingDay(signedAt, timeZone, closingDays);
}

/** The day instalment `number` (1, 2, …) falls due, counted from the payout day. */
export function instalmentDueDate(payoutDate: string, number: number): string {
  if (!Number.isInteger(number) || number < 1) {
    throw new RangeError(`An instalment number is a whole number from 1: ${number}`);
  }
  return addMonthsToIsoDate(payoutDate, number);
}

/** The offer's schedule dated from the payout day. */
export function repaymentPlan(
  offer: Pick<TLoanOffer, 'amountCents' | 'tenorMonths' | 'insurancePremiumCents'>,
  payoutDate: string,
  product: LoanProduct = PERSONAL_LOAN_PRODUCT,
): TRepaymentPlan {
  const schedule = amortisationSchedule({
    principalCents: offer.amountCents,
    nominalAnnualRate: product.nominalAnnualRate,
    months: offer.tenorMonths,
  });
  const premiumCents = offer.insurancePremiumCents;
  const rows = schedule.rows.map((row) => ({
    number: row.month,
    dueDate: instalmentDueDate(payoutDate, row.month),
    instalmentCents: row.instalmentCents,
    interestCents: row.interestCents,
    principalCents: row.principalCents,
    premiumCents,
    paymentCents: row.instalmentCents + premiumCents,
    balanceCents: row.balanceCents,
  }));
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (first === undefined || last === undefined) throw new RangeError('A plan has instalments.');
  const totalPremiumCents = premiumCents * rows.length;
  return {
    currency: product.currency,
    amountCents: offer.amountCents,
    payoutDate,
    firstInstalmentDate: first.dueDate,
    lastInstalmentDate: last.dueDate,
    rows,
    totalInterestCents: schedule.totalInterestCents,
    totalPremiumCents,
    totalPaymentsCents: schedule.totalToRepayCents + totalPremiumCents,
  };
}

/** The columns a printed plan shows, in order; `premium` only with insurance. */
export const REPAYMENT_PLAN_COLUMNS = [
  'number',
  'dueDate',
  'payment',
  'interest',
  'principal',
  'premium',
  'balance',
] as const;
export type RepaymentPlanColumn = (typeof REPAYMENT_PLAN_COLUMNS)[number];

/** A printed column: its share of the text width and its alignment (amounts to the right). */
export interface PrintedPlanColumn {
  readonly id: RepaymentPlanColumn;
  readonly width: number;
  readonly align: 'start' | 'end';
}

/**
 * The plan as the cells of a printed table (the credit agreement and the plan's own PDF print the
 * same), money and dates written by the caller's formats.
 */
export function repaymentPlanCells(
  plan: TRepaymentPlan,
  format: { readonly money: (cents: number) => string; readonly date: (iso: string) => string },
): { readonly columns: readonly PrintedPlanColumn[]; readonly rows: string[][] } {
  const columns = REPAYMENT_PLAN_COLUMNS.filter(
    (column) => column !== 'premium' || plan.totalPremiumCents > 0,
  );
  // The number and the date are narrow; the amounts share the rest and align on the right.
  const amountShare = (1 - 0.07 - 0.15) / (columns.length - 2);
  const printed = columns.map((id) => ({
    id,
    width: id === 'number' ? 0.07 : id === 'dueDate' ? 0.15 : amountShare,
    align: id === 'dueDate' ? ('start' as const) : ('end' as const),
  }));
  const cell = (row: TRepaymentPlanRow, column: RepaymentPlanColumn): string => {
    switch (column) {
      case 'number':
        return String(row.number);
      case 'dueDate':
        return format.date(row.dueDate);
      case 'payment':
        return format.money(row.paymentCents);
      case 'interest':
        return format.money(row.interestCents);
      case 'principal':
        return format.money(row.principalCents);
      case 'premium':
        return format.money(row.premiumCents);
      case 'balance':
        return format.money(row.balanceCents);
    }
  };
  return {
    columns: printed,
    rows: plan.rows.map((row) => columns.map((column) => cell(row, column))),
  };
}

/** The payout facts the credit agreement and the repayment plan print, in this order. */
export const PAYOUT_FACTS = [
  'account',
  'payoutBank',
  'payoutDate',
  'firstInstalment',
  'lastInstalment',
] as const;
export type PayoutFact = (typeof PAYOUT_FACTS)[number];

/**
 * Where and when the loan is paid (decision 233) as the documents print it: each fact's name and
 * its value (the IBAN grouped by four, the dates by the caller's formatter); the paying bank only
 * when the bank connection named it. One list, so the agreement and the plan never differ.
 */
export function payoutFacts(
  payout: { readonly iban: string; readonly bankName: string | null },
  plan: Pick<TRepaymentPlan, 'payoutDate' | 'firstInstalmentDate' | 'lastInstalmentDate'>,
  date: (iso: string) => string,
): { readonly fact: PayoutFact; readonly value: string }[] {
  const facts: { fact: PayoutFact; value: string }[] = [
    { fact: 'account', value: formatIban(payout.iban) },
  ];
  if (payout.bankName !== null) facts.push({ fact: 'payoutBank', value: payout.bankName });
  facts.push(
    { fact: 'payoutDate', value: date(plan.payoutDate) },
    { fact: 'firstInstalment', value: date(plan.firstInstalmentDate) },
    { fact: 'lastInstalment', value: date(plan.lastInstalmentDate) },
  );
  return facts;
}
