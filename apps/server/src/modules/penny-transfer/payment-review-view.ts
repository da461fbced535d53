import type { TPaymentReview } from '@onboarding/domain';
import { AppError } from '../../errors/app-error';
import type { Database } from '../../infra/db/database';
import type { EnteredDataSource } from '../eligibility/entered-data';
import { applicantNameOf } from './applicant-name';
import { findOrder, type IncomingPaymentRow } from './repository';

export const reviewNotFound = () => new AppError(404, 'NOT_FOUND', { message: 'No such payment.' });

export interface PaymentReviewViewDeps {
  readonly db: Database;
  readonly enteredData: EnteredDataSource;
}

/**
 * A payment as the console's review shows it: the payer's name and account beside the applicant's
 * name and declared account.
 */
export async function paymentReviewOf(
  deps: PaymentReviewViewDeps,
  row: IncomingPaymentRow,
): Promise<TPaymentReview> {
  const { db } = deps;
  const order = row.pennyTransferId === null ? null : await findOrder(db, row.pennyTransferId);
  if (order === null) throw reviewNotFound();
  const entered = await db.transaction((tx) => deps.enteredData.entered(tx, order.prospectId));
  const name = entered === null ? null : applicantNameOf(entered.names);
  return {
    id: row.id,
    prospectId: order.prospectId,
    payerName: row.payerName,
    applicantName: name === null ? '' : `${name.givenNames} ${name.surnames}`,
    amountCents: row.amountCents,
    currency: row.currency,
    reference: row.reference,
    receivedAt: row.receivedAt.toISOString(),
    outcome: row.outcome,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    // Rows from before the reason was kept were all about the payer's name (decision 143).
    reason: row.reviewReason ?? 'PAYER_NAME',
    expectedAmountCents: order.amountCents,
    // Decision 265: the operator compares the accounts too, not only the names.
    payerIban: row.payerIban,
    declaredIban: entered?.iban ?? null,
  };
}
