import { unzipSync } from 'fflate';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { type TSecciIssued } from '@onboarding/domain';
import { branchChosen, paymentOrderOf, signedApplicantWithAccount } from './after-signing-helpers';
import { useTestApp } from './build-test-app';
import { foreignBankMarksIn, OTHER_CREDITOR, OTHER_CREDITOR_ENV } from './builders/creditor';
import { signedCase } from './builders/signed-case';
import { signedInStaff } from './fixtures/staff';
import { assessedLoanApplicant } from './loans-helpers';
import { API, createTestClock, freshIp, outboxFor, registerApplicant } from './security-helpers';
import { asApplicant } from './video-helpers';

// Decision 229: the bank's identity is one configuration. With another bank configured, every
// document, e-mail and payment order names that bank, and no other name or address appears.

const testClock = createTestClock(new Date());
const app = useTestApp({
  env: { OPERATOR_HOURS: 'always', ...OTHER_CREDITOR_ENV },
  clock: testClock.clock,
});

const BANK = 'Testna Hranilnica d.o.o.';

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: true,
  });
  return text.replace(/\s+/g, ' ');
}

describe('one creditor in every document', () => {
  it('the configuration is the other bank’s', () => {
    expect(app.infra.config.creditor).toEqual(OTHER_CREDITOR);
  });

  it('the consents, the protocol, the contracts and the evidence name only that bank', async () => {
    const applicant = await signedCase(app);
    const supervisor = await signedInStaff(app, { role: 'SUPERVISOR' });
    const response = await app.inject({
      method: 'GET',
      url: `${API}/onboarding/staff/cases/${applicant.prospectId}/evidence`,
      remoteAddress: freshIp(),
      headers: { cookie: supervisor.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const manifest = JSON.parse(Buffer.from(files['manifest.json'] ?? []).toString('utf8')) as {
      bank: { name: string; registrationNumber: string };
    };
    expect(manifest.bank).toMatchObject({ name: BANK, registrationNumber: '1111111000' });

    const pdfs = Object.keys(files).filter((path) => path.endsWith('.pdf'));
    // The three consent documents, the video protocol, the product contract and general terms.
    expect(pdfs.filter((path) => path.startsWith('consent')).length).toBeGreaterThanOrEqual(3);
    expect(pdfs.some((path) => /protocol/.test(path))).toBe(true);
    expect(pdfs.filter((path) => path.startsWith('contracts/')).length).toBeGreaterThanOrEqual(2);
    for (const path of pdfs) {
      const text = await pdfText(files[path] ?? new Uint8Array());
      expect(text, path).toContain(OTHER_CREDITOR.name);
      expect(foreignBankMarksIn(text), path).toEqual([]);
    }
    for (const path of Object.keys(files).filter((name) => name.endsWith('.json'))) {
      expect(foreignBankMarksIn(Buffer.from(files[path] ?? []).toString('utf8')), path).toEqual([]);
    }
  }, 240_000);

  it('the SECCI of a loan names that bank with its contacts and register', async () => {
    const applicant = await assessedLoanApplicant(app, 250_000, {
      amount: 10_000,
      tenorMonths: 60,
      insurance: false,
    });
    const choice = { amount: 10_000, tenorMonths: 60, insurance: false };
    const issued = await asApplicant(
      app,
      applicant.sid,
      'POST',
      `/onboarding/products/${applicant.productId}/secci`,
      choice,
    );
    expect(issued.statusCode, issued.body).toBe(200);
    const { secciId } = issued.json<TSecciIssued>();
    const pdf = await asApplicant(
      app,
      applicant.sid,
      'GET',
      `/onboarding/products/${applicant.productId}/secci/${secciId}`,
    );
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(new Uint8Array(pdf.rawPayload));
    for (const expected of [
      BANK,
      'Glavni trg 7, 2000 Maribor',
      OTHER_CREDITOR.phone,
      OTHER_CREDITOR.email,
      OTHER_CREDITOR.registrationNumber,
      'Nadzornik Testni',
    ]) {
      expect(text).toContain(expected);
    }
    expect(foreignBankMarksIn(text)).toEqual([]);
  }, 120_000);

  it('the payment order of a deposit has that bank as the payee', async () => {
    const applicant = await signedApplicantWithAccount(app, 'DAYPOSIT');
    const after = await branchChosen(app, applicant);
    expect(after.productState).toBe('PRODUCT_PENNY_TRANSFER_DISPLAYED');
    const { order: view, body } = await paymentOrderOf(app, applicant);
    expect(view.beneficiary).toEqual({
      name: BANK,
      street: 'Glavni trg 7',
      city: '2000 Maribor',
    });
    expect(foreignBankMarksIn(body)).toEqual([]);
  });

  it('an e-mail is signed by that bank and names no other', async () => {
    const applicant = await registerApplicant(app);
    const mails = (await outboxFor(app, applicant.email)).filter(
      (entry) => entry.channel === 'email',
    );
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) {
      expect(mail.text).toContain(`${BANK}\nGlavni trg 7, 2000 Maribor\n+386 2 111 22 33`);
      expect(foreignBankMarksIn(mail.text)).toEqual([]);
    }
  });
});
