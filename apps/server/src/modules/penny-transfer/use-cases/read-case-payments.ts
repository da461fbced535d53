import type { TCasePayment } from '@onboarding/domain';
import type { Database } from '../../../infra/db/database';
import { findOrderOfProspect, paymentsOfOrder } from '../repository';

export interface ReadCasePaymentsDeps {
  readonly db: Database;
}

/**
 * The payments received for a prospect's order, in the order received, each with the payer's
 * account, for the staff's case page (decision 265); none without an order.
 */
export function createReadCasePayments({ db }: ReadCasePaymentsDeps) {
  return async function readCasePayments(prospectId: string): Promise<TCasePayment[]> {
    const order = await findOrderOfProspect(db, prospectId);
    if (order === null) return [];
    return (await paymentsOfOrder(db, order.id)).map((row) => ({
      id: row.id,
      receivedAt: row.receivedAt.toISOString(),
      amountCents: row.amountCents,
      currency: row.currency,
      payerName: row.payerName,
      payerIban: row.payerIban,
      outcome: row.outcome,
    }));
  };
}
