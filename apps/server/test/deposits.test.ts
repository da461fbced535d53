import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ZDepositChoice,
  ZDepositStep,
  ZIncomingPaymentResult,
  ZPaymentReviewList,
  ZWelcomeData,
} from '@onboarding/domain';
import { auditEvents, deposits } from '../src/composition/schema';
import { branchChosen, paymentOrderOf } from './after-signing-helpers';
import { useTestApp } from './build-test-app';
import { applicantAt } from './builders/applicant';
import {
  DEPOSIT_CHOICE,
  OWN_IBAN,
  applicantOnDepositStep,
  chooseDeposit,
  signedDepositApplicant,
} from './builders/deposit';
import {
  call,
  consentsBody,
  enterPersonalData,
  prospectStateOf,
  storedConsents,
} from './consents-helpers';
import { signedInStaff } from './fixtures/staff';
import { type ApplicantWithProspect, productStateOf, putProspectInState } from './prospect-helpers';
import { errorOf } from './security-helpers';
import { asApplicant, asStaff } from './video-helpers';

// Monday 2 March 2026, 10:00 in Ljubljana: the figures below are worked out by hand from it.
const NOW = new Date('2026-03-02T09:00:00Z');
const app = useTestApp({ clock: () => NOW });

/** consents-helpers' personal data: Ëlira Špela Čebašek Žagar, as a bank prints it. */
const PAYER = 'ELIRA CEBASEK ZAGAR';

const readStep = (applicant: ApplicantWithProspect, prospectId = applicant.prospectId) =>
  asApplicant(app, applicant.sid, 'GET', `/onboarding/prospects/${prospectId}/deposit`);

const storedDeposit = async (prospectId: string) =>
  app.database.db.select().from(deposits).where(eq(deposits.prospectId, prospectId));

