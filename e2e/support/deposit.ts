import type { TDepositTermsInput } from '@onboarding/domain';
import { expect, type BrowserContext } from '@playwright/test';
import type { SignedInApplicant } from './applicant';

/**
 * The day deposit of the journeys (decision 231): 10,000.00 EUR for 91 days, paid out at
 * maturity to the IBAN registry's Slovenian example (the applicant's own account elsewhere).
 */
export const JOURNEY_DEPOSIT = {
  amount: '10000',
  amountPaid: '10000.00',
  termDays: 91,
  atMaturity: 'PAYOUT',
  ownIban: 'SI56 2633 0001 2039 086',
} as const;

/** A journey's deposit: the amount chosen and paid, the term, what happens at maturity, from where. */
export interface JourneyDeposit {
  readonly amount: string;
  readonly amountPaid: string;
  readonly termDays: number;
  readonly atMaturity: TDepositTermsInput['atMaturity'];
  readonly ownIban: string;
}

/**
 * The deposit step through its call (`PUT prospects/{id}/deposit`), for journeys past it
 * (JOURNEY_DEPOSIT unless another is given).
 */
export async function chooseDepositViaApi(
  context: BrowserContext,
  baseUrl: string,
  applicant: Pick<SignedInApplicant, 'prospectId'>,
  deposit: JourneyDeposit = JOURNEY_DEPOSIT,
): Promise<void> {
  const body: TDepositTermsInput = {
    amount: deposit.amount,
    termDays: deposit.termDays,
    atMaturity: deposit.atMaturity,
    ownIban: deposit.ownIban,
  };
  const response = await context.request.put(
    `${baseUrl}/services/slo/onboarding/prospects/${applicant.prospectId}/deposit`,
    { data: body },
  );
  expect(response.status(), `deposit: ${await response.text()}`).toBe(200);
}
