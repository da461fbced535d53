import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import {
  buildLoanOffer,
  LANGUAGES,
  loanTermsForContract,
  repaymentPlan,
  signingManifestText,
  type TLoanTerms,
} from '@onboarding/domain';
import { foreignBankMarksIn, OTHER_CREDITOR } from '../../../test/builders/creditor';
import { DEFAULT_CREDITORS } from '../../infra/config-creditor';
import { renderPdf } from '../../infra/pdf/pdf-document';
import { contractAmounts, contractContents, contractKindsFor } from './contract-content';

// The contracts' text (decision 142): every language renders, a loan adds the credit agreement with
// the offer's figures, and those figures are the ones the signing code binds.

const SAMPLE_LOAN: TLoanTerms = {
  amount: '10000.00',
  currency: 'EUR',
  tenorMonths: 60,
  nominalRatePercent: '6.90',
  aprPercent: '7.45',
  monthlyInstalment: '197.54',
  totalToRepay: '11852.40',
  fees: '150.00',
  insurance: true,
};

const inputs = (language: (typeof LANGUAGES)[number], loan: TLoanTerms | null) => ({
  language,
  prospectId: '4f1c2a9e-3b7d-4d55-9a61-0c6e2f1b8a10',
  documentSetId: 'a1b2c3d4-0000-4000-8000-000000000001',
  productType: loan === null ? ('CURRENTACCOUNT' as const) : ('PERSONALLOAN' as const),
  packageName: loan === null ? ('Digital' as const) : null,
  currency: 'EUR',
  iban: loan === null ? null : 'SI56 1910 0000 0123 438',
  loan,
  customer: {
    fullName: 'Špela Čebašek Žagar',
    birthDate: '1990-04-12',
    address: 'Prešernova ulica 5, 4000 Kranj',
    documentNumberMasked: '••••••123',
    email: 'spela@example.com',
  },
  country: 'SI',
  creditor: DEFAULT_CREDITORS.si,
  now: new Date('2026-11-23T10:00:00Z'),
  timeZone: 'Europe/Ljubljana',
});

