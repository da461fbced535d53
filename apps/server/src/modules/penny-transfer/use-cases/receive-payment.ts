import { randomUUID } from 'node:crypto';
import {
  matchPayerName,
  type TIncomingPayment,
  type TIncomingPaymentResult,
} from '@onboarding/domain';
import { recordAudit, SYSTEM_CONTEXT } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { Database } from '../../../infra/db/database';
import type { EnteredDataSource } from '../../eligibility/entered-data';
import { applicantName } from '../applicant-name';
import type { ActivateProduct } from '../ports';
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
}

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

      // The order is found by all three of reference, account and amount (decision 143).
      const order = await findOrderByReference(tx, row.reference);
      const fits =
        order !== null &&
        order.iban === row.creditorIban &&
        order.amountCents === row.amountCents &&
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
      const moved = await moveOrder(
        tx,
        order.id,
        ['WAITING_FOR_PAYMENT'],
        match.matches ? 'PAID' : 'IN_REVIEW',
        match.matches ? clock() : null,
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
      if (match.matches) {
        const stored = await updatePaymentOutcome(tx, row.id, 'MATCHED', null, order.id);
        await recordAudit(tx, SYSTEM_CONTEXT, {
          actorType: 'system',
          actorId: null,
          action: 'penny_transfer.paid',
          subjectType: 'prospect',
          subjectId: order.prospectId,
          details: { paymentId: row.id, instant: row.instant },
        });
        await deps.activateProduct(
          tx,
          // The system acts on this payment: the audit trail names it.
          { prospectId: order.prospectId, actorType: 'system', actorId: row.id },
          SYSTEM_CONTEXT,
        );
        return resultOf(stored, true);
      }
      const stored = await updatePaymentOutcome(tx, row.id, 'IN_REVIEW', match.reason, order.id);
      await recordAudit(tx, SYSTEM_CONTEXT, {
        actorType: 'system',
        actorId: null,
        action: 'penny_transfer.name_mismatch',
        subjectType: 'prospect',
        subjectId: order.prospectId,
        details: { paymentId: row.id, reason: match.reason },
      });
      return resultOf(stored, true);
    });
  };
}
