import { compactIbanText } from '../payments/iban';
import type { PaymentReviewReason } from '../payments/penny-transfer-api';

/**
 * Why a credit to a deposit's order cannot start the deposit by itself (decision 232): an amount
 * other than the one chosen, or a payer account other than the one the applicant declared as
 * their own (or none given by the feed). Null: it fits; the payer's name is checked after this.
 */
export function depositPaymentProblem(
  deposit: { readonly amountMinor: number; readonly ownIban: string },
  payment: { readonly amountCents: number; readonly payerIban: string | null },
): Extract<PaymentReviewReason, 'AMOUNT' | 'PAYER_ACCOUNT'> | null {
  if (payment.amountCents !== deposit.amountMinor) return 'AMOUNT';
  if (payment.payerIban === null) return 'PAYER_ACCOUNT';
  return compactIbanText(payment.payerIban) === compactIbanText(deposit.ownIban)
    ? null
    : 'PAYER_ACCOUNT';
}
