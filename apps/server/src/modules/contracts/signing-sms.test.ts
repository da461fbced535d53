import {
  amountLimits,
  CONTRACT_DOCUMENT_KINDS,
  contractsSmsText,
  DEFAULT_DEPOSIT_RATE_TABLES,
  instalmentWithInsuranceCents,
  LANGUAGES,
  monthlyInstalmentCents,
  PERSONAL_LOAN_PRODUCT,
  signingFingerprint,
  smsLength,
  VARIANT_IDS,
  type Language,
  type TContractAmount,
  type VariantId,
} from '@onboarding/domain';
import { formatAmount } from '@onboarding/domain/format';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../infra/mail/templates';

// Decision 252: each code SMS names what it signs and fits ONE segment in its encoding, with the
// largest realistic figures of each variant.

const MANIFEST = '5c9cb7b61a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5';
const CODE = '123456';
/** The most documents a set can hold. */
const MOST_DOCUMENTS = CONTRACT_DOCUMENT_KINDS.length;

const decimal = (minor: number) => (minor / 100).toFixed(2);

/** The largest loan: the product's maximum over its shortest tenor, with insurance. */
const LARGEST_LOAN = PERSONAL_LOAN_PRODUCT.maxAmountCents;
const LARGEST_INSTALMENT = instalmentWithInsuranceCents(
  monthlyInstalmentCents({
    principalCents: LARGEST_LOAN,
    nominalAnnualRate: PERSONAL_LOAN_PRODUCT.nominalAnnualRate,
    months: PERSONAL_LOAN_PRODUCT.minTenorMonths,
  }),
  true,
);
const loanAmounts: TContractAmount[] = [
  { name: 'LOAN_AMOUNT', value: decimal(LARGEST_LOAN), unit: 'EUR' },
  { name: 'MONTHLY_INSTALMENT', value: decimal(LARGEST_INSTALMENT), unit: 'EUR' },
  { name: 'APR', value: '7.9', unit: '%' },
];

/** The largest deposit the variant's rate table takes, in its currency. */
function largestDeposit(variant: VariantId): TContractAmount {
  const [table] = DEFAULT_DEPOSIT_RATE_TABLES[variant];
  if (table === undefined) throw new Error(`no rate table for ${variant}`);
  return {
    name: 'DEPOSIT_AMOUNT',
    value: decimal(amountLimits(table).max),
    unit: table.currency,
  };
}

function render(variant: VariantId, language: Language, amounts: TContractAmount[]) {
  const t = translatorFor(language, variant);
  return contractsSmsText(
    { amounts, documentCount: MOST_DOCUMENTS, manifestSha256: MANIFEST },
    language,
    CODE,
    (key, values) => t(key, values),
  );
}

describe('the code SMS of the contracts', () => {
  for (const variant of VARIANT_IDS) {
    for (const language of LANGUAGES) {
      it(`${variant}/${language}: a loan's SMS names the amount and instalment in one segment`, () => {
        const text = render(variant, language, loanAmounts);
        expect(smsLength(text).segments).toBe(1);
        expect(text).toContain(CODE);
        expect(text).toContain(formatAmount(decimal(LARGEST_LOAN), 'EUR', language));
        expect(text).toContain(formatAmount(decimal(LARGEST_INSTALMENT), 'EUR', language));
        expect(text).toContain('5C9C B7B6');
      });

      it(`${variant}/${language}: a deposit's SMS fits one segment with the largest amount`, () => {
        const deposit = largestDeposit(variant);
        const text = render(variant, language, [deposit]);
        expect(smsLength(text).segments).toBe(1);
        expect(text).toContain(CODE);
        expect(text).toContain(String(MOST_DOCUMENTS));
        expect(text).toContain('5C9C B7B6');
      });

      it(`${variant}/${language}: another product's SMS names the number of documents`, () => {
        const text = render(variant, language, [
          { name: 'PACKAGE_FEE_AFTERWARDS', value: '5.00', unit: 'EUR' },
        ]);
        expect(smsLength(text).segments).toBe(1);
        expect(text).toMatch(new RegExp(`\\b${CODE}\\b.*\\b${MOST_DOCUMENTS}\\b.*5C9C B7B6$`));
      });

      it(`${variant}/${language}: the certificate's SMS fits one segment`, () => {
        const text = translatorFor(language, variant)('signing.sms.CERTIFICATE', { code: CODE });
        expect(smsLength(text).segments).toBe(1);
      });
    }
  }

  it('keeps the deposit amount where it fits: euros in every language, lekë in Albanian', () => {
    const euros = largestDeposit('si');
    for (const language of LANGUAGES) {
      expect(render('si', language, [euros])).toContain(
        formatAmount(euros.value, euros.unit, language),
      );
    }
    // An amount of a million lekë still fits the Albanian text.
    const lekë: TContractAmount = { name: 'DEPOSIT_AMOUNT', value: '1000000.00', unit: 'ALL' };
    expect(render('al', 'sq', [lekë])).toContain(formatAmount(lekë.value, 'ALL', 'sq'));
  });

  it('repeats the first characters of the fingerprint the page shows', () => {
    const shown = signingFingerprint(MANIFEST);
    expect(shown).toBe('5C9C B7B6 1A2B 3C4D');
    const text = render('si', 'sl', loanAmounts);
    const [sent = ''] = /[0-9A-F]{4} [0-9A-F]{4}$/.exec(text) ?? [];
    expect(sent).not.toBe('');
    expect(shown.startsWith(sent)).toBe(true);
  });
});