describe('GET and PUT onboarding/prospects/{id}/deposit (decision 231)', () => {
  it('when a day deposit applicant opens the step, then today’s table and no choice', async () => {
    const applicant = await applicantOnDepositStep(app);
    expect(await productStateOf(app, applicant.productId)).toBe('PRODUCT_NEW');
    const response = await readStep(applicant);
    expect(response.statusCode, response.body).toBe(200);
    const step = ZDepositStep.parse(response.json());
    expect(step.startDate).toBe('2026-03-02');
    expect(step.table.termsDays).toEqual([31, 91, 181, 365]);
    expect(step.table.currency).toBe('EUR');
    expect(step.choice).toBeNull();
  });

  it('when 10,000.00 EUR for 91 days is chosen, then the quote is stored, audited and the consents come next', async () => {
    const applicant = await applicantOnDepositStep(app);
    const response = await chooseDeposit(app, applicant);
    expect(response.statusCode, response.body).toBe(200);
    const choice = ZDepositChoice.parse(response.json());
    // 1 000 000 × 0.017 × 91/365 = 4238.36 cents → 42.38 EUR; maturity Monday 1 June 2026.
    expect(choice).toMatchObject({
      amountMinor: 1_000_000,
      termDays: 91,
      atMaturity: 'PAYOUT',
      ownIban: OWN_IBAN,
      fundedAt: null,
      quote: {
        currency: 'EUR',
        rateBps: 170,
        startDate: '2026-03-02',
        maturityDate: '2026-06-01',
        interestDays: 91,
        interestMinor: 4238,
      },
    });
    // (1 + 0.017 × 91/365)^(365/91) − 1 = 0.0171088.
    expect(choice.quote.effectiveAnnualRate).toBeCloseTo(0.0171088, 6);
    expect(await productStateOf(app, applicant.productId)).toBe('PRODUCT_EMPLOYMENT_UPLOADED');

    const [row] = await storedDeposit(applicant.prospectId);
    expect(row?.amountMinor).toBe(1_000_000);
    // The own account is sealed at rest.
    expect(row?.ownIbanSealed).not.toContain('SI56');
    const audit = await app.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.subjectId, applicant.prospectId),
          eq(auditEvents.action, 'deposit.terms_chosen'),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0]?.details)).not.toContain('2633');

    // Read back, and chosen again before the consents it is replaced.
    expect(ZDepositStep.parse((await readStep(applicant)).json()).choice).toEqual(choice);
    const again = await chooseDeposit(app, applicant, { ...DEPOSIT_CHOICE, termDays: 365 });
    expect(again.statusCode, again.body).toBe(200);
    expect((await storedDeposit(applicant.prospectId))[0]?.termDays).toBe(365);
  });

  it.each([
    ['below the minimum', { amount: '999,99' }, 'amount', 'depositTerms.errors.amountBelowMin'],
    ['above the maximum', { amount: '100000,01' }, 'amount', 'depositTerms.errors.amountAboveMax'],
    ['not an amount', { amount: 'ten' }, 'amount', 'depositTerms.errors.amountInvalid'],
    ['a term not offered', { termDays: 60 }, 'termDays', 'depositTerms.errors.termNotOffered'],
    [
      'a mistyped IBAN',
      { ownIban: 'SI56 2633 0001 2039 087' },
      'ownIban',
      'depositTerms.errors.ibanChecksum',
    ],
  ])(
    'when the choice has %s, then 400 at that field and nothing is stored',
    async (_case, change, field, code) => {
      const applicant = await applicantOnDepositStep(app);
      const response = await chooseDeposit(app, applicant, { ...DEPOSIT_CHOICE, ...change });
      expect(response.statusCode, response.body).toBe(400);
      expect(errorOf(response).fieldErrors).toEqual([{ field, code }]);
      expect(await storedDeposit(applicant.prospectId)).toHaveLength(0);
      expect(await productStateOf(app, applicant.productId)).toBe('PRODUCT_NEW');
    },
  );

  it('when the body is off the schema, then 400 and never a 500', async () => {
    const applicant = await applicantOnDepositStep(app);
    const response = await chooseDeposit(app, applicant, { amount: 5, termDays: 'x' });
    expect(response.statusCode).toBe(400);
    expect(await storedDeposit(applicant.prospectId)).toHaveLength(0);
  });

  it('when the id is another applicant’s or unknown, then 404; a current account is no deposit: 409', async () => {
    const owner = await applicantOnDepositStep(app);
    const other = await applicantOnDepositStep(app);
    expect((await readStep(other, owner.prospectId)).statusCode).toBe(404);
    expect((await chooseDeposit(app, other, DEPOSIT_CHOICE, owner.prospectId)).statusCode).toBe(
      404,
    );
    expect((await readStep(other, 'not-a-uuid')).statusCode).toBe(404);
    expect(await storedDeposit(owner.prospectId)).toHaveLength(0);

    const account = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    await enterPersonalData(app, account);
    const refused = await chooseDeposit(app, account);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).mainError.code).toBe('NOT_A_DEPOSIT');
  });

  it('when the consents are sent before the deposit is chosen, then 409 and nothing is stored', async () => {
    const applicant = await applicantOnDepositStep(app);
    const response = await call(
      app,
      'POST',
      `/onboarding/prospects/${applicant.prospectId}/consents`,
      {
        sid: applicant.sid,
        payload: consentsBody(),
      },
    );
    expect(response.statusCode, response.body).toBe(409);
    expect(errorOf(response).mainError.code).toBe('PRODUCT_STATE_CONFLICT');
    expect(await storedConsents(app, applicant.prospectId)).toHaveLength(0);
    expect(await prospectStateOf(app, applicant.prospectId)).toBe('PROSPECT_INFO_UPLOADED');

    expect((await chooseDeposit(app, applicant)).statusCode).toBe(200);
    const after = await call(
      app,
      'POST',
      `/onboarding/prospects/${applicant.prospectId}/consents`,
      {
        sid: applicant.sid,
        payload: consentsBody(),
      },
    );
    expect(after.statusCode, after.body).toBe(200);
  });

  it('when the consents are given, then the deposit can no longer be changed: 409', async () => {
    const applicant = await applicantOnDepositStep(app);
    expect((await chooseDeposit(app, applicant)).statusCode).toBe(200);
    await putProspectInState(app, applicant.prospectId, 'PROSPECT_CONSENTS_UPLOADED');
    const response = await chooseDeposit(app, applicant, { ...DEPOSIT_CHOICE, termDays: 31 });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).mainError.code).toBe('PROSPECT_STATE_CONFLICT');
    expect((await storedDeposit(applicant.prospectId))[0]?.termDays).toBe(91);
  });
});

