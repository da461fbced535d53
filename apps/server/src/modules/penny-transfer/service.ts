import { randomUUID } from 'node:crypto';
import {
  activationTimes,
  buildUpnQrPayload,
  decimalToCents,
  matchPayerName,
  PENNY_TRANSFER_PURPOSE_CODE,
  si12Reference,
  type ClosingDays,
  type TIncomingPayment,
  type TIncomingPaymentResult,
  type TPaymentReview,
  type TPaymentReviewList,
  type TPennyTransfer,
  type TSimulatedPaymentRequest,
} from '@onboarding/domain';
import { AppError } from '../../errors/app-error';
import { recordAudit, SYSTEM_CONTEXT, type RequestContext } from '../../infra/audit/audit-log';
import type { Clock } from '../../infra/clock';
import { randomDigits } from '../../infra/crypto/random';
import type { Database, Transaction } from '../../infra/db/database';
import type { StaffCaller } from '../../infra/session/staff-caller';
import type { EnteredDataSource } from '../eligibility/entered-data';
import type { ProductsService } from '../products/service';
import type { ProspectsService } from '../prospects/service';
import type { IncomingPaymentsPort } from './incoming-payments';
import { symbolSvgDataUrl, upnQrSymbol } from './qr-symbol';
import {
  findOrder,
  findOrderByReference,
  findOrderOfProspect,
  findPayment,
  insertOrder,
  insertPayment,
  moveOrder,
  paymentsInReview,
  paymentsOfOrder,
  setPaymentOutcome,
  updatePaymentOutcome,
  type IncomingPaymentRow,
  type PennyTransferRow,
} from './repository';

/** The welcome module's one way to PRODUCT_ACTIVE (contract: decision 140). */
export type ActivateProduct = (
  tx: Transaction,
  activation: {
    readonly prospectId: string;
    readonly actorType: 'system' | 'operator';
    readonly actorId: string;
  },
  context: RequestContext,
) => Promise<unknown>;

export interface PennyTransferDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly timeZone: string;
  readonly currency: string;
  readonly closingDays: ClosingDays;
  readonly amountCents: number;
  readonly payee: { readonly name: string; readonly street: string; readonly city: string };
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly products: Pick<ProductsService, 'advance' | 'find' | 'forProspect'>;
  readonly enteredData: EnteredDataSource;
  /** The product account (the bank-accounts module); null before the dossier opened it. */
  readonly accountOf: (
    prospectId: string,
    tx?: Database | Transaction,
  ) => Promise<{ readonly iban: string } | null>;
  /** Late-bound in services.ts: the welcome module is built after this one. */
  readonly activateProduct: ActivateProduct;
}

/** The applicant's page asks again this often while the payment is awaited (decision 143). */
export const PENNY_TRANSFER_POLL_MS = 10_000;
/** The causal the applicant's bank shows: short, Latin-2, at most 42 characters (UPN field 13). */
const CAUSAL = 'Prvo nakazilo - aktivacija produkta';
/** Twelve random digits under SI12: guessing another applicant's reference is hopeless. */
const REFERENCE_DIGITS = 12;
const REFERENCE_ATTEMPTS = 8;

const notFound = () => new AppError(404, 'NOT_FOUND', { message: 'No such penny transfer.' });
const reviewNotFound = () => new AppError(404, 'NOT_FOUND', { message: 'No such payment.' });

interface Owner {
  readonly userId: string;
}

function applicantNameOf(names: { firstName: string; secondName: string | null; surname: string }) {
  return {
    givenNames: [names.firstName, names.secondName ?? ''].join(' ').trim(),
    surnames: names.surname,
  };
}

function compactIban(iban: string): string {
  return iban.replace(/\s+/g, '').toUpperCase();
}

/**
 * The penny transfer (issue 15 point 3, decision 143): a small first payment from the
 * applicant's own account proves the account is theirs and opens the product. The order shows
 * as UPN fields and a UPN QR; the bank's feed reports the credit through `receive`; a payer whose
 * name matches activates the product at once, any other waits for an operator.
 */
