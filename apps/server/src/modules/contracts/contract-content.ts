import {
  centsToDecimalText,
  creditorLegalName,
  formatIban,
  isLoanProcess,
  PROCESS_RULES,
  packageFee,
  variantOfCountry,
  payoutFacts,
  repaymentPlanCells,
  type ContractDocumentKind,
  type Language,
  type PackageName,
  type ProcessName,
  type TContractAmount,
  type TCreditor,
  type TDepositChoice,
  type TLoanTerms,
} from '@onboarding/domain';
import { formatAmount, formatDate, formatPercent } from '@onboarding/domain/format';
import { translatorFor } from '../../infra/mail/templates';
import type { PdfBlock, PdfContent } from '../../infra/pdf/pdf-document';
import { DEPOSIT_KINDS, depositAmounts, depositDocuments } from './deposit-content';
import { bankPartyBlocks } from './bank-party';

/** The customer as the contracts name them. */
export interface ContractParty {
  readonly fullName: string;
  /** ISO YYYY-MM-DD. */
  readonly birthDate: string | null;
  readonly address: string | null;
  readonly documentNumberMasked: string | null;
  readonly email: string | null;
}

export interface ContractInputs {
  readonly language: Language;
  readonly prospectId: string;
  readonly documentSetId: string;
  readonly productType: ProcessName;
  readonly packageName: PackageName | null;
  readonly currency: string;
  /** null until the account is opened: "allocated at opening" is printed. */
  readonly iban: string | null;
  /** The chosen offer, for a loan. */
  readonly loan: TLoanTerms | null;
  /** A day deposit's choice and quote (decision 232). */
  readonly deposit?: TDepositChoice | null;
  readonly customer: ContractParty;
  /** The bank's country (ISO 3166 alpha-2): its law governs the contracts. */
  readonly country: string;
  /** The bank's identity (decision 229): the creditor party, never a literal of the texts. */
  readonly creditor: TCreditor;
  readonly now: Date;
  readonly timeZone: string;
}

export interface ContractContents {
  readonly documents: Partial<Record<ContractDocumentKind, PdfContent>>;
  /** The figures printed, which the signing code also binds. */
  readonly amounts: TContractAmount[];
}

const minorToText = (minor: number) => (minor / 100).toFixed(2);

/** The figures of the contracts, in the order the manifest sorts them anyway. */
export function contractAmounts(inputs: {
  readonly productType: ProcessName;
  readonly packageName: PackageName | null;
  readonly currency: string;
  readonly loan: TLoanTerms | null;
  readonly deposit?: TDepositChoice | null;
}): TContractAmount[] {
  const amounts: TContractAmount[] = [];
  const fee =
    inputs.packageName !== null && PROCESS_RULES[inputs.productType].opensAccount
      ? packageFee(inputs.packageName, inputs.currency)
      : null;
  if (fee !== null) {
    amounts.push(
      {
        name: 'PACKAGE_FEE_INTRODUCTORY',
        value: minorToText(fee.introductoryMonthly.minor),
        unit: fee.introductoryMonthly.currency,
      },
      {
        name: 'PACKAGE_FEE_AFTERWARDS',
        value: minorToText(fee.afterwardsMonthly.minor),
        unit: fee.afterwardsMonthly.currency,
      },
    );
  }
  const loan = inputs.loan;
  if (loan !== null && isLoanProcess(inputs.productType)) {
    amounts.push(
      { name: 'LOAN_AMOUNT', value: loan.amount, unit: loan.currency },
      { name: 'LOAN_TENOR', value: String(loan.tenorMonths), unit: 'months' },
      { name: 'NOMINAL_RATE', value: loan.nominalRatePercent, unit: '%' },
      { name: 'APR', value: loan.aprPercent, unit: '%' },
      { name: 'MONTHLY_INSTALMENT', value: loan.monthlyInstalment, unit: loan.currency },
      { name: 'TOTAL_TO_REPAY', value: loan.totalToRepay, unit: loan.currency },
      { name: 'LOAN_FEES', value: loan.fees, unit: loan.currency },
    );
  }
  if (inputs.deposit) amounts.push(...depositAmounts(inputs.deposit));
  return amounts;
}

/** The kinds a process signs: a loan adds the credit agreement (decision 142), a deposit 232's. */
export function contractKindsFor(productType: ProcessName): ContractDocumentKind[] {
  if (productType === 'DAYPOSIT') return [...DEPOSIT_KINDS];
  return isLoanProcess(productType)
    ? ['PRODUCT_CONTRACT', 'GENERAL_TERMS', 'CREDIT_AGREEMENT']
    : ['PRODUCT_CONTRACT', 'GENERAL_TERMS'];
}

type Translate = ReturnType<typeof translatorFor>;

/** What every document of one set is written with: the language, its formats, the names. */
interface ContractWriter {
  readonly inputs: ContractInputs;
  readonly t: Translate;
  readonly money: (value: string, currency: string) => string;
  readonly percent: (value: string) => string;
  /** A calendar day or an instant in the bank's zone, written out ("28. decembra 2026"). */
  readonly date: (value: string | Date) => string;
  readonly field: (label: string, value: string | null | undefined) => PdfBlock;
  readonly product: string;
  readonly packageName: string;
  readonly iban: string;
  /** The set's reference printed on every page: its id's first 8 characters. */
  readonly reference: string;
  /** The values the sections' texts name. */
  readonly values: Readonly<Record<string, string>>;
}

