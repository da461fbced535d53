import type { TLoanApplication } from '@onboarding/domain';
import type { LoanApplicationRow } from './repository';

export function toApplication(row: LoanApplicationRow): TLoanApplication {
  return {
    source: row.source,
    bankCode: row.bankCode,
    monthlyNetIncomeCents: row.monthlyNetIncomeCents,
    existingMonthlyObligationsCents: row.existingMonthlyObligationsCents,
    dependants: row.dependants,
    wish: row.wish,
    confirmedAt: row.confirmedAt.toISOString(),
  };
}