async function textOf(bytes: Uint8Array) {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('the contracts’ content', () => {
  it.each(LANGUAGES)('renders the product contract and general terms in %s', async (language) => {
    const { documents, amounts } = contractContents(inputs(language, null));
    expect(Object.keys(documents)).toEqual(['PRODUCT_CONTRACT', 'GENERAL_TERMS']);
    const contract = await textOf(await renderPdf(documents.PRODUCT_CONTRACT!));
    expect(contract).toContain('Špela Čebašek Žagar');
    // Decision 238: a date written out in the document's language.
    expect(contract).toContain(
      { sl: '12. aprila 1990', en: '12 April 1990', sq: '12 prill 1990' }[language],
    );
    expect(contract).toContain('14');
    expect(amounts.map((amount) => amount.name)).toEqual([
      'PACKAGE_FEE_INTRODUCTORY',
      'PACKAGE_FEE_AFTERWARDS',
    ]);
  });

  it('prints "allocated at opening" before the account exists', async () => {
    const { documents } = contractContents(inputs('en', null));
    expect(await textOf(await renderPdf(documents.PRODUCT_CONTRACT!))).toContain(
      'Allocated at opening',
    );
  });

  it('a loan: the credit agreement with the offer’s figures, all of them in the manifest', async () => {
    const { documents, amounts } = contractContents(inputs('en', SAMPLE_LOAN));
    expect(contractKindsFor('PERSONALLOAN')).toEqual([
      'PRODUCT_CONTRACT',
      'GENERAL_TERMS',
      'CREDIT_AGREEMENT',
    ]);
    const credit = await textOf(await renderPdf(documents.CREDIT_AGREEMENT!));
    for (const figure of [
      '€10,000.00',
      '60 months',
      '6.90%',
      '7.45%',
      '€197.54',
      '€11,852.40',
      '€150.00',
    ]) {
      expect(credit).toContain(figure);
    }
    // decision 233: a loan is paid into the applicant's own account, never an account of ours.
    expect(credit).not.toContain('SI56 1910 0000 0123 438');
    expect(credit).toContain('withdraw from this agreement within 14 days');
    const manifest = signingManifestText({
      documents: [{ kind: 'CREDIT_AGREEMENT', sha256: 'a'.repeat(64) }],
      amounts,
    });
    expect(manifest).toContain('amount APR 7.45 %');
    expect(manifest).toContain('amount MONTHLY_INSTALMENT 197.54 EUR');
    expect(manifest).toContain('amount TOTAL_TO_REPAY 11852.40 EUR');
    // A changed figure is another manifest (the old code is refused).
    const changed = contractAmounts({
      productType: 'PERSONALLOAN',
      packageName: null,
      currency: 'EUR',
      loan: { ...SAMPLE_LOAN, monthlyInstalment: '197.55' },
    });
    expect(
      signingManifestText({
        documents: [{ kind: 'CREDIT_AGREEMENT', sha256: 'a'.repeat(64) }],
        amounts: changed,
      }),
    ).not.toBe(manifest);
  });

  it('sl and sq credit agreements render with their own words', async () => {
    const sl = contractContents(inputs('sl', SAMPLE_LOAN)).documents.CREDIT_AGREEMENT!;
    const sq = contractContents(inputs('sq', SAMPLE_LOAN)).documents.CREDIT_AGREEMENT!;
    expect(await textOf(await renderPdf(sl))).toContain('60 mesecev');
    expect(await textOf(await renderPdf(sq))).toContain('Marrëveshje kredie konsumatore');
  });

  it.each(LANGUAGES)(
    'names the configured bank in every %s document, with its register and contacts',
    async (language) => {
      const { documents } = contractContents({
        ...inputs(language, SAMPLE_LOAN),
        creditor: OTHER_CREDITOR,
      });
      expect(Object.keys(documents)).toContain('CREDIT_AGREEMENT');
      for (const content of Object.values(documents)) {
        const text = await textOf(await renderPdf(content));
        expect(content.author).toContain('Testna Hranilnica d.o.o.');
        expect(text).toContain('Testna Hranilnica d.o.o.');
        expect(text).toContain('Glavni trg 7, 2000 Maribor');
        expect(text).toContain('1111111000');
        expect(text).toContain('SI11111111');
        expect(text).toContain('+386 2 111 22 33');
        expect(text).toContain('pomoc@hranilnica.example');
        expect(text).toContain('TSTHSI22');
        expect(foreignBankMarksIn(text)).toEqual([]);
        expect(text).not.toContain('Slovenska cesta');
      }
    },
  );

  it('a loan’s agreement names the payout account, the payout day and prints the repayment plan', async () => {
    // decision 233: the figures of the offer, dated from a payout on Tuesday 24 November 2026.
    const offer = buildLoanOffer({ amountCents: 120_000, tenorMonths: 12, insurance: false });
    const loan: TLoanTerms = {
      ...loanTermsForContract(offer),
      payout: { iban: 'SI56263300012039086', bankName: 'Sandbox banka' },
      plan: repaymentPlan(offer, '2026-11-24'),
    };
    const { documents } = contractContents(inputs('en', loan));
    const credit = await textOf(await renderPdf(documents.CREDIT_AGREEMENT!));
    expect(credit).toContain('Payout account (IBAN) SI56 2633 0001 2039 086');
    expect(credit).toContain('Bank of the payout account Sandbox banka');
    expect(credit).toContain('Payout date 24 November 2026');
    expect(credit).toContain('First instalment due 24 December 2026');
    expect(credit).toContain('Last instalment due 24 November 2027');
    expect(credit).toContain('into the customer’s account SI56 2633 0001 2039 086');
    expect(credit).toContain('signed on 23 November 2026');
    // One line per instalment: its number, due date, payment and what is still owed.
    const last = loan.plan?.rows.at(-1);
    expect(last?.balanceCents).toBe(0);
    // The table's dates in the short form, day first (never the US month first).
    expect(credit).toContain('12 24/11/2027');
    expect(credit).toContain(`€${((last?.paymentCents ?? 0) / 100).toFixed(2)}`);
    expect(credit).not.toContain('Repayment account');
  });
});
