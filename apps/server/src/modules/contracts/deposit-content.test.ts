import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import {
  EXAMPLE_DEPOSIT_CHOICE,
  LANGUAGES,
  type Language,
  type TDepositChoice,
} from '@onboarding/domain';
import { DEFAULT_CREDITORS } from '../../infra/config-creditor';
import { renderPdf } from '../../infra/pdf/pdf-document';
import { contractAmounts, contractContents, contractKindsFor } from './contract-content';

// Decision 232: the deposit contract and its pre-contract information print exactly the quote the
// applicant chose on /deposit, what happens at maturity and the deposit guarantee notice.

/** 10,000.00 EUR for 91 days from Monday 2 March 2026 at 1.70 % (deposit/quote.test.ts). */
const DEPOSIT = EXAMPLE_DEPOSIT_CHOICE;

const inputs = (language: Language, deposit: TDepositChoice = DEPOSIT) => ({
  language,
  prospectId: '4f1c2a9e-3b7d-4d55-9a61-0c6e2f1b8a10',
  documentSetId: 'a1b2c3d4-0000-4000-8000-000000000001',
  productType: 'DAYPOSIT' as const,
  packageName: null,
  currency: 'EUR',
  iban: 'SI56 9900 0000 0123 456',
  loan: null,
  deposit,
  customer: {
    fullName: 'Špela Čebašek Žagar',
    birthDate: '1990-04-12',
    address: 'Prešernova ulica 5, 4000 Kranj',
    documentNumberMasked: '••••••123',
    email: 'spela@example.com',
  },
  country: 'SI',
  creditor: DEFAULT_CREDITORS.si,
  now: new Date('2026-03-02T10:00:00Z'),
  timeZone: 'Europe/Ljubljana',
});

async function textOf(bytes: Uint8Array) {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('the day deposit’s documents (decision 232)', () => {
  it('when a deposit is chosen, then its contract and pre-contract information are signed with the general terms', () => {
    expect(contractKindsFor('DAYPOSIT')).toEqual([
      'PRODUCT_CONTRACT',
      'GENERAL_TERMS',
      'DEPOSIT_INFORMATION',
    ]);
    expect(Object.keys(contractContents(inputs('en')).documents)).toEqual([
      'PRODUCT_CONTRACT',
      'GENERAL_TERMS',
      'DEPOSIT_INFORMATION',
    ]);
  });

  it('when printed in English, then both carry the quote, the payout account and the guarantee', async () => {
    const { documents } = contractContents(inputs('en'));
    for (const document of [documents.PRODUCT_CONTRACT, documents.DEPOSIT_INFORMATION]) {
      const text = await textOf(await renderPdf(document!));
      expect(text).toContain('€10,000.00');
      expect(text).toContain('91 days');
      expect(text).toContain('1.70%');
      expect(text).toContain('1.71%');
      expect(text).toContain('€42.38');
      expect(text).toContain('1 June 2026');
      expect(text).toContain('paid out with the interest to SI56 2633 0001 2039 086');
      expect(text).toContain('€100,000 per depositor per bank');
      expect(text).toContain('Banka Slovenije');
    }
    const contract = await textOf(await renderPdf(documents.PRODUCT_CONTRACT!));
    expect(contract).toContain('Day deposit contract');
    expect(contract).toContain('SI56 9900 0000 0123 456');
    const information = await textOf(await renderPdf(documents.DEPOSIT_INFORMATION!));
    expect(information).toContain('Pre-contract information on the day deposit');
    expect(information).toContain('within 14 days');
  });

  it('when the deposit renews, then the renewal is printed instead of the payout', async () => {
    const { documents } = contractContents(inputs('en', { ...DEPOSIT, atMaturity: 'RENEW' }));
    const text = await textOf(await renderPdf(documents.PRODUCT_CONTRACT!));
    expect(text).toContain('renewed for 91 days at the rate then in force');
    expect(text).not.toContain('paid out with the interest');
  });

  it.each(LANGUAGES)('renders in %s with the figures written its way', async (language) => {
    const { documents } = contractContents(inputs(language));
    const text = await textOf(await renderPdf(documents.DEPOSIT_INFORMATION!));
    expect(text).toContain('Špela Čebašek Žagar');
    expect(text).toContain(language === 'en' ? '42.38' : '42,38');
  });

  it('when signed, then the code binds exactly the quote’s figures', () => {
    const amounts = contractAmounts({
      productType: 'DAYPOSIT',
      packageName: null,
      currency: 'EUR',
      loan: null,
      deposit: DEPOSIT,
    });
    expect(amounts).toEqual([
      { name: 'DEPOSIT_AMOUNT', value: '10000.00', unit: 'EUR' },
      { name: 'DEPOSIT_TERM', value: '91', unit: 'days' },
      { name: 'DEPOSIT_RATE', value: '1.70', unit: '%' },
      { name: 'DEPOSIT_EAR', value: '1.71', unit: '%' },
      { name: 'DEPOSIT_INTEREST', value: '42.38', unit: 'EUR' },
    ]);
  });
});
