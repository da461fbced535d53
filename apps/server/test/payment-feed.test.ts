import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type TIncomingPayment } from '@onboarding/domain';
import { incomingPayments } from '../src/composition/schema';
import {
  feedSignature,
  ZIncomingPaymentFeedResult,
} from '../src/modules/penny-transfer/payment-feed';
import { branchChosen, signedApplicantWithAccount } from './after-signing-helpers';
import { useTestApp } from './build-test-app';
import { type ApplicantWithProspect, productStateOf } from './prospect-helpers';
import { errorOf } from './security-helpers';
import { asApplicant } from './video-helpers';

const SECRET = 'payments-feed-secret-of-the-bank-0123456789';
const FEED = '/services/slo/payments/incoming';
/** consents-helpers' personal data: Ëlira Špela Čebašek Žagar, as her bank sends it. */
const PAYER = 'ELIRA CEBASEK ZAGAR';

const app = useTestApp({ env: { PAYMENTS_FEED_SECRET: SECRET } });

type Applicant = ApplicantWithProspect;

/** A DAYPOSIT applicant after the branch choice: the penny transfer waits for its payment. */
async function waitingDayposit(): Promise<{
  applicant: Applicant;
  reference: string;
  iban: string;
}> {
  const applicant = await signedApplicantWithAccount(app, 'DAYPOSIT');
  await branchChosen(app, applicant);
  const page = await asApplicant(
    app,
    applicant.sid,
    'GET',
    `/onboarding/products/${applicant.productId}/pennytransfer`,
  );
  const { reference, iban } = page.json<{ reference: string; iban: string }>();
  return { applicant, reference, iban };
}

function credit(order: { reference: string; iban: string }, paymentId: string): TIncomingPayment {
  return {
    paymentId,
    creditorIban: order.iban,
    reference: order.reference,
    amountCents: 100,
    currency: 'EUR',
    payerName: PAYER,
    payerIban: 'SI56 0201 0001 2345 678',
    instant: true,
    receivedAt: new Date().toISOString(),
  };
}

const nowSeconds = () => String(Math.floor(Date.now() / 1000));

/** The feed's request, signed as the bank's payment system signs it (unless told otherwise). */
function send(
  body: string,
  headers: { signature?: string | null; timestamp?: string | null; secret?: string } = {},
) {
  const timestamp = headers.timestamp === undefined ? nowSeconds() : headers.timestamp;
  const signature =
    headers.signature === undefined
      ? feedSignature(headers.secret ?? SECRET, timestamp ?? '', Buffer.from(body))
      : headers.signature;
  return app.inject({
    method: 'POST',
    url: FEED,
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-signature': signature }),
      ...(timestamp === null ? {} : { 'x-timestamp': timestamp }),
    },
    payload: body,
  });
}

const paymentsWithId = (paymentId: string) =>
  app.database.db.select().from(incomingPayments).where(eq(incomingPayments.paymentId, paymentId));

