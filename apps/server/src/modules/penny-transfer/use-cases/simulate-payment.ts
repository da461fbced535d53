import { randomUUID } from 'node:crypto';
import {
  decimalToCents,
  type TIncomingPaymentResult,
  type TSimulatedPaymentRequest,
} from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import type { Clock } from '../../../infra/clock';
import type { Database } from '../../../infra/db/database';
import type { IncomingPaymentsPort } from '../incoming-payments';
import { findOrderByReference } from '../repository';

export interface SimulatePaymentDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly currency: string;
  /** The module's own `receive`: the simulator goes the feed's way. */
  readonly receive: IncomingPaymentsPort['receive'];
}

/** Development only: "pays" an order as the bank's feed would report it (decision 143). */
export function createSimulatePayment(deps: SimulatePaymentDeps) {
  const { db, clock, receive } = deps;
  return async function simulate(
    request: TSimulatedPaymentRequest,
  ): Promise<TIncomingPaymentResult> {
    const reference = request.reference.replace(/\s+/g, '').toUpperCase();
    const order = await findOrderByReference(db, reference);
    const iban = request.iban ?? order?.iban ?? '';
    if (iban === '') {
      throw new AppError(400, 'VALIDATION_FAILED', {
        message: 'No order has this reference; give the IBAN paid to.',
        fieldErrors: [{ field: 'iban', code: 'REQUIRED' }],
      });
    }
    return receive({
      paymentId: request.paymentId ?? `SIM-${randomUUID()}`,
      creditorIban: iban,
      reference,
      amountCents: decimalToCents(request.amount),
      currency: order?.currency ?? deps.currency,
      payerName: request.payerName,
      payerIban: request.payerIban ?? null,
      instant: request.instant ?? true,
      receivedAt: clock().toISOString(),
    });
  };
}
