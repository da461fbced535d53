import { z } from 'zod';
import { compactIbanText, sepaIbanProblem } from '../payments/iban';
import { amountLimits, type TDepositRateTable } from './rate-table';

/** What happens at maturity: paid out to the applicant's own account, or renewed for the term. */
export const DEPOSIT_MATURITY_CHOICES = ['PAYOUT', 'RENEW'] as const;
export type DepositMaturityChoice = (typeof DEPOSIT_MATURITY_CHOICES)[number];
export const ZDepositMaturityChoice = z.enum(DEPOSIT_MATURITY_CHOICES, {
  message: 'depositTerms.errors.atMaturityRequired',
});

/** The field errors of the choice: message keys under `depositTerms.errors`. */
export const DEPOSIT_TERMS_ERRORS = {
  amountInvalid: 'depositTerms.errors.amountInvalid',
  amountBelowMin: 'depositTerms.errors.amountBelowMin',
  amountAboveMax: 'depositTerms.errors.amountAboveMax',
  termNotOffered: 'depositTerms.errors.termNotOffered',
  ibanRequired: 'depositTerms.errors.ibanRequired',
  ibanFormat: 'depositTerms.errors.ibanFormat',
  ibanChecksum: 'depositTerms.errors.ibanChecksum',
  ibanNotSepa: 'depositTerms.errors.ibanNotSepa',
} as const;

/**
 * Why the applicant's own account cannot fund and receive the deposit (null: it can): a valid
 * IBAN, and for a deposit in euros one a SEPA credit transfer reaches (decision 232).
 */
export function ownAccountProblem(
  iban: string,
  currency: string,
): (typeof DEPOSIT_TERMS_ERRORS)[keyof typeof DEPOSIT_TERMS_ERRORS] | null {
  const problem = sepaIbanProblem(iban);
  if (problem === null || (problem === 'notSepa' && currency !== 'EUR')) return null;
  if (problem === 'required') return DEPOSIT_TERMS_ERRORS.ibanRequired;
  if (problem === 'format') return DEPOSIT_TERMS_ERRORS.ibanFormat;
  if (problem === 'checksum') return DEPOSIT_TERMS_ERRORS.ibanChecksum;
  return DEPOSIT_TERMS_ERRORS.ibanNotSepa;
}

/** An amount as typed: digits, at most two decimals after "." or ","; spaces ignored. */
const AMOUNT = /^\d{1,12}([.,]\d{1,2})?$/;

/** The typed amount in minor units, or null when it is not an amount. */
export function typedAmountToMinor(typed: string): number | null {
  const compact = typed.replace(/[\s\u00a0\u202f]/g, '');
  if (!AMOUNT.test(compact)) return null;
  const [units = '0', fraction = ''] = compact.replace(',', '.').split('.');
  const minor = Number(units) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}

/**
 * The shape of the choice, the route's body: the amount as typed (decimal text in the currency),
 * the term in days, what happens at maturity and the applicant's own account at another bank (the
 * money comes from it and is paid back to it). The rules that need the rate table are in
 * `depositTermsSchema`, which the form's resolver and the route's use case both run.
 */
export const ZDepositTermsStructure = z.object({
  amount: z.string().max(32),
  termDays: z.number({ message: DEPOSIT_TERMS_ERRORS.termNotOffered }).int(),
  atMaturity: ZDepositMaturityChoice,
  ownIban: z.string().max(48),
});
export type TDepositTermsInput = z.input<typeof ZDepositTermsStructure>;

/** The stored choice: the amount in minor units. */
export interface TDepositTerms {
  readonly amountMinor: number;
  readonly termDays: number;
  readonly atMaturity: DepositMaturityChoice;
  /** Electronic form, e.g. SI56192001234567892. */
  readonly ownIban: string;
}

/**
 * The choice checked against the rate table valid on the start day (decision 232): an amount
 * below the lowest band or above the highest, or a term the table does not offer, is an error at
 * its field; the output carries the amount in minor units.
 */
export function depositTermsSchema(table: TDepositRateTable) {
  const { min, max } = amountLimits(table);
  return ZDepositTermsStructure.superRefine((input, ctx) => {
    const minor = typedAmountToMinor(input.amount);
    const amountError =
      minor === null
        ? DEPOSIT_TERMS_ERRORS.amountInvalid
        : minor < min
          ? DEPOSIT_TERMS_ERRORS.amountBelowMin
          : minor > max
            ? DEPOSIT_TERMS_ERRORS.amountAboveMax
            : null;
    if (amountError !== null)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: amountError });
    const ibanError = ownAccountProblem(input.ownIban, table.currency);
    if (ibanError !== null) ctx.addIssue({ code: 'custom', path: ['ownIban'], message: ibanError });
    if (!table.termsDays.includes(input.termDays)) {
      ctx.addIssue({
        code: 'custom',
        path: ['termDays'],
        message: DEPOSIT_TERMS_ERRORS.termNotOffered,
      });
    }
  }).transform((input): TDepositTerms => ({
    amountMinor: typedAmountToMinor(input.amount) ?? 0,
    termDays: input.termDays,
    atMaturity: input.atMaturity,
    ownIban: compactIbanText(input.ownIban),
  }));
}
