import { eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  bankHolidays,
  EXAMPLE_PERSONAL_DATA_SECTIONS,
  LATIN2_UPPER_HALF,
  buildUpnQrPayload,
  formatUpnAmount,
  isValidSiReference,
  parseUpnQrPayload,
  paymentOrderOf,
  ZIncomingPaymentResult,
  ZPaymentReview,
  ZPaymentReviewList,
  ZPennyTransfer,
  type TPennyTransfer,
} from '@onboarding/domain';
import { SYSTEM_CONTEXT } from '../src/infra/audit/audit-log';
import { auditEvents } from '../src/composition/schema';
import { personalDataSource } from '../src/modules/eligibility/personal-data-source';
import { symbolPng, upnQrSymbol } from '../src/modules/penny-transfer/qr-symbol';
import {
  createPennyTransferService,
  type ActivateProduct,
} from '../src/modules/penny-transfer/service';
import { branchChosen, signedApplicantWithAccount } from './after-signing-helpers';
import { useTestApp } from './build-test-app';
import { signedInStaff } from './fixtures/staff';
import { type ApplicantWithProspect, productStateOf } from './prospect-helpers';
import { errorOf } from './security-helpers';
import { asApplicant, asStaff } from './video-helpers';

const app = useTestApp();

/** consents-helpers' personal data: Ëlira Špela Čebašek Žagar. */
const APPLICANT_AS_PAID = 'ELIRA CEBASEK ZAGAR';

type Applicant = ApplicantWithProspect;

/**
 * A DAYPOSIT applicant whose contracts are signed and whose product account is open (the
 * dossier's run opens it; its tests are its own).
 */
async function signedDayposit(): Promise<Applicant> {
  return signedApplicantWithAccount(app, 'DAYPOSIT');
}

/** The penny-transfer service with a test activation in place of the welcome module's. */
function serviceWithTestActivation() {
  const activations: { prospectId: string; actorType: string }[] = [];
  const activateProduct: ActivateProduct = async (tx, activation, context) => {
    activations.push({ prospectId: activation.prospectId, actorType: activation.actorType });
    await app.services.products.advance(
      tx,
      {
        prospectId: activation.prospectId,
        from: ['PRODUCT_PENNY_TRANSFER_DISPLAYED'],
        to: 'PRODUCT_ACTIVE',
        actorId: activation.actorId,
        actorType: 'operator',
      },
      context,
    );
  };
  const service = createPennyTransferService({
    db: app.database.db,
    clock: () => new Date(),
    timeZone: 'Europe/Ljubljana',
    currency: 'EUR',
    paymentOrder: paymentOrderOf('si'),
    closingDays: (year) => bankHolidays('si', year),
    amountCents: 100,
    payee: { name: 'Banka d.d.', street: 'Šmartinska cesta 1', city: '1000 Ljubljana' },
    prospects: app.services.prospects,
    products: app.services.products,
    enteredData: personalDataSource(app.services.personalData),
    accountOf: (prospectId, tx) => app.services.bankAccounts.accountOf(prospectId, tx),
    activateProduct,
    depositOf: (prospectId, tx) => app.services.deposits.depositOf(prospectId, tx),
    fundDeposit: app.services.deposits.fund,
  });
  return { service, activations };
}

/** The branch choice's transaction: the welcome module opens the penny transfer of a DAYPOSIT. */
async function chooseBranch(applicant: Applicant) {
  const after = await branchChosen(app, applicant);
  expect(after.productState).toBe('PRODUCT_PENNY_TRANSFER_DISPLAYED');
}

const productState = (applicant: Applicant) => productStateOf(app, applicant.productId);

async function display(applicant: Applicant, productId = applicant.productId) {
  return asApplicant(app, applicant.sid, 'GET', `/onboarding/products/${productId}/pennytransfer`);
}

async function shown(applicant: Applicant): Promise<TPennyTransfer> {
  const response = await display(applicant);
  expect(response.statusCode, response.body).toBe(200);
  return ZPennyTransfer.parse(response.json());
}