export function createPennyTransferService(deps: PennyTransferDeps) {
  const { db, clock, prospects, products } = deps;

  const orderFor = (row: PennyTransferRow) =>
    buildUpnQrPayload({
      amountCents: row.amountCents,
      purposeCode: row.purposeCode,
      purpose: row.causal,
      recipient: {
        iban: row.iban,
        reference: row.reference,
        name: row.payeeName,
        street: row.payeeStreet,
        city: row.payeeCity,
      },
    });

  const toView = (row: PennyTransferRow): TPennyTransfer => ({
    productId: row.productId,
    prospectId: row.prospectId,
    state: row.state,
    beneficiary: { name: row.payeeName, street: row.payeeStreet, city: row.payeeCity },
    iban: row.iban,
    causal: row.causal,
    amount: { cents: row.amountCents, currency: row.currency },
    reference: row.reference,
    purposeCode: row.purposeCode,
    qrCode: symbolSvgDataUrl(upnQrSymbol(orderFor(row).text)),
    activation: activationTimes(clock(), deps.timeZone, deps.closingDays),
    paidAt: row.paidAt?.toISOString() ?? null,
    pollIntervalMs: PENNY_TRANSFER_POLL_MS,
  });

  const applicantName = async (tx: Transaction, prospectId: string) => {
    const entered = await deps.enteredData.entered(tx, prospectId);
    return entered === null ? null : applicantNameOf(entered.names);
  };

  const toReview = async (row: IncomingPaymentRow): Promise<TPaymentReview> => {
    const order = row.pennyTransferId === null ? null : await findOrder(db, row.pennyTransferId);
    if (order === null) throw reviewNotFound();
    const name = await db.transaction((tx) => applicantName(tx, order.prospectId));
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
    };
  };

  /** One delivered payment, in its own transaction; the same feed id again changes nothing. */
  const receive = async (payment: TIncomingPayment): Promise<TIncomingPaymentResult> =>
    db.transaction(async (tx) => {
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
      const result = (stored: IncomingPaymentRow, recorded: boolean) => ({
        id: stored.id,
        paymentId: stored.paymentId,
        outcome: stored.outcome,
        recorded,
      });
      if (!inserted) return result(row, false);

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
        return result(row, true);
      }
      const name = await applicantName(tx, order.prospectId);
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
        return result(stored, true);
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
        return result(stored, true);
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
      return result(stored, true);
    });

  const decide = async (
    staff: StaffCaller,
    id: string,
    decision: 'ACCEPTED' | 'REFUSED',
    context: RequestContext,
  ): Promise<TPaymentReview> => {
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
    return toReview(decided);
  };

  const payments: IncomingPaymentsPort = { receive };

  return {
    /** The prospect's payment order and the payments matched to it (case evidence, decision 151). */
    async evidenceOf(prospectId: string) {
      const order = await findOrderOfProspect(db, prospectId);
      const payments = order === null ? [] : await paymentsOfOrder(db, order.id);
      const subjectIds = [...(order === null ? [] : [order]), ...payments].map((row) => row.id);
      return { records: { order, payments }, files: [], subjectIds };
    },

    /**
     * In the branch choice's transaction (welcome module's `afterBranchChosen`), for the
     * processes that need it: the payment order, and the product to
     * PRODUCT_PENNY_TRANSFER_DISPLAYED. A second call finds the order there and changes nothing.
     */
    async open(
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
      const id = randomUUID();
      for (let attempt = 0; ; attempt += 1) {
        const reference = si12Reference(randomDigits(REFERENCE_DIGITS));
        const inserted = await insertOrder(tx, {
          id,
          prospectId,
          productId: product.productId,
          reference,
          iban: compactIban(account.iban),
          amountCents: deps.amountCents,
          currency: deps.currency,
          purposeCode: PENNY_TRANSFER_PURPOSE_CODE,
          causal: CAUSAL,
          payeeName: deps.payee.name,
          payeeStreet: deps.payee.street,
          payeeCity: deps.payee.city,
          state: 'WAITING_FOR_PAYMENT',
        });
        if (inserted) {
          // Checked once here, so a payee setting the UPN cannot carry fails at the start.
          const row = await findOrder(tx, id);
          if (row !== null) orderFor(row);
          await recordAudit(tx, context, {
            actorType: 'applicant',
            actorId: opening.actorId,
            action: 'penny_transfer.opened',
            subjectType: 'prospect',
            subjectId: prospectId,
            details: { reference, amountCents: deps.amountCents },
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
    },

    /** The page's data: the product's (its owner's only; another's id is as unknown as none). */
    async display(owner: Owner, productId: string): Promise<TPennyTransfer> {
      const product = /^[0-9a-f-]{36}$/i.test(productId)
        ? await products.find(db, productId)
        : null;
      if (product === null || product.prospectId === null) throw notFound();
      await prospects.requireOwn(db, owner, product.prospectId).catch(() => {
        throw notFound();
      });
      const order = await findOrderOfProspect(db, product.prospectId);
      if (order === null) throw notFound();
      return toView(order);
    },

    /** The welcome page's payment block (while a payment is pending); null without an order. */
    async ofProspect(prospectId: string): Promise<TPennyTransfer | null> {
      const order = await findOrderOfProspect(db, prospectId);
      return order === null ? null : toView(order);
    },

    payments,

    /** Development only: "pays" an order as the bank's feed would report it. */
    async simulate(request: TSimulatedPaymentRequest): Promise<TIncomingPaymentResult> {
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
        payerIban: null,
        instant: request.instant ?? true,
        receivedAt: clock().toISOString(),
      });
    },

    /** The console's list: payments whose payer's name an operator must compare. */
    async reviews(): Promise<TPaymentReviewList> {
      const rows = await paymentsInReview(db);
      return { items: await Promise.all(rows.map(toReview)) };
    },

    accept: (staff: StaffCaller, id: string, context: RequestContext) =>
      decide(staff, id, 'ACCEPTED', context),

    refuse: (staff: StaffCaller, id: string, context: RequestContext) =>
      decide(staff, id, 'REFUSED', context),
  };
}

export type PennyTransferService = ReturnType<typeof createPennyTransferService>;
