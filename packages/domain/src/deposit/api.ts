import { z } from 'zod';
import { ZDepositMaturityChoice } from './choice';
import { ZDepositRateTable } from './rate-table';

/**
 * The deposit step's calls (decision 231), under /services/slo with the session cookie; `{id}` is
 * the session's own prospect (else 404):
 * - `GET onboarding/prospects/{id}/deposit` → ZDepositStep (the offer and the stored choice);
 * - `PUT onboarding/prospects/{id}/deposit` ZDepositTermsStructure → ZDepositChoice.
 */

export const ZDepositParams = z.object({ id: z.string().max(64) });

export const ZDepositQuote = z.object({
  currency: z.string().length(3),
  amountMinor: z.number().int().positive(),
  termDays: z.number().int().positive(),
  rateBps: z.number().int().min(0),
  startDate: z.iso.date(),
  maturityDate: z.iso.date(),
  interestDays: z.number().int().positive(),
  interestMinor: z.number().int().min(0),
  effectiveAnnualRate: z.number().min(0),
});
export type TDepositQuote = z.infer<typeof ZDepositQuote>;

/** What the applicant chose and what it gives. `fundedAt` is set once the money has arrived. */
export const ZDepositChoice = z.object({
  amountMinor: z.number().int().positive(),
  termDays: z.number().int().positive(),
  atMaturity: ZDepositMaturityChoice,
  /** The applicant's own account (electronic form): the money comes from it and returns to it. */
  ownIban: z.string(),
  quote: ZDepositQuote,
  fundedAt: z.iso.datetime().nullable(),
});
export type TDepositChoice = z.infer<typeof ZDepositChoice>;

export const ZDepositStep = z.object({
  /** The table valid today, from which the page computes its live quote as the server does. */
  table: ZDepositRateTable,
  /** The quote's start day: today in the bank's zone. */
  startDate: z.iso.date(),
  /** The bank's own closing days besides the public holidays (a maturity moves past them). */
  extraClosingDays: z.array(z.iso.date()),
  choice: ZDepositChoice.nullable(),
});
export type TDepositStep = z.infer<typeof ZDepositStep>;
