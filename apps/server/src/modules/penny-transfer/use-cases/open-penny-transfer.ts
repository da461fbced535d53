import { randomUUID } from 'node:crypto';
import { PENNY_TRANSFER_PURPOSE_CODE, type VariantPaymentOrder } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import { randomDigits } from '../../../infra/crypto/random';
import type { Transaction } from '../../../infra/db/database';
import type { ProductsService } from '../../products/service';
import type { AccountOf, DepositOf } from '../ports';
import { findOrder, findOrderOfProspect, insertOrder } from '../repository';
import { compactIban, upnOrderOf } from '../upn-order';

/** Twelve random digits in the reference: guessing another applicant's is hopeless. */
const REFERENCE_DIGITS = 12;
const REFERENCE_ATTEMPTS = 8;

export interface OpenPennyTransferDeps {
  readonly currency: string;
  /** The variant's order: reference, causal, UPN or not (decision 237). */
  readonly paymentOrder: VariantPaymentOrder;
  readonly amountCents: number;
  readonly payee: { readonly name: string; readonly street: string; readonly city: string };
  readonly products: Pick<ProductsService, 'advance' | 'forProspect'>;
  readonly accountOf: AccountOf;
  readonly depositOf: DepositOf;
}

/**
 * In the branch choice's transaction (welcome module's `afterBranchChosen`), for the processes
 * that need it (decision 143): the payment order, and the product to
 * PRODUCT_PENNY_TRANSFER_DISPLAYED. A second call finds the order there and changes nothing.
 */
export function createOpenPennyTransfer(deps: OpenPennyTransferDeps) {
  const { products } = deps;
  return async function open(
    tx: Transaction,
    opening: { readonly prospectId: string; readonly actorId: string },
    context: RequestContext,
  ): Promise<void> {
    const { prospectId } = opening;
    if ((await findOrderOfProspect(tx, prospectId)) !== null) return;
    const product = await products.forProspect(tx, prospectId);
    const account = await deps.accountOf(prospectId, tx);
    if (product === null || account === null) {
      throw new AppError(409, 'ACCOUNT_NOT_OPEN', {
        message: 'The product account is not open yet.',
      });
    }
    // A day deposit asks for the amount chosen, not the small proof payment (decision 232).
    const deposit = await deps.depositOf(prospectId, tx);
    const amountCents = deposit?.amountMinor ?? deps.amountCents;
    const id = randomUUID();
    for (let attempt = 0; ; attempt += 1) {
      const reference = deps.paymentOrder.reference(randomDigits(REFERENCE_DIGITS));
      const inserted = await insertOrder(tx, {
        id,
        prospectId,
        productId: product.productId,
        reference,
        iban: compactIban(account.iban),
        amountCents,
        currency: deps.currency,
        purposeCode: PENNY_TRANSFER_PURPOSE_CODE,
        // A day deposit's payment is the deposit itself (decision 232).
        causal:
          deposit === null ? deps.paymentOrder.causal.proof : deps.paymentOrder.causal.deposit,
        payeeName: deps.payee.name,
        payeeStreet: deps.payee.street,
        payeeCity: deps.payee.city,
        state: 'WAITING_FOR_PAYMENT',
      });
      if (inserted) {
        // Checked once here, so a payee setting the UPN cannot carry fails at the start.
        if (deps.paymentOrder.upnQr) {
          const row = await findOrder(tx, id);
          if (row !== null) upnOrderOf(row);
        }
        await recordAudit(tx, context, {
          actorType: 'applicant',
          actorId: opening.actorId,
          action: 'penny_transfer.opened',
          subjectType: 'prospect',
          subjectId: prospectId,
          details: { reference, amountCents, deposit: deposit !== null },
        });
        break;
      }
      if ((await findOrderOfProspect(tx, prospectId)) !== null) return;
      if (attempt + 1 >= REFERENCE_ATTEMPTS) throw new Error('No free payment reference.');
    }
    await products.advance(
      tx,
      {
        prospectId,
        from: ['PRODUCT_DOCUMENTS_SIGNED'],
        to: 'PRODUCT_PENNY_TRANSFER_DISPLAYED',
        actorId: opening.actorId,
      },
      context,
    );
  };
}
