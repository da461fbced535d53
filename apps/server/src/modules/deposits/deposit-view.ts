import type { TDepositChoice } from '@onboarding/domain';
import type { DataCipher } from '../../infra/crypto/data-cipher';
import type { DepositRow } from './repository';

/** The sealed own IBAN opens only on its own prospect's row (DESIGN "PII"). */
export const ownIbanContext = (prospectId: string) => `prospect:${prospectId}:deposit-own-iban`;

export function toDepositChoice(row: DepositRow, cipher: DataCipher): TDepositChoice {
  return {
    amountMinor: row.amountMinor,
    termDays: row.termDays,
    atMaturity: row.atMaturity,
    ownIban: cipher.openText(row.ownIbanSealed, ownIbanContext(row.prospectId)),
    // Once funded, the figures of the day the money arrived (decision 232).
    quote: row.fundedQuote ?? row.quote,
    fundedAt: row.fundedAt?.toISOString() ?? null,
  };
}
