import {
  creditorAddressLine,
  creditorLegalName,
  getVariant,
  LEGAL_QUESTIONS,
  type ConsentDocumentKind,
  type Language,
  type LookupName,
  type PackageName,
  type ProcessName,
  type TConsentsAnswers,
  type TCreditor,
  type VariantId,
} from '@onboarding/domain';
import {
  formatAmount,
  formatDate,
  formatPhoneNumber,
  formatPlaceInCountry,
} from '@onboarding/domain/format';
import { translatorFor } from '../../infra/mail/templates';
import type { PdfBlock, PdfContent } from '../../infra/pdf/pdf-document';
import type { EnteredAddress, EnteredData } from '../eligibility/entered-data';
import { idTypeName, lookupName, questionnaireRow } from './entered-data-labels';

export interface ConsentDocumentInputs {
  readonly language: Language;
  /** The bank's country variant: its own country in the texts that name it. */
  readonly variant: VariantId;
  /** The bank's identity (decision 229): the documents' issuer, never a literal of the texts. */
  readonly creditor: TCreditor;
  /** The application's number for people, 2026-000123 (decision 203), not its UUID. */
  readonly applicationNumber: string;
  readonly productType: ProcessName;
  readonly packageName: PackageName | null;
  readonly answers: TConsentsAnswers;
  readonly answeredAt: Date;
  readonly entered: EnteredData | null;
  readonly applicantName: string;
  readonly now: Date;
  readonly timeZone: string;
}

type Translate = ReturnType<typeof translatorFor>;

/** What the three documents are written with: the language, the inputs, the empty value. */
interface ConsentWriter {
  readonly inputs: ConsentDocumentInputs;
  readonly t: Translate;
  readonly field: (label: string, value: string | null | undefined) => PdfBlock;
  /** A calendar day or an instant in the bank's zone, written out ("28. decembra 2026"). */
  readonly date: (value: string | Date | null) => string | null;
  /** A place and its country, the country named only when it is not the bank's own. */
  readonly place: (postalCode: string, place: string, country: string | null) => string;
}

const heading = (text: string): PdfBlock => ({ type: 'heading', text });
const paragraph = (text: string): PdfBlock => ({ type: 'paragraph', text });

function writerFor(inputs: ConsentDocumentInputs): ConsentWriter {
  const { language, timeZone } = inputs;
  const t = translatorFor(language, inputs.variant);
  const empty = t('consents.pdf.summary.empty');
  const homeCountry = getVariant(inputs.variant).country;
  return {
    inputs,
    t,
    date: (value) => (value === null ? null : formatDate(value, language, { timeZone })),
    place: (postalCode, place, country) =>
      formatPlaceInCountry(postalCode, place, country ?? '', language, homeCountry),
    field: (label, value) => ({
      type: 'field',
      label,
      value: value === null || value === undefined || value === '' ? empty : value,
    }),
  };
}

/** One document: for whom, which application and when, then its own blocks. */
function consentDocument(
  { inputs, t, field, date }: ConsentWriter,
  title: string,
  blocks: PdfBlock[],
): PdfContent {
  const bank = creditorLegalName(inputs.creditor);
  const header: PdfBlock[] = [
    field(t('consents.pdf.issuedBy'), `${bank}, ${creditorAddressLine(inputs.creditor)}`),
    field(t('consents.pdf.preparedFor'), inputs.applicantName),
    field(t('consents.pdf.application'), inputs.applicationNumber),
    field(t('consents.pdf.preparedOn'), date(inputs.now)),
  ];
  return {
    title,
    language: inputs.language,
    author: t('consents.pdf.author', { bank }),
    createdAt: inputs.now,
    blocks: [...header, ...blocks],
    footer: (page, pages) => t('consents.pdf.footer', { title, page, pages }),
  };
}

/** The general terms of the product and package. */
function generalTerms(writer: ConsentWriter): PdfContent {
  const { inputs, t, field } = writer;
  const product = t(`start.products.${inputs.productType}.name`);
  const packageName = inputs.packageName ?? t('consents.pdf.terms.noPackage');
  const sections = ['scope', 'account', 'fees', 'duties', 'ending', 'protection'] as const;
  return consentDocument(writer, t('consents.pdf.terms.title', { product }), [
    field(t('consents.pdf.terms.product'), product),
    field(t('consents.pdf.terms.package'), packageName),
    ...sections.flatMap((section) => [
      heading(t(`consents.pdf.terms.sections.${section}.heading`)),
      paragraph(
        // Without a package the scope says nothing of one (not "the no package package").
        section === 'scope' && inputs.packageName === null
          ? t('consents.pdf.terms.sections.scope.textWithoutPackage', { product })
          : t(`consents.pdf.terms.sections.${section}.text`, { product, package: packageName }),
      ),
    ]),
  ]);
}

