import type {
  IncomingPaymentOutcome,
  PayerNameMatch,
  PaymentReviewReason,
  PennyTransferState,
} from '@onboarding/domain';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, optionalTime, requiredTime } from '../../infra/db/columns';
import { prospects } from '../prospects/tables';

/**
 * The payment orders of the penny transfer (decision 143): one per prospect, created when the
 * applicant reaches /pennytransfer, found again by its reference when the money arrives.
 */
export const pennyTransfers = pgTable(
  'penny_transfers',
  {
    id: uuid('id').primaryKey(),
    prospectId: uuid('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull(),
    /** SI12 model and number with its control digit, without spaces. */
    reference: text('reference').notNull(),
    /** The product account paid into (the bank-accounts module's IBAN). */
    iban: text('iban').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    purposeCode: text('purpose_code').notNull(),
    causal: text('causal').notNull(),
    payeeName: text('payee_name').notNull(),
    payeeStreet: text('payee_street').notNull(),
    payeeCity: text('payee_city').notNull(),
    state: text('state').$type<PennyTransferState>().notNull(),
    paidAt: optionalTime('paid_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('penny_transfers_prospect_idx').on(table.prospectId),
    uniqueIndex('penny_transfers_reference_idx').on(table.reference),
  ],
);

/**
 * Every credit the bank's feed (or the development simulator) delivered, kept once per feed id so
 * a delivery repeated changes nothing; a name mismatch waits here for an operator.
 */
export const incomingPayments = pgTable(
  'incoming_payments',
  {
    id: uuid('id').primaryKey(),
    /** The feed's own id of the payment (end-to-end id). */
    paymentId: text('payment_id').notNull(),
    pennyTransferId: uuid('penny_transfer_id').references(() => pennyTransfers.id, {
      onDelete: 'cascade',
    }),
    creditorIban: text('creditor_iban').notNull(),
    reference: text('reference').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    payerName: text('payer_name').notNull(),
    payerIban: text('payer_iban'),
    instant: boolean('instant').notNull(),
    receivedAt: requiredTime('received_at'),
    outcome: text('outcome').$type<IncomingPaymentOutcome>().notNull(),
    /** Why the payer's name did not match (payer-name-match.ts), for the operator. */
    nameCheck: text('name_check').$type<Extract<PayerNameMatch, { matches: false }>['reason']>(),
    /** Why it waits for an operator (decision 232); null before that column: the payer's name. */
    reviewReason: text('review_reason').$type<PaymentReviewReason>(),
    decidedBy: uuid('decided_by'),
    decidedAt: optionalTime('decided_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('incoming_payments_payment_id_idx').on(table.paymentId),
    index('incoming_payments_outcome_idx').on(table.outcome),
  ],
);