function simulate(payload: unknown) {
  return app.inject({
    method: 'POST',
    url: '/services/slo/dev/payments',
    payload: payload as object,
  });
}

/** Reads a QR image (PNG or SVG bytes) back with jsQR: the text as ISO-8859-2, version, chunks. */
async function readQr(image: Buffer) {
  const { data, info } = await sharp(image, { density: 288 })
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const code = jsQR(
    new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    info.width,
    info.height,
  );
  if (code === null) throw new Error('no QR code found');
  return {
    text: iconv.decode(Buffer.from(code.binaryData), 'iso-8859-2'),
    version: code.version,
    chunks: code.chunks.map((chunk) =>
      'assignmentNumber' in chunk ? `eci:${chunk.assignmentNumber}` : String(chunk.type),
    ),
  };
}

describe('penny transfer (decision 143)', () => {
  it('opening it moves the product to PRODUCT_PENNY_TRANSFER_DISPLAYED with an SI12 reference; twice changes nothing', async () => {
    const applicant = await signedDayposit();
    await chooseBranch(applicant);
    expect(await productState(applicant)).toBe('PRODUCT_PENNY_TRANSFER_DISPLAYED');
    const first = await shown(applicant);
    await app.database.db.transaction((tx) =>
      app.services.pennyTransfer.open(
        tx,
        { prospectId: applicant.prospectId, actorId: applicant.uid },
        SYSTEM_CONTEXT,
      ),
    );
    const again = await shown(applicant);
    expect(again.reference).toBe(first.reference);
    expect(first.reference).toMatch(/^SI12\d{13}$/);
    expect(isValidSiReference(first.reference)).toBe(true);
    const account = await app.services.bankAccounts.accountOf(applicant.prospectId);
    expect(first).toMatchObject({
      state: 'WAITING_FOR_PAYMENT',
      iban: account?.iban,
      amount: { cents: 100, currency: 'EUR' },
      purposeCode: 'OTHR',
      beneficiary: {
        name: 'Onboarding Bank d.d.',
        street: 'Slovenska cesta 1',
        city: '1000 Ljubljana',
      },
      activation: { instantHours: 2 },
      paidAt: null,
      pollIntervalMs: 10_000,
    });
  });

  it('the UPN QR read back by a QR reader holds every field of the payment, version 15, ECI 4', async () => {
    const applicant = await signedDayposit();
    await chooseBranch(applicant);
    const view = await shown(applicant);
    if (view.qrCode === null) throw new Error('the si variant shows a UPN QR');
    const svg = Buffer.from(view.qrCode.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64');
    const read = await readQr(svg);
    expect(read.version).toBe(15);
    expect(read.chunks).toEqual(['eci:4', 'byte']);
    const fields = parseUpnQrPayload(read.text);
    expect(fields).not.toBeNull();
    expect(fields?.[0]).toBe('UPNQR');
    expect(fields?.[8]).toBe(formatUpnAmount(view.amount.cents));
    expect(fields?.[11]).toBe(view.purposeCode);
    expect(fields?.[12]).toBe(view.causal);
    expect(fields?.[14]).toBe(view.iban);
    expect(fields?.[15]).toBe(view.reference);
    expect(fields?.[16]).toBe(view.beneficiary.name);
    expect(fields?.[17]).toBe(view.beneficiary.street);
    expect(fields?.[18]).toBe(view.beneficiary.city);
    expect(
      read.text
        .split('\n')
        .slice(1, 8)
        .every((field) => field === ''),
    ).toBe(true);
  });

  it('the domain’s ISO-8859-2 table is iconv-lite’s codec, byte for byte', () => {
    const upperHalf = Buffer.from(Array.from({ length: 96 }, (_, index) => 0xa0 + index));
    expect(iconv.decode(upperHalf, 'iso-8859-2')).toBe(LATIN2_UPPER_HALF);
  });

  it('the PNG of a symbol with Slovenian letters decodes to the same ISO-8859-2 text', async () => {
    const payload = buildUpnQrPayload({
      amountCents: 126874,
      purposeCode: 'OTHR',
      purpose: 'Plačilo – test ČčŠšŽžĆćĐđ'.replace('–', '-'),
      dueDate: '2026-12-31',
      recipient: {
        iban: 'SI56191000000123438',
        reference: 'SI081236-17-345679',
        name: 'Žiga Đurić s.p.',
        street: 'Šmartinska 1',
        city: '1000 Ljubljana',
      },
    });
    const read = await readQr(await symbolPng(upnQrSymbol(payload.text), 4));
    expect(read.text).toBe(payload.text);
    expect(read.chunks).toEqual(['eci:4', 'byte']);
  });

  it('a payment whose reference, IBAN, amount and name fit activates the product through the injected function; the same payment again changes nothing', async () => {
    const applicant = await signedDayposit();
    const { service, activations } = serviceWithTestActivation();
    await chooseBranch(applicant);
    const view = await shown(applicant);
    const request = {
      reference: view.reference,
      payerName: APPLICANT_AS_PAID,
      amount: '1.00',
      paymentId: `E2E-${applicant.prospectId}`,
    };
    const first = await service.simulate(request);
    expect(first).toMatchObject({ outcome: 'MATCHED', recorded: true });
    expect(activations).toEqual([{ prospectId: applicant.prospectId, actorType: 'system' }]);
    expect(await productState(applicant)).toBe('PRODUCT_ACTIVE');
    expect((await shown(applicant)).state).toBe('PAID');

    const again = await service.simulate(request);
    expect(again).toEqual({ ...first, recorded: false });
    const another = await service.simulate({
      ...request,
      paymentId: `E2E-2-${applicant.prospectId}`,
    });
    expect(another.outcome).toBe('ALREADY_PAID');
    expect(activations).toHaveLength(1);
  });

  it('a payment with another amount, IBAN or reference is not matched to the order', async () => {
    const applicant = await signedDayposit();
    const { service, activations } = serviceWithTestActivation();
    await chooseBranch(applicant);
    const view = await shown(applicant);
    const base = { reference: view.reference, payerName: APPLICANT_AS_PAID, amount: '1.00' };
    expect((await service.simulate({ ...base, amount: '2.00' })).outcome).toBe('UNMATCHED');
    expect((await service.simulate({ ...base, iban: 'SI56191000000123438' })).outcome).toBe(
      'UNMATCHED',
    );
    expect(
      (await service.simulate({ ...base, reference: 'SI121234567890120', iban: view.iban }))
        .outcome,
    ).toBe('UNMATCHED');
    expect(activations).toHaveLength(0);
    expect(await productState(applicant)).toBe('PRODUCT_PENNY_TRANSFER_DISPLAYED');
  });

  it('a name mismatch waits in the operators’ review list; accepting it activates the product', async () => {
    const applicant = await signedDayposit();
    await chooseBranch(applicant);
    const view = await shown(applicant);
    const response = await simulate({
      reference: view.reference,
      payerName: 'Marko Horvat',
      amount: '1,00',
      payerIban: 'SI56192001234567892',
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = ZIncomingPaymentResult.parse(response.json());
    expect(result.outcome).toBe('IN_REVIEW');
    expect((await shown(applicant)).state).toBe('IN_REVIEW');

    const operator = await signedInStaff(app);
    const list = ZPaymentReviewList.parse(
      (await asStaff(app, operator.cookie, 'GET', '/payment-reviews')).json(),
    );
    const item = list.items.find((entry) => entry.id === result.id);
    expect(item).toMatchObject({
      prospectId: applicant.prospectId,
      payerName: 'Marko Horvat',
      applicantName: 'Ëlira Špela Čebašek Žagar',
      amountCents: 100,
      currency: 'EUR',
      reference: view.reference,
      outcome: 'IN_REVIEW',
      // Decision 265: the payer's account beside the one the applicant declared.
      payerIban: 'SI56192001234567892',
      declaredIban: EXAMPLE_PERSONAL_DATA_SECTIONS.personalData.iban.replace(/\s/g, ''),
    });

    // An applicant's session is no staff session.
    const asApplicantCall = await app.inject({
      method: 'POST',
      url: `/services/operator/payment-reviews/${result.id}/accept`,
      cookies: { sid: applicant.sid },
    });
    expect(asApplicantCall.statusCode).toBe(401);

    const accepted = await asStaff(
      app,
      operator.cookie,
      'POST',
      `/payment-reviews/${result.id}/accept`,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(ZPaymentReview.parse(accepted.json()).outcome).toBe('ACCEPTED');
    expect(await productState(applicant)).toBe('PRODUCT_ACTIVE');
    expect((await shown(applicant)).state).toBe('PAID');

    const twice = await asStaff(
      app,
      operator.cookie,
      'POST',
      `/payment-reviews/${result.id}/refuse`,
    );
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).mainError.code).toBe('ALREADY_DECIDED');
    const after = ZPaymentReviewList.parse(
      (await asStaff(app, operator.cookie, 'GET', '/payment-reviews')).json(),
    );
    expect(after.items.some((entry) => entry.id === result.id)).toBe(false);
  });

  it('refusing a mismatch returns the money and leaves the product waiting; the page says so', async () => {
    const applicant = await signedDayposit();
    await chooseBranch(applicant);
    const view = await shown(applicant);
    const result = ZIncomingPaymentResult.parse(
      (
        await simulate({ reference: view.reference, payerName: 'Firma d.o.o.', amount: '1' })
      ).json(),
    );
    const operator = await signedInStaff(app);
    const refused = await asStaff(
      app,
      operator.cookie,
      'POST',
      `/payment-reviews/${result.id}/refuse`,
    );
    expect(refused.statusCode, refused.body).toBe(200);
    expect(await productState(applicant)).toBe('PRODUCT_PENNY_TRANSFER_DISPLAYED');
    expect((await shown(applicant)).state).toBe('REFUSED');
    const returned = await app.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.subjectId, applicant.prospectId));
    expect(returned.map((row) => row.action)).toEqual(
      expect.arrayContaining(['penny_transfer.refused', 'payment.returned']),
    );
  });

  it('another applicant’s product id, a made-up id and no order answer the same 404', async () => {
    const owner = await signedDayposit();
    await chooseBranch(owner);
    const stranger = await signedDayposit();
    for (const response of [
      await display(stranger, owner.productId),
      await display(stranger, '00000000-0000-4000-8000-000000000000'),
      await display(stranger, 'not-a-uuid'),
      await display(stranger),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).mainError.code).toBe('NOT_FOUND');
    }
    const anonymous = await app.inject({
      method: 'GET',
      url: `/services/slo/onboarding/products/${owner.productId}/pennytransfer`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('bad simulator input is refused with 400 and records nothing', async () => {
    const before = await app.services.pennyTransfer.reviews();
    for (const payload of [
      {},
      { reference: 'SI121234567890120', payerName: 'A', amount: 'one euro' },
      { reference: 'SI121234567890120', payerName: '', amount: '1.00' },
      { reference: 'SI121234567890120', payerName: 'A', amount: '1.001' },
      { reference: 'SI121234567890120', payerName: 'A', amount: '1.00', extra: true },
    ]) {
      const response = await simulate(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(response).mainError.code).toBe('VALIDATION_FAILED');
    }
    // An unknown reference without an IBAN to pay to names the missing field.
    const unknown = await simulate({ reference: 'SI129999999999990', payerName: 'A', amount: '1' });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).fieldErrors).toEqual([{ field: 'iban', code: 'REQUIRED' }]);
    expect(await app.services.pennyTransfer.reviews()).toEqual(before);
  });
});

describe('penny transfer in production', () => {
  const production = useTestApp({ env: { NODE_ENV: 'production' } });

  it('has no simulator route', async () => {
    const response = await production.inject({
      method: 'POST',
      url: '/services/slo/dev/payments',
      payload: { reference: 'SI121234567890120', payerName: 'A', amount: '1' },
    });
    expect(response.statusCode).toBe(404);
  });
});
