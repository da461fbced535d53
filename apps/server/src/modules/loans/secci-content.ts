import {
  creditorAddressLine,
  creditorLegalName,
  creditorWebLine,
  supervisorLine,
  type Language,
  type TCreditor,
  type TLoanOffer,
  variantOfCountry,
} from '@onboarding/domain';
import { formatDate, formatMoney, formatPercent } from '@onboarding/domain/format';
import { translatorFor } from '../../infra/mail/templates';
import type { PdfBlock, PdfContent } from '../../infra/pdf/pdf-document';

export interface SecciInputs {
  readonly language: Language;
  /** The bank's identity from the configuration (decision 229): never a literal here. */
  readonly creditor: TCreditor;
  readonly offer: TLoanOffer;
  readonly secciId: string;
  readonly issuedAt: Date;
  readonly timeZone: string;
  /** The country whose law governs the credit (ISO 3166 alpha-2). */
  readonly country: string;
}

/** How long the information binds the bank (Annex I, "other important legal aspects"), in days. */
export const SECCI_VALID_DAYS = 14;

type Translate = ReturnType<typeof translatorFor>;

/** What every part of the form is written with: the texts, the formats and the offer's figures. */
interface SecciWriter {
  readonly inputs: SecciInputs;
  readonly t: Translate;
  readonly money: (cents: number) => string;
  readonly rate: string;
  readonly apr: string;
  readonly creditorName: string;
}

const heading = (text: string): PdfBlock => ({ type: 'heading', text });
const paragraph = (text: string): PdfBlock => ({ type: 'paragraph', text });
const field = (label: string, value: string): PdfBlock => ({ type: 'field', label, value });

function writerFor(inputs: SecciInputs): SecciWriter {
  const { language, offer } = inputs;
  const t = translatorFor(language, variantOfCountry(inputs.country));
  // The offer's rates are in percent (7.5), the module's in fractions.
  const percent = (value: number, fractionDigits: number) =>
    formatPercent(value / 100, language, { fractionDigits });
  return {
    inputs,
    t,
    money: (cents) => formatMoney(cents, offer.currency, language),
    rate: percent(offer.nominalRatePercent, 2),
    apr: percent(offer.aprPercent, 1),
    creditorName: creditorLegalName(inputs.creditor),
  };
}

/** Part I, always on the first page: the key figures a consumer compares offers by. */
function keyInformation({ inputs, t, money, rate, apr, creditorName }: SecciWriter): PdfBlock[] {
  const { offer } = inputs;
  return [
    heading(t('secci.keyInfo.heading')),
    field(t('secci.keyInfo.creditor'), creditorName),
    field(
      t('secci.keyInfo.totalCredit'),
      `${money(offer.amountCents)} (${t('secci.keyInfo.totalCreditNote')})`,
    ),
    field(t('secci.keyInfo.duration'), t('secci.months', { count: offer.tenorMonths })),
    field(t('secci.keyInfo.borrowingRate'), t('secci.keyInfo.borrowingRateValue', { rate })),
    field(t('secci.keyInfo.apr'), `${apr} (${t('secci.keyInfo.aprNote')})`),
    field(
      t('secci.keyInfo.totalPayable'),
      `${money(offer.totalToRepayCents)} (${t('secci.keyInfo.totalPayableNote')})`,
    ),
    field(t('secci.keyInfo.latePayment'), t('secci.costs.latePaymentValue')),
  ];
}

/** Section 1: who the creditor is and how the consumer reaches it, all from the configuration. */
function creditorSection({ inputs, t, creditorName }: SecciWriter): PdfBlock[] {
  const { creditor } = inputs;
  return [
    heading(t('secci.creditor.heading')),
    field(t('secci.creditor.creditor'), creditorName),
    field(t('secci.creditor.address'), creditorAddressLine(creditor)),
    field(t('secci.creditor.phone'), creditor.phone),
    field(t('secci.creditor.email'), creditor.email),
    field(t('secci.creditor.web'), creditorWebLine(creditor)),
    field(t('secci.creditor.register'), registerLine(t, creditor)),
    field(t('secci.creditor.vat'), creditor.vatNumber),
    field(t('secci.creditor.intermediary'), t('secci.creditor.intermediaryValue')),
  ];
}

function registerLine(t: Translate, creditor: TCreditor): string {
  return t('secci.creditor.registerValue', {
    register: creditor.register,
    number: creditor.registrationNumber,
  });
}

