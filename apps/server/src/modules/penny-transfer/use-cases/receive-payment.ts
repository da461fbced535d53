import { randomUUID } from 'node:crypto';
import {
  depositPaymentProblem,
  matchPayerName,
  type PaymentReviewReason,
  type TIncomingPayment,
  type TIncomingPaymentResult,
} from '@onboarding/domain';
import { recordAudit, SYSTEM_CONTEXT } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { Database, Transaction } from '../../../infra/db/database';
import type { EnteredDataSource } from '../../eligibility/entered-data';
import { applicantName } from '../applicant-name';
import type { ActivateProduct, DepositOf, FundDeposit } from '../ports';
import {
  findOrderByReference,
  insertPayment,
  moveOrder,
  updatePaymentOutcome,
  type IncomingPaymentRow,
} from '../repository';
import { compactIban } from '../upn-order';

export interface ReceivePaymentDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly enteredData: EnteredDataSource;
  readonly activateProduct: ActivateProduct;
  readonly depositOf: DepositOf;
  readonly fundDeposit: FundDeposit;
}

/** The order a payment was matched to: its id and its prospect. */
type OrderOf = { readonly id: string; readonly prospectId: string };

const resultOf = (stored: IncomingPaymentRow, recorded: boolean): TIncomingPaymentResult => ({
  id: stored.id,
  paymentId: stored.paymentId,
  outcome: stored.outcome,
  recorded,
});

/**
 * The incoming-payments port's `receive` (decision 143): one delivered payment, in its own
 * transaction; the same feed id again changes nothing. A payer whose name matches the applicant's
 * activates the product at once, any other waits for an operator.
 */
export function createReceivePayment(deps: ReceivePaymentDeps) {
  const { db, clock } = deps;
  return async function receive(payment: TIncomingPayment): Promise<TIncomingPaymentResult> {
    return db.transaction(async (tx) => {
      const { row, inserted } = await insertPayment(tx, {
        id: randomUUID(),
        paymentId: payment.paymentId,
        pennyTransferId: null,
        creditorIban: compactIban(payment.creditorIban),
        reference: payment.reference.replace(/\s+/g, '').toUpperCase(),
        amountCents: payment.amountCents,
        currency: payment.currency,
        payerName: payment.payerName,
        payerIban: payment.payerIban,
        instant: payment.instant,
        receivedAt: new Date(payment.receivedAt),
        outcome: 'UNMATCHED',
      });
      if (!inserted) return resultOf(row, false);

      // The order is found by all three of reference, account and amount (decision 143); a day
      // deposit's by reference and account, and another amount goes to an operator (decision 232).
      const order = await findOrderByReference(tx, row.reference);
      const deposit = order === null ? null : await deps.depositOf(order.prospectId, tx);
      const fits =
        order !== null &&
        order.iban === row.creditorIban &&
        (deposit !== null || order.amountCents === row.amountCents) &&
        order.currency === row.currency;
      if (order === null || !fits) {
        await recordAudit(tx, SYSTEM_CONTEXT, {
          actorType: 'system',
          actorId: null,
          action: 'payment.unmatched',
          subjectType: 'payment',
          subjectId: row.id,
          details: { reference: row.reference, amountCents: row.amountCents },
        });
        return resultOf(row, true);
      }
      const name = await applicantName(deps.enteredData, tx, order.prospectId);
      const match =
        name === null
          ? ({ matches: false, reason: 'EMPTY' } as const)
          : matchPayerName(row.payerName, name);
      const depositProblem = deposit === null ? null : depositPaymentProblem(deposit, row);
      const starts = match.matches && depositProblem === null;
      const moved = await moveOrder(
        tx,
        order.id,
        ['WAITING_FOR_PAYMENT'],
        starts ? 'PAID' : 'IN_REVIEW',
        starts ? clock() : null,
      );
      if (moved === null) {
        // Paid already, in review or refused: this money goes back by the bank's usual way.
        const stored = await updatePaymentOutcome(tx, row.id, 'ALREADY_PAID', null, order.id);
        await recordAudit(tx, SYSTEM_CONTEXT, {
          actorType: 'system',
          actorId: null,
          action: 'payment.returned',
          subjectType: 'prospect',
          subjectId: order.prospectId,
          details: { paymentId: row.id, reason: 'ALREADY_PAID' },
        });
        return resultOf(stored, true);
      }
      if (starts) return resultOf(await startProduct(deps, tx, row, order), true);
      // The amount or account of a deposit first: the operator sees the weightier reason.
      const reviewReason = depositProblem ?? 'PAYER_NAME';
      const nameReason = match.matches ? null : match.reason;
      return resultOf(await sendToReview(tx, row, order, reviewReason, nameReason), true);
    });
  };
}

/** A payment that fits: the order paid, a deposit started, the product active (decision 143). */
async function startProduct(
  deps: Pick<ReceivePaymentDeps, 'fundDeposit' | 'activateProduct'>,
  tx: Transaction,
  row: IncomingPaymentRow,
  order: OrderOf,
): Promise<IncomingPaymentRow> {
  const { prospectId } = order;
  const stored = await updatePaymentOutcome(tx, row.id, 'MATCHED', null, order.id);
  await recordAudit(tx, SYSTEM_CONTEXT, {
    actorType: 'system',
    actorId: null,
    action: 'penny_transfer.paid',
    subjectType: 'prospect',
    subjectId: prospectId,
    details: { paymentId: row.id, instant: row.instant },
  });
  // A day deposit starts on the day its money arrived (decision 232).
  await deps.fundDeposit(tx, {
    prospectId,
    receivedAt: row.receivedAt,
    amountMinor: row.amountCents,
  });
  await deps.activateProduct(
    tx,
    // The system acts on this payment: the audit trail names it.
    { prospectId, actorType: 'system', actorId: row.id },
    SYSTEM_CONTEXT,
  );
  return stored;
}

/** A payment an operator decides on, with why (decisions 143 and 232). */
async function sendToReview(
  tx: Transaction,
  row: IncomingPaymentRow,
  order: OrderOf,
  reviewReason: PaymentReviewReason,
  nameReason: IncomingPaymentRow['nameCheck'],
): Promise<IncomingPaymentRow> {
  const { prospectId } = order;
  const stored = await updatePaymentOutcome(
    tx,
    row.id,
    'IN_REVIEW',
    nameReason,
    order.id,
    reviewReason,
  );
  await recordAudit(tx, SYSTEM_CONTEXT, {
    actorType: 'system',
    actorId: null,
    action:
      reviewReason === 'PAYER_NAME'
        ? 'penny_transfer.name_mismatch'
        : 'penny_transfer.deposit_mismatch',
    subjectType: 'prospect',
    subjectId: prospectId,
    details: { paymentId: row.id, reason: nameReason ?? reviewReason },
  });
  return stored;
}