describe('funding the deposit (decision 232)', () => {
  async function ordered() {
    const applicant = await signedDepositApplicant(app);
    await branchChosen(app, applicant);
    return { applicant, order: (await paymentOrderOf(app, applicant)).order };
  }

  const pay = async (payload: object) => {
    const response = await app.inject({
      method: 'POST',
      url: '/services/slo/dev/payments',
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    return ZIncomingPaymentResult.parse(response.json());
  };

  it('when the chosen amount arrives from the declared account in the applicant’s name, then the deposit starts and the product is active', async () => {
    const { applicant, order } = await ordered();
    // The payment instructions ask for the chosen amount, not the penny transfer's 1.00.
    expect(order.amount).toEqual({ cents: 1_000_000, currency: 'EUR' });
    const result = await pay({
      reference: order.reference,
      payerName: PAYER,
      payerIban: 'SI56 2633 0001 2039 086',
      amount: '10000,00',
    });
    expect(result.outcome).toBe('MATCHED');
    expect(await productStateOf(app, applicant.productId)).toBe('PRODUCT_ACTIVE');
    const [row] = await storedDeposit(applicant.prospectId);
    expect(row?.fundedAt).toEqual(NOW);
    expect(row?.fundedQuote).toMatchObject({ startDate: '2026-03-02', interestMinor: 4238 });
    // The welcome page shows the funded figures.
    const welcome = await asApplicant(
      app,
      applicant.sid,
      'GET',
      `/onboarding/products/${applicant.productId}/welcome`,
    );
    expect(welcome.statusCode, welcome.body).toBe(200);
    expect(ZWelcomeData.parse(welcome.json()).deposit).toMatchObject({
      amountMinor: 1_000_000,
      atMaturity: 'PAYOUT',
      fundedAt: NOW.toISOString(),
      quote: {
        rateBps: 170,
        startDate: '2026-03-02',
        maturityDate: '2026-06-01',
        interestMinor: 4238,
      },
    });
  });

  it('when another amount or another account pays, then an operator reviews it with the reason', async () => {
    const operator = await signedInStaff(app);
    const reviews = async () =>
      ZPaymentReviewList.parse(
        (await asStaff(app, operator.cookie, 'GET', '/payment-reviews')).json(),
      ).items;

    const short = await ordered();
    const amountResult = await pay({
      reference: short.order.reference,
      payerName: PAYER,
      payerIban: OWN_IBAN,
      amount: '9000,00',
    });
    expect(amountResult.outcome).toBe('IN_REVIEW');
    expect((await reviews()).find((item) => item.id === amountResult.id)).toMatchObject({
      reason: 'AMOUNT',
      amountCents: 900_000,
      expectedAmountCents: 1_000_000,
    });
    expect(await productStateOf(app, short.applicant.productId)).toBe(
      'PRODUCT_PENNY_TRANSFER_DISPLAYED',
    );

    const foreign = await ordered();
    const accountResult = await pay({
      reference: foreign.order.reference,
      payerName: PAYER,
      payerIban: 'SI56192001234567892',
      amount: '10000,00',
    });
    expect(accountResult.outcome).toBe('IN_REVIEW');
    expect((await reviews()).find((item) => item.id === accountResult.id)?.reason).toBe(
      'PAYER_ACCOUNT',
    );
    expect((await storedDeposit(foreign.applicant.prospectId))[0]?.fundedAt).toBeNull();

    // Accepted, the deposit starts with the money that arrived: 9,000.00 EUR in the 1.50 % band.
    const accepted = await asStaff(
      app,
      operator.cookie,
      'POST',
      `/payment-reviews/${amountResult.id}/accept`,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await productStateOf(app, short.applicant.productId)).toBe('PRODUCT_ACTIVE');
    const [funded] = await storedDeposit(short.applicant.prospectId);
    // 900 000 × 0.015 × 91/365 = 3365.75 → 3366.
    expect(funded?.fundedQuote).toMatchObject({
      amountMinor: 900_000,
      rateBps: 150,
      interestMinor: 3366,
    });
  });
});
