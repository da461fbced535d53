import type { TIncomingPayment, TIncomingPaymentResult } from '@onboarding/domain';

/**
 * The port through which credits to product accounts reach the penny transfer (decision 143).
 *
 * In production the bank's payment feed (its core system, or a camt.054 credit notification
 * reader) calls `receive` once per credit booked to an account the portal opened, and must send:
 * - `paymentId`: the payment's end-to-end id (or the booking's unique id) — the same id again is
 *   the same payment, so a feed may deliver at least once;
 * - `creditorIban`: the account credited; `reference`: the creditor reference exactly as paid
 *   (model and number, e.g. SI121234567890120); `amountCents` and `currency`;
 * - `payerName` as the payer's bank sent it and `payerIban` when known;
 * - `instant`: whether it came as a SEPA Instant credit transfer; `receivedAt`: its booking time.
 * In development and tests the built-in simulator (the dev route and `npm run payments:simulate`)
 * calls the same method.
 */
export interface IncomingPaymentsPort {
  receive(payment: TIncomingPayment): Promise<TIncomingPaymentResult>;
}
