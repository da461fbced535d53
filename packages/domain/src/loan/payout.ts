import { z } from 'zod';
import { sepaIbanProblem, type SepaIbanProblem } from '../payments/iban';
import { VARIANTS } from '../variants';

/**
 * Where the loan is paid (decision 233): the account of the bank connection whose statement the
 * applicant shared, or an IBAN they type. Either way the applicant declares the account is in
 * their own name; the payout's credit transfer carries their name, which the receiving bank's
 * verification of payee matches against the account (Regulation (EU) 2024/886).
 */
export const PAYOUT_ACCOUNT_SOURCES = ['BANK_CONNECTION', 'TYPED'] as const;
export const ZPayoutAccountSource = z.enum(PAYOUT_ACCOUNT_SOURCES);
export type PayoutAccountSource = z.infer<typeof ZPayoutAccountSource>;

/** The longest IBAN is 34 characters; with a space every four, 42. */
export const PAYOUT_IBAN_MAX_LENGTH = 42;

/**
 * The countries of the bank's variants (SI, AL): each pays its own country's accounts by a
 * domestic transfer, so an Albanian IBAN, outside the SEPA list ibantools keeps, is accepted too.
 */
const VARIANT_COUNTRIES: readonly string[] = Object.values(VARIANTS).map(
  (variant) => variant.country,
);

/** Why a loan cannot be paid into this IBAN (decision 233), null when it can. */
export function payoutIbanProblem(iban: string): SepaIbanProblem | null {
  return sepaIbanProblem(iban, VARIANT_COUNTRIES);
}

/**
 * A typed IBAN: its own check digits and a SEPA country (or a variant's own); the message is the
 * field's error key.
 */
export const ZPayoutIban = z
  .string()
  .max(PAYOUT_IBAN_MAX_LENGTH, { message: 'creditApproval.payout.errors.format' })
  .superRefine((value, context) => {
    const problem = payoutIbanProblem(value);
    if (problem !== null) {
      context.addIssue({ code: 'custom', message: `creditApproval.payout.errors.${problem}` });
    }
  });

const ZOwnAccountDeclared = z.literal(true, {
  message: 'creditApproval.payout.errors.declaration',
});

/** The payout account as the applicant chooses it with the offer (`selectloan`). */
export const ZPayoutAccountChoice = z.discriminatedUnion('source', [
  z
    .object({ source: z.literal('BANK_CONNECTION'), ownAccountDeclared: ZOwnAccountDeclared })
    .strict(),
  z
    .object({
      source: z.literal('TYPED'),
      iban: ZPayoutIban,
      ownAccountDeclared: ZOwnAccountDeclared,
    })
    .strict(),
]);
export type TPayoutAccountChoice = z.infer<typeof ZPayoutAccountChoice>;

/** A payout account as kept: the IBAN in its electronic form, the connected bank's name. */
export const ZPayoutAccount = z.object({
  source: ZPayoutAccountSource,
  iban: z.string().max(34),
  bankName: z.string().max(120).nullable(),
});
export type TPayoutAccount = z.infer<typeof ZPayoutAccount>;

/**
 * `GET onboarding/products/{id}/payoutaccount` (beyond spec, decision 233): the bank connection's
 * account the applicant may choose (masked, as the salary-statement step showed it), and the
 * account chosen with the offer once there is one (the full IBAN, electronic form).
 */
export const ZPayoutAccountOptions = z.object({
  bankConnection: z
    .object({ bankName: z.string().max(120), accountMasked: z.string().max(40) })
    .nullable(),
  chosen: ZPayoutAccount.nullable(),
  /** The payout day if the agreement were signed today: the next working day (decision 233). */
  payoutDateIfSignedToday: z.iso.date(),
});
export type TPayoutAccountOptions = z.infer<typeof ZPayoutAccountOptions>;

/**
 * `GET onboarding/products/{id}/payout` (beyond spec, decision 233): what is paid, where and when,
 * and the first instalment, as the welcome page and "My application" show it. Before the
 * signing the dates are those of a signing today (`signed` false).
 */
export const ZLoanPayoutView = z.object({
  currency: z.literal('EUR'),
  amountCents: z.number().int().positive(),
  account: ZPayoutAccount,
  signed: z.boolean(),
  payoutDate: z.iso.date(),
  firstInstalmentDate: z.iso.date(),
  lastInstalmentDate: z.iso.date(),
  instalments: z.number().int().positive(),
  /** What is paid on the first due date: instalment and, with insurance, its premium. */
  firstPaymentCents: z.number().int().positive(),
  /** The last payment, which absorbs the rounding of the others. */
  lastPaymentCents: z.number().int().positive(),
});
export type TLoanPayoutView = z.infer<typeof ZLoanPayoutView>;