/** The legal questions and the profiling consents as answered. */
function consentsGiven(writer: ConsentWriter): PdfContent {
  const { inputs, t, field, date } = writer;
  const yesNo = (value: string) => t(value === 'true' ? 'consents.pdf.yes' : 'consents.pdf.no');
  return consentDocument(writer, t('consents.pdf.consents.title'), [
    field(t('consents.pdf.consents.answeredAt'), date(inputs.answeredAt)),
    heading(t('consents.pdf.consents.legalHeading')),
    ...LEGAL_QUESTIONS.map((question) =>
      field(
        t(`consents.pdf.consents.${question}`),
        yesNo(inputs.answers.questionResponses[question]),
      ),
    ),
    heading(t('consents.pdf.consents.profilingHeading')),
    ...inputs.answers.consents.map((answer) =>
      field(
        t(`consents.profiling.${answer.name}`),
        t(answer.response === 'YES' ? 'consents.pdf.agree' : 'consents.pdf.disagree'),
      ),
    ),
    paragraph(t('consents.pdf.consents.note')),
  ]);
}

/** A lookup's code by the name the screen showed, in the document's language and variant. */
function namedOf({ inputs }: ConsentWriter) {
  return (lookup: LookupName, code: string | null) =>
    code === null ? null : lookupName(lookup, code, inputs.language, inputs.variant);
}

function namesBlocks({ t, field }: ConsentWriter, entered: EnteredData): PdfBlock[] {
  return [
    heading(t('consents.pdf.summary.namesHeading')),
    field(t('consents.pdf.summary.firstName'), entered.names.firstName),
    field(t('consents.pdf.summary.secondName'), entered.names.secondName),
    field(t('consents.pdf.summary.surname'), entered.names.surname),
    field(t('consents.pdf.summary.fatherName'), entered.names.fatherName),
  ];
}

function birthBlocks(writer: ConsentWriter, entered: EnteredData): PdfBlock[] {
  const { t, field, date, place } = writer;
  const named = namedOf(writer);
  const { birth } = entered;
  return [
    heading(t('consents.pdf.summary.birthHeading')),
    field(t('consents.pdf.summary.birthDate'), date(birth.date)),
    // The place, and its country only when it is not the bank's ("Ljubljana", "Berlin, Nemčija").
    field(
      t('consents.pdf.summary.placeOfBirth'),
      place('', birth.placeOfBirth ?? '', birth.countryCode),
    ),
    field(t('consents.pdf.summary.nationality'), named('Nationality', entered.birth.nationality)),
    field(
      t('consents.pdf.summary.secondNationality'),
      named('Nationality', entered.secondNationality),
    ),
    field(t('consents.pdf.summary.gender'), named('Gender', entered.gender)),
    field(
      t('consents.pdf.summary.residentStatus'),
      named('ResidenceStatus', entered.residentStatus),
    ),
  ];
}

function addressAndContactBlocks(
  { t, field, place }: ConsentWriter,
  entered: EnteredData,
): PdfBlock[] {
  const addressLine = (address: EnteredAddress) =>
    `${address.street} ${address.number}, ${place(address.zipCode, address.city, address.countryCode)}`;
  return [
    heading(t('consents.pdf.summary.addressesHeading')),
    ...entered.addresses.map((address) =>
      field(
        t(
          address.type === 'PERMANENT'
            ? 'consents.pdf.summary.permanentAddress'
            : 'consents.pdf.summary.temporaryAddress',
        ),
        addressLine(address),
      ),
    ),
    heading(t('consents.pdf.summary.contactsHeading')),
    field(t('consents.pdf.summary.email'), entered.contact.email),
    // Decision 235: international grouping, without the trunk 0 the applicant may have typed.
    field(
      t('consents.pdf.summary.mobile'),
      entered.contact.mobileNumber === null
        ? null
        : formatPhoneNumber(entered.contact.mobileNumber),
    ),
  ];
}

