import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CREDITORS } from '../../infra/config-creditor';
import { renderPdf } from '../../infra/pdf/pdf-document';
import type { EnteredData } from '../eligibility/entered-data';
import { consentDocumentContents, type ConsentDocumentInputs } from './document-content';

export const ENTERED: EnteredData = {
  names: {
    firstName: 'Žiga',
    secondName: 'Ëndrit',
    surname: 'Čebašek Šuštar',
    fatherName: 'Çlirim',
  },
  birth: { date: '1990-05-17', placeOfBirth: 'Škofja Loka', countryCode: 'SI', nationality: 'SI' },
  secondNationality: null,
  gender: 'MALE',
  residentStatus: 'RESIDENT',
  addresses: [
    {
      type: 'PERMANENT',
      street: 'Tržaška cesta',
      number: '12a',
      zipCode: '1000',
      city: 'Ljubljana',
      countryCode: 'SI',
    },
  ],
  contact: { email: 'ziga@example.si', mobileNumber: '+386 41234567' },
  identityDocument: {
    idType: 'ID',
    number: '001234567',
    personalNumber: '1705990500006',
    issuer: 'UE Ljubljana',
    issuePlace: 'Ljubljana',
    issueDate: '2020-01-15',
    expirationDate: '2030-01-15',
  },
  employment: {
    employerStatus: 'EMPLOYED',
    profession: 'Inženir',
    position: 'OTHER',
    monthlyIncoming: '2100',
    originOfFunds: ['SALARY'],
    purposeOfBusinessRelation: 'CURRENT_DOMESTIC_NEEDS',
  },
  questionnaire: [['regularFlowSelect', ['MEDIUM_HIGH']]],
  iban: 'SI56191000000123438',
  taxNumber: '50223054',
};

function inputs(overrides: Partial<ConsentDocumentInputs> = {}): ConsentDocumentInputs {
  return {
    language: 'sl',
    applicationNumber: '2026-000123',
    productType: 'CURRENTACCOUNT',
    packageName: 'Digital',
    answers: {
      questionResponses: { PEP: 'false', FATCA: 'false', CRS: 'false' },
      consents: [
        { id: 0, name: 'BANKING_OFFERS', typeOfConsents: 'COMMERCIAL', response: 'YES' },
        { id: 1, name: 'LEGAL_ENTITY_OFFERS', typeOfConsents: 'COMMERCIAL', response: 'NO' },
        { id: 2, name: 'POLLS', typeOfConsents: 'COMMERCIAL', response: 'NO' },
      ],
    },
    answeredAt: new Date('2026-11-23T09:00:00Z'),
    entered: ENTERED,
    applicantName: 'Žiga Ëndrit Čebašek Šuštar',
    now: new Date('2026-11-23T09:05:00Z'),
    timeZone: 'Europe/Ljubljana',
    variant: 'si',
    creditor: DEFAULT_CREDITORS.si,
    ...overrides,
  };
}

