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

/** The deposit step through its call (`PUT prospects/{id}/deposit`), for journeys past it. */
export async function chooseDepositViaApi(
  context: BrowserContext,
  baseUrl: string,
  applicant: Pick<SignedInApplicant, 'prospectId'>,
): Promise<void> {
  const body: TDepositTermsInput = {
    amount: JOURNEY_DEPOSIT.amount,
    termDays: JOURNEY_DEPOSIT.termDays,
    atMaturity: JOURNEY_DEPOSIT.atMaturity,
    ownIban: JOURNEY_DEPOSIT.ownIban,
  };
  const response = await context.request.put(
    `${baseUrl}/services/slo/onboarding/prospects/${applicant.prospectId}/deposit`,
    { data: body },
  );
  expect(response.status(), `deposit: ${await response.text()}`).toBe(200);
}
