import type { TPaymentReview } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { StaffCaller } from '../../../infra/session/staff-caller';
import {
  paymentReviewOf,
  reviewNotFound,
  type PaymentReviewViewDeps,
} from '../payment-review-view';
import type { ActivateProduct, FundDeposit } from '../ports';
import { findPayment, moveOrder, setPaymentOutcome } from '../repository';

export interface DecidePaymentReviewDeps extends PaymentReviewViewDeps {
  readonly clock: Clock;
  readonly activateProduct: ActivateProduct;
  readonly fundDeposit: FundDeposit;
}

/**
 * An operator's decision on a payment whose payer's name did not match (decision 143): accepted,
 * the order is paid and the product active; refused, the money goes back and the product stays.
 */
function createDecidePaymentReview(deps: DecidePaymentReviewDeps) {
  const { db, clock } = deps;
  return async function decide(
    staff: StaffCaller,
    id: string,
    decision: 'ACCEPTED' | 'REFUSED',
    context: RequestContext,
  ): Promise<TPaymentReview> {
    const decided = await db.transaction(async (tx) => {
      const payment = await findPayment(tx, id);
      if (payment === null || payment.pennyTransferId === null) throw reviewNotFound();
      const now = clock();
      const row = await setPaymentOutcome(tx, id, {
        from: 'IN_REVIEW',
        to: decision,
        decidedBy: staff.staffId,
        decidedAt: now,
      });
      if (row === null) {
        throw new AppError(409, 'ALREADY_DECIDED', { message: 'This payment was decided.' });
      }
      const order = await moveOrder(
        tx,
        payment.pennyTransferId,
        ['IN_REVIEW'],
        decision === 'ACCEPTED' ? 'PAID' : 'REFUSED',
        decision === 'ACCEPTED' ? now : null,
      );
      if (order === null) {
        throw new AppError(409, 'ALREADY_DECIDED', { message: 'This order was decided.' });
      }
      await recordAudit(tx, context, {
        actorType: 'operator',
        actorId: staff.staffId,
        action: decision === 'ACCEPTED' ? 'penny_transfer.accepted' : 'penny_transfer.refused',
        subjectType: 'prospect',
        subjectId: order.prospectId,
        details: { paymentId: id, payerName: payment.payerName },
      });
      if (decision === 'ACCEPTED') {
        // An accepted deposit starts with the money that arrived (decision 232).
        await deps.fundDeposit(tx, {
          prospectId: order.prospectId,
          receivedAt: payment.receivedAt,
          amountMinor: payment.amountCents,
        });
        await deps.activateProduct(
          tx,
          { prospectId: order.prospectId, actorType: 'operator', actorId: staff.staffId },
          context,
        );
      } else {
        // The money goes back to the payer (the bank's return of a credit); the product stays.
        await recordAudit(tx, context, {
          actorType: 'operator',
          actorId: staff.staffId,
          action: 'payment.returned',
          subjectType: 'prospect',
          subjectId: order.prospectId,
          details: { paymentId: id, amountCents: payment.amountCents, reason: 'REFUSED' },
        });
      }
      return row;
    });
    return paymentReviewOf(deps, decided);
  };
}

/** The operator accepts the payer as the applicant: the product becomes active. */
export function createAcceptPayment(deps: DecidePaymentReviewDeps) {
  const decide = createDecidePaymentReview(deps);
  return (staff: StaffCaller, id: string, context: RequestContext) =>
    decide(staff, id, 'ACCEPTED', context);
}

/** The operator refuses the payer: the payment is returned, the product waits on. */
export function createRefusePayment(deps: DecidePaymentReviewDeps) {
  const decide = createDecidePaymentReview(deps);
  return (staff: StaffCaller, id: string, context: RequestContext) =>
    decide(staff, id, 'REFUSED', context);
}