async function textOf(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('consent documents as PDFs (decision 113)', () => {
  it('the data summary shows names and places with č, š, ž, ë, ç as entered', async () => {
    const text = await textOf(await renderPdf(consentDocumentContents(inputs()).DATA_SUMMARY));
    for (const expected of [
      'Povzetek vnesenih podatkov',
      'Žiga Ëndrit Čebašek Šuštar',
      'Čebašek Šuštar',
      'Çlirim',
      'Škofja Loka',
      // Decision 238: the place, and the country only when it is not the bank's own.
      'Tržaška cesta 12a, 1000 Ljubljana',
      '17. maja 1990',
      '001234567',
      'Inženir',
      // Codes by the names the screen showed (lookups and the questionnaire's options).
      'Zaposlen',
      'Rezident Republike Slovenije',
      'Pričakovani redni mesečni',
      'Osebna izkaznica',
      '1.500 € do 3.000 €',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Ljubljana, SI');
  });

  it('the data summary names a country by its name when it is not the bank’s own (decision 238)', async () => {
    const entered: EnteredData = {
      ...ENTERED,
      birth: { ...ENTERED.birth, placeOfBirth: 'Berlin', countryCode: 'DE' },
      addresses: [
        { ...ENTERED.addresses[0]!, zipCode: '10115', city: 'Berlin', countryCode: 'DE' },
      ],
    };
    const text = await textOf(
      await renderPdf(consentDocumentContents(inputs({ entered })).DATA_SUMMARY),
    );
    expect(text).toContain('Kraj rojstva Berlin, Nemčija');
    expect(text).toContain('Tržaška cesta 12a, 10115 Berlin, Nemčija');
    expect(text).not.toContain(', DE');
  });

  it('the data summary of the Albanian variant names Albania where the screen did (decision 159)', async () => {
    const entered: EnteredData = {
      ...ENTERED,
      questionnaire: [
        ['estimatedInflowSloveniaAbroad', ['ONLY_SLOVENIA']],
        ['regularFlowSelect', ['MEDIUM_LOW']],
      ],
    };
    const summary = (variant: 'si' | 'al') =>
      renderPdf(
        consentDocumentContents(inputs({ language: 'en', variant, entered })).DATA_SUMMARY,
      ).then(textOf);
    const albanian = await summary('al');
    // The label wraps in its column: its first line, then the value.
    expect(albanian).toContain('Share of inflows from Albania Only Albania');
    expect(albanian).not.toContain('inflows from Slovenia');
    expect(albanian).toContain('Resident of Albania');
    expect(await summary('si')).toContain('Only Slovenia Slovenia and from abroad');
    // The variant's currency, with grouped thousands (decision 238).
    expect(albanian).toContain('Monthly income ALL 2,100.00');
    // The KYC band in lekë, at the variant's boundaries (decision 241).
    expect(albanian).toContain('ALL 80,000 to ALL 150,000');
    expect(albanian).not.toMatch(/EUR|€/);
  });

  it('the data summary names each income once, with the currency, and the numbers and account', async () => {
    const entered: EnteredData = {
      ...ENTERED,
      employment: { ...ENTERED.employment, originOfFunds: ['SALARY', 'SALARY'] },
    };
    const text = await textOf(
      await renderPdf(consentDocumentContents(inputs({ language: 'en', entered })).DATA_SUMMARY),
    );
    expect(text).toContain('Monthly income €2,100.00');
    expect(text).toContain('Origin of funds Salary ');
    expect(text).not.toContain('Salary, Salary');
    for (const expected of [
      'Personal number (EMŠO) 1705990500006',
      'Tax number 50223054',
      'SI56191000000123438',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('the data summary prints the mobile number in international grouping, never with the trunk 0 (decision 235)', async () => {
    const summary = (mobileNumber: string) =>
      renderPdf(
        consentDocumentContents(
          inputs({
            language: 'en',
            entered: { ...ENTERED, contact: { ...ENTERED.contact, mobileNumber } },
          }),
        ).DATA_SUMMARY,
      ).then(textOf);
    // As the personal data keep it: the prefix, a space and the number as typed.
    const typedWithTrunkZero = await summary('+386 041555202');
    expect(typedWithTrunkZero).toContain('Mobile phone +386 41 555 202');
    expect(typedWithTrunkZero).not.toContain('+386 041');
    expect(await summary('+386 41555202')).toContain('+386 41 555 202');
    expect(await summary('+355 0691234567')).toContain('+355 69 123 4567');
  });

  it('the general terms of a product without a package speak of no package', async () => {
    const text = await textOf(
      await renderPdf(
        consentDocumentContents(inputs({ language: 'en', packageName: null })).GENERAL_TERMS,
      ),
    );
    expect(text).not.toContain('no package package');
    expect(text).toContain('These general terms govern the');
  });

  it('the consents document lists each answer in the applicant’s language', async () => {
    const text = await textOf(await renderPdf(consentDocumentContents(inputs()).CONSENTS));
    // Labels wrap in their column, so each answer follows the first line of its label.
    expect(text).toContain('Politično izpostavljena oseba Ne');
    expect(text).toContain('Davčni rezident ZDA (FATCA) Ne');
    expect(text).toContain('Ponudbe bančnih storitev, Se strinjam');
    expect(text).toContain('Ankete o zadovoljstvu strank Se ne strinjam');
    expect(text).toContain('Odgovorjeno dne 23. novembra 2026');
  });

  it('the general terms name the product and package, in Albanian too', async () => {
    const sl = await textOf(await renderPdf(consentDocumentContents(inputs()).GENERAL_TERMS));
    expect(sl).toContain('Splošni pogoji poslovanja: Osebni račun');
    expect(sl).toContain('paket Digital');
    const sq = await textOf(
      await renderPdf(consentDocumentContents(inputs({ language: 'sq' })).GENERAL_TERMS),
    );
    expect(sq).toContain('Kushtet e përgjithshme');
    expect(sq).toContain('paketën Digital');
  });

  it('long text flows onto further pages with the page count in each footer', async () => {
    const many: EnteredData = {
      ...ENTERED,
      questionnaire: Array.from(
        { length: 80 },
        (_, i) => [`question${i}`, [`odgovor č ${i}`]] as const,
      ),
    };
    const bytes = await renderPdf(consentDocumentContents(inputs({ entered: many })).DATA_SUMMARY);
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    expect(pdf.numPages).toBeGreaterThan(1);
    const text = await textOf(bytes);
    expect(text).toContain(`stran 1 od ${pdf.numPages}`);
    expect(text).toContain('odgovor č 79');
  });
});
