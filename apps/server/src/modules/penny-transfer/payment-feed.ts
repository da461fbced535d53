import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  ZIncomingPayment,
  ZIncomingPaymentResult,
  type TIncomingPayment,
  type TIncomingPaymentResult,
} from '@onboarding/domain';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import type { Clock } from '../../infra/clock';
import type { IncomingPaymentsPort } from './incoming-payments';

/** A request signed longer ago (or further ahead) than this is refused: a replay, or a bad clock. */
export const FEED_TIMESTAMP_TOLERANCE_MS = 5 * 60 * 1000;
/** Credits one request may carry; a feed with more sends more requests. */
export const FEED_BATCH_LIMIT = 100;

/**
 * The feed's body: one credit (the port's TIncomingPayment) or a batch of them. Machine to
 * machine only, so the schema lives with its route, not in the shared domain package.
 */
export const ZIncomingPaymentFeed = z.union([
  ZIncomingPayment,
  z.object({ payments: z.array(ZIncomingPayment).min(1).max(FEED_BATCH_LIMIT) }).strict(),
]);
export type TIncomingPaymentFeed = z.infer<typeof ZIncomingPaymentFeed>;

/** The answer: the port's result for each credit, in the order sent. */
export const ZIncomingPaymentFeedResult = z.object({ results: z.array(ZIncomingPaymentResult) });
export type TIncomingPaymentFeedResult = z.infer<typeof ZIncomingPaymentFeedResult>;

export interface PaymentFeedDeps {
  /** PAYMENTS_FEED_SECRET. */
  readonly secret: string;
  readonly clock: Clock;
  readonly payments: IncomingPaymentsPort;
}

const refused = (code: string, message: string) => new AppError(401, code, { message });

/** The text signed: the timestamp, a dot and the body's bytes exactly as sent. */
export function signedText(timestamp: string, rawBody: Uint8Array): Buffer {
  return Buffer.concat([Buffer.from(`${timestamp}.`, 'utf8'), rawBody]);
}

/** `sha256=<hex>` of a body: how the bank's payment system signs (and how the tests do). */
export function feedSignature(secret: string, timestamp: string, rawBody: Uint8Array): string {
  const mac = createHmac('sha256', secret).update(signedText(timestamp, rawBody)).digest('hex');
  return `sha256=${mac}`;
}

/**
 * The HTTP adapter of the bank's incoming-payment feed (decision 143, "Feed adapter"): a request
 * whose HMAC-SHA256 signature over "X-Timestamp.body" is right and whose timestamp is within five
 * minutes is opened and its credits are handed to the port one by one. The port is idempotent by
 * payment id, so a feed that delivers again (or a replay within the five minutes) changes nothing.
 */
export function createPaymentFeed(deps: PaymentFeedDeps) {
  const { secret, clock, payments } = deps;

  const verify = (rawBody: Uint8Array, signature: unknown, timestamp: unknown): void => {
    if (typeof signature !== 'string' || typeof timestamp !== 'string') {
      throw refused('FEED_SIGNATURE_MISSING', 'Sign the request: X-Signature and X-Timestamp.');
    }
    const hex = /^sha256=([0-9a-f]{64})$/i.exec(signature.trim())?.[1];
    if (hex === undefined || !/^\d{1,12}$/.test(timestamp)) {
      throw refused('FEED_SIGNATURE_INVALID', 'The signature or the timestamp is malformed.');
    }
    const expected = createHmac('sha256', secret).update(signedText(timestamp, rawBody)).digest();
    // Constant time: the comparison tells nothing about how much of a forged MAC was right.
    if (!timingSafeEqual(expected, Buffer.from(hex, 'hex'))) {
      throw refused('FEED_SIGNATURE_INVALID', 'The signature does not match the body.');
    }
    // Checked after the MAC: only the holder of the secret learns that its clock is off.
    if (Math.abs(clock().getTime() - Number(timestamp) * 1000) > FEED_TIMESTAMP_TOLERANCE_MS) {
      throw refused('FEED_TIMESTAMP_STALE', 'The timestamp is more than five minutes off.');
    }
  };

  return {
    /**
     * The request's body, once its signature and timestamp are right (401 otherwise); 400 when
     * the signed bytes are not JSON. The schema is checked after this, by the route.
     */
    open(rawBody: Uint8Array, signature: unknown, timestamp: unknown): unknown {
      verify(rawBody, signature, timestamp);
      try {
        return JSON.parse(Buffer.from(rawBody).toString('utf8')) as unknown;
      } catch {
        throw new AppError(400, 'MALFORMED_JSON', {
          message: 'The request body is not valid JSON.',
        });
      }
    },

    /** Each credit through the port, in order, each in its own transaction. */
    async deliver(feed: TIncomingPaymentFeed): Promise<TIncomingPaymentFeedResult> {
      const credits: readonly TIncomingPayment[] = 'payments' in feed ? feed.payments : [feed];
      const results: TIncomingPaymentResult[] = [];
      for (const credit of credits) results.push(await payments.receive(credit));
      return { results };
    },
  };
}

export type PaymentFeed = ReturnType<typeof createPaymentFeed>;