/** Section 2: the product, its drawdown, its instalments and the security (none). */
function featuresSection({ inputs, t, money }: SecciWriter): PdfBlock[] {
  const { offer } = inputs;
  return [
    heading(t('secci.features.heading')),
    field(t('secci.features.type'), t('secci.features.typeValue')),
    field(t('secci.features.totalCredit'), money(offer.amountCents)),
    field(t('secci.features.drawdown'), t('secci.features.drawdownValue')),
    field(t('secci.features.duration'), t('secci.months', { count: offer.tenorMonths })),
    field(
      t('secci.features.instalments'),
      t('secci.features.instalmentsValue', {
        count: offer.tenorMonths,
        instalment: money(offer.monthlyPaymentCents),
        last: money(offer.lastInstalmentCents + offer.insurancePremiumCents),
      }),
    ),
    field(
      t('secci.features.totalPayable'),
      t('secci.features.totalPayableValue', { total: money(offer.totalToRepayCents) }),
    ),
    field(t('secci.features.security'), t('secci.features.securityValue')),
  ];
}

/** Section 3: rates, the representative example, ancillary services and every cost. */
function costsSection({ inputs, t, money, rate, apr }: SecciWriter): PdfBlock[] {
  const { offer } = inputs;
  return [
    heading(t('secci.costs.heading')),
    field(t('secci.costs.borrowingRate'), t('secci.keyInfo.borrowingRateValue', { rate })),
    field(t('secci.costs.apr'), apr),
    paragraph(
      t('secci.costs.representative', {
        amount: money(offer.amountCents),
        months: offer.tenorMonths,
        rate,
        fees: money(offer.feesCents),
        apr,
        total: money(offer.totalToRepayCents),
      }),
    ),
    field(t('secci.costs.ancillary'), t('secci.costs.ancillaryValue')),
    field(
      t('secci.costs.insurance'),
      offer.insurance
        ? t('secci.costs.insuranceChosen', { premium: money(offer.insurancePremiumCents) })
        : t('secci.costs.insuranceNotChosen'),
    ),
    field(t('secci.costs.totalInterest'), money(offer.totalInterestCents)),
    field(t('secci.costs.fees'), t('secci.costs.feesValue', { fees: money(offer.feesCents) })),
    field(t('secci.costs.latePayment'), t('secci.costs.latePaymentValue')),
  ];
}

/** Section 4: withdrawal, early repayment, database, draft agreement, how long the offer binds. */
function legalSection({ inputs, t }: SecciWriter): PdfBlock[] {
  const validUntil = new Date(inputs.issuedAt.getTime() + SECCI_VALID_DAYS * 86_400_000);
  const date = formatDate(validUntil, inputs.language, { timeZone: inputs.timeZone });
  return [
    heading(t('secci.legal.heading')),
    field(t('secci.legal.withdrawal'), t('secci.legal.withdrawalValue')),
    field(t('secci.legal.earlyRepayment'), t('secci.legal.earlyRepaymentValue')),
    field(t('secci.legal.database'), t('secci.legal.databaseValue')),
    field(t('secci.legal.draft'), t('secci.legal.draftValue')),
    field(t('secci.legal.validity'), t('secci.legal.validityValue', { date })),
  ];
}

/** Section 5: register, supervisor, law and court, language, redress (distance contracts). */
function distanceSection({ inputs, t }: SecciWriter): PdfBlock[] {
  const country = t(`secci.distance.countries.${inputs.country === 'AL' ? 'AL' : 'SI'}`);
  return [
    heading(t('secci.distance.heading')),
    field(t('secci.distance.registration'), registerLine(t, inputs.creditor)),
    field(t('secci.distance.supervisor'), supervisorLine(inputs.creditor)),
    field(t('secci.distance.preContractLaw'), t('secci.distance.preContractLawValue', { country })),
    field(t('secci.distance.law'), t('secci.distance.lawValue', { country })),
    field(t('secci.distance.language'), t('secci.distance.languageValue')),
    field(t('secci.distance.complaints'), t('secci.distance.complaintsValue')),
    field(t('secci.reference'), inputs.secciId),
  ];
}

/**
 * The SECCI of Directive (EU) 2023/2225 Annex I for one offer (decision 229): Part I "key
 * information" first, then the standard information in five sections, in the applicant's
 * language, with the figures `buildLoanOffer` computed (decision 145: every document prints the
 * same numbers) and the creditor of the configuration.
 */
export function secciContent(inputs: SecciInputs): PdfContent {
  const writer = writerFor(inputs);
  const { t } = writer;
  return {
    title: t('secci.title'),
    language: inputs.language,
    author: writer.creditorName,
    createdAt: inputs.issuedAt,
    blocks: [
      paragraph(t('secci.intro')),
      ...keyInformation(writer),
      heading(t('secci.partTwo')),
      ...creditorSection(writer),
      ...featuresSection(writer),
      ...costsSection(writer),
      ...legalSection(writer),
      ...distanceSection(writer),
    ],
    footer: (page, pages) => t('secci.footer', { page, pages }),
  };
}
