import {
  centsToDecimalText,
  formatIban,
  type TContractAmount,
  type TDepositChoice,
} from '@onboarding/domain';
import type { translatorFor } from '../../infra/mail/templates';
import type { PdfBlock, PdfContent } from '../../infra/pdf/pdf-document';

type Translate = ReturnType<typeof translatorFor>;

/**
 * What the contract set's writer lends the deposit's documents (contract-content.ts): its
 * translator and formats, the product account, the country's values, and the frame of a document
 * (parties, signature, footer).
 */
export interface DepositDocumentKit {
  readonly t: Translate;
  readonly inputs: { readonly country: string };
  /** The deposit account (the product account), or "allocated at opening". */
  readonly iban: string;
  readonly values: Readonly<Record<string, string>>;
  readonly money: (value: string, currency: string) => string;
  readonly percent: (value: string) => string;
  readonly date: (iso: string) => string;
  readonly field: (label: string, value: string) => PdfBlock;
  readonly document: (title: string, blocks: PdfBlock[]) => PdfContent;
}

/** A day deposit signs its contract, the general terms and the pre-contract information. */
export const DEPOSIT_KINDS = ['PRODUCT_CONTRACT', 'GENERAL_TERMS', 'DEPOSIT_INFORMATION'] as const;

const heading = (text: string): PdfBlock => ({ type: 'heading', text });
const paragraph = (text: string): PdfBlock => ({ type: 'paragraph', text });

/** Basis points as percent text with two decimals ("1.70"); an EAR fraction likewise. */
const bpsText = (bps: number) => (bps / 100).toFixed(2);
const fractionText = (fraction: number) => (Math.round(fraction * 10_000) / 100).toFixed(2);

/**
 * The figures both documents print and the signing code binds (decision 232): exactly the quote
 * the applicant saw on /deposit, stored with the choice.
 */
export function depositAmounts(deposit: TDepositChoice): TContractAmount[] {
  const { quote } = deposit;
  return [
    { name: 'DEPOSIT_AMOUNT', value: centsToDecimalText(quote.amountMinor), unit: quote.currency },
    { name: 'DEPOSIT_TERM', value: String(quote.termDays), unit: 'days' },
    { name: 'DEPOSIT_RATE', value: bpsText(quote.rateBps), unit: '%' },
    { name: 'DEPOSIT_EAR', value: fractionText(quote.effectiveAnnualRate), unit: '%' },
    {
      name: 'DEPOSIT_INTEREST',
      value: centsToDecimalText(quote.interestMinor),
      unit: quote.currency,
    },
  ];
}

interface DepositValues {
  readonly [key: string]: string;
}

function valuesOf(kit: DepositDocumentKit, deposit: TDepositChoice): DepositValues {
  const { quote } = deposit;
  return {
    amount: kit.money(centsToDecimalText(quote.amountMinor), quote.currency),
    days: String(quote.termDays),
    rate: kit.percent(bpsText(quote.rateBps)),
    ear: kit.percent(fractionText(quote.effectiveAnnualRate)),
    interest: kit.money(centsToDecimalText(quote.interestMinor), quote.currency),
    start: kit.date(quote.startDate),
    maturity: kit.date(quote.maturityDate),
    ownIban: formatIban(deposit.ownIban),
    depositIban: kit.iban,
    country: kit.values.country ?? kit.inputs.country,
    guarantee: kit.t(`depositTerms.guarantee.${kit.inputs.country === 'AL' ? 'al' : 'si'}`),
  };
}

function figureBlocks(kit: DepositDocumentKit, deposit: TDepositChoice): PdfBlock[] {
  const { t, field } = kit;
  const values = valuesOf(kit, deposit);
  const atMaturity =
    deposit.atMaturity === 'PAYOUT'
      ? t('depositTerms.pdf.atMaturityPAYOUT', { iban: values.ownIban ?? '' })
      : t('depositTerms.pdf.atMaturityRENEW', { days: values.days ?? '' });
  return [
    heading(t('depositTerms.pdf.figuresHeading')),
    field(t('depositTerms.pdf.amount'), values.amount ?? ''),
    field(t('depositTerms.pdf.term'), t('depositTerms.pdf.days', { days: values.days ?? '' })),
    field(t('depositTerms.pdf.rate'), values.rate ?? ''),
    field(t('depositTerms.pdf.ear'), values.ear ?? ''),
    field(
      t('depositTerms.pdf.start'),
      t('depositTerms.pdf.startValue', { date: values.start ?? '' }),
    ),
    field(t('depositTerms.pdf.maturity'), values.maturity ?? ''),
    field(t('depositTerms.pdf.interest'), values.interest ?? ''),
    field(t('depositTerms.pdf.atMaturity'), atMaturity),
    field(t('depositTerms.pdf.ownIban'), values.ownIban ?? ''),
    field(t('depositTerms.pdf.depositIban'), kit.iban),
  ];
}

const CONTRACT_SECTIONS = [
  'object',
  'start',
  'interest',
  'maturity',
  'funding',
  'guarantee',
  'law',
] as const;
const INFORMATION_SECTIONS = [
  'object',
  'interest',
  'maturity',
  'funding',
  'costs',
  'guarantee',
  'withdrawal',
  'law',
] as const;
type SectionName =
  (typeof CONTRACT_SECTIONS)[number] | (typeof INFORMATION_SECTIONS)[number] | 'payout' | 'renew';

function sections(
  kit: DepositDocumentKit,
  deposit: TDepositChoice,
  names: readonly SectionName[],
): PdfBlock[] {
  const values = valuesOf(kit, deposit);
  // What happens at maturity follows the maturity section, as the applicant chose it.
  const chosen: SectionName = deposit.atMaturity === 'PAYOUT' ? 'payout' : 'renew';
  const ordered = names.flatMap((name) => (name === 'maturity' ? [name, chosen] : [name]));
  return ordered.flatMap((name) => [
    heading(kit.t(`depositTerms.pdf.sections.${name}.heading`)),
    paragraph(kit.t(`depositTerms.pdf.sections.${name}.text`, values)),
  ]);
}

/** A day deposit's contract (decision 232): its figures, start, interest, maturity, guarantee. */
export function depositContract(kit: DepositDocumentKit, deposit: TDepositChoice): PdfContent {
  return kit.document(kit.t('depositTerms.pdf.contractTitle'), [
    ...figureBlocks(kit, deposit),
    ...sections(kit, deposit, CONTRACT_SECTIONS),
  ]);
}

/** The pre-contract information (decision 232): the same figures, costs, guarantee, withdrawal. */
export function depositInformation(kit: DepositDocumentKit, deposit: TDepositChoice): PdfContent {
  return kit.document(kit.t('depositTerms.pdf.informationTitle'), [
    paragraph(kit.t('depositTerms.pdf.informationIntro')),
    ...figureBlocks(kit, deposit),
    ...sections(kit, deposit, INFORMATION_SECTIONS),
  ]);
}

/** A day deposit's documents: the contract as its product contract, and the information. */
export function depositDocuments(kit: DepositDocumentKit, deposit: TDepositChoice) {
  return {
    PRODUCT_CONTRACT: depositContract(kit, deposit),
    DEPOSIT_INFORMATION: depositInformation(kit, deposit),
  };
}