type SectionsPrefix =
  'signing.pdf.contract.sections' | 'signing.pdf.terms.sections' | 'signing.pdf.credit.sections';

const heading = (text: string): PdfBlock => ({ type: 'heading', text });
const paragraph = (text: string): PdfBlock => ({ type: 'paragraph', text });

function writerFor(inputs: ContractInputs): ContractWriter {
  const { language, timeZone } = inputs;
  // The texts of the bank's country (decision 159): an al contract names Albania's rules.
  const t = translatorFor(language, variantOfCountry(inputs.country));
  const empty = t('signing.pdf.empty');
  const product = t(`start.products.${inputs.productType}.name`);
  const packageName = inputs.packageName ?? t('signing.pdf.noPackage');
  const country = t(`signing.pdf.countries.${inputs.country === 'AL' ? 'AL' : 'SI'}`);
  const iban = inputs.iban ?? t('signing.pdf.ibanAtOpening');
  return {
    inputs,
    t,
    money: (value, currency) => formatAmount(value, currency, language),
    // The contracts' rates are percent texts ("7.50"), the module's a fraction.
    percent: (value) => formatPercent(Number(value) / 100, language),
    date: (value) => formatDate(value, language, { timeZone }),
    field: (label, value) => ({
      type: 'field',
      label,
      value: value === null || value === undefined || value === '' ? empty : value,
    }),
    product,
    packageName,
    iban,
    reference: inputs.documentSetId.slice(0, 8).toUpperCase(),
    values: { product, package: packageName, country, iban },
  };
}

/** The reference, the date and both parties, at the top of every document. */
function partiesBlocks({ inputs, t, field, date, reference }: ContractWriter): PdfBlock[] {
  const { birthDate } = inputs.customer;
  return [
    field(t('signing.pdf.reference'), reference),
    field(t('signing.pdf.preparedOn'), date(inputs.now)),
    heading(t('signing.pdf.partiesHeading')),
    ...bankPartyBlocks(t, inputs.creditor),
    field(t('signing.pdf.customer.name'), inputs.customer.fullName),
    field(t('signing.pdf.customer.birthDate'), birthDate === null ? null : date(birthDate)),
    field(t('signing.pdf.customer.address'), inputs.customer.address),
    field(t('signing.pdf.customer.document'), inputs.customer.documentNumberMasked),
    field(t('signing.pdf.customer.email'), inputs.customer.email),
  ];
}

/** One document: the parties, its own blocks, the signature's place, the footer. */
function contractDocument(writer: ContractWriter, title: string, blocks: PdfBlock[]): PdfContent {
  const { inputs, t, reference } = writer;
  return {
    title,
    language: inputs.language,
    author: t('signing.pdf.author', { bank: creditorLegalName(inputs.creditor) }),
    createdAt: inputs.now,
    blocks: [
      ...partiesBlocks(writer),
      ...blocks,
      heading(t('signing.pdf.signatureHeading')),
      paragraph(t('signing.pdf.signatureText')),
    ],
    footer: (page, pages) => t('signing.pdf.footer', { title, reference, page, pages }),
  };
}

/** Each named section's heading and text. */
function sectionBlocks<K extends string>(
  { t, values }: ContractWriter,
  prefix: SectionsPrefix,
  names: readonly K[],
  extra: Readonly<Record<string, string>> = {},
): PdfBlock[] {
  return names.flatMap((name) => [
    heading(t(`${prefix}.${name}.heading` as Parameters<typeof t>[0])),
    paragraph(t(`${prefix}.${name}.text` as Parameters<typeof t>[0], { ...values, ...extra })),
  ]);
}

/** The package's monthly fee, introductory and afterwards, or "from the tariff". */
function feeBlocks({ inputs, t, money, field }: ContractWriter): PdfBlock[] {
  const fee =
    inputs.packageName !== null && PROCESS_RULES[inputs.productType].opensAccount
      ? packageFee(inputs.packageName, inputs.currency)
      : null;
  return fee === null
    ? [field(t('signing.pdf.contract.fee'), t('signing.pdf.contract.feeFromTariff'))]
    : [
        field(
          t('signing.pdf.contract.feeIntroductory', { months: fee.introductoryMonths }),
          money(minorToText(fee.introductoryMonthly.minor), fee.introductoryMonthly.currency),
        ),
        field(
          t('signing.pdf.contract.feeAfterwards'),
          money(minorToText(fee.afterwardsMonthly.minor), fee.afterwardsMonthly.currency),
        ),
      ];
}

