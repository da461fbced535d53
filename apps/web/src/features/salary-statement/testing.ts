import type { TIncomeFound } from '@onboarding/domain';

/** What a bank connection found, as the tests of this step hand it to the confirmation. */
export const FOUND: TIncomeFound = {
  source: 'OPEN_BANKING',
  bankCode: '02',
  bankName: 'Sandbox Bank',
  accountMasked: '•••• 1234',
  months: [
    { month: '2026-08', salaryCents: 182_000, loanRepaymentsCents: 12_000 },
    { month: '2026-09', salaryCents: 176_500, loanRepaymentsCents: 12_000 },
    { month: '2026-10', salaryCents: 191_000, loanRepaymentsCents: 12_000 },
  ],
  monthlyNetIncomeCents: 183_167,
  existingMonthlyObligationsCents: 12_000,
};