describe('the payment feed adapter (decision 143, "Feed adapter")', () => {
  it('a signed credit that fits the order activates the product', async () => {
    const order = await waitingDayposit();
    const response = await send(JSON.stringify(credit(order, 'E2E-GOOD-1')));

    expect(response.statusCode, response.body).toBe(200);
    const { results } = ZIncomingPaymentFeedResult.parse(response.json());
    expect(results).toEqual([
      expect.objectContaining({ paymentId: 'E2E-GOOD-1', outcome: 'MATCHED', recorded: true }),
    ]);
    expect(await productStateOf(app, order.applicant.productId)).toBe('PRODUCT_ACTIVE');
  });

  it('the same payment again (a feed delivering twice, or a replay within the window) changes nothing', async () => {
    const order = await waitingDayposit();
    const body = JSON.stringify(credit(order, 'E2E-TWICE-1'));
    const first = await send(body);
    const again = await send(body);
    const batch = await send(
      JSON.stringify({ payments: [credit(order, 'E2E-TWICE-1'), credit(order, 'E2E-TWICE-1')] }),
    );

    const [firstResult] = ZIncomingPaymentFeedResult.parse(first.json()).results;
    expect(firstResult?.recorded).toBe(true);
    expect(ZIncomingPaymentFeedResult.parse(again.json()).results).toEqual([
      { ...firstResult, recorded: false },
    ]);
    expect(ZIncomingPaymentFeedResult.parse(batch.json()).results).toEqual([
      { ...firstResult, recorded: false },
      { ...firstResult, recorded: false },
    ]);
    expect(await paymentsWithId('E2E-TWICE-1')).toHaveLength(1);
    expect(await productStateOf(app, order.applicant.productId)).toBe('PRODUCT_ACTIVE');
  });

  it('answers each credit of a batch with the port’s outcome, in order', async () => {
    const order = await waitingDayposit();
    const response = await send(
      JSON.stringify({
        payments: [
          { ...credit(order, 'E2E-BATCH-1'), reference: 'SI12000000000000' },
          credit(order, 'E2E-BATCH-2'),
          credit(order, 'E2E-BATCH-3'),
        ],
      }),
    );

    expect(response.statusCode, response.body).toBe(200);
    expect(
      ZIncomingPaymentFeedResult.parse(response.json()).results.map((result) => result.outcome),
    ).toEqual(['UNMATCHED', 'MATCHED', 'ALREADY_PAID']);
  });

  it('refuses a missing, wrong or foreign-keyed signature with 401 and records nothing', async () => {
    const order = await waitingDayposit();
    const body = JSON.stringify(credit(order, 'E2E-UNSIGNED-1'));
    const tampered = JSON.stringify({ ...credit(order, 'E2E-UNSIGNED-1'), amountCents: 100_00 });
    const cases = [
      await send(body, { signature: null }),
      await send(body, { timestamp: null }),
      await send(body, { signature: 'sha256=abc' }),
      await send(body, { signature: `sha256=${'0'.repeat(64)}` }),
      await send(body, { secret: 'another-secret-that-is-long-enough-0123' }),
      // Signed for one body, sent with another.
      await app.inject({
        method: 'POST',
        url: FEED,
        headers: {
          'content-type': 'application/json',
          'x-timestamp': nowSeconds(),
          'x-signature': feedSignature(SECRET, nowSeconds(), Buffer.from(body)),
        },
        payload: tampered,
      }),
    ];

    expect(cases.map((response) => response.statusCode)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(cases.map((response) => errorOf(response).mainError.code)).toEqual([
      'FEED_SIGNATURE_MISSING',
      'FEED_SIGNATURE_MISSING',
      'FEED_SIGNATURE_INVALID',
      'FEED_SIGNATURE_INVALID',
      'FEED_SIGNATURE_INVALID',
      'FEED_SIGNATURE_INVALID',
    ]);
    expect(await paymentsWithId('E2E-UNSIGNED-1')).toEqual([]);
    expect(await productStateOf(app, order.applicant.productId)).toBe(
      'PRODUCT_PENNY_TRANSFER_DISPLAYED',
    );
  });

  it('refuses a timestamp more than five minutes old or ahead with 401 (a replay), even well signed', async () => {
    const order = await waitingDayposit();
    const body = JSON.stringify(credit(order, 'E2E-STALE-1'));
    const seconds = Math.floor(Date.now() / 1000);
    const stale = await send(body, { timestamp: String(seconds - 6 * 60) });
    const ahead = await send(body, { timestamp: String(seconds + 6 * 60) });
    const recent = await send(body, { timestamp: String(seconds - 4 * 60) });

    expect([stale.statusCode, ahead.statusCode]).toEqual([401, 401]);
    expect(errorOf(stale).mainError.code).toBe('FEED_TIMESTAMP_STALE');
    expect(recent.statusCode).toBe(200);
  });

  it('refuses a signed body that is not JSON or not a credit with 400 and records nothing', async () => {
    const order = await waitingDayposit();
    const good = credit(order, 'E2E-BAD-1');
    const bodies = [
      '{"paymentId": ',
      '',
      JSON.stringify({ ...good, amountCents: -1 }),
      JSON.stringify({ ...good, currency: 'EURO' }),
      JSON.stringify({ ...good, extra: true }),
      JSON.stringify({ payments: [] }),
      JSON.stringify([good]),
    ];
    for (const body of bodies) {
      const response = await send(body);
      expect(response.statusCode, body).toBe(400);
      expect(['MALFORMED_JSON', 'VALIDATION_FAILED']).toContain(errorOf(response).mainError.code);
    }
    expect(await paymentsWithId('E2E-BAD-1')).toEqual([]);
    expect(await productStateOf(app, order.applicant.productId)).toBe(
      'PRODUCT_PENNY_TRANSFER_DISPLAYED',
    );
  });

  it('is described in the OpenAPI document', async () => {
    const response = await app.inject({ method: 'GET', url: '/services/docs/json' });
    expect(response.statusCode).toBe(200);
    const { paths } = response.json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(Object.keys(paths[FEED] ?? {})).toEqual(['post']);
  });

  it('takes no other content type (415)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: FEED,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'paymentId=1',
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('the payment feed without PAYMENTS_FEED_SECRET', () => {
  const unconfigured = useTestApp();

  it('does not exist (404)', async () => {
    const response = await unconfigured.inject({
      method: 'POST',
      url: FEED,
      headers: { 'content-type': 'application/json', 'x-timestamp': nowSeconds() },
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
  });
});