function numbersBlocks({ t, field }: ConsentWriter, entered: EnteredData): PdfBlock[] {
  return [
    heading(t('consents.pdf.summary.numbersHeading')),
    field(t('consents.pdf.summary.personalNumber'), entered.identityDocument.personalNumber),
    field(t('consents.pdf.summary.taxNumber'), entered.taxNumber),
    field(t('consents.pdf.summary.iban'), entered.iban),
  ];
}

function identityDocumentBlocks(
  { inputs, t, field, date }: ConsentWriter,
  entered: EnteredData,
): PdfBlock[] {
  const document = entered.identityDocument;
  return [
    heading(t('consents.pdf.summary.documentHeading')),
    field(
      t('consents.pdf.summary.idType'),
      document.idType === null ? null : idTypeName(document.idType, inputs.language),
    ),
    field(t('consents.pdf.summary.documentNumber'), document.number),
    field(
      t('consents.pdf.summary.issuer'),
      [document.issuer, document.issuePlace].filter(Boolean).join(', '),
    ),
    field(t('consents.pdf.summary.issueDate'), date(document.issueDate)),
    field(t('consents.pdf.summary.expirationDate'), date(document.expirationDate)),
  ];
}

function employmentBlocks(writer: ConsentWriter, entered: EnteredData): PdfBlock[] {
  const { inputs, t, field } = writer;
  const named = namedOf(writer);
  const incomeName = (code: string) => {
    const income = lookupName('IncomeSource', code, inputs.language);
    return income === code ? lookupName('EmploymentIncomeSource', code, inputs.language) : income;
  };
  // The origin of funds and the source of income often name the same ("Salary"): once.
  const incomeNames = (codes: readonly string[]) => [...new Set(codes.map(incomeName))].join(', ');
  const currency = getVariant(inputs.variant).currency;
  // An amount as typed ("1500", "1500,50") in the variant's currency; anything else as it is.
  const amount = (value: string | null) =>
    value !== null && /^\d+(?:[.,]\d+)?$/.test(value.trim())
      ? formatAmount(value.trim().replace(',', '.'), currency, inputs.language)
      : value;
  const employment = entered.employment;
  return [
    heading(t('consents.pdf.summary.employmentHeading')),
    field(
      t('consents.pdf.summary.employmentStatus'),
      named('EmployerStatus', employment.employerStatus),
    ),
    field(t('consents.pdf.summary.profession'), employment.profession),
    field(t('consents.pdf.summary.position'), named('PositionHeld', employment.position)),
    field(t('consents.pdf.summary.monthlyIncome'), amount(employment.monthlyIncoming)),
    field(t('consents.pdf.summary.originOfFunds'), incomeNames(employment.originOfFunds)),
    field(
      t('consents.pdf.summary.purpose'),
      named('BusinessRelations', employment.purposeOfBusinessRelation),
    ),
  ];
}

function questionnaireBlocks(
  { inputs, t, field }: ConsentWriter,
  entered: EnteredData,
): PdfBlock[] {
  if (entered.questionnaire.length === 0) return [];
  return [
    heading(t('consents.pdf.summary.questionnaireHeading')),
    ...entered.questionnaire.map(([name, answers]) => {
      const [label, value] = questionnaireRow(name, answers, inputs.language, inputs.variant);
      return field(label, value);
    }),
  ];
}

/** The summary of the data entered, section by section, as the screens named it. */
function dataSummary(writer: ConsentWriter): PdfContent {
  const { inputs, t } = writer;
  const entered = inputs.entered;
  const blocks: PdfBlock[] =
    entered === null
      ? [paragraph(t('consents.pdf.notGiven'))]
      : [
          ...namesBlocks(writer, entered),
          ...birthBlocks(writer, entered),
          ...addressAndContactBlocks(writer, entered),
          ...numbersBlocks(writer, entered),
          ...identityDocumentBlocks(writer, entered),
          ...employmentBlocks(writer, entered),
          ...questionnaireBlocks(writer, entered),
        ];
  return consentDocument(writer, t('consents.pdf.summary.title'), blocks);
}

/** The three documents' text in the applicant's language (decision 113). */
export function consentDocumentContents(
  inputs: ConsentDocumentInputs,
): Record<ConsentDocumentKind, PdfContent> {
  const writer = writerFor(inputs);
  return {
    GENERAL_TERMS: generalTerms(writer),
    CONSENTS: consentsGiven(writer),
    DATA_SUMMARY: dataSummary(writer),
  };
}
