import type { TDepositChoice } from './api';

/**
 * Decision 232's worked example, chosen and not yet funded: 10,000.00 EUR for 91 days from Monday
 * 2 March 2026 at 1.70 %, paid out at maturity to the IBAN registry's Slovenian example. The
 * figures are the ones `quote.test.ts` computes by hand; tests on both sides start from it.
 */
export const EXAMPLE_DEPOSIT_CHOICE: TDepositChoice = {
  amountMinor: 1_000_000,
  termDays: 91,
  atMaturity: 'PAYOUT',
  ownIban: 'SI56263300012039086',
  fundedAt: null,
  quote: {
    currency: 'EUR',
    amountMinor: 1_000_000,
    termDays: 91,
    rateBps: 170,
    startDate: '2026-03-02',
    maturityDate: '2026-06-01',
    interestDays: 91,
    interestMinor: 4238,
    effectiveAnnualRate: 0.0171088,
  },
};
