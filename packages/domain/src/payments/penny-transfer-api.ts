import { z } from 'zod';
import { ZPurposeCode } from './purpose-codes';

/**
 * The penny transfer's payloads (spec 2 §3 "Penny transfer display": beneficiary, IBAN, causal,
 * amount, reference number, purpose code; decision 143 for the rest).
 */

/** Where the applicant's penny transfer stands. */
export const PENNY_TRANSFER_STATES = [
  /** Shown, no payment yet. */
  'WAITING_FOR_PAYMENT',
  /** A payment arrived whose payer's name an operator must compare with the applicant's. */
  'IN_REVIEW',
  /** Matched (by name or by an operator): the product is active. */
  'PAID',
  /** An operator refused the payment: the money goes back; the applicant contacts the bank. */
  'REFUSED',
] as const;
export const ZPennyTransferState = z.enum(PENNY_TRANSFER_STATES);
export type PennyTransferState = (typeof PENNY_TRANSFER_STATES)[number];

export const ZPennyTransferParams = z.object({ id: z.string().max(64) });

export const ZPennyTransfer = z.object({
  productId: z.uuid(),
  prospectId: z.uuid(),
  state: ZPennyTransferState,
  beneficiary: z.object({ name: z.string(), street: z.string(), city: z.string() }),
  /** Electronic form, no spaces (the screen groups it with formatIban). */
  iban: z.string(),
  /** The payment's purpose text ("namen plačila"). */
  causal: z.string(),
  amount: z.object({
    /** In the smallest unit of the currency (cents). */
    cents: z.number().int().positive(),
    currency: z.string().length(3),
  }),
  /** Model and reference without spaces: SI121234567890120 (si), RF… of ISO 11649 (al). */
  reference: z.string(),
  purposeCode: ZPurposeCode,
  /**
   * The UPN QR symbol as an SVG data URL (version 15, level M, ECI 4, ISO-8859-2 bytes); null in
   * a variant without the UPN (al: IBAN, amount and RF reference only; decision 237).
   */
  qrCode: z.string().startsWith('data:image/svg+xml').nullable(),
  activation: z.object({
    instantHours: z.number().int().positive(),
    /** "YYYY-MM-DD" in the bank's time zone. */
    nextWorkingDay: z.iso.date(),
  }),
  /** When the payment was matched (ISO 8601); null before. */
  paidAt: z.iso.datetime().nullable(),
  /** How often the screen asks again while waiting (no push for this page; decision 143). */
  pollIntervalMs: z.number().int().positive(),
});
export type TPennyTransfer = z.infer<typeof ZPennyTransfer>;

/** An amount as people type it: 1, 1.00 or 1,00 (at most 2 decimals). */
export const ZDecimalAmount = z
  .string()
  .trim()
  .regex(/^\d{1,9}([.,]\d{1,2})?$/);

/** "1.00" or "1,5" in cents. */
export function decimalToCents(amount: string): number {
  const [units = '0', fraction = ''] = amount.trim().replace(',', '.').split('.');
  return Number(units) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * One credit to a product account as the bank's payment feed reports it (decision 143): the
 * feed's own id of the payment makes a delivery repeatable without paying twice.
 */
export const ZIncomingPayment = z
  .object({
    /** The payment's end-to-end id in the feed; the same id twice is one payment. */
    paymentId: z.string().trim().min(1).max(64),
    /** The credited account (our product's IBAN), electronic form. */
    creditorIban: z.string().trim().min(15).max(34),
    /** The creditor reference as paid (model and number, e.g. SI121234567890120). */
    reference: z.string().trim().max(26),
    amountCents: z.number().int().positive().max(99_999_999_999),
    currency: z.string().length(3),
    /** The payer's name as their bank sent it. */
    payerName: z.string().trim().min(1).max(140),
    payerIban: z.string().trim().max(34).nullable(),
    /** SEPA Instant (SCT Inst): activation about 2 hours after, not the next working day. */
    instant: z.boolean(),
    receivedAt: z.iso.datetime(),
  })
  .strict();
export type TIncomingPayment = z.infer<typeof ZIncomingPayment>;

/** The development simulator's body: what a tester "pays" (decision 143). */
export const ZSimulatedPaymentRequest = z
  .object({
    reference: z.string().trim().min(4).max(26),
    payerName: z.string().trim().min(1).max(140),
    amount: ZDecimalAmount,
    /** The account paid to; the order's own when left out. */
    iban: z.string().trim().min(15).max(34).optional(),
    /** The payer's own account; none when left out (a deposit then waits for an operator). */
    payerIban: z.string().trim().min(15).max(34).optional(),
    /** A feed id, to deliver the same payment again; a new one when left out. */
    paymentId: z.string().trim().min(1).max(64).optional(),
    instant: z.boolean().default(true),
  })
  .strict();
export type TSimulatedPaymentRequest = z.input<typeof ZSimulatedPaymentRequest>;

/** What became of a delivered payment. */
export const INCOMING_PAYMENT_OUTCOMES = [
  /** Reference, account, amount and name fit: the product was activated. */
  'MATCHED',
  /** The order fits but the name does not: an operator decides. */
  'IN_REVIEW',
  /** An operator accepted the name: the product was activated. */
  'ACCEPTED',
  /** An operator refused: the money goes back. */
  'REFUSED',
  /** No open order has this reference, account and amount: the bank's usual handling. */
  'UNMATCHED',
  /** The order was already paid: this payment changes nothing and goes back. */
  'ALREADY_PAID',
] as const;
export const ZIncomingPaymentOutcome = z.enum(INCOMING_PAYMENT_OUTCOMES);
export type IncomingPaymentOutcome = (typeof INCOMING_PAYMENT_OUTCOMES)[number];

export const ZIncomingPaymentResult = z.object({
  id: z.uuid(),
  paymentId: z.string(),
  outcome: ZIncomingPaymentOutcome,
  /** True when this delivery was the first of its payment id. */
  recorded: z.boolean(),
});
export type TIncomingPaymentResult = z.infer<typeof ZIncomingPaymentResult>;

/**
 * Why a payment waits for an operator: the payer's name is not the applicant's; for a day deposit
 * also an account other than the one declared, or an amount other than the one chosen (decision
 * 232).
 */
export const PAYMENT_REVIEW_REASONS = ['PAYER_NAME', 'PAYER_ACCOUNT', 'AMOUNT'] as const;
export const ZPaymentReviewReason = z.enum(PAYMENT_REVIEW_REASONS);
export type PaymentReviewReason = (typeof PAYMENT_REVIEW_REASONS)[number];

/** One payment waiting for an operator (the console's payment review). */
export const ZPaymentReview = z.object({
  id: z.uuid(),
  prospectId: z.uuid(),
  payerName: z.string(),
  applicantName: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  reference: z.string(),
  receivedAt: z.iso.datetime(),
  outcome: ZIncomingPaymentOutcome,
  decidedAt: z.iso.datetime().nullable(),
  reason: ZPaymentReviewReason,
  /** The amount the order asked for (a deposit's chosen amount), in cents. */
  expectedAmountCents: z.number().int(),
  /** The payer's account as the bank's feed gave it; null when it gave none (decision 265). */
  payerIban: z.string().nullable(),
  /** The account at another bank the applicant declared on /personaldata (decision 265). */
  declaredIban: z.string().nullable(),
});
export type TPaymentReview = z.infer<typeof ZPaymentReview>;

export const ZPaymentReviewList = z.object({ items: z.array(ZPaymentReview) });
export type TPaymentReviewList = z.infer<typeof ZPaymentReviewList>;

export const ZPaymentReviewParams = z.object({ id: z.uuid() });