function productContract(writer: ContractWriter): PdfContent {
  const { t, field, product, packageName, iban } = writer;
  return contractDocument(writer, t('signing.pdf.contract.title', { product }), [
    heading(t('signing.pdf.contract.objectHeading')),
    field(t('signing.pdf.contract.product'), product),
    field(t('signing.pdf.contract.package'), packageName),
    field(t('signing.pdf.contract.iban'), iban),
    ...feeBlocks(writer),
    ...sectionBlocks(writer, 'signing.pdf.contract.sections', [
      'object',
      'fees',
      'rights',
      'withdrawal',
      'complaints',
      'law',
    ] as const),
  ]);
}

function generalTerms(writer: ContractWriter): PdfContent {
  const { t, product, values } = writer;
  return contractDocument(writer, t('signing.pdf.terms.title', { product }), [
    paragraph(t('signing.pdf.terms.intro', values)),
    ...sectionBlocks(writer, 'signing.pdf.terms.sections', [
      'scope',
      'opening',
      'payments',
      'fees',
      'communication',
      'dataProtection',
      'liability',
      'changes',
      'ending',
      'complaints',
      'law',
    ] as const),
  ]);
}

/**
 * Where and when the loan is paid and its repayment plan (decision 233), dated as if signed on the
 * day the agreement is prepared; an agreement of a choice without a payout account has neither.
 */
function payoutBlocks(
  writer: ContractWriter,
  loan: TLoanTerms,
): {
  readonly fields: PdfBlock[];
  readonly plan: PdfBlock[];
} {
  const { t, money, date, field, inputs } = writer;
  const { payout, plan } = loan;
  if (payout === undefined || plan === undefined) return { fields: [], plan: [] };
  const cells = repaymentPlanCells(plan, {
    money: (cents) => money(centsToDecimalText(cents), plan.currency),
    // A table's column: the short form ("28. 12. 2026").
    date: (iso) => formatDate(iso, inputs.language, { style: 'short' }),
  });
  const fields = payoutFacts(payout, plan, date).map(({ fact, value }) =>
    field(t(`signing.pdf.credit.${fact}`), value),
  );
  const planBlocks: PdfBlock[] = [
    heading(t('signing.pdf.credit.planHeading')),
    paragraph(t('signing.pdf.credit.planDates', { date: date(inputs.now) })),
    {
      type: 'table',
      columns: cells.columns.map(({ id, width, align }) => ({
        header: t(`signing.pdf.plan.columns.${id}`),
        width,
        align,
      })),
      rows: cells.rows,
    },
  ];
  return { fields, plan: planBlocks };
}

function creditAgreement(writer: ContractWriter, loan: TLoanTerms): PdfContent {
  const { t, money, percent, field } = writer;
  const yesNo = t(loan.insurance ? 'signing.pdf.yes' : 'signing.pdf.no');
  const payoutIban =
    loan.payout === undefined ? t('signing.pdf.empty') : formatIban(loan.payout.iban);
  const payout = payoutBlocks(writer, loan);
  return contractDocument(writer, t('signing.pdf.credit.title'), [
    heading(t('signing.pdf.credit.figuresHeading')),
    field(t('signing.pdf.credit.amount'), money(loan.amount, loan.currency)),
    field(
      t('signing.pdf.credit.tenor'),
      t('signing.pdf.credit.months', { count: loan.tenorMonths }),
    ),
    field(t('signing.pdf.credit.nominalRate'), percent(loan.nominalRatePercent)),
    field(t('signing.pdf.credit.apr'), percent(loan.aprPercent)),
    field(t('signing.pdf.credit.instalment'), money(loan.monthlyInstalment, loan.currency)),
    field(t('signing.pdf.credit.fees'), money(loan.fees, loan.currency)),
    field(t('signing.pdf.credit.total'), money(loan.totalToRepay, loan.currency)),
    field(t('signing.pdf.credit.insurance'), yesNo),
    ...payout.fields,
    ...sectionBlocks(
      writer,
      'signing.pdf.credit.sections',
      [
        'purpose',
        'disbursement',
        'repayment',
        'insurance',
        'earlyRepayment',
        'late',
        'withdrawal',
        'complaints',
        'law',
      ] as const,
      {
        amount: money(loan.amount, loan.currency),
        instalment: money(loan.monthlyInstalment, loan.currency),
        months: String(loan.tenorMonths),
        apr: percent(loan.aprPercent),
        payoutIban,
      },
    ),
    ...payout.plan,
  ]);
}

/** The three documents' text in the applicant's language (decision 142); the figures they print. */
export function contractContents(inputs: ContractInputs): ContractContents {
  const writer = writerFor(inputs);
  const documents: Partial<Record<ContractDocumentKind, PdfContent>> = {
    PRODUCT_CONTRACT: productContract(writer),
    GENERAL_TERMS: generalTerms(writer),
  };
  const loan = inputs.loan;
  if (isLoanProcess(inputs.productType) && loan !== null) {
    documents.CREDIT_AGREEMENT = creditAgreement(writer, loan);
  }
  if (inputs.productType === 'DAYPOSIT' && inputs.deposit) {
    const document = (title: string, blocks: PdfBlock[]) => contractDocument(writer, title, blocks);
    Object.assign(documents, depositDocuments({ ...writer, document }, inputs.deposit));
  }
  return { documents, amounts: contractAmounts(inputs) };
}
